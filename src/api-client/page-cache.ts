import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyOperation } from '#api-contract/operation.ts';
import { setSession } from '#stores/session.ts';
import type { Callable } from './call-ref.ts';
import { calls } from './calls.ts';
import { callOperation, type CallInput, type CallOptions } from './operations.ts';

/**
 * What the page's islands have cached of the customer API, without loading
 * TanStack Query: the keys its answers are cached under, the page's query
 * client once an island that reads server data has created it
 * (query-client.ts), and the session reload after a change, which marks
 * those answers stale. A page whose islands read nothing through the cache
 * (the configurator, the landing pages) never loads the query client.
 */

/** First element of every operation key: everything the customer API answered (islands may key queries without loading the contract). */
export const OPERATION_KEY_ROOT = 'api';

/**
 * The query key of an operation's answer for an input: `['api', call, input]`.
 * TanStack hashes keys with object keys sorted, so the same input written in
 * another order is the same key. Without input: `['api', call]`, the prefix
 * that matches the call's answers for every input (for invalidation).
 */
export function operationKey<O extends AnyOperation>(operation: Callable<O>, input?: CallInput<O>): QueryKey {
  return input === undefined ? [OPERATION_KEY_ROOT, operation.call] : [OPERATION_KEY_ROOT, operation.call, input];
}

let pageClient: QueryClient | undefined;

/** The page's query client, once an island has created it (getQueryClient); undefined before. */
export const pageQueryClient = (): QueryClient | undefined => pageClient;

/** Called by getQueryClient when it creates the browser's client. */
export function rememberPageQueryClient(client: QueryClient): void {
  pageClient = client;
}

/**
 * After a change of what the session holds: reloads the session
 * (sessionData, into the session store) and marks every cached answer of the
 * customer API stale, refetching the ones on screen (when the page has a
 * query client: without one nothing is cached). Rejects when the reload
 * fails (the API client has raised its alert).
 */
export async function invalidateSession(queryClient: QueryClient | undefined = pageClient, options: Omit<CallOptions, 'signal'> = {}): Promise<void> {
  const [session] = await Promise.all([
    callOperation(calls.session.sessionData, { body: {} }, options),
    queryClient?.invalidateQueries({ queryKey: [OPERATION_KEY_ROOT] }),
  ]);
  setSession(session);
}
