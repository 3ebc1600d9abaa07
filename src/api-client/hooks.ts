import {
  QueryClientContext,
  useMutation,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useContext } from 'react';
import type { AnyOperation, OperationData } from '#api-contract/operation.ts';
import type { Callable } from './call-ref.ts';
import { callOperation, type CallInput, type CallOptions, type InputArgs } from './operations.ts';
import { invalidateSession, operationKey, OPERATION_KEY_ROOT } from './page-cache.ts';
import { getQueryClient } from './query-client.ts';

/**
 * TanStack Query bindings of the contract operations: a read becomes a
 * query cached under a stable key, a change a mutation, both typed from the
 * operation's schemas.
 */

export { invalidateSession, operationKey, OPERATION_KEY_ROOT };

/**
 * The query client an island's hooks use: the one a QueryClientProvider
 * above gives (tests give their own), else the page's shared client, created
 * by the first island that reads server data. Islands are not wrapped in a
 * provider, so pages whose islands read nothing this way never load it.
 */
export function usePageQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getQueryClient();
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
  return useQuery(
    {
      ...queryOptions,
      queryKey: operationKey(operation, parts),
      queryFn: ({ signal }) => (callOperation as CallAny)(operation, parts, { ...request, signal }) as Promise<OperationData<O>>,
    },
    usePageQueryClient(),
  );
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
  const queryClient = usePageQueryClient();
  const { request, invalidatesSession = false, onSuccess, ...mutationOptions } = options;
  return useMutation(
    {
      mutationKey: operationKey(operation),
      ...mutationOptions,
      mutationFn: (input) => (callOperation as CallAny)(operation, input ?? {}, request) as Promise<OperationData<O>>,
      onSuccess: async (...args) => {
        // The change is made: a failed reload (already alerted) must not turn it into a failure.
        if (invalidatesSession) await invalidateSession(queryClient).catch(() => undefined);
        return onSuccess?.(...args);
      },
    },
    queryClient,
  );
}
