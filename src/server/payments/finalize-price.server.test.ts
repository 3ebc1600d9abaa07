import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/session.ts';
import { anyDriver, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, type Visitor } from '#testing/server-app.ts';
import { customerVisitor, SUMMARY_CONSENTS } from '#testing/payments.ts';
import type { FastifyInstance } from 'fastify';

const CONSENTS_GIVEN = [
  { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
  { cconsent: 'INDREK_MCI', value: 1 },
];

describe.each(anyDriver)('the price finalize charges on %s', (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;

  // The demo accounts are seeded here, not by the first sign-in inside a test.
  beforeAll(async () => {
    ({ testDb: t, app } = await openDemoApp(driver));
  }, 60_000);
  afterAll(() => closeDemoApp(app, t));

  /** The customer with the offer in the cart, at SUMMARY after `prepare`. */
  async function cartAtSummary(karta: Visitor, offerCode: string, prepare: (caller: Visitor, cartId: string) => Promise<void>) {
    const added = await karta.post('/api/cart/update', { body: { operation: 'ADD', items: [{ offerCode }] }, xsrf: true });
    expect(added.statusCode, added.body).toBe(200);
    const cart = envelopeOf<Cart>(added).data;
    await prepare(karta, cart.id!);
    expect((await karta.post('/api/cart/updateStage', { body: { cartId: cart.id, newStage: 'NEXT' }, xsrf: true })).statusCode).toBe(200);
    const finalize = () => karta.post('/api/cart/finalize', { body: { cartId: cart.id, mopId: 1, summaryConsents: SUMMARY_CONSENTS }, xsrf: true });
    return { cartId: cart.id!, finalize };
  }

  const charged = async (cartId: string) =>
    (
      await t.db.query<{ total: string; amount: string; status: string }>(
        `SELECT o.total, p.amount, p.status FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.cart_id = $1`,
        [cartId],
      )
    ).rows;

  it('is the new lines less the sale-consent discount and the voucher the customer saw', async () => {
    // klient.karta has a stored card: the order is charged at once.
    const karta = await signedInVisitor(app, 'klient.karta@horyzont.example');
    const { cartId, finalize } = await cartAtSummary(karta, 'OTT_SPORT_M', async (caller) => {
      expect((await caller.post('/api/updateOrderByConsentsChanges', { body: CONSENTS_GIVEN, xsrf: true })).statusCode).toBe(200);
      const voucher = envelopeOf<{ discount: string }>(await caller.post('/api/cart/checkVoucher', { body: { code: 'HORYZONT10' }, xsrf: true }));
      expect(voucher.data.discount).toBe('4.00');
    });
    expect((await finalize()).statusCode).toBe(200);
    // 39.99 − 5.00 (consents, spec 9) − 4.00 (10%).
    expect(await charged(cartId)).toEqual([{ total: '30.99', amount: '30.99', status: 'SUCCEEDED' }]);
    await t.db.query(`UPDATE carts SET status = 'FINALIZED' WHERE id = $1`, [cartId]);
  });

  it('refuses, charging nothing, when the cart’s voucher no longer applies', async () => {
    const { cartId, finalize } = await cartAtSummary(await customerVisitor(app), 'OTT_KOMFORT_M', async (_caller, id) => {
      await t.db.query(`UPDATE carts SET voucher_code = 'LATO2025' WHERE id = $1`, [id]);
    });
    const refused = await finalize();
    expect(refused.statusCode).toBe(422);
    expect(envelopeOf(refused)).toMatchObject({ errorCode: 359, data: null });
    expect(await charged(cartId)).toEqual([]);
    expect((await t.db.query('SELECT status FROM carts WHERE id = $1', [cartId])).rows).toEqual([{ status: 'OPEN' }]);
  });
});
