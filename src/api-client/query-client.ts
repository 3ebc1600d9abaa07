import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { isNetworkError } from './errors.ts';
import { rememberPageQueryClient } from './page-cache.ts';

export { OPERATION_KEY_ROOT } from './page-cache.ts';

/** Retries after the first failure, for failures that may pass on their own. */
export const MAX_RETRIES = 2;

/**
 * Only transient failures are worth repeating: no connection, a timeout or a
 * 5xx. Error envelopes and 4xx answers are the server's verdict, and an abort
 * is the caller's.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isNetworkError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && error.httpStatus !== null && error.httpStatus >= 500;
}

/** A QueryClient with the islands' defaults; `config` overrides them (tests shorten retry delays). */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        // Islands load their data on hydration; a focus change is no reason to ask again.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        // State-changing calls (cart updates, payments) are not safe to repeat on their own.
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The client shared by every island of a page, so they share cached server
 * data; created by the first island that reads server data, and mounted for
 * the page's life (focus and online events, as QueryClientProvider would).
 * During server rendering each call gets a fresh one: a module-level cache
 * there would leak one visitor's data into another's page.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    browserClient.mount();
    rememberPageQueryClient(browserClient);
  }
  return browserClient;
}
