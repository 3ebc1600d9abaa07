import type { CartUpdateInput, cartOperations } from '#api-contract/cart.ts';
import type { paymentOperations } from '#api-contract/payments.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession, operationKey, pageQueryClient } from '#api-client/page-cache.ts';
import { THANK_YOU_STAGE } from '#domain/cart-stages.ts';
import { SALE_CONSENT_CODES } from '#domain/sale-consents.ts';
import { $session } from '#stores/session.ts';
import type { CallInput } from '#api-client/operations.ts';

type ConsentChange = NonNullable<CallInput<typeof cartOperations.updateOrderByConsentsChanges>['body']>[number];

/**
 * Every call the shop islands make to the customer API, in one module the
 * islands load lazily (src/shop/lazy.ts) when the visitor first acts or a
 * read is needed. Calls go through the contract's references (`calls`), so
 * no zod schema is loaded. A change goes to the customer API,
 * which holds the cart; the session store is then reloaded, so every island
 * on the page shows the cart the server has. A refused or failed call has
 * raised its alert (the server's message, or the network text) and left the
 * cart as it was: the session is not touched and the caller may retry.
 */

/** Reloads the session (and marks the page's cached API answers stale, if it has any). */
export function refreshSession(): Promise<void> {
  return invalidateSession(pageQueryClient());
}

export async function updateCart(body: CartUpdateInput): Promise<void> {
  await callOperation(calls.cart.update, { body });
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
  if ($session.get().ltoInCart) await callOperation(calls.cart.clearCartLto, { body: {} });
  else await callOperation(calls.cart.clearCart, { body: {} });
  await refreshSession();
}

/** Moves the cart to a stage (a code, NEXT or PREVIOUS); answers the stage it is at now. */
export async function moveStage(cartId: string, newStage: string): Promise<string> {
  const cart = await callOperation(calls.cart.updateStage, { body: { cartId, newStage } });
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
  const result = await callOperation(calls.cart.updateOrderByConsentsChanges, { body });
  const session = $session.get();
  $session.set({
    ...session,
    cart: result.cart,
    consentsSale: result.cart.consents,
    discountAmount: result.discount.active ? result.discount.cart : null,
    nextLtoEndDate: result.nextLtoEndDate,
    currentProducts: result.nextLtoEndDate ? [] : session.currentProducts,
  });
  await pageQueryClient()?.invalidateQueries({ queryKey: operationKey(calls.cart.getPossibleDiscount) });
}

/**
 * session/selfcare: the shop flow marked as started from self-care (or that
 * mark ended), kept in the server's session; the session store follows. No
 * alert: a mark that did not reach the server only changes where „Wróć”
 * of the summary leads.
 */
export async function markFromSelfcare(fromSelfcare: boolean): Promise<void> {
  const result = await callOperation(calls.session.selfcare, { body: { fromSelfcare } }, { alert: false });
  $session.setKey('fromSelfcare', result.fromSelfcare);
}

/** The thank-you stage: the paid order's cart goes through its last sale stage (THP), which closes it. */
export async function completeOrder(cartId: string): Promise<void> {
  await callOperation(calls.cart.updateStage, { body: { cartId, newStage: THANK_YOU_STAGE } });
  await refreshSession();
}

// Reads --------------------------------------------------------------------------------

export function mopConfig(signal?: AbortSignal) {
  return callOperation(calls.payments.mopConfig, {}, { signal });
}

export function possibleDiscount(signal?: AbortSignal) {
  return callOperation(calls.cart.getPossibleDiscount, { query: {} }, { signal });
}

/** The meta-product a content id leads to (spec 4 content-id flow); the caller shows a failure itself. */
export function contentMetaProduct(id: string) {
  return callOperation(calls.account.contentMetaProduct, { params: { id }, query: {} }, { alert: false });
}

// Summary ------------------------------------------------------------------------------

export type FinalizeInput = CallInput<typeof paymentOperations.finalize>['body'];

/** cart/finalize; the answer's cart goes into the session at once (spec 4 "success stores the returned cart"). */
export async function finalizeOrder(body: FinalizeInput) {
  const result = await callOperation(calls.payments.finalize, { body });
  $session.setKey('cart', result.cart);
  return result;
}

export async function checkVoucher(code: string) {
  const voucher = await callOperation(calls.cart.checkVoucher, { body: { code } });
  await refreshSession();
  return voucher;
}

export function confirmMsisdn(msisdn: string, mopId: 2 | 6 | 7) {
  return callOperation(calls.payments.validateMsisdn, { body: { msisdn, mopId } });
}

/** Backing out of the summary re-aligns the cart's sale consents with the account's (spec 4). */
export async function alignConsents(): Promise<void> {
  await callOperation(calls.account.alignConsents, { query: {} });
}

/** The 324 way out: cancels the order waiting for payment or activation. */
export async function cancelOrder(): Promise<void> {
  await callOperation(calls.cart.cancel, { body: {} });
  await refreshSession();
}

export { addSpecialOffer } from './special-offer.ts';
