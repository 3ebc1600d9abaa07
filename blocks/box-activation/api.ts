import type { serviceOperations } from '#api-contract/services.ts';
import type { OperationData } from '#api-contract/operation.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';

/**
 * The set-top box calls, loaded once the customer is known (the page's
 * start-up stays small). Failures raise no alert: the island shows the
 * server's words beside the button (the alert of a 406 would be cleared at
 * once, spec 8).
 */

const quiet = { alert: false } as const;

export type Coupon = NonNullable<OperationData<typeof serviceOperations.activationCoupon>>;

/** stb/activationCoupon: the coupon of the re-activation in progress, or null. */
export function currentCoupon(): Promise<Coupon | null> {
  return callOperation(calls.services.activationCoupon, {}, quiet);
}

/** stb/restoreActivation: the coupon (the same one while it is valid and the decoder the same). */
export async function restoreActivation(numdec: string | undefined): Promise<Coupon> {
  const result = await callOperation(calls.services.restoreActivation, { body: numdec === undefined ? {} : { numdec } }, quiet);
  return result.coupon;
}

/** The session again: the server set restoreActivation and moved the cart, and the shell's menus read the session. */
export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}
