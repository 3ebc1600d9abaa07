import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DriverName } from './database.ts';
import { migrate } from './migrate.ts';
import { wrapPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * Test databases for every driver available: PGlite in memory always, the
 * PostgreSQL server when TEST_DATABASE_URL is set. Each test works in a fresh
 * schema that is dropped afterwards, so parallel runs and leftovers never meet.
 * PGlite shares one in-memory instance per test file (starting one takes
 * seconds); tests within a file run one after another, so its schemas never overlap.
 */

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const drivers: DriverName[] = ['pglite', ...(testUrl ? (['postgres'] as const) : [])];

let pglite: PGlite | undefined;
let admin: Database | undefined;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  if (testUrl) admin = openPostgres({ url: testUrl, poolSize: 1 });
}, 60_000);

afterAll(async () => {
  await pglite?.close();
  await admin?.close();
});

export interface TestDatabase {
  db: Database;
  schema: string;
  /** Another independent handle on the same schema (a second server, for races). */
  openAnother(): Promise<Database>;
  cleanup(): Promise<void>;
}

export async function openTestDatabase(driver: DriverName, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const handles: Database[] = [];
  let open: () => Promise<Database>;
  let dropSchema: () => Promise<void>;

  if (driver === 'pglite') {
    const instance = pglite;
    if (!instance) throw new Error('The shared PGlite instance is not started');
    await instance.exec(`CREATE SCHEMA ${schema}`);
    open = () => wrapPglite(instance, { schema, closeInstance: false });
    dropSchema = async () => {
      await instance.exec(`DROP SCHEMA ${schema} CASCADE; SET search_path TO public`);
    };
  } else {
    const server = admin;
    if (!server || !testUrl) throw new Error('TEST_DATABASE_URL is not set');
    await server.exec(`CREATE SCHEMA ${schema}`);
    open = async () => openPostgres({ url: testUrl, schema, poolSize: 4 });
    dropSchema = () => server.exec(`DROP SCHEMA ${schema} CASCADE`);
  }

  const openAnother = async () => {
    const handle = await open();
    handles.push(handle);
    return handle;
  };
  const db = await openAnother();
  if (options.migrate !== false) await migrate(db);

  return {
    db,
    schema,
    openAnother,
    async cleanup() {
      await Promise.all(handles.map((handle) => handle.close()));
      await dropSchema();
    },
  };
}
