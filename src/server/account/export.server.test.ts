import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyDriver, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, visitorWithSession } from '#testing/server-app.ts';

/**
 * account/export: everything the portal keeps about the signed-in customer,
 * for them to take before deleting the account (GDPR art. 20), and nothing of
 * anyone else.
 */

type Export = Record<string, unknown> & {
  customer: Record<string, unknown>;
  orders: Array<Record<string, unknown>>;
  messages: Array<Record<string, unknown>>;
};

describe.each(anyDriver)('the account export on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ testDb, app } = await openDemoApp(driver));
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  it('holds the customer’s account, addresses, contracts, orders with their payments and messages', async () => {
    const customer = await signedInVisitor(app, 'klient.c@horyzont.example');
    const address = { street: 'Długa', number: '12', apartment: '3', postalCode: '00-950', city: 'Łódź' };
    await customer.post('/api/account/updatePersonalData', { body: { mainAddress: address, phone: '601 202 303' }, xsrf: true });
    await customer.post('/api/account/sendMessage', { body: { subjectCode: 'OTHER', body: 'Proszę o fakturę za listopad.' }, xsrf: true });
    const cart = (
      await testDb.db.query<{ id: string }>(`INSERT INTO carts (customer_id, status) VALUES ($1, 'FINALIZED') RETURNING id`, [customer.customerId])
    ).rows[0]!.id;
    await testDb.db.query(
      `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'OTT_START_M', 'HOR01', '29.99')`,
      [cart],
    );
    const order = (
      await testDb.db.query<{ id: string }>(
        `INSERT INTO orders (cart_id, customer_id, total, status) VALUES ($1, $2, '29.99', 'CONFIRMED') RETURNING id`,
        [cart, customer.customerId],
      )
    ).rows[0]!.id;
    await testDb.db.query(`INSERT INTO payments (order_id, mop_id, amount, status) VALUES ($1, 1, '29.99', 'SUCCEEDED')`, [order]);

    const response = await customer.get('/api/account/export');
    expect(response.statusCode, response.body).toBe(200);
    const data = envelopeOf<Export>(response).data;
    expect(data.customer).toMatchObject({ login: 'klient.c@horyzont.example', contactPhone: '601202303' });
    expect(data.addresses).toContainEqual(expect.objectContaining({ kind: 'MAIN', street: 'Długa', postalCode: '00-950', city: 'Łódź' }));
    expect((data.contracts as unknown[]).length).toBeGreaterThan(0);
    expect(data.orders).toEqual([
      expect.objectContaining({
        total: '29.99',
        status: 'CONFIRMED',
        items: [expect.objectContaining({ offerCode: 'OTT_START_M', price: 29.99 })],
        payments: [expect.objectContaining({ amount: 29.99, status: 'SUCCEEDED' })],
      }),
    ]);
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'OTHER', body: 'Proszę o fakturę za listopad.' })]);
  });

  it('gives another customer only their own data, and a visitor nothing', async () => {
    const other = await signedInVisitor(app, 'klient.k@horyzont.example');
    const response = await other.get('/api/account/export');
    expect(response.body).not.toContain('klient.c@horyzont.example');
    expect(envelopeOf<Export>(response).data.customer).toMatchObject({ login: 'klient.k@horyzont.example' });
    const visitor = await visitorWithSession(app);
    const refused = await visitor.get('/api/account/export');
    expect(refused.statusCode).toBe(401);
    expect(envelopeOf(refused).data).toBeNull();
  });
});
