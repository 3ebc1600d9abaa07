import { hashKey, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '#api-contract/operation.ts';
import { createDefaultSession } from '#domain/session.ts';
import { $alerts } from '#stores/alerts.ts';
import { $session, resetSession } from '#stores/session.ts';
import { ApiError } from './errors.ts';
import { invalidateSession, operationKey, useOperationMutation, useOperationQuery } from './hooks.ts';
import { createEnvelope, errorEnvelope } from './mock/handlers.ts';
import { mockServer } from './mock/server.ts';
import { createQueryClient } from './query-client.ts';
import { useTestBrowser } from '#testing/api-client.ts';

const offers = defineOperation({
  method: 'GET',
  call: 'test/offers',
  tag: 'test',
  summary: 'Offers',
  description: 'A read with a query.',
  access: 'public',
  query: z.strictObject({ group: z.string(), limit: z.number().int().optional() }),
  data: z.strictObject({ codes: z.array(z.string()) }),
  examples: { data: { codes: ['HOR01'] } },
});

const documents = defineOperation({
  method: 'POST',
  call: 'test/documents',
  tag: 'test',
  summary: 'Documents',
  description: 'A POST declared free of effects: a read.',
  access: 'customer',
  xsrf: false,
  data: z.array(z.string()),
  examples: { data: [] },
});

const addMop = defineOperation({
  method: 'POST',
  call: 'test/mop/add',
  tag: 'test',
  summary: 'Adds a payment means',
  description: 'A change of the session.',
  access: 'customer',
  body: z.strictObject({ mopId: z.number().int() }),
  data: z.strictObject({ mopId: z.number().int(), paymentUrl: z.string().nullable() }),
  examples: { data: { mopId: 1, paymentUrl: null } },
});

/** Counts the requests per path and answers with `respond`. */
function serve(method: 'get' | 'post', path: string, respond: (request: Request) => Response | Promise<Response>) {
  const calls: Request[] = [];
  mockServer.use(
    http[method](`*/api/${path}`, ({ request }) => {
      calls.push(request.clone());
      return respond(request);
    }),
  );
  return calls;
}

const signedInSession = () => ({ ...createDefaultSession(), userLogin: 'klient.c@horyzont.example', payments: [{ mopId: 8 }] });

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  useTestBrowser();
  $alerts.set([]);
  resetSession();
  client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());

describe('operationKey', () => {
  it('is the same for the same input in any key order, and differs for another input', () => {
    const a = operationKey(offers, { query: { group: 'sport', limit: 5 } });
    const b = operationKey(offers, { query: { limit: 5, group: 'sport' } });
    expect(a).toEqual(['api', 'test/offers', { query: { group: 'sport', limit: 5 } }]);
    expect(hashKey(a)).toBe(hashKey(b));
    expect(hashKey(operationKey(offers, { query: { group: 'film' } }))).not.toBe(hashKey(a));
  });

  it('is, without input, the prefix of every key of the call', async () => {
    expect(operationKey(offers)).toEqual(['api', 'test/offers']);
    client.setQueryData(operationKey(offers, { query: { group: 'sport' } }), { codes: [] });
    client.setQueryData(operationKey(offers, { query: { group: 'film' } }), { codes: [] });
    client.setQueryData(operationKey(documents, {}), []);
    await client.invalidateQueries({ queryKey: operationKey(offers) });
    expect(
      client
        .getQueryCache()
        .findAll({ stale: true, type: 'all' })
        .map((query) => query.queryKey[1]),
    ).toEqual(['test/offers', 'test/offers']);
  });
});

describe('useOperationQuery', () => {
  it('fetches the parsed data once per key for every component asking', async () => {
    const calls = serve('get', 'test/offers', (request) =>
      HttpResponse.json(createEnvelope({ codes: [new URL(request.url).searchParams.get('group') ?? ''] })),
    );
    const { result } = renderHook(
      () =>
        [
          useOperationQuery(offers, { query: { group: 'sport', limit: 2 } }),
          useOperationQuery(offers, { query: { limit: 2, group: 'sport' } }),
        ] as const,
      { wrapper },
    );

    await waitFor(() => expect(result.current[0].isSuccess).toBe(true));
    expect(result.current[0].data).toEqual({ codes: ['sport'] });
    expect(result.current[1].data).toBe(result.current[0].data);
    expectTypeOf(result.current[0].data).toEqualTypeOf<{ codes: string[] } | undefined>();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).search).toBe('?group=sport&limit=2');
    expect(client.getQueryData(operationKey(offers, { query: { group: 'sport', limit: 2 } }))).toEqual({ codes: ['sport'] });
  });

  it('takes a POST declared free of effects, without input', async () => {
    const calls = serve('post', 'test/documents', () => HttpResponse.json(createEnvelope(['regulamin.pdf'])));
    const { result } = renderHook(() => useOperationQuery(documents), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['regulamin.pdf']));
    expect(calls).toHaveLength(1);
  });

  it('reports the server’s error envelope as the query’s error', async () => {
    serve('get', 'test/offers', () => HttpResponse.json(errorEnvelope(366, 'Oferta jest niedostępna.'), { status: 422 }));
    const { result } = renderHook(() => useOperationQuery(offers, { query: { group: 'sport' } }, { request: { alert: false } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ errorCode: 366, message: 'Oferta jest niedostępna.' });
    expect($alerts.get()).toEqual([]);
  });

  it('refuses a call that changes state', () => {
    expect(() => renderHook(() => useOperationQuery(addMop, { body: { mopId: 1 } }), { wrapper })).toThrow(
      'useOperationQuery: POST test/mop/add changes state; use useOperationMutation',
    );
  });
});

