import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import type { Cart } from '#domain/session.ts';
import type { Database, Queryable } from '#server/db/index.ts';
import { envelopeOf, signedInVisitor, visitorWithSession, type Visitor, type VisitorOptions } from './server-app.ts';

/** Helpers of the cart calls' tests. */

export const CLIENT_C = 'klient.c@horyzont.example';
export const CLIENT_K = 'klient.k@horyzont.example';
export const CLIENT_LTO = 'klient.lto@horyzont.example';
export const CLIENT_CARD = 'klient.karta@horyzont.example';

/** What the load bench sends. */
export const ADD_START = { operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }] } as const;

export const add = (...offerCodes: string[]) => ({ operation: 'ADD', items: offerCodes.map((offerCode) => ({ offerCode })) });
export const remove = (...offerCodes: string[]) => ({ operation: 'REMOVE', items: offerCodes.map((offerCode) => ({ offerCode })) });

/** An anonymous visitor with a stored session (and its XSRF cookie). */
export function anonymous(app: FastifyInstance, options: VisitorOptions = {}): Promise<Visitor> {
  return visitorWithSession(app, options);
}

export async function customer(app: FastifyInstance, login: string): Promise<Visitor & { customerId: string }> {
  return signedInVisitor(app, login);
}

/** A state-changing cart call as the portal sends it (with the XSRF header). */
export function call(caller: Visitor, path: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
  return caller.post(`/api/${path}`, { ...(body === undefined ? {} : { body }), xsrf: true, ...(headers ? { headers } : {}) });
}

/** The success envelope's data. */
export function dataOf<T = Cart>(response: LightMyRequestResponse): T {
  const envelope = envelopeOf<T>(response);
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ errorCode: 200, status: 'SUCCESS' });
  expect(response.statusCode).toBe(200);
  return envelope.data;
}

const errorEnvelope = envelopeSchema(z.null());

/** A refusal: the HTTP status, an error envelope with the code and a message containing `message`. */
export function expectRefusal(response: LightMyRequestResponse, status: number, errorCode: number, message?: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const envelope = errorEnvelope.parse(response.json());
  expect(envelope).toMatchObject({ data: null, errorCode, status: 'ERROR' });
  if (message !== undefined) expect(envelope.msg).toContain(message);
  return envelope.msg;
}

/** The session data the portal would load now. */
export async function sessionOf(caller: Visitor): Promise<Record<string, unknown> & { cart: Cart }> {
  const response = await caller.post('/api/sessionData', { body: {} });
  return envelopeOf<Record<string, unknown> & { cart: Cart }>(response).data;
}

/** Every row a cart call could change (sessions without their activity times, which the clock keeps still anyway). */
export async function cartTables(db: Queryable): Promise<Record<string, unknown[]>> {
  const all = async (sql: string) => (await db.query(sql)).rows;
  return {
    sessions: await all('SELECT id, customer_id, data FROM sessions ORDER BY id'),
    carts: await all('SELECT * FROM carts ORDER BY id'),
    items: await all('SELECT * FROM cart_items ORDER BY id'),
    consents: await all('SELECT * FROM consents ORDER BY id'),
    orders: await all('SELECT * FROM orders ORDER BY id'),
    payments: await all('SELECT * FROM payments ORDER BY id'),
    contractProducts: await all('SELECT * FROM contract_products ORDER BY id'),
    vouchers: await all('SELECT * FROM vouchers ORDER BY code'),
  };
}

/** Asserts that `act` changes none of the cart tables. */
export async function expectUnchanged<T>(db: Queryable, act: () => Promise<T>): Promise<T> {
  const before = await cartTables(db);
  const result = await act();
  expect(await cartTables(db)).toEqual(before);
  return result;
}

export interface CartRowView {
  id: string;
  session_id: string | null;
  customer_id: string | null;
  status: string;
  current_stage: string;
  lto: boolean;
  special_offer: boolean;
  voucher_code: string | null;
  version: number;
  address_primary: unknown;
  address_delivery: unknown;
}

export async function cartRow(db: Queryable, id: string): Promise<CartRowView | undefined> {
  return (await db.query<CartRowView>('SELECT * FROM carts WHERE id = $1', [id])).rows[0];
}

export async function itemRows(db: Queryable, cartId: string) {
  return (
    await db.query<{ operation_type: string; offer_code: string; article_code: string; price: string; product_change: boolean; cmt: string | null }>(
      'SELECT operation_type, offer_code, article_code, price, product_change, cmt FROM cart_items WHERE cart_id = $1 ORDER BY id',
      [cartId],
    )
  ).rows;
}

/** Items of a cart view as "OFFER/ARTICLE/OP price" lines, easy to compare. */
export function lines(cart: Pick<Cart, 'items'>): string[] {
  return cart.items.map((item) => `${item.offerCode}/${item.articleCode}/${item.operationType} ${item.price}`);
}

/**
 * What finalize does to a customer's cart, for calls that meet an order in
 * progress: the cart ACTIVATION_PENDING with its order, at the ACTIVATION
 * stage once paid (CONFIRMED), still at SUMMARY while the payment is awaited
 * (PENDING_PAYMENT, with its pending payment).
 */
export async function placeOrder(db: Database, cartId: string, options: { orderStatus?: 'CONFIRMED' | 'PENDING_PAYMENT' } = {}): Promise<string> {
  const { orderStatus = 'CONFIRMED' } = options;
  return db.transaction(async (tx) => {
    const cart = (
      await tx.query<{ customer_id: string }>(
        `UPDATE carts SET status = 'ACTIVATION_PENDING', current_stage = $2 WHERE id = $1 RETURNING customer_id`,
        [cartId, orderStatus === 'CONFIRMED' ? 'ACTIVATION' : 'SUMMARY'],
      )
    ).rows[0];
    if (!cart) throw new Error(`No cart ${cartId}`);
    const order = (
      await tx.query<{ id: string }>(`INSERT INTO orders (cart_id, customer_id, total, status) VALUES ($1, $2, 29.99, $3) RETURNING id`, [
        cartId,
        cart.customer_id,
        orderStatus,
      ])
    ).rows[0]!;
    if (orderStatus === 'PENDING_PAYMENT') {
      await tx.query(`INSERT INTO payments (order_id, mop_id, amount, status) VALUES ($1, 1, 29.99, 'PENDING')`, [order.id]);
    }
    return order.id;
  });
}

/** Between tests: no carts, orders or attempt counters left from the previous one. */
export async function resetCarts(db: Queryable): Promise<void> {
  await db.query('DELETE FROM carts');
  await db.query('DELETE FROM rate_limit_buckets');
}

/** A header naming a country outside the allowed list (the edge's geo header). */
export const FROM_GERMANY = { 'x-country-code': 'DE' };
