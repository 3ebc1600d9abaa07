import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '#domain/session.ts';
import { ownerOf, sessionCart } from '../carts/store.ts';
import { loadCustomerSession } from './customer-session.ts';
import { cartOwnerKey } from '../caches/index.ts';
import { sessionDataOf, type SessionRecord } from '../sessions/index.ts';

/**
 * The session as the session calls answer it (sessionData, checkSessionData,
 * quietLogin): the customer's records as they are now, and the cart in
 * progress read from the database.
 */

/**
 * A signed-in session with its customer's records reloaded (a payment means
 * confirmed, a product planned off since login), kept in the session's data so
 * server-side readers see the same; written only when something changed.
 */
export async function refreshCustomerSession(app: FastifyInstance, request: FastifyRequest, record: SessionRecord): Promise<SessionRecord> {
  if (!record.customerId) return record;
  const customerId = record.customerId;
  const { caches, db } = app.portal;
  const current = await caches.customers.get(customerId, caches.versions.customer(record), () => loadCustomerSession(db, customerId));
  if (!current) return record;
  const changed = Object.entries(current).some(([key, value]) => !isDeepStrictEqual(record.data[key], value));
  return changed ? ((await app.sessions.update(request, current)) ?? record) : record;
}

/** The session data with the owner's cart in progress (the LTO cart in the LTO flow). */
export async function sessionWithCart(app: FastifyInstance, record: SessionRecord): Promise<Session> {
  const { caches, db, config } = app.portal;
  const data = sessionDataOf(record, config.now());
  const owner = ownerOf(record);
  const kind = data.ltoInCart ? 'lto' : 'regular';
  const cart = await caches.carts[kind].get(cartOwnerKey(owner), caches.versions.cart(record), () => sessionCart(db, owner, kind));
  return { ...data, cart };
}
