import { describe, expect, it } from 'vitest';
import { checkIntegrity, tablesMadeBy } from './integrity.ts';
import { loadMigrations, type Migration } from './migrate.ts';
import { drivers, openTestDatabase } from '#testing/database.ts';

const migration = (sql: string): Migration => ({ version: '0001', name: 'x', file: '0001_x.sql', sql, checksum: '' });

describe('tablesMadeBy', () => {
  it('follows creations, renames and drops in order', () => {
    expect(
      tablesMadeBy([
        migration('CREATE TABLE a (id int); CREATE TABLE IF NOT EXISTS "b" (id int);'),
        migration('ALTER TABLE a RENAME TO c; DROP TABLE IF EXISTS b; ALTER TABLE c ADD COLUMN x int;'),
      ]),
    ).toEqual(['c']);
  });

  it('finds every table of the portal’s migrations', async () => {
    const tables = tablesMadeBy(await loadMigrations());
    expect(tables).toEqual(expect.arrayContaining(['customers', 'sessions', 'carts', 'orders', 'payments', 'rate_limit_buckets']));
  });
});

describe.each(drivers)('the start-up integrity check on %s', (driver) => {
  for (const scan of [false, true]) {
    it(`passes a whole, migrated database and counts its tables (${scan ? 'every row read' : 'each table touched'})`, async () => {
      const t = await openTestDatabase(driver);
      try {
        const report = await checkIntegrity(t.db, { label: 'test', scan });
        expect(report.fresh).toBe(false);
        expect(report.tables).toBe(tablesMadeBy(await loadMigrations()).length + 1);
      } finally {
        await t.cleanup();
      }
    });
  }

  it('says a database without tables is fresh', async () => {
    const t = await openTestDatabase(driver, { migrate: false });
    try {
      expect(await checkIntegrity(t.db, { label: 'test', scan: true })).toEqual({ fresh: true, tables: 0 });
    } finally {
      await t.cleanup();
    }
  });

  it('refuses a database whose migrations made a table that is gone, naming it', async () => {
    const t = await openTestDatabase(driver);
    try {
      await t.db.exec('DROP TABLE order_summary_consents; DROP TABLE messages CASCADE');
      await expect(checkIntegrity(t.db, { label: 'baza testowa', scan: false })).rejects.toThrow(
        'The database baza testowa is damaged: tables made by its migrations are missing: messages, order_summary_consents.',
      );
    } finally {
      await t.cleanup();
    }
  });

  it('refuses a database that holds tables of something else, before migrations would write into it', async () => {
    const t = await openTestDatabase(driver, { migrate: false });
    try {
      await t.db.exec('CREATE TABLE invoices (id int PRIMARY KEY)');
      await expect(checkIntegrity(t.db, { label: 'obca', scan: false })).rejects.toThrow(
        "it holds tables (invoices…) but no schema_migrations table, so it is not the portal's database",
      );
    } finally {
      await t.cleanup();
    }
  });
});
