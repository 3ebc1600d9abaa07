import { focusManager, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $alerts } from '#stores/alerts.ts';
import { createEnvelope, errorEnvelope } from './mock/handlers.ts';
import { mockServer } from './mock/server.ts';
import { createQueryClient, getQueryClient } from './query-client.ts';
import { apiRequest } from './request.ts';
import { useTestBrowser } from '#testing/api-client.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  useTestBrowser();
  $alerts.set([]);
});
afterEach(() => {
  mockServer.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => mockServer.close());

/** Answers mop/config with `respond` and counts the attempts. */
function countedMopConfig(respond: () => Response) {
  const calls = { count: 0 };
  mockServer.use(
    http.get('*/api/mop/config', () => {
      calls.count++;
      return respond();
    }),
  );
  return calls;
}

// Default retry delays are seconds long; the policy under test is which failures retry and how often.
const quickClient = () => createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });

async function fetchMopConfig(client = quickClient()) {
  return client.fetchQuery({ queryKey: ['mop/config'], queryFn: ({ signal }) => apiRequest('GET', 'mop/config', { signal }) });
}

describe('createQueryClient', () => {
  it('tries a network failure three times in all, then rejects with it and shows one alert', async () => {
    const calls = countedMopConfig(() => HttpResponse.error());
    await expect(fetchMopConfig()).rejects.toMatchObject({ code: 'Network Error' });
    expect(calls.count).toBe(3);
    expect($alerts.get()).toHaveLength(1);
  });

  it('gets the data when a retry succeeds', async () => {
    let failures = 1;
    const calls = countedMopConfig(() => (failures-- > 0 ? HttpResponse.error() : HttpResponse.json(createEnvelope({ means: [1] }))));
    await expect(fetchMopConfig()).resolves.toEqual({ means: [1] });
    expect(calls.count).toBe(2);
  });

  it('retries a 503 but not a 404', async () => {
    const unavailable = countedMopConfig(() => new HttpResponse(null, { status: 503 }));
    await expect(fetchMopConfig()).rejects.toMatchObject({ httpStatus: 503 });
    expect(unavailable.count).toBe(3);

    const missing = countedMopConfig(() => new HttpResponse(null, { status: 404 }));
    await expect(fetchMopConfig()).rejects.toMatchObject({ httpStatus: 404 });
    expect(missing.count).toBe(1);
  });

  it('does not retry an error envelope: the server has answered', async () => {
    const calls = countedMopConfig(() => HttpResponse.json(errorEnvelope(330, 'Brak konfiguracji płatności.')));
    await expect(fetchMopConfig()).rejects.toMatchObject({ msg: 'Brak konfiguracji płatności.' });
    expect(calls.count).toBe(1);
  });

  it('does not retry a failed mutation', async () => {
    const calls = { count: 0 };
    mockServer.use(
      http.post('*/api/cart/finalize', () => {
        calls.count++;
        return HttpResponse.error();
      }),
    );
    const client = quickClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => apiRequest('POST', 'cart/finalize') });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 'Network Error' });
    expect(calls.count).toBe(1);
  });

  it('does not refetch when the window regains focus', async () => {
    const calls = countedMopConfig(() => HttpResponse.json(createEnvelope({ means: [1] })));
    const client = createQueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    const observer = new QueryObserver(client, { queryKey: ['mop/config'], queryFn: () => apiRequest('GET', 'mop/config') });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ means: [1] }));
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls.count).toBe(1);
    } finally {
      unsubscribe();
      focusManager.setFocused(undefined);
    }
  });
});

describe('getQueryClient', () => {
  it('shares one client between the islands of a browser page', () => {
    vi.stubGlobal('window', {});
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('gives each server render its own client', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
