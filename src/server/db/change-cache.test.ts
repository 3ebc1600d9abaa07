import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCache } from './change-cache.ts';
import { drivers, openTestDatabase, type TestDatabase } from './test-support.ts';

const SESSION_ID = 'a'.repeat(64);

describe.each(drivers)('change cache on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
    await t.db.query(
      `INSERT INTO sessions (id, xsrf_token, data, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, '{"n": 1}', now(), now(), now() + interval '1 hour')`,
      [SESSION_ID, 'x'.repeat(43)],
    );
  }, 60_000);
  afterAll(async () => t?.cleanup());

  /** The session's data as the database has it now, counting reads. */
  function reader() {
    const counter = { reads: 0 };
    const read = async () => {
      counter.reads += 1;
      return (await t.db.query<{ data: { n: number } }>('SELECT data FROM sessions WHERE id = $1', [SESSION_ID])).rows[0]?.data.n;
    };
    return { counter, read };
  }

  it('is exact: cached on embedded PGlite until a committed change names the key, absent on a PostgreSQL server', async () => {
    const cache = await changeCache<number | undefined>(t.db, 'portal_session_changed');
    const { counter, read } = reader();
    try {
      expect(cache.enabled).toBe(driver === 'pglite');
      expect(await cache.get(SESSION_ID, read)).toBe(1);
      expect(await cache.get(SESSION_ID, read)).toBe(1);
      expect(counter.reads).toBe(driver === 'pglite' ? 1 : 2);

      await t.db.query(`UPDATE sessions SET data = '{"n": 2}' WHERE id = $1`, [SESSION_ID]);
      expect(await cache.get(SESSION_ID, read)).toBe(2);

      // A change rolled back leaves the cached value as it was, and reads inside a transaction see the transaction.
      await expect(
        t.db.transaction(async () => {
          await t.db.query(`UPDATE sessions SET data = '{"n": 3}' WHERE id = $1`, [SESSION_ID]);
          expect(await cache.get(SESSION_ID, read)).toBe(3);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      expect(await cache.get(SESSION_ID, read)).toBe(2);
    } finally {
      await cache.close();
    }
  });

  it('does not keep a value read while a change was committed', async () => {
    const cache = await changeCache<number | undefined>(t.db, 'portal_session_changed');
    const { counter, read } = reader();
    try {
      const racing = cache.get(SESSION_ID, async () => {
        const value = await read();
        await t.db.query(`UPDATE sessions SET data = '{"n": 4}' WHERE id = $1`, [SESSION_ID]);
        return value;
      });
      expect(await racing).toBe(2);
      expect(await cache.get(SESSION_ID, read)).toBe(4);
      expect(counter.reads).toBe(2);
    } finally {
      await cache.close();
    }
  });

  it('hears of changes to a customer’s records under the customer’s id, and only theirs', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen?.('portal_customer_changed', (key) => heard.push(key));
    if (!unlisten) return expect(driver).toBe('postgres');
    try {
      const [customer, other] = (
        await t.db.query<{ id: string }>(
          `INSERT INTO customers (login, display_name, customer_identifier) VALUES ('a@example.pl', 'A', 'ID-A'), ('b@example.pl', 'B', 'ID-B') RETURNING id`,
        )
      ).rows.map((row) => row.id);
      const contract = (
        await t.db.query<{ id: string }>(`INSERT INTO contracts (customer_id, cgroupe, debabo) VALUES ($1, 'C', '2026-01-01') RETURNING id::text AS id`, [customer])
      ).rows[0]!.id;
      const cart = (await t.db.query<{ id: string }>('INSERT INTO carts (customer_id) VALUES ($1) RETURNING id', [customer])).rows[0]!.id;
      heard.length = 0;
      await t.db.query(`INSERT INTO contract_products (contract_id, article_code, offer_code, fee) VALUES ($1, 'HOR01', 'OTT_START_M', 29.99)`, [contract]);
      await t.db.query(`UPDATE contract_products SET status = 'PLANNED_OFF', end_date = '2026-12-31' WHERE contract_id = $1`, [contract]);
      await t.db.query(`INSERT INTO payment_means (customer_id, mop_id, display_string, status) VALUES ($1, 8, 'Kod', 'ACTIVE')`, [customer]);
      await t.db.query(`INSERT INTO addresses (customer_id, kind, street, number, postal_code, city) VALUES ($1, 'MAIN', 'Polna', '1', '00-001', 'Warszawa')`, [customer]);
      await t.db.query(`INSERT INTO consents (customer_id, code, value) VALUES ($1, 'INDREK_MCI', true)`, [customer]);
      await t.db.query(`UPDATE customers SET account_balance = 10 WHERE id = $1`, [customer]);
      const order = (await t.db.query<{ id: string }>(`INSERT INTO orders (cart_id, customer_id, total) VALUES ($1, $2, 29.99) RETURNING id`, [cart, customer])).rows[0]!.id;
      await t.db.query(`UPDATE orders SET status = 'CONFIRMED' WHERE id = $1`, [order]);
      expect(heard).toEqual(Array(8).fill(customer));
      await t.db.query(`UPDATE customers SET account_balance = 5 WHERE id = $1`, [other]);
      expect(heard.at(-1)).toBe(other);
    } finally {
      await unlisten();
    }
  });

  it('hears of cart changes under the owner’s key, items and sale consents included', async () => {
    const heard: string[] = [];
    const unlisten = await t.db.listen?.('portal_cart_changed', (key) => heard.push(key));
    if (!unlisten) return expect(driver).toBe('postgres');
    try {
      const cart = (await t.db.query<{ id: string }>('INSERT INTO carts (session_id) VALUES ($1) RETURNING id', [SESSION_ID])).rows[0]!.id;
      await t.db.query(`INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'O', 'A1', 1)`, [cart]);
      await t.db.query(`INSERT INTO consents (cart_id, code, value) VALUES ($1, 'INDREK_MCI', true)`, [cart]);
      expect(heard).toEqual([`s:${SESSION_ID}`, `s:${SESSION_ID}`, `s:${SESSION_ID}`]);
    } finally {
      await unlisten();
    }
  });
});
