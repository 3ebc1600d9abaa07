import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XSRF_COOKIE as CLIENT_XSRF_COOKIE, XSRF_HEADER as CLIENT_XSRF_HEADER } from '#api-client/xsrf.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { createSession, purgeExpiredSessions } from './store.ts';

const MINUTE = 60_000;

describe.each(anyDriver)('purgeExpiredSessions on %s', (driver) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await openTestDatabase(driver);
  }, 30_000);
  afterEach(async () => {
    await testDb.cleanup();
  });

  it('removes expired sessions and the anonymous carts they leave, keeping live sessions and customers’ carts', async () => {
    const { db } = testDb;
    const start = new Date('2026-11-02T09:00:00Z');
    const expired = await createSession(db, { now: start, idleMs: 30 * MINUTE });
    const live = await createSession(db, { now: new Date(start.getTime() + 20 * MINUTE), idleMs: 30 * MINUTE });
    const customer = (
      await db.query<{ id: string }>(
        `INSERT INTO customers (login, display_name, customer_identifier) VALUES ('jan@example.pl', 'Jan', 'C-1') RETURNING id`,
      )
    ).rows[0]!.id;
    await db.query('INSERT INTO carts (session_id) VALUES ($1), ($2)', [expired.record.id, live.record.id]);
    await db.query('INSERT INTO carts (session_id, customer_id) VALUES ($1, $2)', [expired.record.id, customer]);

    const removed = await purgeExpiredSessions(db, new Date(start.getTime() + 31 * MINUTE));

    expect(removed).toBe(1);
    expect((await db.query('SELECT id FROM sessions')).rows).toEqual([{ id: live.record.id }]);
    const carts = (await db.query('SELECT session_id, customer_id FROM carts ORDER BY customer_id NULLS FIRST')).rows;
    expect(carts).toEqual([
      { session_id: live.record.id, customer_id: null },
      { session_id: null, customer_id: customer },
    ]);
  });
});

describe('cookie and header names', () => {
  it('are the ones the browser client reads and sends (spec 9)', () => {
    expect(XSRF_COOKIE).toBe(CLIENT_XSRF_COOKIE);
    expect(XSRF_HEADER).toBe(CLIENT_XSRF_HEADER.toLowerCase());
  });
});
