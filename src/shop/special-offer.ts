import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { FIRST_STAGE, NEXT_STAGE } from '#domain/cart-stages.ts';
import { $session } from '#stores/session.ts';
import { invalidateSession, pageQueryClient } from '#api-client/page-cache.ts';

/**
 * Spec 4 "Landing add-offer flow": empty the cart the session shows (the
 * LTO cart when it is in use), mark the special-offer process, add each
 * offer as a special offer, move the cart to the NEXT stage when the
 * visitor has no current products (a new customer goes straight to the
 * summary), and reload the session. A customer whose contracts are all K
 * has no products and buys like a new one; the server decides what each
 * may buy.
 */
export async function addSpecialOffer({ offerCodes, marker }: { offerCodes: readonly string[]; marker?: string }): Promise<void> {
  if ($session.get().ltoInCart) await callOperation(calls.cart.clearCartLto, { body: {} });
  else await callOperation(calls.cart.clearCart, { body: { data: true } });
  await callOperation(calls.cart.markSpecialOfferProcess, { body: marker ? { marker } : {} });
  let cart = null;
  for (const offerCode of offerCodes) {
    cart = await callOperation(calls.cart.update, { body: { operation: 'ADD_SPO', items: [{ offerCode }] } });
  }
  if (cart?.id && cart.currentStage === FIRST_STAGE && $session.get().currentProducts.length === 0) {
    await callOperation(calls.cart.updateStage, { body: { cartId: cart.id, newStage: NEXT_STAGE } });
  }
  await invalidateSession(pageQueryClient());
}
