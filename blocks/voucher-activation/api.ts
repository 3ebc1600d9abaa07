import type { OperationData } from '#api-contract/operation.ts';
import type { voucherOperations } from '#api-contract/voucher.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import type { VoucherPartner } from '#domain/voucher-activation.ts';

/**
 * The voucher calls, loaded at the first check. Failures raise no alert
 * banner: the island shows the server's words beside the field or button.
 */

const quiet = { alert: false } as const;

export type VoucherCheck = OperationData<typeof voucherOperations.check>;
export type VoucherActivation = OperationData<typeof voucherOperations.activate>;

/** voucher/check: what the code gives (a look-up the server limits). */
export function checkCode(code: string, variant: VoucherPartner): Promise<VoucherCheck> {
  return callOperation(calls.voucher.check, { body: { code, variant } }, quiet);
}

/** voucher/activate: into the customer's services, or into the cart. */
export function activateCode(code: string, variant: VoucherPartner): Promise<VoucherActivation> {
  return callOperation(calls.voucher.activate, { body: { code, variant } }, quiet);
}
