import { changeCache, type ChangeCache } from './db/change-cache.ts';
import type { Database } from './db/index.ts';
import type { Cart } from '../domain/session-defaults.ts';
import type { CustomerSession } from './customers/customer-session.ts';
import type { SessionRecord } from './sessions/index.ts';

/**
 * The hot reads of the session calls, cached in the process where that is
 * exact (embedded PGlite; see db/change-cache.ts): a session by id, the
 * cart view of a cart owner ('s:<session id>' or 'c:<customer id>'), and a
 * signed-in customer's records as the session carries them, by customer id.
 */
export interface Caches {
  sessions: ChangeCache<SessionRecord | null>;
  carts: { regular: ChangeCache<Cart>; lto: ChangeCache<Cart> };
  customers: ChangeCache<CustomerSession | null>;
  close(): Promise<void>;
}

export async function createCaches(db: Database): Promise<Caches> {
  const sessions = await changeCache<SessionRecord | null>(db, 'portal_session_changed', {
    clone: (record) => (record ? structuredClone(record) : record),
    // Only sessions that exist: ids are hashes of random tokens, a miss is someone else's guess.
    keep: (record) => record !== null,
  });
  const cartOptions = { clone: (cart: Cart) => structuredClone(cart) };
  const carts = {
    regular: await changeCache<Cart>(db, 'portal_cart_changed', cartOptions),
    lto: await changeCache<Cart>(db, 'portal_cart_changed', cartOptions),
  };
  const customers = await changeCache<CustomerSession | null>(db, 'portal_customer_changed', {
    clone: (customer) => (customer ? structuredClone(customer) : customer),
    keep: (customer) => customer !== null,
  });
  return {
    sessions,
    carts,
    customers,
    async close() {
      await Promise.all([sessions.close(), carts.regular.close(), carts.lto.close(), customers.close()]);
    },
  };
}

/** The key the cart notifications use for an owner. */
export function cartOwnerKey(owner: { sessionId: string; customerId: string | null }): string {
  return owner.customerId ? `c:${owner.customerId}` : `s:${owner.sessionId}`;
}
