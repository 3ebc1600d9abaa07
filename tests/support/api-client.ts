import { expect, vi } from 'vitest';
import { configureApiClient, resetApiClient, setApiMode } from '#api-client/config.ts';
import { ApiError } from '#api-client/errors.ts';

export const TEST_BASE_URL = 'http://portal.test';
export const TEST_NOW = 1_750_000_000_000;

/** A node stand-in for the browser: cookies, storage and navigation the test can inspect. */
export function useTestBrowser() {
  const cookies = new Map<string, string>();
  const storage = new Map<string, string>();
  const navigate = vi.fn<(url: string) => void>();
  resetApiClient();
  setApiMode('live');
  configureApiClient({
    baseUrl: TEST_BASE_URL,
    readCookie: (name) => cookies.get(name) ?? null,
    storage: () => ({ setItem: (key: string, value: string) => void storage.set(key, value) }),
    navigate,
    now: () => TEST_NOW,
  });
  return { cookies, storage, navigate };
}

/** The ApiError a call is refused with (the test fails if it succeeds or fails otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
