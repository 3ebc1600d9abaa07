import type { Database } from '../db/index.ts';
import { activeCarts, awaitsOrder, cancelCart, kindOf, type ActiveCartRow } from './store.ts';

/**
 * At login the visitor's carts in progress become the customer's. When the
 * customer already has a cart of that kind in progress, one of the two is
 * kept and the other cancelled:
 * - a cart whose order awaits activation or payment is always kept;
 * - otherwise a cart with items wins over an empty one;
 * - otherwise the one changed last wins.
 * One transaction, both carts row-locked (visitor's first), so a concurrent
 * change of either cart waits and then sees the outcome. Answers which of
 * the customer's carts the session should show (session ltoInCart).
 */
export async function adoptVisitorCarts(
  db: Database,
  sessionId: string,
  customerId: string,
  now: Date,
  ltoInCart: boolean,
): Promise<{ ltoInCart: boolean }> {
  return db.transaction(async (tx) => {
    const visitorCarts = await activeCarts(tx, { sessionId, customerId: null }, { lock: true });
    const customerCarts = await activeCarts(tx, { sessionId, customerId }, { lock: true });
    if (visitorCarts.length === 0) return { ltoInCart: showsLto(customerCarts, ltoInCart) };
    for (const visitor of visitorCarts) {
      const customers = customerCarts.find((cart) => kindOf(cart) === kindOf(visitor));
      if (customers) {
        const counts = await tx.query<{ cart_id: string; n: number }>(
          'SELECT cart_id, count(*)::int AS n FROM cart_items WHERE cart_id = ANY($1) GROUP BY cart_id',
          [[visitor.id, customers.id]],
        );
        const filled = (id: string) => counts.rows.some((row) => row.cart_id === id && row.n > 0);
        const keepCustomers =
          awaitsOrder(customers) ||
          (filled(customers.id) && !filled(visitor.id)) ||
          (filled(customers.id) === filled(visitor.id) && customers.updated_at >= visitor.updated_at);
        if (keepCustomers) {
          await cancelCart(tx, visitor.id, now);
          continue;
        }
        await cancelCart(tx, customers.id, now);
      }
      await tx.query('UPDATE carts SET customer_id = $2, version = version + 1, updated_at = $3 WHERE id = $1', [visitor.id, customerId, now]);
    }
    return { ltoInCart: showsLto(await activeCarts(tx, { sessionId, customerId }), ltoInCart) };
  });
}

/** The session shows the customer's only cart in progress whatever its kind; with both, the one the visitor was shown. */
function showsLto(carts: readonly Pick<ActiveCartRow, 'lto'>[], ltoInCart: boolean): boolean {
  const regular = carts.some((cart) => !cart.lto);
  const lto = carts.some((cart) => cart.lto);
  return regular === lto ? ltoInCart && lto : lto;
}
