import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Transaction } from './database.ts';

/**
 * Schema migrations: `migrations/NNNN_name.sql`, applied in version order,
 * each in its own transaction together with its row in `schema_migrations`,
 * so a failing migration leaves neither its changes nor a record.
 *
 * Every step first takes a transaction-scoped advisory lock (keyed by the
 * schema), so servers starting at once on one PostgreSQL database apply each
 * migration exactly once; the others wait and then find it applied. On PGlite
 * the lock is a no-op, its single connection already serialises everything.
 *
 * An applied migration is never edited: its checksum is checked on every start.
 * A migration file must not contain BEGIN/COMMIT; versions known to the
 * database but not to this code are tolerated (an older server during a rolling
 * deploy), a new file numbered below an applied one is not.
 */

export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  file: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;
const OWN_TRANSACTION = /^\s*(BEGIN|START\s+TRANSACTION|COMMIT|ROLLBACK)\s*;/im;

function checksumOf(sql: string): string {
  // Line endings normalised: a checkout with CRLF is the same migration.
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export async function loadMigrations(dir: string = DEFAULT_MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match) throw new MigrationError(`Migration file ${file} must be named NNNN_name.sql (lower-case name)`);
    const [, version = '', name = ''] = match;
    const clash = migrations.find((m) => m.version === version);
    if (clash) throw new MigrationError(`Migrations ${clash.file} and ${file} share version ${version}`);
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    if (OWN_TRANSACTION.test(sql)) {
      throw new MigrationError(`Migration ${file} manages its own transaction; remove BEGIN/COMMIT, each migration already runs in one`);
    }
    migrations.push({ version, name, file, sql, checksum: checksumOf(sql) });
  }
  return migrations;
}

interface AppliedRow {
  version: string;
  checksum: string;
}

async function lockAndRead(tx: Transaction): Promise<AppliedRow[]> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations'), hashtext(current_schema()))`);
  await tx.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY CHECK (version ~ '^[0-9]{4}$'),
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  return (await tx.query<AppliedRow>('SELECT version, checksum FROM schema_migrations ORDER BY version')).rows;
}

function nextPending(migrations: Migration[], applied: AppliedRow[]): Migration | undefined {
  const appliedByVersion = new Map(applied.map((row) => [row.version, row]));
  for (const migration of migrations) {
    const row = appliedByVersion.get(migration.version);
    if (row && row.checksum !== migration.checksum) {
      throw new MigrationError(
        `Migration ${migration.file} was changed after it was applied (checksum in the database ${row.checksum.slice(0, 12)}…, ` +
          `file ${migration.checksum.slice(0, 12)}…). Restore the file and put the change in a new migration.`,
      );
    }
  }
  const latest = applied.at(-1)?.version;
  const pending = migrations.filter((m) => !appliedByVersion.has(m.version));
  const stale = pending.find((m) => latest !== undefined && m.version < latest);
  if (stale) {
    throw new MigrationError(
      `Migration ${stale.file} is numbered below ${latest}, which is already applied; renumber it after the latest migration.`,
    );
  }
  return pending[0];
}

/** Applies the pending migrations; returns the ones this call applied (empty when up to date). */
export async function migrate(db: Database, options: { dir?: string } = {}): Promise<Migration[]> {
  const migrations = await loadMigrations(options.dir);
  const appliedNow: Migration[] = [];
  for (;;) {
    const next = await db.transaction(async (tx) => {
      const migration = nextPending(migrations, await lockAndRead(tx));
      if (!migration) return undefined;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(`Migration ${migration.file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return migration;
    });
    if (!next) return appliedNow;
    appliedNow.push(next);
  }
}
