import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '#api-contract/operation.ts';
import { $alerts } from '#stores/alerts.ts';
import { resetSession } from '#stores/session.ts';
import { setApiMode } from './config.ts';
import { ApiError } from './errors.ts';
import { createEnvelope, errorEnvelope } from './mock/handlers.ts';
import { mockServer } from './mock/server.ts';
import { callOperation, contractViolationText, ResponseContractError } from './operations.ts';
import { useTestBrowser } from '#testing/api-client.ts';
import { XSRF_HEADER } from './xsrf.ts';

/** Test-local operations: one of each shape the client has to build. */
const offers = defineOperation({
  method: 'GET',
  call: 'test/offers/:group',
  tag: 'test',
  summary: 'Offers of a group',
  description: 'A GET with a path parameter and a query.',
  access: 'public',
  params: z.strictObject({ group: z.string() }),
  query: z.strictObject({ articleCode: z.string(), tag: z.array(z.string()).optional() }),
  data: z.strictObject({ codes: z.array(z.string()), total: z.string().transform(Number) }),
  examples: { data: { codes: ['HOR01'], total: '1' } },
});

const rename = defineOperation({
  method: 'POST',
  call: 'test/rename',
  tag: 'test',
  summary: 'Renames',
  description: 'A POST with a body.',
  access: 'customer',
  body: z.strictObject({ name: z.string().min(1).max(20) }),
  data: z.strictObject({ name: z.string(), note: z.string().default('') }),
  examples: { data: { name: 'Jan' } },
});

const cardStatus = defineOperation({
  method: 'POST',
  call: '/api-tnk/test-card/:id',
  tag: 'test',
  summary: 'A card',
  description: 'An absolute call with a path parameter.',
  access: 'session',
  params: z.strictObject({ id: z.string() }),
  data: z.strictObject({ status: z.enum(['ACTIVE', 'BLOCKED']) }),
  examples: { data: { status: 'ACTIVE' } },
});

const finalize = defineOperation({
  method: 'POST',
  call: 'test/finalize',
  tag: 'test',
  summary: 'Finalizes',
  description: 'A POST without input.',
  access: 'customer',
  data: z.null(),
  examples: { data: null },
});

let browser: ReturnType<typeof useTestBrowser>;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  browser = useTestBrowser();
  $alerts.set([]);
  resetSession();
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

/** Records what reached the server. */
function recorder() {
  const seen: Array<{ method: string; url: URL; body: string; contentType: string | null; xsrf: string | null }> = [];
  const record = async (request: Request) => {
    seen.push({
      method: request.method,
      url: new URL(request.url),
      body: await request.text(),
      contentType: request.headers.get('content-type'),
      xsrf: request.headers.get(XSRF_HEADER),
    });
  };
  return { seen, record };
}

