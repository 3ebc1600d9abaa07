import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLiveSession, purgeExpiredSessions } from '../sessions/store.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { localVersions } from './local-versions.ts';
import { versionedCache } from './versioned-cache.ts';

const SESSION_ID = 'a'.repeat(64);

describe.each(drivers)('versioned caches on %s', (driver) => {
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

  const version = async (key: string) =>
    (await t.db.query<{ version: string }>('SELECT version::text AS version FROM cache_versions WHERE key = $1', [key])).rows[0]?.version;

  it('hands out a value only at the version it was read at; without a version, or inside a transaction, it reads the database', async () => {
    const cache = versionedCache<number | undefined>(t.db);
    const { counter, read } = reader();
    expect(await cache.get(SESSION_ID, '1', read)).toBe(1);
    expect(await cache.get(SESSION_ID, '1', read)).toBe(1);
    expect(counter.reads).toBe(1);

    await t.db.query(`UPDATE sessions SET data = '{"n": 2}' WHERE id = $1`, [SESSION_ID]);
    expect(await cache.get(SESSION_ID, '2', read)).toBe(2);
    expect(await cache.get(SESSION_ID, undefined, read)).toBe(2);
    expect(counter.reads).toBe(3);

    // A change rolled back leaves the cached value as it was, and reads inside a transaction see the transaction.
    await expect(
      t.db.transaction(async () => {
        await t.db.query(`UPDATE sessions SET data = '{"n": 3}' WHERE id = $1`, [SESSION_ID]);
        expect(await cache.get(SESSION_ID, '2', read)).toBe(3);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await cache.get(SESSION_ID, '2', read)).toBe(2);
    expect(counter.reads).toBe(4);
  });

  it('reads the versions of what a session shows together with the session, counted up by each committed change', async () => {
    const customer = (
      await t.db.query<{ id: string }>(
        `INSERT INTO customers (login, display_name, customer_identifier) VALUES ('v@example.pl', 'V', 'ID-V') RETURNING id`,
      )
    ).rows[0]!.id;
    const id = 'b'.repeat(64);
    await t.db.query(
      `INSERT INTO sessions (id, xsrf_token, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', now(), now(), now() + interval '1 hour')`,
      [id, 'y'.repeat(43)],
    );
    const now = new Date();
    expect((await findLiveSession(t.db, id, now))?.cacheVersions).toEqual({ customer: '0', cart: '0' });

    const cart = (await t.db.query<{ id: string }>('INSERT INTO carts (session_id) VALUES ($1) RETURNING id', [id])).rows[0]!.id;
    await t.db.query(`INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'O', 'A1', 1)`, [cart]);
    expect((await findLiveSession(t.db, id, now))?.cacheVersions).toEqual({ customer: '0', cart: '2' });

    // Signed in: the customer's records and the customer's carts.
    await t.db.query('UPDATE sessions SET customer_id = $2 WHERE id = $1', [id, customer]);
    await t.db.query(`UPDATE customers SET account_balance = 7 WHERE id = $1`, [customer]);
    await t.db.query('UPDATE carts SET customer_id = $2 WHERE id = $1', [cart, customer]);
    expect((await findLiveSession(t.db, id, now))?.cacheVersions).toEqual({ customer: '1', cart: '1' });
    // The anonymous owner's cart was counted up once more when the cart left it.
    expect(await version(`portal_cart_changed:s:${id}`)).toBe('3');

    // A change rolled back counts nothing.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`UPDATE customers SET account_balance = 8 WHERE id = $1`, [customer]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version(`portal_customer_changed:${customer}`)).toBe('1');
  });

  it('forgets the cart versions of sessions that are gone, and only theirs', async () => {
    const id = 'c'.repeat(64);
    await t.db.query(
      `INSERT INTO sessions (id, xsrf_token, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 minute')`,
      [id, 'z'.repeat(43)],
    );
    const live = 'e'.repeat(64);
    await t.db.query(
      `INSERT INTO sessions (id, xsrf_token, data, created_at, last_seen_at, expires_at) VALUES ($1, $2, '{}', now(), now(), now() + interval '1 hour')`,
      [live, 'w'.repeat(43)],
    );
    await t.db.query('INSERT INTO carts (session_id) VALUES ($1), ($2)', [id, live]);
    expect(await version(`portal_cart_changed:s:${id}`)).toBe('1');
    await purgeExpiredSessions(t.db, new Date());
    expect(await version(`portal_cart_changed:s:${id}`)).toBeUndefined();
    expect(await version(`portal_cart_changed:s:${live}`)).toBe('1');
  });

  it('counts versions in the process from the notifications on embedded PGlite, before the writing call returns', async () => {
    if (!t.db.listen) return expect(driver).toBe('postgres');
    const local = await localVersions(t.db, ['portal_session_changed']);
    try {
      const before = local.of('portal_session_changed', SESSION_ID);
      await t.db.query(`UPDATE sessions SET data = '{"n": 5}' WHERE id = $1`, [SESSION_ID]);
      const after = local.of('portal_session_changed', SESSION_ID);
      expect(after).not.toBe(before);
      expect(local.of('portal_session_changed', 'd'.repeat(64))).toBe(before);
      await t.db.query(`UPDATE sessions SET data = '{"n": 6}' WHERE id = $1`, [SESSION_ID]);
      expect(local.of('portal_session_changed', SESSION_ID)).not.toBe(after);
    } finally {
      await local.close();
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
        await t.db.query<{ id: string }>(
          `INSERT INTO contracts (customer_id, cgroupe, debabo) VALUES ($1, 'C', '2026-01-01') RETURNING id::text AS id`,
          [customer],
        )
      ).rows[0]!.id;
      const cart = (await t.db.query<{ id: string }>('INSERT INTO carts (customer_id) VALUES ($1) RETURNING id', [customer])).rows[0]!.id;
      heard.length = 0;
      await t.db.query(`INSERT INTO contract_products (contract_id, article_code, offer_code, fee) VALUES ($1, 'HOR01', 'OTT_START_M', 29.99)`, [
        contract,
      ]);
      await t.db.query(`UPDATE contract_products SET status = 'PLANNED_OFF', end_date = '2026-12-31' WHERE contract_id = $1`, [contract]);
      await t.db.query(`INSERT INTO payment_means (customer_id, mop_id, display_string, status) VALUES ($1, 8, 'Kod', 'ACTIVE')`, [customer]);
      await t.db.query(
        `INSERT INTO addresses (customer_id, kind, street, number, postal_code, city) VALUES ($1, 'MAIN', 'Polna', '1', '00-001', 'Warszawa')`,
        [customer],
      );
      await t.db.query(`INSERT INTO consents (customer_id, code, value) VALUES ($1, 'INDREK_MCI', true)`, [customer]);
      await t.db.query(`UPDATE customers SET account_balance = 10 WHERE id = $1`, [customer]);
      const order = (
        await t.db.query<{ id: string }>(`INSERT INTO orders (cart_id, customer_id, total) VALUES ($1, $2, 29.99) RETURNING id`, [cart, customer])
      ).rows[0]!.id;
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
