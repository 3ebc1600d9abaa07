import type { Database } from './database.ts';
import { checkIntegrity } from './integrity.ts';
import { migrate } from './migrate.ts';
import { openPglite, resolveDataDir } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * The database the customer API runs on: a PostgreSQL server when a URL is
 * given (option or env DATABASE_URL), otherwise embedded PGlite in a folder
 * (option, env PGLITE_DIR, or `.data/pglite`). Checked whole (integrity.ts)
 * and then migrated before it is returned, so the first start creates the
 * schema and a damaged database is never served or written to.
 */

export interface OpenDatabaseOptions {
  url?: string;
  dataDir?: string;
  /** PostgreSQL pool size; default env DATABASE_POOL_SIZE, else 10. */
  poolSize?: number;
  /** Check integrity, then apply pending migrations (default true). */
  migrate?: boolean;
  migrationsDir?: string;
}

function poolSizeFrom(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.DATABASE_POOL_SIZE?.trim();
  if (!text) return undefined;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 1, not "${text}"`);
  return size;
}

/** The server and database a URL names, without its credentials. */
function serverLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'named by DATABASE_URL';
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const url = (options.url ?? env.DATABASE_URL ?? '').trim();
  const db = url ? openPostgres({ url, poolSize: options.poolSize ?? poolSizeFrom(env) }) : await openPglite({ dataDir: options.dataDir }, env);
  if (options.migrate !== false) {
    try {
      const label = url ? serverLabel(url) : resolveDataDir(options.dataDir, env);
      await checkIntegrity(db, { label, scan: db.driver === 'pglite', migrationsDir: options.migrationsDir });
      await migrate(db, { dir: options.migrationsDir });
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

export { migrate, loadMigrations, MigrationError, type Migration } from './migrate.ts';
export { checkIntegrity, IntegrityError } from './integrity.ts';
export { DataFolderError } from './pglite-folder.ts';
export { DataDirInUseError } from './data-dir-lock.ts';
export {
  DatabaseError,
  SqlState,
  isDatabaseError,
  type Database,
  type DriverName,
  type QueryResult,
  type Queryable,
  type Transaction,
} from './database.ts';