describe('callOperation: the request', () => {
  it('fills and encodes path parameters, sends the query under /api, and parses the data', async () => {
    const { seen, record } = recorder();
    mockServer.use(
      http.get('*/api/test/offers/:group', async ({ request }) => {
        await record(request);
        return HttpResponse.json(createEnvelope({ codes: ['HOR02'], total: '39.99' }));
      }),
    );
    const data = await callOperation(offers, { params: { group: 'sport & film/HD' }, query: { articleCode: 'FN0 1', tag: ['a', 'b'] } });

    expect(data).toEqual({ codes: ['HOR02'], total: 39.99 });
    expectTypeOf(data).toEqualTypeOf<{ codes: string[]; total: number }>();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/api/test/offers/sport%20%26%20film%2FHD');
    expect(seen[0]!.url.searchParams.get('articleCode')).toBe('FN0 1');
    expect(seen[0]!.url.searchParams.getAll('tag')).toEqual(['a', 'b']);
    expect(seen[0]!.body).toBe('');
  });

  it('posts the body as JSON with the XSRF token and applies the data schema’s defaults', async () => {
    browser.cookies.set('XSRF-TOKEN', 'token-123');
    const { seen, record } = recorder();
    mockServer.use(
      http.post('*/api/test/rename', async ({ request }) => {
        await record(request);
        return HttpResponse.json(createEnvelope({ name: 'Jan' }));
      }),
    );
    await expect(callOperation(rename, { body: { name: 'Jan' } })).resolves.toEqual({ name: 'Jan', note: '' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"Jan"}', contentType: 'application/json', xsrf: 'token-123' });
  });

  it('uses an absolute call as given, also in mock mode', async () => {
    const { seen, record } = recorder();
    mockServer.use(
      http.post('*/api-tnk/test-card/:id', async ({ request }) => {
        await record(request);
        return HttpResponse.json(createEnvelope({ status: 'ACTIVE' }));
      }),
    );
    setApiMode('mock');
    await expect(callOperation(cardStatus, { params: { id: '0042' } })).resolves.toEqual({ status: 'ACTIVE' });
    expect(seen[0]!.url.pathname).toBe('/api-tnk/test-card/0042');
    // No body schema: nothing is sent, not even an empty object.
    expect(seen[0]).toMatchObject({ body: '', contentType: null });
  });

  it('goes under /mock in mock mode, and needs no input for an operation without one', async () => {
    const { seen, record } = recorder();
    mockServer.use(
      http.post('*/mock/test/finalize', async ({ request }) => {
        await record(request);
        return HttpResponse.json(createEnvelope(null));
      }),
    );
    setApiMode('mock');
    await expect(callOperation(finalize)).resolves.toBeNull();
    expect(seen[0]!.url.pathname).toBe('/mock/test/finalize');
  });

  it('refuses a missing path parameter before sending anything', async () => {
    // No handler: a request would fail the test as unhandled.
    await expect(callOperation(cardStatus, { params: {} as { id: string } })).rejects.toThrow(TypeError);
  });
});

describe('callOperation: the answer', () => {
  it('leaves input validation to the server and rejects with its Polish message', async () => {
    const { seen, record } = recorder();
    mockServer.use(
      http.post('*/api/test/rename', async ({ request }) => {
        await record(request);
        return HttpResponse.json(errorEnvelope(400, 'Nieprawidłowe pole „name”: tekst może mieć najwyżej 20 znaków.'), { status: 400 });
      }),
    );
    const error = await callOperation(rename, { body: { name: 'x'.repeat(30) } }).catch((caught: unknown) => caught);

    expect(seen).toHaveLength(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      errorCode: 400,
      httpStatus: 400,
      message: 'Nieprawidłowe pole „name”: tekst może mieć najwyżej 20 znaków.',
    });
    expect($alerts.get().map((alert) => alert.message)).toEqual(['Nieprawidłowe pole „name”: tekst może mieć najwyżej 20 znaków.']);
  });

  it('rejects a business error with its code, as apiRequest does', async () => {
    mockServer.use(http.post('*/api/test/rename', () => HttpResponse.json(errorEnvelope(324, 'Masz nieopłacone zamówienie.'), { status: 409 })));
    await expect(callOperation(rename, { body: { name: 'Jan' } })).rejects.toMatchObject({ errorCode: 324, httpStatus: 409 });
  });

  it('rejects data that breaks the contract with one Polish alert per call', async () => {
    mockServer.use(http.get('*/api/test/offers/:group', () => HttpResponse.json(createEnvelope({ codes: 'HOR02', total: '1' }))));
    const call = () => callOperation(offers, { params: { group: 'a' }, query: { articleCode: 'X' } });

    const error = await call().catch((caught: unknown) => caught);
    await call().catch(() => undefined);

    expect(error).toBeInstanceOf(ResponseContractError);
    expect(error).toMatchObject({ call: 'test/offers/:group', message: contractViolationText });
    expect((error as ResponseContractError).issues.map((issue) => issue.path)).toEqual([['codes']]);
    expect($alerts.get()).toEqual([
      { id: 'contract:test/offers/:group', message: contractViolationText, status: 'ERROR', ts: expect.any(Number), errorCode: 0 },
    ]);
  });

  it('raises no alert for a broken answer when the caller shows the outcome itself', async () => {
    mockServer.use(http.post('*/api/test/rename', () => HttpResponse.json(createEnvelope({ name: 7 }))));
    await expect(callOperation(rename, { body: { name: 'Jan' } }, { alert: false })).rejects.toBeInstanceOf(ResponseContractError);
    expect($alerts.get()).toEqual([]);
  });
});