describe('useOperationMutation', () => {
  it('posts the input and resolves with the parsed data, leaving the session alone by default', async () => {
    const calls = serve('post', 'test/mop/add', async (request) =>
      HttpResponse.json(createEnvelope({ ...((await request.json()) as object), paymentUrl: null })),
    );
    const sessionCalls = serve('post', 'sessionData', () => HttpResponse.json(createEnvelope(signedInSession())));
    const { result } = renderHook(() => useOperationMutation(addMop), { wrapper });

    let data: unknown;
    await act(async () => {
      data = await result.current.mutateAsync({ body: { mopId: 8 } });
    });

    expect(data).toEqual({ mopId: 8, paymentUrl: null });
    expect(await calls[0]!.json()).toEqual({ mopId: 8 });
    expect(sessionCalls).toHaveLength(0);
    expect($session.get().userLogin).toBeNull();
  });

  it('gives the server’s refusal as the mutation’s error', async () => {
    serve('post', 'test/mop/add', () => HttpResponse.json(errorEnvelope(406, 'Nie można dodać tej metody płatności.'), { status: 422 }));
    const { result } = renderHook(() => useOperationMutation(addMop), { wrapper });
    act(() => result.current.mutate({ body: { mopId: 2 } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ errorCode: 406, message: 'Nie można dodać tej metody płatności.' });
  });

  it('with invalidatesSession: reloads the session and refetches the answers on screen before onSuccess', async () => {
    serve('post', 'test/mop/add', () => HttpResponse.json(createEnvelope({ mopId: 8, paymentUrl: null })));
    const sessionCalls = serve('post', 'sessionData', () => HttpResponse.json(createEnvelope(signedInSession())));
    const offerCalls = serve('get', 'test/offers', () => HttpResponse.json(createEnvelope({ codes: [`v${offerCalls.length}`] })));
    const seenInOnSuccess: unknown[] = [];

    const { result } = renderHook(
      () => ({
        offers: useOperationQuery(offers, { query: { group: 'sport' } }),
        add: useOperationMutation(addMop, {
          invalidatesSession: true,
          onSuccess: () =>
            void seenInOnSuccess.push([$session.get().userLogin, client.getQueryData(operationKey(offers, { query: { group: 'sport' } }))]),
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.offers.data).toEqual({ codes: ['v1'] }));

    await act(() => result.current.add.mutateAsync({ body: { mopId: 8 } }));

    expect(sessionCalls).toHaveLength(1);
    expect(await sessionCalls[0]!.json()).toEqual({});
    expect($session.get()).toMatchObject({ userLogin: 'klient.c@horyzont.example', payments: [{ mopId: 8 }] });
    expect(offerCalls).toHaveLength(2);
    expect(seenInOnSuccess).toEqual([['klient.c@horyzont.example', { codes: ['v2'] }]]);
  });

  it('keeps a successful change a success when the session reload fails (the failure is alerted)', async () => {
    serve('post', 'test/mop/add', () => HttpResponse.json(createEnvelope({ mopId: 8, paymentUrl: null })));
    serve('post', 'sessionData', () => HttpResponse.error());
    const { result } = renderHook(() => useOperationMutation(addMop, { invalidatesSession: true }), { wrapper });

    await act(() => result.current.mutateAsync({ body: { mopId: 8 } }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect($alerts.get().map((alert) => alert.message)).toEqual(['Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.']);
    expect($session.get().userLogin).toBeNull();
  });
});

describe('invalidateSession', () => {
  it('rejects when the session cannot be reloaded', async () => {
    serve('post', 'sessionData', () => HttpResponse.json(errorEnvelope(500, 'Wystąpił nieoczekiwany błąd.'), { status: 500 }));
    await expect(invalidateSession(client, { alert: false })).rejects.toMatchObject({ errorCode: 500 });
    expect($alerts.get()).toEqual([]);
  });
});
