import { useQuery } from '@tanstack/react-query';
import type { cartOperations } from '#api-contract/cart.ts';
import type { OperationData } from '#api-contract/operation.ts';
import type { paymentOperations } from '#api-contract/payments.ts';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { shopApi } from './lazy.ts';

/**
 * Server data the shop islands read, through TanStack Query under the keys
 * the operation hooks use (`['api', call, input]`), so a session reload
 * marks them stale like any other answer; the call itself loads lazily.
 */

export function useMopConfig(enabled: boolean) {
  return useQuery<OperationData<typeof paymentOperations.mopConfig>>(
    {
      queryKey: [OPERATION_KEY_ROOT, 'mop/config', {}],
      queryFn: async ({ signal }) => (await shopApi()).mopConfig(signal),
      enabled,
    },
    usePageQueryClient(),
  );
}

export function usePossibleDiscount(enabled: boolean) {
  return useQuery<OperationData<typeof cartOperations.getPossibleDiscount>>(
    {
      queryKey: [OPERATION_KEY_ROOT, 'cart/getPossibleDiscount', { query: {} }],
      queryFn: async ({ signal }) => (await shopApi()).possibleDiscount(signal),
      enabled,
    },
    usePageQueryClient(),
  );
}
