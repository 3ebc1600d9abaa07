import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from './migrate.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';

/** Tables the spec's entities need (spec section 3); later migrations may add more. */
const expectedTables = [
  'addresses',
  'analytics_events',
  'call_bookings',
  'cart_items',
  'catalogue_entries',
  'catalogue_state',
  'carts',
  'consents',
  'contract_products',
  'contracts',
  'customers',
  'documents',
  'identity_accounts',
  'identity_secrets',
  'messages',
  'oidc_payloads',
  'orders',
  'payment_means',
  'payments',
  'prepaid_cards',
  'rate_limit_buckets',
  'schema_migrations',
  'sessions',
];

function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('migration files', () => {
  it('are read in version order with their names', async () => {
    const dir = migrationsDir({ '0002_second.sql': 'SELECT 2;', '0001_first.sql': 'SELECT 1;', 'README.md': 'not a migration' });
    const migrations = await loadMigrations(dir);
    expect(migrations.map((m) => [m.version, m.name, m.file])).toEqual([
      ['0001', 'first', '0001_first.sql'],
      ['0002', 'second', '0002_second.sql'],
    ]);
  });

  it('must follow the NNNN_name.sql pattern', async () => {
    await expect(loadMigrations(migrationsDir({ '1_first.sql': 'SELECT 1;' }))).rejects.toThrow(
      'Migration file 1_first.sql must be named NNNN_name.sql',
    );
  });

  it('must not share a version', async () => {
    const dir = migrationsDir({ '0001_a.sql': 'SELECT 1;', '0001_b.sql': 'SELECT 2;' });
    await expect(loadMigrations(dir)).rejects.toThrow('Migrations 0001_a.sql and 0001_b.sql share version 0001');
  });

  it('must not manage their own transaction', async () => {
    const dir = migrationsDir({ '0001_a.sql': 'BEGIN;\nCREATE TABLE a (x int);\nCOMMIT;\n' });
    await expect(loadMigrations(dir)).rejects.toThrow('Migration 0001_a.sql manages its own transaction');
  });
});

describe.each(drivers)('migrate on %s', (driver) => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await openTestDatabase(driver, { migrate: false });
  });

  afterEach(() => t.cleanup());

  const recorded = async () =>
    (
      await t.db.query<{ version: string; name: string; checksum: string; applied_at: Date }>(
        'SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version',
      )
    ).rows;

  const tableExists = async (name: string) =>
    (await t.db.query('SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1', [name])).rowCount === 1;

  it('creates the whole schema on an empty database and records every migration', async () => {
    const files = await loadMigrations();
    const applied = await migrate(t.db);
    expect(applied.map((m) => m.file)).toEqual(files.map((m) => m.file));
    expect((await recorded()).map(({ version, name, checksum }) => ({ version, name, checksum }))).toEqual(
      files.map(({ version, name, checksum }) => ({ version, name, checksum })),
    );
    const tables = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(expectedTables));
  });

  it('changes nothing when run again', async () => {
    await migrate(t.db);
    const before = await recorded();
    expect(await migrate(t.db)).toEqual([]);
    expect(await recorded()).toEqual(before);
  });

  it('applies each migration once when two servers start at the same moment', async () => {
    const dir = migrationsDir({
      '0001_slow.sql': 'CREATE TABLE slow (x int);\nSELECT pg_sleep(0.2);\n',
      '0002_next.sql': 'CREATE TABLE next (x int);\n',
    });
    const other = await t.openAnother();
    const [first, second] = await Promise.all([migrate(t.db, { dir }), migrate(other, { dir })]);
    expect([...first, ...second].map((m) => m.file).sort()).toEqual(['0001_slow.sql', '0002_next.sql']);
    expect((await recorded()).map((r) => r.version)).toEqual(['0001', '0002']);
  });

  it('fails clearly when an applied migration was edited', async () => {
    const dir = migrationsDir({ '0001_first.sql': 'CREATE TABLE first (x int);\n' });
    await migrate(t.db, { dir });
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE first (x int, y int);\n');
    await expect(migrate(t.db, { dir })).rejects.toThrow(
      /Migration 0001_first\.sql was changed after it was applied .*Restore the file and put the change in a new migration/,
    );
  });

  it('treats a file with other line endings as the same migration', async () => {
    const dir = migrationsDir({ '0001_first.sql': 'CREATE TABLE first (x int);\nCREATE TABLE second (x int);\n' });
    await migrate(t.db, { dir });
    fs.writeFileSync(path.join(dir, '0001_first.sql'), 'CREATE TABLE first (x int);\r\nCREATE TABLE second (x int);\r\n');
    expect(await migrate(t.db, { dir })).toEqual([]);
  });

  it('leaves no trace of a failing migration and keeps the ones before it', async () => {
    const dir = migrationsDir({
      '0001_good.sql': 'CREATE TABLE good (x int);\n',
      '0002_bad.sql': 'CREATE TABLE half (x int);\nINSERT INTO missing_table VALUES (1);\n',
    });
    await expect(migrate(t.db, { dir })).rejects.toThrow(/^Migration 0002_bad\.sql failed: relation "missing_table" does not exist/);
    expect((await recorded()).map((r) => r.version)).toEqual(['0001']);
    expect(await tableExists('good')).toBe(true);
    expect(await tableExists('half')).toBe(false);
  });

  it('refuses a new migration numbered below one already applied', async () => {
    const dir = migrationsDir({ '0001_a.sql': 'SELECT 1;\n', '0003_c.sql': 'SELECT 3;\n' });
    await migrate(t.db, { dir });
    fs.writeFileSync(path.join(dir, '0002_b.sql'), 'SELECT 2;\n');
    await expect(migrate(t.db, { dir })).rejects.toThrow(
      'Migration 0002_b.sql is numbered below 0003, which is already applied; renumber it after the latest migration.',
    );
  });

  it('tolerates migrations applied by a newer version of the server', async () => {
    const dir = migrationsDir({ '0001_a.sql': 'SELECT 1;\n', '0002_b.sql': 'SELECT 2;\n' });
    await migrate(t.db, { dir });
    fs.rmSync(path.join(dir, '0002_b.sql'));
    expect(await migrate(t.db, { dir })).toEqual([]);
  });
});
