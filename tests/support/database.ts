import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migrate, type Database, type DriverName } from '#server/db/index.ts';
import { createPglite, wrapPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { MIGRATED_SCHEMAS } from '../setup/database-template.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Test databases. Every test works on a migrated database of its own, dropped
 * afterwards, so parallel files and leftovers never meet. What is made once
 * per run (tests/setup/database-template.ts) is copied, not migrated again:
 * - PGlite: a worker loads the run's snapshot into an in-memory instance (no
 *   initdb) and hands out its migrated schemas, loading it again when they are
 *   used up, and closing an instance once every schema it gave is dropped;
 *   tests within a worker run one after another. Files that share a worker
 *   (server tests run unisolated) share the instances too.
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

/** An instance loaded from the snapshot: the migrated schemas it has left, and how many it gave that are still in use. */
interface LoadedSnapshot {
  instance: PGlite;
  left: string[];
  inUse: number;
}

let loaded: Promise<LoadedSnapshot> | undefined;

async function loadSnapshot(): Promise<LoadedSnapshot> {
  const snapshot = inject('pgliteSnapshot');
  if (!snapshot) return { instance: await createPglite('memory://'), left: [], inUse: 0 };
  return { instance: await createPglite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) }), left: [...MIGRATED_SCHEMAS], inUse: 0 };
}

/** A schema of its own on a loaded instance: migrated already, unless there was no snapshot. */
async function takeSchema(migrated: boolean): Promise<{ instance: PGlite; schema: string; needsMigration: boolean; release(): Promise<void> }> {
  let current = await (loaded ??= loadSnapshot());
  if (migrated && current.left.length === 0 && inject('pgliteSnapshot')) current = await (loaded = loadSnapshot());
  const { instance } = current;
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const ready = migrated ? current.left.shift() : undefined;
  await instance.exec(ready ? `ALTER SCHEMA ${ready} RENAME TO ${schema}` : `CREATE SCHEMA ${schema}`);
  current.inUse += 1;
  const owner = current;
  return {
    instance,
    schema,
    needsMigration: migrated && !ready,
    async release() {
      await instance.exec(`DROP SCHEMA ${schema} CASCADE; SET search_path TO public`);
      owner.inUse -= 1;
      // An instance no longer handed out, with nothing of its own in use, is closed: its memory is the worker's.
      if (owner.inUse === 0 && loaded && owner !== (await loaded)) await instance.close();
    },
  };
}

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
    const taken = await takeSchema(migrated);
    schema = taken.schema;
    needsMigration = taken.needsMigration;
    open = () => wrapPglite(taken.instance, { schema: taken.schema, closeInstance: false });
    drop = taken.release;
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
