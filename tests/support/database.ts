import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrate, type Database, type DriverName } from '#server/db/index.ts';
import { wrapPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { MIGRATED_SCHEMAS } from '../setup/database-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Test databases. Every test works on a migrated database of its own, dropped
 * afterwards, so parallel files and leftovers never meet. What is made once
 * per run (tests/setup/database-template.ts) is copied, not migrated again:
 * - PGlite: each file loads the run's snapshot into one in-memory instance
 *   (no initdb) and hands out its migrated schemas, migrating a fresh schema
 *   only when they are used up; tests within a file run one after another.
 * - PostgreSQL (TEST_DATABASE_URL): a database per test, copied from the
 *   run's migrated template.
 *
 * `drivers` are for tests whose subject depends on the driver (locks,
 * notifications, pools, several processes, concurrency, migrations); the rest
 * use `anyDriver`, which runs them on PGlite: the SQL is the same PostgreSQL.
 */

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const drivers: DriverName[] = ['pglite', ...(testUrl ? (['postgres'] as const) : [])];
export const anyDriver: DriverName[] = ['pglite'];

let pglite: PGlite | undefined;
let migratedLeft: string[] = [];

beforeAll(async () => {
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) {
    pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
    migratedLeft = [...MIGRATED_SCHEMAS];
  } else {
    pglite = await PGlite.create('memory://');
  }
}, 60_000);

afterAll(async () => {
  await pglite?.close();
});

export interface TestDatabase {
  db: Database;
  /** The schema the database works in (its own on PGlite; `public` of a database of its own on PostgreSQL). */
  schema: string;
  /** Another independent handle on the same database (a second server, for races). */
  openAnother(): Promise<Database>;
  /** The database's URL on PostgreSQL, for servers started as processes of their own; none on PGlite (one process holds it). */
  url: string | null;
  cleanup(): Promise<void>;
}

export async function openTestDatabase(driver: DriverName, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  const handles: Database[] = [];
  let schema: string;
  let open: () => Promise<Database>;
  let drop: () => Promise<void>;
  let url: string | null = null;
  let needsMigration = migrated;

  if (driver === 'pglite') {
    const instance = pglite;
    if (!instance) throw new Error('The shared PGlite instance is not started');
    schema = `test_${randomBytes(8).toString('hex')}`;
    const ready = migrated ? migratedLeft.shift() : undefined;
    if (ready) {
      await instance.exec(`ALTER SCHEMA ${ready} RENAME TO ${schema}`);
      needsMigration = false;
    } else {
      await instance.exec(`CREATE SCHEMA ${schema}`);
    }
    open = () => wrapPglite(instance, { schema, closeInstance: false });
    drop = async () => {
      await instance.exec(`DROP SCHEMA ${schema} CASCADE; SET search_path TO public`);
    };
  } else {
    if (!testUrl) throw new Error('TEST_DATABASE_URL is not set');
    const template = migrated ? inject('postgresTemplate') : null;
    const database = await createScratchDatabase(testUrl, { prefix: 'test', ...(template ? { template } : {}) });
    if (template) needsMigration = false;
    schema = 'public';
    // Dropping the test database ends the connections still idle in its pools (57P01): expected, not worth a log line.
    const onIdleError = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL: idle connection failed:', error.message);
    };
    url = database.url;
    open = async () => openPostgres({ url: database.url, poolSize: 4, onIdleError });
    drop = database.drop;
  }

  const openAnother = async () => {
    const handle = await open();
    handles.push(handle);
    return handle;
  };
  const db = await openAnother();
  if (needsMigration) await migrate(db);

  return {
    db,
    schema,
    openAnother,
    url,
    async cleanup() {
      await Promise.all(handles.map((handle) => handle.close()));
      await drop();
    },
  };
}
