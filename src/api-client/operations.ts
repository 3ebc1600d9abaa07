import type { z } from 'zod';
import { fillPath, type AnyOperation, type OperationData, type OperationInput } from '#api-contract/operation.ts';
import { pushAlert } from '#stores/alerts.ts';
import type { Callable } from './call-ref.ts';
import { apiClientConfig } from './config.ts';
import { apiRequest, type ApiRequestOptions } from './request.ts';
import type { QueryParams } from './url.ts';

/**
 * Calls a contract operation (src/api-contract) through apiRequest, so the
 * spec 7 and 8 rules (prefix, envelope, XSRF, alerts, geo redirect) hold as
 * for any call.
 *
 * The input is NOT validated here. The server validates it with the same
 * schemas and answers a 400 envelope whose Polish message names the field;
 * checking first would mean a second source of messages that could drift
 * from the server's, and a refused input reaching the user as something
 * other than the server's text (spec 8). Input types come from the schemas,
 * so a typed caller sends the right shape anyway; forms validate what the
 * user types with their own rules.
 *
 * The response data is parsed with the operation's `data` schema when the
 * caller hands over the operation itself (Node tools, tests): a failure
 * means a drifting server or mock, caught once with a clear error. Browser
 * code calls through a reference (call-ref.ts, `calls`), which carries no
 * schema, and trusts the data's types: the service encodes every answer
 * through that schema (a non-conforming answer is a 500, never sent) and the
 * mock handlers check theirs against it, so a page does not download zod to
 * check the answers again (README, "What the browser loads at start-up").
 */

/** apiRequest's options, without the parts the operation supplies. */
export type CallOptions = Omit<ApiRequestOptions, 'body' | 'query'>;

/** The request parts of an operation as the caller provides them. */
export type CallInput<O extends AnyOperation> = OperationInput<O>;

/** The input argument: optional when the operation takes none. */
export type InputArgs<O extends AnyOperation> = Record<never, never> extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

/** User-facing text of a response that breaks the contract (belongs with apiClientTexts in errors.ts). */
export const contractViolationText = 'Serwer zwrócił dane w nieoczekiwanym formacie. Spróbuj ponownie później.';

/** The server answered success, but its data does not match the operation's schema. */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';
  /** The operation's call name. */
  readonly call: string;
  /** What did not match, for logs and tests. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(call: string, issues: readonly z.core.$ZodIssue[]) {
    super(contractViolationText);
    this.call = call;
    this.issues = issues;
  }
}

export function isResponseContractError(error: unknown): error is ResponseContractError {
  return error instanceof ResponseContractError;
}

type RequestParts = { body?: unknown; query?: QueryParams; params?: Record<string, string | number> };

/** Resolves with the operation's data (parsed when the operation is given), rejects with ApiError, NetworkError or ResponseContractError. */
export async function callOperation<O extends AnyOperation>(
  operation: Callable<O>,
  ...args: [...InputArgs<O>, options?: CallOptions]
): Promise<OperationData<O>> {
  const [input, options = {}] = args as unknown as [RequestParts | undefined, CallOptions | undefined];
  const parts = input ?? {};
  const path = fillPath(operation.call, parts.params);
  const data = await apiRequest<unknown>(operation.method, path, {
    ...options,
    ...(operation.method === 'POST' ? { body: parts.body } : {}),
    query: parts.query,
  });
  return checkedData(operation, data, options);
}

function checkedData<O extends AnyOperation>(operation: Callable<O>, data: unknown, options: CallOptions): OperationData<O> {
  if (!('data' in operation) || !operation.data) return data as OperationData<O>;
  const parsed = operation.data.safeParse(data);
  if (parsed.success) return parsed.data as OperationData<O>;
  const error = new ResponseContractError(operation.call, parsed.error.issues);
  if (options.alert !== false) {
    // One alert per call, however often it is repeated.
    pushAlert({ id: `contract:${operation.call}`, message: error.message, status: 'ERROR', ts: apiClientConfig().now(), errorCode: 0 });
  }
  throw error;
}
