import type { serviceOperations } from '#api-contract/services.ts';
import type { OperationData } from '#api-contract/operation.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';
import { NEXT_STAGE } from '#domain/cart-stages.ts';
import { cartToCancel, movesToNext, prolongationUpdate, type ProlongationCartState } from '#domain/lto-prolongation-flow.ts';
import { schedulesProlonging, type Schedules } from '#self-care/schedules.ts';

/**
 * The calls of the LTO prolongation, loaded when the customer first presses
 * „Przedłuż umowę” (the page's start-up stays small). Failures raise no
 * alert: the island shows the server's words beside the button (the alert of
 * a 366 would be cleared at once, spec 8).
 */

const quiet = { alert: false } as const;

export type LtoDates = OperationData<typeof serviceOperations.ltoEndDate>;
export type ProlongationData = OperationData<typeof serviceOperations.ltoProlongateCartData>;

export interface ProlongationPreview {
  dates: LtoDates & { ltoEndDate: string; nextLtoEndDate: string };
  data: ProlongationData;
  /** The next payments now and with the prolongation (payments/schedule previews it: nothing goes in the cart before the customer confirms). */
  schedules: Schedules;
}

/** What a prolongation gives, before anything changes: the dates, the items and prices, the next payments now and after. */
export async function previewProlongation(fallbackDuration: number | null): Promise<ProlongationPreview | null> {
  const dates = await callOperation(calls.services.ltoEndDate, {}, quiet);
  const months = dates.ltoDuration ?? fallbackDuration;
  if (!dates.ltoEndDate || !dates.nextLtoEndDate || !months) return null;
  const data = await callOperation(calls.services.ltoProlongateCartData, { query: { ltoDuration: String(months) } }, quiet);
  const schedules = await schedulesProlonging([...new Set(data.cartItems.map((item) => item.offerCode))]);
  return { dates: { ...dates, ltoEndDate: dates.ltoEndDate, nextLtoEndDate: dates.nextLtoEndDate }, data, schedules };
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
