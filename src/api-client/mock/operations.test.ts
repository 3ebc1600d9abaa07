import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '#api-contract/operation.ts';
import { zodValidatorCompiler } from '#server/http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { $alerts } from '#stores/alerts.ts';
import { setApiMode } from '../config.ts';
import { ApiError } from '../errors.ts';
import { callOperation } from '../operations.ts';
import { TEST_BASE_URL, useTestBrowser } from '#testing/api-client.ts';
import { mockError, mockOperation, MockCallError, mockPathOf } from './operations.ts';
import { mockServer } from './server.ts';

const voucherBody = z.strictObject({ code: z.string().min(3).max(12), count: z.number().int().min(1).optional() });

const checkVoucher = defineOperation({
  method: 'POST',
  call: 'test/voucher/:cartId',
  tag: 'test',
  summary: 'Checks a voucher',
  description: 'A POST with a path parameter and a body.',
  access: 'session',
  params: z.strictObject({ cartId: z.string().regex(/^C-[0-9]+$/) }),
  body: voucherBody,
  data: z.strictObject({ discount: z.string(), code: z.string() }),
  errors: [359],
  examples: { data: { discount: '10.00', code: 'WIOSNA' }, errors: { 359: 'Kod rabatowy jest nieprawidłowy lub wygasł.' } },
});

const searchQuery = z.strictObject({
  q: z.string().min(2),
  page: z.coerce.number().int().min(1).optional(),
  tag: z.array(z.string()).optional(),
});

const search = defineOperation({
  method: 'GET',
  call: 'test/search',
  tag: 'test',
  summary: 'Searches',
  description: 'A GET with a query.',
  access: 'public',
  query: searchQuery,
  data: z.array(z.string()),
  examples: { data: ['HOR02'] },
});

