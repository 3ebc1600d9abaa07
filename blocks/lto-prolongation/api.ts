import type { serviceOperations } from '../../src/api-contract/services.ts';
import type { OperationData } from '../../src/api-contract/operation.ts';
import { calls } from '../../src/api-client/calls.ts';
import { callOperation } from '../../src/api-client/operations.ts';
import { invalidateSession } from '../../src/api-client/page-cache.ts';
import { NEXT_STAGE } from '../../src/domain/cart-stages.ts';
import { cartToCancel, movesToNext, prolongationInCart, prolongationUpdate, type ProlongationCartState } from '../../src/domain/lto-prolongation-flow.ts';

/**
 * The calls of the LTO prolongation, loaded when the customer first presses
 * „Przedłuż umowę” (the page's start-up stays small). Failures raise no
 * alert: the island shows the server's words beside the button (the alert of
 * a 366 would be cleared at once, spec 8).
 */

const quiet = { alert: false } as const;

export type LtoDates = OperationData<typeof serviceOperations.ltoEndDate>;
export type ProlongationData = OperationData<typeof serviceOperations.ltoProlongateCartData>;
export type Schedule = OperationData<typeof serviceOperations.paymentSchedule>;

export interface ProlongationPreview {
  dates: LtoDates & { ltoEndDate: string; nextLtoEndDate: string };
  data: ProlongationData;
  scheduleNow: Schedule;
  /** With the prolongation, only when the LTO cart already holds it (payments/schedule reads the cart); null otherwise. */
  scheduleAfter: Schedule | null;
}

/** What a prolongation gives, before anything changes: the dates, the items and prices, the next payments. */
export async function previewProlongation(state: ProlongationCartState, fallbackDuration: number | null): Promise<ProlongationPreview | null> {
  const dates = await callOperation(calls.services.ltoEndDate, {}, quiet);
  const months = dates.ltoDuration ?? fallbackDuration;
  if (!dates.ltoEndDate || !dates.nextLtoEndDate || !months) return null;
  const data = await callOperation(calls.services.ltoProlongateCartData, { query: { ltoDuration: String(months) } }, quiet);
  const inCart = prolongationInCart(
    state,
    data.cartItems.map((item) => item.offerCode),
  );
  const [scheduleNow, scheduleAfter] = await Promise.all([
    callOperation(calls.services.paymentSchedule, { body: { isMyAccount: true } }, quiet),
    inCart ? callOperation(calls.services.paymentSchedule, { body: { isMyAccount: false } }, quiet) : Promise.resolve(null),
  ]);
  return { dates: { ...dates, ltoEndDate: dates.ltoEndDate, nextLtoEndDate: dates.nextLtoEndDate }, data, scheduleNow, scheduleAfter };
}

/**
 * Spec 4 "LTO prolongation": an LTO cart left at the summary is cancelled,
 * the items go to the LTO cart as prolongations, and a cart at the package
 * stage moves on, so the customer confirms and pays on the summary.
 */
export async function prolong(state: ProlongationCartState, cartItems: ProlongationData['cartItems']): Promise<void> {
  const stale = cartToCancel(state);
  if (stale) await callOperation(calls.cart.cancel, { body: { cartId: stale } }, quiet);
  const cart = await callOperation(calls.cart.update, { body: prolongationUpdate(cartItems) }, quiet);
  if (movesToNext(cart)) await callOperation(calls.cart.updateStage, { body: { cartId: cart.id, newStage: NEXT_STAGE } }, quiet);
}

/** The session again, so the page shows what the server holds (after a change or a failure part-way). */
export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}
