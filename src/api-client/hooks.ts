import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { AnyOperation, OperationData } from '../api-contract/operation.ts';
import type { Callable } from './call-ref.ts';
import type { Session } from '../domain/session-defaults.ts';
import { setSession } from '../stores/session.ts';
import { callOperation, type CallInput, type CallOptions, type InputArgs } from './operations.ts';
import { OPERATION_KEY_ROOT } from './query-client.ts';
import { apiRequest } from './request.ts';

/**
 * TanStack Query bindings of the contract operations: a read becomes a
 * query cached under a stable key, a change a mutation, both typed from the
 * operation's schemas.
 */

export { OPERATION_KEY_ROOT };

/**
 * The query key of an operation's answer for an input: `['api', call, input]`.
 * TanStack hashes keys with object keys sorted, so the same input written in
 * another order is the same key. Without input: `['api', call]`, the prefix
 * that matches the call's answers for every input (for invalidation).
 */
export function operationKey<O extends AnyOperation>(operation: Callable<O>, input?: CallInput<O>): QueryKey {
  return input === undefined ? [OPERATION_KEY_ROOT, operation.call] : [OPERATION_KEY_ROOT, operation.call, input];
}

/** Reads may be cached and repeated: GET calls, and POST calls declared free of effects (`xsrf: false`). */
export function isReadOperation(operation: Pick<AnyOperation, 'method' | 'xsrf'>): boolean {
  return operation.method === 'GET' || operation.xsrf === false;
}

export type OperationQueryOptions<O extends AnyOperation, TData = OperationData<O>> = Omit<
  UseQueryOptions<OperationData<O>, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Options of the request itself (alerts, timeout, cart stage). */
  request?: Omit<CallOptions, 'signal'>;
};

/** The operation's data for the input, fetched once per key and shared by every island on the page. */
export function useOperationQuery<O extends AnyOperation, TData = OperationData<O>>(
  operation: Callable<O>,
  ...args: [...InputArgs<O>, options?: OperationQueryOptions<O, TData>]
): UseQueryResult<TData, Error> {
  if (!isReadOperation(operation)) {
    throw new TypeError(`useOperationQuery: ${operation.method} ${operation.call} changes state; use useOperationMutation`);
  }
  const [input, options = {}] = args as unknown as [CallInput<O> | undefined, OperationQueryOptions<O, TData> | undefined];
  const { request, ...queryOptions } = options;
  const parts = input ?? ({} as CallInput<O>);
  return useQuery({
    ...queryOptions,
    queryKey: operationKey(operation, parts),
    queryFn: ({ signal }) => (callOperation as CallAny)(operation, parts, { ...request, signal }) as Promise<OperationData<O>>,
  });
}

// The input has been made whole above; the tuple type of callOperation cannot see that for a generic O.
type CallAny = (operation: Callable<AnyOperation>, input: unknown, options?: CallOptions) => Promise<unknown>;

/** What `mutate` takes: the input, which may be left out when the operation has none. */
export type MutationInput<O extends AnyOperation> = Record<never, never> extends CallInput<O> ? CallInput<O> | void : CallInput<O>;

export type OperationMutationOptions<O extends AnyOperation, TContext = unknown> = Omit<
  UseMutationOptions<OperationData<O>, Error, MutationInput<O>, TContext>,
  'mutationFn'
> & {
  request?: CallOptions;
  /**
   * The call changes what the session holds (cart, payment means, consents,
   * products): after success the session is reloaded and the API's cached
   * answers are marked stale, before the caller's onSuccess runs.
   */
  invalidatesSession?: boolean;
};

export function useOperationMutation<O extends AnyOperation, TContext = unknown>(
  operation: Callable<O>,
  options: OperationMutationOptions<O, TContext> = {},
): UseMutationResult<OperationData<O>, Error, MutationInput<O>, TContext> {
  const queryClient = useQueryClient();
  const { request, invalidatesSession = false, onSuccess, ...mutationOptions } = options;
  return useMutation({
    mutationKey: operationKey(operation),
    ...mutationOptions,
    mutationFn: (input) => (callOperation as CallAny)(operation, input ?? {}, request) as Promise<OperationData<O>>,
    onSuccess: async (...args) => {
      // The change is made: a failed reload (already alerted) must not turn it into a failure.
      if (invalidatesSession) await invalidateSession(queryClient).catch(() => undefined);
      return onSuccess?.(...args);
    },
  });
}

/**
 * After a change of what the session holds: reloads the session
 * (sessionData, into the session store) and marks every cached answer of the
 * customer API stale, refetching the ones on screen. Rejects when the reload
 * fails (the API client has raised its alert).
 */
export async function invalidateSession(queryClient: QueryClient, options: Omit<CallOptions, 'signal'> = {}): Promise<void> {
  const [session] = await Promise.all([
    apiRequest<Partial<Session>>('POST', 'sessionData', { ...options, body: {} }),
    queryClient.invalidateQueries({ queryKey: [OPERATION_KEY_ROOT] }),
  ]);
  setSession(session);
}
