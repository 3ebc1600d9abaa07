import { cartOperations, type CartUpdateInput } from '../api-contract/cart.ts';
import { invalidateSession, operationKey } from '../api-client/hooks.ts';
import { callOperation } from '../api-client/operations.ts';
import { getQueryClient } from '../api-client/query-client.ts';
import { THANK_YOU_STAGE } from '../domain/cart-stages.ts';
import { SALE_CONSENT_CODES } from '../domain/sale-consents.ts';
import { $session } from '../stores/session.ts';
import type { CallInput } from '../api-client/operations.ts';

type ConsentChange = NonNullable<CallInput<typeof cartOperations.updateOrderByConsentsChanges>['body']>[number];

/**
 * The cart changes the shop islands make. Each goes to the customer API,
 * which holds the cart; the session store is then reloaded, so every island
 * on the page shows the cart the server has. A refused or failed call has
 * raised its alert (the server's message, or the network text) and left the
 * cart as it was: the session is not touched and the caller may retry.
 */

/** Reloads the session (and marks cached API answers stale). */
export function refreshSession(): Promise<void> {
  return invalidateSession(getQueryClient());
}

export async function updateCart(body: CartUpdateInput): Promise<void> {
  await callOperation(cartOperations.update, { body });
  await refreshSession();
}

export async function addOffer(offerCode: string): Promise<void> {
  await updateCart({ operation: 'ADD', items: [{ offerCode }] });
}

export async function removeOffer(offerCode: string): Promise<void> {
  await updateCart({ operation: 'REMOVE', items: [{ offerCode }] });
}

/** Empties the cart the session shows: the long-term-offer cart when it is in use, else the regular one. */
export async function clearShownCart(): Promise<void> {
  if ($session.get().ltoInCart) await callOperation(cartOperations.clearCartLto, { body: {} });
  else await callOperation(cartOperations.clearCart, { body: {} });
  await refreshSession();
}

/** Moves the cart to a stage (a code, NEXT or PREVIOUS); answers the stage it is at now. */
export async function moveStage(cartId: string, newStage: string): Promise<string> {
  const cart = await callOperation(cartOperations.updateStage, { body: { cartId, newStage } });
  await refreshSession();
  return cart.currentStage;
}

/**
 * Changes sale consents of the cart (spec 4): the answer's cart and
 * discount go into the session; when it carries a next LTO end date, the
 * current products are emptied (spec 4 "Sale consents").
 */
export async function changeSaleConsents(changes: ReadonlyArray<{ cconsent: string; value: 0 | 1 }>): Promise<void> {
  const body = changes.filter((change): change is ConsentChange => (SALE_CONSENT_CODES as readonly string[]).includes(change.cconsent));
  if (body.length === 0) return;
  const result = await callOperation(cartOperations.updateOrderByConsentsChanges, { body });
  const session = $session.get();
  $session.set({
    ...session,
    cart: result.cart,
    consentsSale: result.cart.consents,
    discountAmount: result.discount.active ? result.discount.cart : null,
    nextLtoEndDate: result.nextLtoEndDate,
    currentProducts: result.nextLtoEndDate ? [] : session.currentProducts,
  });
  await getQueryClient().invalidateQueries({ queryKey: operationKey(cartOperations.getPossibleDiscount) });
}

/** The thank-you stage: the paid order's cart goes through its last sale stage (THP), which closes it. */
export async function completeOrder(cartId: string): Promise<void> {
  await callOperation(cartOperations.updateStage, { body: { cartId, newStage: THANK_YOU_STAGE } });
  await refreshSession();
}
