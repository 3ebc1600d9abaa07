import type { Database } from '../db/index.ts';
import type { Cart } from '#domain/session.ts';
import type { CustomerSession } from '../customers/customer-session.ts';
import type { NamedSchedule } from '../self-care/schedule.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { localVersions } from './local-versions.ts';
import { versionedCache, type VersionedCache } from './versioned-cache.ts';

/**
 * The hot reads of the session calls, cached in each process and exact on
 * both databases (versioned-cache.ts): a session by id, the cart view of a
 * cart owner ('s:<session id>' or 'c:<customer id>'), and a signed-in
 * customer's records as the session carries them, by customer id, and the
 * payment schedules worked out from both (by customer, cart owner, day and request).
 *
 * The versions they are checked against: on embedded PGlite the process's
 * own, counted from the change notifications (local-versions.ts), so even
 * the session is read without a query; on a PostgreSQL server, shared by
 * several processes, those read with the session (sessions/store.ts), so the
 * session itself is read every time and the rest only when it changed.
 */
export interface Caches {
  sessions: VersionedCache<SessionRecord | null>;
  carts: { regular: VersionedCache<Cart>; lto: VersionedCache<Cart> };
  customers: VersionedCache<CustomerSession | null>;
  schedules: VersionedCache<NamedSchedule>;
  versions: {
    session(id: string): string | undefined;
    /** Of the session's customer's records; undefined for an anonymous session or a record written since it was read. */
    customer(record: SessionRecord): string | undefined;
    /** Of the carts of the session's cart owner. */
    cart(record: SessionRecord): string | undefined;
    /** Of both: what a signed-in customer's payment schedule is worked out from. */
    customerAndCart(record: SessionRecord): string | undefined;
  };
  close(): Promise<void>;
}

export const CHANNELS = {
  session: 'portal_session_changed',
  cart: 'portal_cart_changed',
  customer: 'portal_customer_changed',
} as const;

/** The key the cart notifications and versions use for an owner. */
export function cartOwnerKey(owner: { sessionId: string; customerId: string | null }): string {
  return owner.customerId ? `c:${owner.customerId}` : `s:${owner.sessionId}`;
}

type VersionsOfRecords = Omit<Caches['versions'], 'customerAndCart'>;

function withBoth(versions: VersionsOfRecords): Caches['versions'] {
  return {
    ...versions,
    customerAndCart(record) {
      const customer = versions.customer(record);
      const cart = versions.cart(record);
      return customer === undefined || cart === undefined ? undefined : `${customer}/${cart}`;
    },
  };
}

async function versionsOf(db: Database): Promise<{ versions: Caches['versions']; close(): Promise<void> }> {
  if (!db.listen) {
    return {
      versions: withBoth({
        session: () => undefined,
        customer: (record) => (record.customerId ? record.cacheVersions?.customer : undefined),
        cart: (record) => record.cacheVersions?.cart,
      }),
      close: async () => {},
    };
  }
  const local = await localVersions(db, Object.values(CHANNELS));
  return {
    versions: withBoth({
      session: (id) => local.of(CHANNELS.session, id),
      customer: (record) => (record.customerId ? local.of(CHANNELS.customer, record.customerId) : undefined),
      cart: (record) => local.of(CHANNELS.cart, cartOwnerKey({ sessionId: record.id, customerId: record.customerId })),
    }),
    close: () => local.close(),
  };
}

export async function createCaches(db: Database): Promise<Caches> {
  const { versions, close } = await versionsOf(db);
  const caches = {
    sessions: versionedCache<SessionRecord | null>(db, {
      // The request's session is changed in place (its activity times).
      clone: (record) => (record ? structuredClone(record) : record),
      // Only sessions that exist: ids are hashes of random tokens, a miss is someone else's guess.
      keep: (record) => record !== null,
    }),
    // Read and serialised only: shared, frozen.
    carts: { regular: versionedCache<Cart>(db), lto: versionedCache<Cart>(db) },
    customers: versionedCache<CustomerSession | null>(db, { keep: (customer) => customer !== null }),
    // A schedule is some kilobytes: fewer of them.
    schedules: versionedCache<NamedSchedule>(db, { maxEntries: 5_000 }),
  };
  return {
    ...caches,
    versions,
    async close() {
      await close();
      for (const cache of [caches.sessions, caches.carts.regular, caches.carts.lto, caches.customers, caches.schedules]) cache.clear();
    },
  };
}
