import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqlState, type Database } from './database.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';

const sessionId = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const xsrf = () => randomBytes(24).toString('base64url');

describe.each(drivers)('customer API schema on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;

  beforeEach(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
  });

  afterEach(() => t.cleanup());

  async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
    const { rows } = await db.query<T>(sql, params);
    if (rows.length !== 1) throw new Error(`expected one row, got ${rows.length}`);
    return rows[0] as T;
  }

  const customer = async (login = 'jan.kowalski@example.pl') =>
    (
      await one<{ id: string }>(`INSERT INTO customers (login, display_name, customer_identifier) VALUES ($1, 'Jan Kowalski', $2) RETURNING id`, [
        login,
        `CI-${randomBytes(4).toString('hex')}`,
      ])
    ).id;

  const session = async (customerId: string | null = null) =>
    (
      await one<{ id: string }>(
        `INSERT INTO sessions (id, customer_id, xsrf_token, expires_at) VALUES ($1, $2, $3, now() + interval '30 minutes') RETURNING id`,
        [sessionId(), customerId, xsrf()],
      )
    ).id;

  const cart = async (owner: { customerId?: string; sessionId?: string }, status = 'OPEN') =>
    (
      await one<{ id: string }>('INSERT INTO carts (customer_id, session_id, status) VALUES ($1, $2, $3) RETURNING id', [
        owner.customerId,
        owner.sessionId,
        status,
      ])
    ).id;

  const order = async (cartId: string, customerId: string, total = '39.99') =>
    (await one<{ id: string }>('INSERT INTO orders (cart_id, customer_id, total) VALUES ($1, $2, $3) RETURNING id', [cartId, customerId, total])).id;

  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    (await one<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).n;

  it('stores a customer with contracts, products and a cart in the shapes the spec names', async () => {
    const customerId = await customer();
    const contract = await one<{ id: number }>(
      `INSERT INTO contracts (customer_id, cgroupe, debabo, lto_duration, lto_end_date) VALUES ($1, 'C', '2026-01-01', 12, '2027-01-01') RETURNING id`,
      [customerId],
    );
    await db.query(
      `INSERT INTO contract_products (contract_id, article_code, offer_code, status, end_date, fee, commitment_end_date)
       VALUES ($1, 'FC91', 'MCCSNK01', 'PLANNED_OFF', '2026-12-31', '39.99', '2026-06-30')`,
      [contract.id],
    );
    const cartId = await cart({ customerId });
    await db.query(
      `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'MCCSNK01', 'FCA3', '19.90')`,
      [cartId],
    );

    expect(
      await one(
        `SELECT c.cgroupe, c.activity, c.debabo, p.status, p.end_date, p.fee, k.status AS cart_status, k.current_stage, k.contract_type, k.version, i.price
         FROM contracts c JOIN contract_products p ON p.contract_id = c.id
         JOIN carts k ON k.customer_id = c.customer_id JOIN cart_items i ON i.cart_id = k.id`,
      ),
    ).toEqual({
      cgroupe: 'C',
      activity: '01',
      debabo: '2026-01-01',
      status: 'PLANNED_OFF',
      end_date: '2026-12-31',
      fee: '39.99',
      cart_status: 'OPEN',
      current_stage: 'PACKAGE',
      contract_type: 'PREPAID',
      version: 1,
      price: '19.90',
    });
  });

  describe('refuses values outside the spec', () => {
    const cases: Array<[string, string, (ids: { customerId: string; cartId: string }) => unknown[]]> = [
      ['an unknown prepaid category', `UPDATE customers SET prepaid_category = 'OTHER' WHERE id = $1`, (ids) => [ids.customerId]],
      ['an unknown contract group', `INSERT INTO contracts (customer_id, cgroupe, debabo) VALUES ($1, 'X', '2026-01-01')`, (ids) => [ids.customerId]],
      [
        'a contract ending before it starts',
        `INSERT INTO contracts (customer_id, cgroupe, debabo, finabo) VALUES ($1, 'C', '2026-01-01', '2025-12-31')`,
        (ids) => [ids.customerId],
      ],
      ['an unknown cart status', `UPDATE carts SET status = 'LOST' WHERE id = $1`, (ids) => [ids.cartId]],
      [
        'an unknown cart item operation',
        `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'X', 'O', 'A', '1.00')`,
        (ids) => [ids.cartId],
      ],
      [
        'a negative price',
        `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'O', 'A', '-1.00')`,
        (ids) => [ids.cartId],
      ],
      [
        'an unknown payment mean id',
        `INSERT INTO payment_means (customer_id, mop_id, display_string) VALUES ($1, 3, 'x')`,
        (ids) => [ids.customerId],
      ],
      [
        'an expiry date on a mobile-operator payment mean',
        `INSERT INTO payment_means (customer_id, mop_id, display_string, expiry_date) VALUES ($1, 2, 'x', '2030-01-31')`,
        (ids) => [ids.customerId],
      ],
      [
        'a consent with two owners',
        `INSERT INTO consents (customer_id, cart_id, code, value) VALUES ($1, $2, 'INDREK_MCI', true)`,
        (ids) => [ids.customerId, ids.cartId],
      ],
      [
        'an address with a malformed postal code',
        `INSERT INTO addresses (customer_id, kind, street, number, postal_code, city) VALUES ($1, 'MAIN', 'Polna', '1', '00950', 'Warszawa')`,
        (ids) => [ids.customerId],
      ],
      [
        'a session id that is not a SHA-256 digest',
        `INSERT INTO sessions (id, xsrf_token, expires_at) VALUES ('plain-token', repeat('x', 32), now() + interval '1 hour')`,
        () => [],
      ],
      [
        'session data that is not an object',
        `INSERT INTO sessions (id, xsrf_token, data, expires_at) VALUES (repeat('a', 64), repeat('x', 32), '[]', now() + interval '1 hour')`,
        () => [],
      ],
    ];

    it.each(cases)('%s', async (_label, sql, params) => {
      const customerId = await customer();
      const cartId = await cart({ customerId });
      await expect(db.query(sql, params({ customerId, cartId }))).rejects.toMatchObject({ code: SqlState.checkViolation });
    });

    it('a planned-off product without an end date', async () => {
      const customerId = await customer();
      const contract = await one<{ id: number }>(`INSERT INTO contracts (customer_id, cgroupe, debabo) VALUES ($1, 'C', '2026-01-01') RETURNING id`, [
        customerId,
      ]);
      const insert = db.query(
        `INSERT INTO contract_products (contract_id, article_code, offer_code, status, fee) VALUES ($1, 'FC91', 'MCCSNK01', 'PLANNED_OFF', '10.00')`,
        [contract.id],
      );
      await expect(insert).rejects.toMatchObject({ code: SqlState.checkViolation });
    });
  });

  it('keeps logins unique without regard to case', async () => {
    await customer('Anna.Nowak@example.pl');
    await expect(customer('anna.nowak@EXAMPLE.pl')).rejects.toMatchObject({
      code: SqlState.uniqueViolation,
      constraint: 'customers_login_key',
    });
  });

  it('creates at most one order per cart, whatever the idempotency key', async () => {
    const customerId = await customer();
    const cartId = await cart({ customerId }, 'FINALIZED');
    await db.query(`INSERT INTO orders (cart_id, customer_id, total, idempotency_key) VALUES ($1, $2, '39.99', 'first')`, [cartId, customerId]);
    const second = db.query(`INSERT INTO orders (cart_id, customer_id, total, idempotency_key) VALUES ($1, $2, '39.99', 'second')`, [
      cartId,
      customerId,
    ]);
    await expect(second).rejects.toMatchObject({ code: SqlState.uniqueViolation, constraint: 'orders_cart_id_key' });
    expect(await count('orders')).toBe(1);
  });

  it('refuses a repeated idempotency key for another cart', async () => {
    const customerId = await customer();
    await db.query(`INSERT INTO orders (cart_id, customer_id, total, idempotency_key) VALUES ($1, $2, '1.00', 'key-1')`, [
      await cart({ customerId }, 'FINALIZED'),
      customerId,
    ]);
    const again = db.query(`INSERT INTO orders (cart_id, customer_id, total, idempotency_key) VALUES ($1, $2, '1.00', 'key-1')`, [
      await cart({ customerId }),
      customerId,
    ]);
    await expect(again).rejects.toMatchObject({ code: SqlState.uniqueViolation, constraint: 'orders_idempotency_key_key' });
  });

  it("refuses an order for someone else's cart", async () => {
    const owner = await customer('owner@example.pl');
    const stranger = await customer('stranger@example.pl');
    const cartId = await cart({ customerId: owner });
    await expect(order(cartId, stranger)).rejects.toMatchObject({ code: SqlState.foreignKeyViolation });
  });

  it('records one successful payment per order', async () => {
    const customerId = await customer();
    const orderId = await order(await cart({ customerId }, 'FINALIZED'), customerId);
    const pay = (status: string) =>
      db.query(`INSERT INTO payments (order_id, mop_id, amount, status) VALUES ($1, 1, '39.99', $2)`, [orderId, status]);
    await pay('FAILED');
    await pay('SUCCEEDED');
    await expect(pay('SUCCEEDED')).rejects.toMatchObject({ code: SqlState.uniqueViolation, constraint: 'payments_one_success_per_order' });
  });

  it('keeps one cart in progress per customer, and a finished one beside it', async () => {
    const customerId = await customer();
    await cart({ customerId }, 'FINALIZED');
    await cart({ customerId });
    await expect(cart({ customerId })).rejects.toMatchObject({
      code: SqlState.uniqueViolation,
      constraint: 'carts_one_active_per_customer',
    });
    await db.query('INSERT INTO carts (customer_id, lto) VALUES ($1, true)', [customerId]);
    expect(await count('carts', 'customer_id = $1', [customerId])).toBe(3);
  });

  it('keeps one active payment mean of each id per customer, but several cards', async () => {
    const customerId = await customer();
    const add = (mopId: number, status: string) =>
      db.query(`INSERT INTO payment_means (customer_id, mop_id, display_string, status) VALUES ($1, $2, 'x', $3)`, [customerId, mopId, status]);
    await add(1, 'ACTIVE');
    await add(8, 'ACTIVE');
    await add(1, 'PENDING');
    await add(1, 'ACTIVE');
    await expect(add(8, 'ACTIVE')).rejects.toMatchObject({ code: SqlState.uniqueViolation });
  });

  it('numbers orders for customers to read aloud: prefix, year, a sequence never repeated', async () => {
    const customerId = await customer();
    const sid = await session(customerId);
    const first = await order(await cart({ customerId, sessionId: sid }, 'FINALIZED'), customerId);
    const second = await order(await cart({ customerId, sessionId: sid }, 'FINALIZED'), customerId);
    const numbers = (
      await db.query<{ number: string }>('SELECT number FROM orders WHERE id = ANY($1::uuid[]) ORDER BY created_at, number', [[first, second]])
    ).rows.map((row) => row.number);
    expect(numbers).toEqual([expect.stringMatching(/^HZ-\d{4}-\d{5}$/), expect.stringMatching(/^HZ-\d{4}-\d{5}$/)]);
    expect(new Set(numbers).size).toBe(2);
    await expect(db.query(`UPDATE orders SET number = $2 WHERE id = $1`, [second, numbers[0]])).rejects.toMatchObject({
      code: SqlState.uniqueViolation,
    });
  });

  it('removes everything a customer owns when the account is deleted, keeping anonymous analytics', async () => {
    const customerId = await customer();
    const sid = await session(customerId);
    const cartId = await cart({ customerId, sessionId: sid }, 'FINALIZED');
    const orderId = await order(cartId, customerId);
    await db.query(`INSERT INTO payments (order_id, mop_id, amount) VALUES ($1, 8, '39.99')`, [orderId]);
    await db.query(`INSERT INTO consents (customer_id, code, value) VALUES ($1, 'INDELECTR_MAIL_MCI', true)`, [customerId]);
    await db.query(`INSERT INTO analytics_events (session_id, customer_id, action, uri) VALUES ($1, $2, 'click', '/moje-konto')`, [sid, customerId]);

    await db.query('DELETE FROM customers WHERE id = $1', [customerId]);

    for (const table of ['sessions', 'carts', 'orders', 'payments', 'consents']) expect(await count(table), table).toBe(0);
    expect(await one('SELECT session_id, customer_id, action FROM analytics_events')).toEqual({
      session_id: null,
      customer_id: null,
      action: 'click',
    });
  });

  it("keeps a customer's cart and order when the session ends", async () => {
    const customerId = await customer();
    const sid = await session(customerId);
    const cartId = await cart({ customerId, sessionId: sid }, 'FINALIZED');
    await order(cartId, customerId);
    await db.query('DELETE FROM sessions WHERE id = $1', [sid]);
    expect(await one('SELECT session_id, customer_id FROM carts WHERE id = $1', [cartId])).toEqual({ session_id: null, customer_id: customerId });
    expect(await count('orders', 'cart_id = $1', [cartId])).toBe(1);
  });

  it("carries a session's cart along when the session id is rotated", async () => {
    const oldId = await session();
    const cartId = await cart({ sessionId: oldId });
    const newId = sessionId();
    await db.query('UPDATE sessions SET id = $1, rotated_from = id WHERE id = $2', [newId, oldId]);
    expect(await one('SELECT session_id FROM carts WHERE id = $1', [cartId])).toEqual({ session_id: newId });
    expect(await one('SELECT rotated_from FROM sessions WHERE id = $1', [newId])).toEqual({ rotated_from: oldId });
  });

  it('counts rate-limit hits per key and window', async () => {
    const hit = () =>
      one<{ count: number }>(
        `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1 RETURNING count`,
        ['login:127.0.0.1', new Date('2026-11-21T10:00:00Z')],
      );
    await hit();
    await hit();
    expect(await hit()).toEqual({ count: 3 });
  });

  it('stores OIDC payloads with unique uids per model', async () => {
    const store = (id: string, uid: string) =>
      db.query(`INSERT INTO oidc_payloads (model, id, payload, uid, expires_at) VALUES ('Session', $1, $2, $3, now() + interval '1 day')`, [
        id,
        { accountId: 'demo', uid },
        uid,
      ]);
    await store('s1', 'u1');
    expect(await one(`SELECT payload FROM oidc_payloads WHERE model = 'Session' AND uid = 'u1'`)).toEqual({
      payload: { accountId: 'demo', uid: 'u1' },
    });
    await expect(store('s2', 'u1')).rejects.toMatchObject({ code: SqlState.uniqueViolation, constraint: 'oidc_payloads_uid_key' });
  });
});