const paymentStatus = defineOperation({
  method: 'GET',
  call: '/api-tnk/test-status/:id',
  tag: 'test',
  summary: 'A payment status',
  description: 'An absolute GET with a path parameter.',
  access: 'session',
  params: z.strictObject({ id: z.string() }),
  data: z.strictObject({ status: z.enum(['PENDING', 'PAID']) }),
  examples: { data: { status: 'PAID' } },
});

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  useTestBrowser();
  setApiMode('mock');
  $alerts.set([]);
});
afterEach(() => {
  mockServer.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => mockServer.close());

/** What the customer API service answers for the same input: the mock must use its very words. */
function serverMessage(schema: z.ZodType, value: unknown, httpPart: 'body' | 'querystring' | 'params'): string {
  const validate = zodValidatorCompiler({ schema, method: 'POST', url: '/api/test', httpPart });
  const result = validate(value) as { error?: Error };
  if (!result.error) throw new Error('the server would accept this input');
  return result.error.message;
}

async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(new URL(path, TEST_BASE_URL), init);
  return {
    status: response.status,
    envelope: (await response.json()) as { data: unknown; errorCode: number; msg: string; status: string },
  };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('mockOperation: valid requests', () => {
  it('hands the resolver the parsed parts and wraps its data in a success envelope', async () => {
    const seen: unknown[] = [];
    mockServer.use(
      mockOperation(checkVoucher, ({ body, params }) => {
        seen.push({ body, params });
        return { discount: '10.00', code: body.code };
      }),
    );
    await expect(callOperation(checkVoucher, { params: { cartId: 'C-7' }, body: { code: 'WIOSNA' } })).resolves.toEqual({
      discount: '10.00',
      code: 'WIOSNA',
    });
    expect(seen).toEqual([{ body: { code: 'WIOSNA' }, params: { cartId: 'C-7' } }]);
  });

  it('reads the query as the service does: coerced numbers, repeated names as lists', async () => {
    const seen: unknown[] = [];
    mockServer.use(
      mockOperation(search, ({ query }) => {
        seen.push(query);
        return ['HOR02'];
      }),
    );
    await expect(callOperation(search, { query: { q: 'sport', page: 2, tag: ['a', 'b'] } })).resolves.toEqual(['HOR02']);
    expect(seen).toEqual([{ q: 'sport', page: 2, tag: ['a', 'b'] }]);
  });

  it('serves an absolute call at its own path', async () => {
    expect(mockPathOf(paymentStatus)).toBe('*/api-tnk/test-status/:id');
    expect(mockPathOf(search)).toBe('*/mock/test/search');
    mockServer.use(mockOperation(paymentStatus, ({ params }) => ({ status: params.id === 'gt_1' ? ('PAID' as const) : ('PENDING' as const) })));
    await expect(callOperation(paymentStatus, { params: { id: 'gt_1' } })).resolves.toEqual({ status: 'PAID' });
  });

  it('hands the resolver path parameters decoded, as the service’s router does', async () => {
    const seen: unknown[] = [];
    mockServer.use(
      mockOperation(paymentStatus, ({ params }) => {
        seen.push(params.id);
        return { status: 'PENDING' as const };
      }),
    );
    await callOperation(paymentStatus, { params: { id: 'gt 1/ż' } });
    expect(seen).toEqual(['gt 1/ż']);
  });

  it('reads a POST without a body as an empty object', async () => {
    const optional = defineOperation({
      ...checkVoucher,
      call: 'test/optional',
      params: undefined,
      body: z.strictObject({ code: z.string().optional() }),
      errors: [359],
      examples: { data: { discount: '0', code: 'brak' }, errors: { 359: 'Kod rabatowy jest nieprawidłowy lub wygasł.' } },
    });
    mockServer.use(mockOperation(optional, ({ body }) => ({ discount: '0', code: body.code ?? 'brak' })));
    const { status, envelope } = await raw('/mock/test/optional', { method: 'POST' });
    expect(status).toBe(200);
    expect(envelope).toEqual({ data: { discount: '0', code: 'brak' }, errorCode: 200, msg: '', status: 'SUCCESS' });
  });
});

describe('mockOperation: refused requests, in the service’s words', () => {
  const resolver = vi.fn(() => ({ discount: '1', code: 'X' }));
  beforeEach(() => {
    resolver.mockClear();
    mockServer.use(
      mockOperation(checkVoucher, resolver),
      mockOperation(search, () => []),
    );
  });

  it.each([
    ['a wrong type', { code: 7 }],
    ['a missing field', { count: 2 }],
    ['an unknown field', { code: 'WIOSNA', admin: true }],
    ['a too long code and a fraction', { code: 'x'.repeat(13), count: 1.5 }],
    ['an array body', []],
  ])('answers %s with 400 and the server’s message', async (_name, body) => {
    const { status, envelope } = await raw('/mock/test/voucher/C-1', postJson(body));
    expect(status).toBe(400);
    expect(envelope).toEqual({ data: null, errorCode: 400, msg: serverMessage(voucherBody, body, 'body'), status: 'ERROR' });
    expect(envelope.msg).toMatch(/^Nieprawidłow/);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('checks the path parameter first, as the service does', async () => {
    const { status, envelope } = await raw('/mock/test/voucher/7', postJson({ code: 7 }));
    expect(status).toBe(400);
    expect(envelope.msg).toBe(serverMessage(checkVoucher.params!, { cartId: '7' }, 'params'));
    expect(envelope.msg).toContain('Nieprawidłowy fragment adresu „cartId”');
  });

  it('refuses a query the schema refuses, naming the parameter', async () => {
    const { status, envelope } = await raw('/mock/test/search?q=a&page=zero&debug=1');
    expect(status).toBe(400);
    expect(envelope.msg).toBe(serverMessage(searchQuery, { q: 'a', page: 'zero', debug: '1' }, 'querystring'));
    expect(envelope.msg).toContain('Nieprawidłowy parametr „q”');
  });

  it('refuses malformed JSON, a body that is not JSON and unstorable text with the service’s messages', async () => {
    const broken = await raw('/mock/test/voucher/C-1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"code":',
    });
    expect(broken).toEqual({ status: 400, envelope: { data: null, errorCode: 400, msg: messages.invalidJson, status: 'ERROR' } });
    const text = await raw('/mock/test/voucher/C-1', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'code=X' });
    expect(text).toMatchObject({ status: 415, envelope: { errorCode: 415, msg: messages.unsupportedMediaType } });
    const nul = await raw('/mock/test/voucher/C-1', postJson({ code: 'ab\u0000c' }));
    expect(nul).toMatchObject({ status: 400, envelope: { errorCode: 400, msg: messages.unstorableText } });
    expect(resolver).not.toHaveBeenCalled();
  });

  it('reaches the client as an ApiError carrying the message', async () => {
    const error = await callOperation(checkVoucher, { params: { cartId: 'C-1' }, body: { code: 'ab' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ httpStatus: 400, message: serverMessage(voucherBody, { code: 'ab' }, 'body') });
  });
});

describe('mockOperation: business errors and fixtures', () => {
  it('answers a returned mockError with its code at its HTTP status', async () => {
    mockServer.use(mockOperation(checkVoucher, () => mockError(359, 'Kod rabatowy jest nieprawidłowy lub wygasł.')));
    const { status, envelope } = await raw('/mock/test/voucher/C-1', postJson({ code: 'ZIMA' }));
    expect(status).toBe(422);
    expect(envelope).toEqual({ data: null, errorCode: 359, msg: 'Kod rabatowy jest nieprawidłowy lub wygasł.', status: 'ERROR' });
  });

  it('answers a thrown one the same way, 401 included', async () => {
    mockServer.use(
      mockOperation(checkVoucher, () => {
        throw mockError(401, 'Sesja wygasła. Zaloguj się ponownie.');
      }),
    );
    const error = await callOperation(checkVoucher, { params: { cartId: 'C-1' }, body: { code: 'ZIMA' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 401, httpStatus: 401, message: 'Sesja wygasła. Zaloguj się ponownie.' });
    expect(new MockCallError(324, 'x').httpStatus).toBe(409);
  });

  it('refuses to serve data that breaks the contract, naming the call and the field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A fixture written against an older contract: the type system would catch it, a JSON file would not.
    mockServer.use(mockOperation(checkVoucher, () => JSON.parse('{"discount":10,"code":"ZIMA"}') as { discount: string; code: string }));

    const { status, envelope } = await raw('/mock/test/voucher/C-1', postJson({ code: 'ZIMA' }));

    expect(status).toBe(500);
    expect(envelope).toEqual({
      data: null,
      errorCode: 500,
      msg: 'Atrapa wywołania „test/voucher/:cartId” zwróciła dane niezgodne z kontraktem. Nieprawidłowe pole „discount”: oczekiwano tekstu.',
      status: 'ERROR',
    });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('lets other errors of a resolver through: msw answers 500, never a success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(
      mockOperation(search, () => {
        throw new Error('fixture bug');
      }),
    );
    const response = await fetch(new URL('/mock/test/search?q=ab', TEST_BASE_URL));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ message: 'fixture bug' });
  });
});
