import { planStageMove, type StageRefusal } from '#domain/cart-stages.ts';
import type { Cart } from '#domain/session.ts';
import { CallError } from '../http/call-error.ts';
import { closedCartPatch, type CartCall, type CartOutcome } from './context.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { cartView, findOwnCart, kindOf, lockCart, reviseCart } from './store.ts';

/**
 * cart/updateStage: moves the caller's cart along the content system's sale
 * stages by the rules of `planStageMove`. Reaching the last stage of a placed
 * order completes the purchase: the cart is FINALIZED, which frees the
 * owner's slot for the next cart.
 */

const refusals: Readonly<Record<StageRefusal, (stage: string) => CallError>> = {
  unknownStage: (stage) => new CallError(404, cartMessages.unknownStage(stage)),
  cartClosed: () => new CallError(368, cartMessages.cartClosed),
  emptyCart: () => new CallError(366, cartMessages.emptyCart),
  orderRequired: () => new CallError(366, cartMessages.orderRequired),
  accountInactive: () => new CallError(366, cartMessages.accountInactive),
};

export async function updateStage(call: CartCall, cartId: string, newStage: string): Promise<CartOutcome<Cart>> {
  const { tx, catalogue, now, owner } = call;
  const own = await findOwnCart(tx, owner, cartId);
  if (!own) throw new CallError(404, cartMessages.cartNotFound);
  const cart = await lockCart(tx, own.id);
  const { rows } = await tx.query<{ has_items: boolean }>('SELECT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1) AS has_items', [cart.id]);
  // Spec 3 accountActive: a placed order is activated on an active account only.
  const account = cart.customer_id
    ? (await tx.query<{ account_active: boolean }>('SELECT account_active FROM customers WHERE id = $1', [cart.customer_id])).rows[0]
    : undefined;
  const move = planStageMove({
    stages: catalogue.saleStages.map((entry) => entry.stage),
    current: cart.current_stage,
    requested: newStage,
    status: cart.status,
    hasItems: rows[0]?.has_items === true,
    accountActive: account?.account_active !== false,
  });
  if (!move.ok) throw refusals[move.reason](newStage);
  if (move.stage === cart.current_stage && !move.completes) return { result: await cartView(tx, cart) };

  const moved = await reviseCart(tx, cart.id, now, { current_stage: move.stage, ...(move.completes ? { status: 'FINALIZED' as const } : {}) });
  return { result: await cartView(tx, moved), ...(move.completes ? { session: closedCartPatch(kindOf(moved)) } : {}) };
}
