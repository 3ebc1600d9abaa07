import { FIRST_STAGE } from '#domain/cart-stages.ts';
import type { Cart } from '#domain/session.ts';
import { CallError } from '../http/call-error.ts';
import { closedCartPatch, type CartCall, type CartOutcome } from './context.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { activeCarts, awaitsOrder, cartView, emptyCart, kindOf, removeItems, reviseCart, type CartKind } from './store.ts';

/**
 * cart/clearCart and cart/clearCartLto: the owner's cart of that kind loses
 * its items and goes back to the first stage. `withData` also forgets what
 * was entered for the order: sale consents, voucher, addresses and the
 * special-offer mark. Clearing the LTO cart ends the LTO flow; clearing any cart
 * ends a flow started from self-care (fromSelfcare). Without a cart
 * there is nothing to clear: the empty cart is the answer.
 */
export async function clearCart(call: CartCall, kind: CartKind, withData: boolean): Promise<CartOutcome<Cart>> {
  const { tx, now, owner } = call;
  const locked = (await activeCarts(tx, owner, { lock: true })).find((cart) => kindOf(cart) === kind);
  // Clearing ends the flow in progress: the LTO flow with its cart, and one started from self-care.
  const endsLtoFlow = { ...(kind === 'lto' ? { ltoInCart: false } : {}), fromSelfcare: false };
  if (!locked) return { result: emptyCart(), session: endsLtoFlow };
  if (awaitsOrder(locked)) throw new CallError(324, cartMessages.orderPending);

  await removeItems(tx, locked.id);
  if (withData) await tx.query('DELETE FROM consents WHERE cart_id = $1', [locked.id]);
  const cart = await reviseCart(tx, locked.id, now, {
    current_stage: FIRST_STAGE,
    ...(withData ? { voucher_code: null, address_primary: null, address_delivery: null, special_offer: false } : {}),
  });
  return {
    result: await cartView(tx, cart),
    session: { ...(withData ? closedCartPatch(kind) : { discountAmount: null }), ...endsLtoFlow },
  };
}
