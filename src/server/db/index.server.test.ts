import { describe, expect, it } from 'vitest';
import { loadMigrations, openDatabase } from './index.ts';

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

describe('openDatabase', () => {
  it('opens embedded PGlite without DATABASE_URL and migrates it on first start', async () => {
    const db = await openDatabase({}, { PGLITE_DIR: 'memory://' });
    try {
      expect(db.driver).toBe('pglite');
      const versions = (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows;
      expect(versions.map((r) => r.version)).toEqual((await loadMigrations()).map((m) => m.version));
    } finally {
      await db.close();
    }
  }, 60_000);

  it('rejects a pool size that is not a positive whole number before connecting', async () => {
    await expect(openDatabase({}, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATABASE_POOL_SIZE: 'many' })).rejects.toThrow(
      'DATABASE_POOL_SIZE must be a whole number of at least 1, not "many"',
    );
  });

  const servers = testUrl ? [testUrl] : [];
  it.each(servers)('uses the PostgreSQL server named by DATABASE_URL', async (url) => {
    const db = await openDatabase({ migrate: false }, { DATABASE_URL: url, DATABASE_POOL_SIZE: '2' });
    try {
      expect(db.driver).toBe('postgres');
      expect((await db.query(`SELECT current_setting('server_version_num')::int >= 150000 AS supported`)).rows).toEqual([{ supported: true }]);
    } finally {
      await db.close();
    }
  });
});
