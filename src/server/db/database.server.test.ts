import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseError, SqlState, type Database } from './database.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('database on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;

  beforeEach(async () => {
    t = await openTestDatabase(driver, { migrate: false });
    db = t.db;
    await db.exec(`
      CREATE TABLE notes (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title text NOT NULL UNIQUE,
        price numeric(10, 2),
        seen_at timestamptz,
        due date,
        body jsonb
      );
      CREATE TABLE counter (n integer NOT NULL);
      INSERT INTO counter VALUES (0);
    `);
  });

  afterEach(() => t.cleanup());

  const titles = async () => (await db.query<{ title: string }>('SELECT title FROM notes ORDER BY title')).rows.map((r) => r.title);

  it('reports the driver it runs on', () => {
    expect(db.driver).toBe(driver);
  });

  it('works in UTC, so casting an instant to a date gives the same day on both drivers', async () => {
    const { rows } = await db.query(`SELECT current_setting('TimeZone') AS tz, $1::timestamptz::date AS day`, [new Date('2026-03-01T23:30:00Z')]);
    expect(rows).toEqual([{ tz: 'UTC', day: '2026-03-01' }]);
  });

  it('returns rows and counts for reads and writes', async () => {
    const inserted = await db.query('INSERT INTO notes (title) VALUES ($1), ($2), ($3)', ['a', 'b', 'c']);
    expect(inserted.rowCount).toBe(3);
    const updated = await db.query('UPDATE notes SET price = $1 WHERE title <> $2', ['1.50', 'a']);
    expect(updated.rowCount).toBe(2);
    const read = await db.query<{ title: string; price: string | null }>('SELECT title, price FROM notes ORDER BY title');
    expect(read.rowCount).toBe(3);
    expect(read.rows).toEqual([
      { title: 'a', price: null },
      { title: 'b', price: '1.50' },
      { title: 'c', price: '1.50' },
    ]);
  });

  it('returns the same JavaScript types from both drivers', async () => {
    const seenAt = new Date('2026-03-01T10:15:30.123Z');
    await db.query('INSERT INTO notes (title, price, seen_at, due, body) VALUES ($1, $2, $3, $4, $5)', [
      'typed',
      '39.99',
      seenAt,
      '2026-12-31',
      { channels: ['sport', 'film'], hd: true },
    ]);
    const { rows } = await db.query(
      `SELECT id, price, seen_at, due, body, 40::numeric(10, 2) AS whole,
              ARRAY[1.5, 2]::numeric(10, 2)[] AS prices, ARRAY[7, 8]::int8[] AS ids,
              ARRAY['2026-01-02'::date] AS days, count(*) OVER () AS total
       FROM notes`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        price: '39.99',
        seen_at: seenAt,
        due: '2026-12-31',
        body: { channels: ['sport', 'film'], hd: true },
        whole: '40.00',
        prices: ['1.50', '2.00'],
        ids: [7, 8],
        days: ['2026-01-02'],
        total: 1,
      },
    ]);
    expect(rows[0]?.seen_at).toBeInstanceOf(Date);
  });

  it('passes decimal.js values, JSON arrays as text and array parameters the same way', async () => {
    await db.query('INSERT INTO notes (title, price, body) VALUES ($1, $2, $3), ($4, $5, $6)', [
      'decimal',
      new Decimal('12.3'),
      JSON.stringify([1, 2, 3]),
      'empty',
      undefined,
      null,
    ]);
    const { rows } = await db.query('SELECT title, price, body FROM notes WHERE title = ANY($1) ORDER BY title', [['decimal', 'empty']]);
    expect(rows).toEqual([
      { title: 'decimal', price: '12.30', body: [1, 2, 3] },
      { title: 'empty', price: null, body: null },
    ]);
  });

  it('refuses an int8 beyond the safe integer range instead of rounding it', async () => {
    await expect(db.query('SELECT 9007199254740993::int8 AS big')).rejects.toThrow(/safe integer/);
    expect((await db.query('SELECT 9007199254740993::int8::text AS big')).rows).toEqual([{ big: '9007199254740993' }]);
  });

  it('commits a transaction and returns its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['one']);
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['two']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await titles()).toEqual(['one', 'two']);
  });

  it('rolls back everything when a statement fails after a successful one', async () => {
    await db.query('INSERT INTO notes (title) VALUES ($1)', ['existing']);
    const attempt = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['first']);
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['existing']);
    });
    await expect(attempt).rejects.toMatchObject({
      name: 'DatabaseError',
      code: SqlState.uniqueViolation,
      constraint: 'notes_title_key',
      table: 'notes',
    });
    expect(await titles()).toEqual(['existing']);
  });

  it('rolls back on an application error and rethrows that same error', async () => {
    const failure = new Error('payment declined');
    const attempt = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['pending']);
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    expect(await titles()).toEqual([]);
  });

  it('refuses to commit when a failed statement was caught inside the transaction', async () => {
    await db.query('INSERT INTO notes (title) VALUES ($1)', ['existing']);
    const attempt = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['kept?']);
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['existing']).catch(() => undefined);
    });
    await expect(attempt).rejects.toMatchObject({ code: SqlState.transactionAborted });
    expect(await titles()).toEqual(['existing']);
  });

  it('runs nested transactions and database calls inside the outer transaction', async () => {
    const attempt = db.transaction(async () => {
      await db.transaction(async (inner) => {
        await inner.query('INSERT INTO notes (title) VALUES ($1)', ['inner']);
      });
      // The uncommitted row is visible: the call joined the transaction instead of using another connection.
      expect((await db.query('SELECT count(*) AS n FROM notes')).rows).toEqual([{ n: 1 }]);
      throw new Error('outer fails');
    });
    await expect(attempt).rejects.toThrow('outer fails');
    expect(await titles()).toEqual([]);
  });

  it('keeps statements from outside a running transaction out of it', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (title) VALUES ($1)', ['inside']);
      inside();
      await sleep(50);
      throw new Error('abort');
    });
    await started;
    const outside = db.query('INSERT INTO notes (title) VALUES ($1)', ['outside']);
    await expect(rolledBack).rejects.toThrow('abort');
    await outside;
    expect(await titles()).toEqual(['outside']);
  });

  it('loses no update when concurrent transactions read and write under FOR UPDATE', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('SELECT n FROM counter FOR UPDATE');
          await sleep(2);
          await tx.query('UPDATE counter SET n = $1', [(rows[0]?.n ?? 0) + 1]);
        }),
      ),
    );
    expect((await db.query('SELECT n FROM counter')).rows).toEqual([{ n: 8 }]);
  });

  it('rejects a transaction handle used after its transaction ended', async () => {
    const escaped = await db.transaction(async (tx) => tx);
    await expect(escaped.query('SELECT 1')).rejects.toThrow('The transaction has already finished');
  });

  it('raises check and not-null violations as DatabaseError with their SQLSTATE', async () => {
    await db.exec('ALTER TABLE notes ADD CONSTRAINT notes_price_positive CHECK (price > 0)');
    const negative = db.query('INSERT INTO notes (title, price) VALUES ($1, $2)', ['x', '-1']);
    await expect(negative).rejects.toBeInstanceOf(DatabaseError);
    await expect(negative).rejects.toMatchObject({ code: SqlState.checkViolation, constraint: 'notes_price_positive' });
    await expect(db.query('INSERT INTO notes (title) VALUES (NULL)')).rejects.toMatchObject({
      code: SqlState.notNullViolation,
      column: 'title',
    });
  });

  it('refuses queries once closed', async () => {
    const other = await t.openAnother();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow('The database is closed');
  });
});
