import '#api-contract/zod-config.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { createEnvelope, errorEnvelope } from '#api-contract/envelope.ts';
import { httpStatusOf, type BusinessErrorCode } from '#api-contract/error-codes.ts';
import type { AnyNavigation, AnyOperation, ContractCall } from '#api-contract/operation.ts';
import { messages } from '#api-contract/messages.ts';
// Mock mode answers bad input with the service's very words.
import { describeIssues, hasUnstorableText, polishIssueMessage } from '#api-contract/request-validation.ts';
import { mockPath } from './paths.ts';

/**
 * msw handlers generated from contract operations: the request is checked
 * with the operation's schemas as the customer API service checks it (same
 * order, same Polish messages, 400 envelope), and the resolver's data is
 * checked against the operation's `data` schema before it is sent, so a
 * fixture cannot drift from the contract unnoticed.
 */

/** A business refusal (spec 8) a resolver returns or throws: answered as an error envelope at the code's HTTP status. */
export class MockCallError extends Error {
  override readonly name = 'MockCallError';
  readonly errorCode: BusinessErrorCode | 401 | 403 | 451;
  readonly httpStatus: number;

  constructor(errorCode: BusinessErrorCode | 401 | 403 | 451, msg: string) {
    super(msg);
    this.errorCode = errorCode;
    this.httpStatus = errorCode === 401 || errorCode === 403 || errorCode === 451 ? errorCode : httpStatusOf[errorCode];
  }
}

export function mockError(errorCode: BusinessErrorCode | 401 | 403 | 451, msg: string): MockCallError {
  return new MockCallError(errorCode, msg);
}

type Declared<S> = Exclude<S, undefined>;
/** A request part as the resolver gets it: the schema's output, undefined when the operation declares none. */
type Parsed<S> = [Declared<S>] extends [never] ? undefined : Declared<S> extends z.ZodType ? z.output<Declared<S>> : undefined;

export interface MockRequest<O extends AnyOperation> {
  body: Parsed<O['body']>;
  query: Parsed<O['query']>;
  params: Parsed<O['params']>;
  request: Request;
}

/** The data as sent on the wire (the schema's input side), or a refusal. */
export type MockResolver<O extends AnyOperation> = (
  request: MockRequest<O>,
) => z.input<O['data']> | MockCallError | Promise<z.input<O['data']> | MockCallError>;

/** Text of a fixture that breaks the contract (a developer's error, shown in mock mode like any server message). */
function fixtureDriftMessage(call: string, issues: readonly z.core.$ZodIssue[]): string {
  return `Atrapa wywołania „${call}” zwróciła dane niezgodne z kontraktem. ${describeIssues(issues, 'body')}`;
}

/** Where the client sends the call in mock mode: relative calls under /mock, absolute paths as given, on any origin. */
export function mockPathOf(operation: Pick<ContractCall, 'call'>): string {
  return operation.call.startsWith('/') ? `*${operation.call}` : mockPath(operation.call);
}

const refusal = (status: number, msg: string, errorCode = status) => HttpResponse.json(errorEnvelope(errorCode, msg), { status });

type Checked = { ok: true; value: unknown } | { ok: false; response: Response };

/** One request part against its schema, as the server's validator compiler checks it. */
function checkPart(schema: z.ZodType | undefined, value: unknown, part: 'params' | 'body' | 'querystring'): Checked {
  if (!schema) return { ok: true, value: undefined };
  if (hasUnstorableText(value)) return { ok: false, response: refusal(400, messages.unstorableText) };
  const result = schema.safeParse(value, { error: polishIssueMessage });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: refusal(400, describeIssues(result.error.issues, part)) };
}

async function readBody(request: Request): Promise<Checked> {
  const text = await request.text();
  // The service reads a POST without a body as an empty object.
  if (text === '') return { ok: true, value: {} };
  if (!/json/i.test(request.headers.get('content-type') ?? '')) return { ok: false, response: refusal(415, messages.unsupportedMediaType) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: refusal(400, messages.invalidJson) };
  }
}

/** Query parameters as the service's parser gives them: a repeated name becomes a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

/** Only the call's own `:name` parameters (the any-origin wildcard adds its own). */
function pathParams(call: string, params: Record<string, unknown>): Record<string, unknown> {
  const names = [...call.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, params[name]]));
}

export interface MockOperationOptions {
  /**
   * The refusal of a caller the operation's access rule turns away (401), or
   * null. Checked before the request is read, as the service checks access
   * before validating the payload.
   */
  authorize?: () => MockCallError | null;
}

export function mockOperation<O extends AnyOperation>(operation: O, resolver: MockResolver<O>, options: MockOperationOptions = {}): HttpHandler {
  const route = operation.method === 'GET' ? http.get : http.post;
  return route(mockPathOf(operation), async ({ request, params }) => {
    const refused = options.authorize?.();
    if (refused) return refusal(refused.httpStatus, refused.message, refused.errorCode);
    // Checked in the service's order: path, body, query.
    const checkedParams = checkPart(operation.params, pathParams(operation.call, params), 'params');
    if (!checkedParams.ok) return checkedParams.response;
    let body: unknown;
    if (operation.method === 'POST' && operation.body) {
      const read = await readBody(request);
      if (!read.ok) return read.response;
      const checkedBody = checkPart(operation.body, read.value, 'body');
      if (!checkedBody.ok) return checkedBody.response;
      body = checkedBody.value;
    }
    const checkedQuery = checkPart(operation.query, queryOf(new URL(request.url)), 'querystring');
    if (!checkedQuery.ok) return checkedQuery.response;

    let result: unknown;
    try {
      result = await resolver({ body, query: checkedQuery.value, params: checkedParams.value, request } as MockRequest<O>);
    } catch (error) {
      if (!(error instanceof MockCallError)) throw error;
      result = error;
    }
    if (result instanceof MockCallError) return refusal(result.httpStatus, result.message, result.errorCode);

    const data = operation.data.safeParse(result, { error: polishIssueMessage });
    if (!data.success) {
      const message = fixtureDriftMessage(operation.call, data.error.issues);
      console.error(message, data.error.issues);
      return refusal(500, message);
    }
    // The resolver's value as is: the wire carries the schema's input side; the client parses it into the output.
    return HttpResponse.json(createEnvelope(result));
  });
}

/** Where a navigation's resolver sends the browser (a path of the portal or an address), or a refusal. */
export type NavigationResolver<N extends AnyNavigation> = (request: {
  query: Parsed<N['query']>;
  request: Request;
}) => string | MockCallError | Promise<string | MockCallError>;

/**
 * An msw handler of a navigation of the contract (login, logout), as the
 * service answers it: the query checked against its schema (400 envelope when
 * refused), then a 302 to where the resolver sends the browser.
 */
export function mockNavigation<N extends AnyNavigation>(navigation: N, resolver: NavigationResolver<N>): HttpHandler {
  return http.get(mockPathOf(navigation), async ({ request }) => {
    const checkedQuery = checkPart(navigation.query, queryOf(new URL(request.url)), 'querystring');
    if (!checkedQuery.ok) return checkedQuery.response;
    const result = await resolver({ query: checkedQuery.value, request } as Parameters<NavigationResolver<N>>[0]);
    if (result instanceof MockCallError) return refusal(result.httpStatus, result.message, result.errorCode);
    return new HttpResponse(null, { status: 302, headers: { Location: result } });
  });
}
