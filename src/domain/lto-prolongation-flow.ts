import { FIRST_STAGE, SUMMARY_STAGE } from './cart-stages.ts';
import type { Cart } from './session.ts';

/**
 * Spec 4 "LTO prolongation": if the cart stage is SUMMARY, cancel the cart;
 * if PACKAGE, add the prolongation items, advance the stage to NEXT and
 * redirect. The cart meant is the long-term-offer cart, which the session
 * shows while `ltoInCart` is set (cart/update with addLtoProlongate writes
 * to it). No React, no I/O: the island runs the calls these rules name.
 */

export interface ProlongationCartState {
  ltoInCart: boolean;
  cart: Pick<Cart, 'id' | 'cartStatus' | 'currentStage' | 'items'>;
}

/**
 * The LTO cart an earlier attempt left at the summary, to cancel before the
 * items are added again (its id, so no other cart is cancelled); null when
 * there is none. An order that awaits payment (ACTIVATION_PENDING) is never
 * cancelled here: the add is refused with 324 and the customer decides.
 */
export function cartToCancel(state: ProlongationCartState): string | null {
  const { ltoInCart, cart } = state;
  return ltoInCart && cart.id !== null && cart.cartStatus === 'OPEN' && cart.currentStage === SUMMARY_STAGE ? cart.id : null;
}

/** After the add, the cart moves on from the package stage (a cart already past it stays where it is). */
export function movesToNext(
  cart: Pick<Cart, 'id' | 'cartStatus' | 'currentStage'>,
): cart is Pick<Cart, 'cartStatus' | 'currentStage'> & { id: string } {
  return cart.id !== null && cart.cartStatus === 'OPEN' && cart.currentStage === FIRST_STAGE;
}

/** The cart/update payload that puts the prolongation in the LTO cart (items default to B there). */
export function prolongationUpdate(cartItems: ReadonlyArray<{ offerCode: string }>) {
  return {
    operation: 'ADD' as const,
    addLtoProlongate: true,
    items: [...new Set(cartItems.map((item) => item.offerCode))].map((offerCode) => ({ offerCode })),
  };
}
