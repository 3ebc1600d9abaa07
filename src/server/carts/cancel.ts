import type { Cart } from '#domain/session.ts';
import { CallError } from '../http/call-error.ts';
import { closedCartPatch, shownKind, type CartCall, type CartOutcome } from './context.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import type { Queryable } from '../db/index.ts';
import { activeCarts, awaitsOrder, cancelCart, findOwnCart, kindOf, sessionCart, type CartOwner } from './store.ts';

/**
 * cart/cancel (the 324 alert's „Anuluj zamówienie”): cancels the owner's
 * cart whose order awaits activation or payment, else the open cart the
 * session shows, or the cart named by id. The cart, its order and the
 * order's pending payments become CANCELLED. Answers the cart the session
 * shows afterwards.
 */
export async function cancelOrder(call: CartCall, cartId: string | undefined): Promise<CartOutcome<Cart>> {
  const { tx, now, owner, flags } = call;
  const carts = await activeCarts(tx, owner, { lock: true });
  const target = cartId
    ? carts.find((cart) => cart.id === cartId)
    : (carts.find(awaitsOrder) ?? carts.find((cart) => kindOf(cart) === shownKind(flags)));
  if (cartId && !target) {
    // The caller's cart, but no longer in progress; anyone else's reads as not found.
    if (!(await findOwnCart(tx, owner, cartId))) throw new CallError(404, cartMessages.cartNotFound);
    throw new CallError(368, cartMessages.nothingToCancel);
  }
  if (!target) throw new CallError(368, cartMessages.nothingToCancel);
  // A paid order has taken effect (its products are the customer's): the portal does not undo a purchase.
  const order = await tx.query<{ status: string }>('SELECT status FROM orders WHERE cart_id = $1 FOR UPDATE', [target.id]);
  if (order.rows[0]?.status === 'CONFIRMED') throw new CallError(406, cartMessages.orderPaid);

  await cancelCart(tx, target.id, now);
  const session = closedCartPatch(kindOf(target));
  const showsLto = session.ltoInCart ?? flags.ltoInCart;
  return { result: await sessionCart(tx, owner, showsLto ? 'lto' : 'regular'), session };
}

/**
 * Before a cancel: the payment attempts of the owner's orders still open at
 * the gateway are ended there, and one completed meanwhile is applied, so
 * the cancel then sees whether the order was paid. Runs outside the cancel's
 * transaction, since the gateway's outcome stands whatever the cancel does.
 */
export async function endOpenPayments(db: Queryable, owner: CartOwner, endPending: (orderId: string) => Promise<unknown>): Promise<void> {
  const open = await db.query<{ id: string }>(
    `SELECT o.id FROM orders o JOIN carts c ON c.id = o.cart_id
      WHERE o.status = 'PENDING_PAYMENT' AND c.status IN ('OPEN', 'ACTIVATION_PENDING')
        AND ${owner.customerId ? 'c.customer_id = $1' : 'c.session_id = $1 AND c.customer_id IS NULL'}`,
    [owner.customerId ?? owner.sessionId],
  );
  for (const { id } of open.rows) await endPending(id);
}
