import type { Database, Transaction } from './database.ts';
import { loadMigrations, type Migration } from './migrate.ts';

/**
 * The start-up check that a database the portal is about to serve is whole:
 * the catalog reads, the migrations table reads, every table the applied
 * migrations made exists and reads. With `scan`, every row of every table and
 * sequence is read, each table is counted twice, once by its heap and once
 * through an index, and every B-tree index is read whole by PostgreSQL's
 * amcheck (each page's structure and order, and every row of its table found
 * in it): a page that fails its checksum, a relation file cut short or a
 * damaged index each fail here, at start, naming what is damaged, instead of
 * as HTTP 500s or customers who can no longer sign in later.
 * Changes nothing: amcheck is installed in a transaction that is rolled
 * back; runs before migrations.
 */

export class IntegrityError extends Error {
  readonly database: string;
  readonly problem: string;

  constructor(database: string, problem: string) {
    super(
      `The database ${database} is damaged: ${problem}. The portal will not serve it, and neither migrated it nor wrote any data to it. ` +
        'To recover, restore a backup (README: "Backing up and recovering the embedded database").',
    );
    this.name = 'IntegrityError';
    this.database = database;
    this.problem = problem;
  }
}

export interface IntegrityOptions {
  /** Names the database in messages (the folder, or the server without its password). */
  label: string;
  /** Read every row and compare heap and index counts (embedded databases: small, and nobody else checks them). */
  scan: boolean;
  migrationsDir?: string;
}

export interface IntegrityReport {
  /** No tables yet: a new database, to be migrated. */
  fresh: boolean;
  tables: number;
}

const TABLE_NAME = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const DROPPED_TABLE = /\bDROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const RENAMED_TABLE = /\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?\s+RENAME\s+TO\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The tables the given migrations leave behind, in the order they make them. */
export function tablesMadeBy(migrations: readonly Migration[]): string[] {
  const tables = new Set<string>();
  for (const { sql } of migrations) {
    const events: Array<{ at: number; apply: () => void }> = [];
    for (const match of sql.matchAll(TABLE_NAME)) events.push({ at: match.index, apply: () => tables.add(match[1]!.toLowerCase()) });
    for (const match of sql.matchAll(DROPPED_TABLE)) events.push({ at: match.index, apply: () => tables.delete(match[1]!.toLowerCase()) });
    for (const match of sql.matchAll(RENAMED_TABLE)) {
      events.push({
        at: match.index,
        apply: () => {
          if (tables.delete(match[1]!.toLowerCase())) tables.add(match[2]!.toLowerCase());
        },
      });
    }
    for (const event of events.sort((a, b) => a.at - b.at)) event.apply();
  }
  return [...tables];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function failing<T>(label: string, problem: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IntegrityError) throw error;
    throw new IntegrityError(label, `${problem} (${(error as Error).message})`);
  }
}

export async function checkIntegrity(db: Database, options: IntegrityOptions): Promise<IntegrityReport> {
  const { label } = options;
  // Read in one snapshot, so servers writing meanwhile (PostgreSQL) never make the counts differ.
  return db
    .transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await failing(label, 'its system catalog cannot be read', () =>
        tx.query(
          'SELECT (SELECT count(*) FROM pg_catalog.pg_class) + (SELECT count(*) FROM pg_catalog.pg_attribute) + (SELECT count(*) FROM pg_catalog.pg_type) AS n',
        ),
      );
      const relations = await failing(label, 'its system catalog cannot be read', () =>
        tx.query<{ name: string; kind: string }>(
          `SELECT c.relname AS name, c.relkind AS kind FROM pg_catalog.pg_class c
          WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'S')
          ORDER BY c.relname`,
        ),
      );
      const tables = relations.rows.filter((r) => r.kind !== 'S').map((r) => r.name);
      if (tables.length === 0) return { fresh: true, tables: 0 };
      if (!tables.includes('schema_migrations')) {
        throw new IntegrityError(
          label,
          `it holds tables (${tables.slice(0, 3).join(', ')}…) but no schema_migrations table, so it is not the portal's database`,
        );
      }

      const applied = await failing(label, 'the table schema_migrations cannot be read', () =>
        tx.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version'),
      );
      const known = await loadMigrations(options.migrationsDir);
      const versions = new Set(applied.rows.map((row) => row.version));
      const missing = tablesMadeBy(known.filter((m) => versions.has(m.version))).filter((table) => !tables.includes(table));
      if (missing.length > 0) throw new IntegrityError(label, `tables made by its migrations are missing: ${missing.join(', ')}`);

      const sequences = relations.rows.filter((r) => r.kind === 'S').map((r) => r.name);
      await atOnceOrEach(
        tx,
        () => tx.query(sequences.map((name) => `SELECT last_value FROM ${quote(name)}`).join(' UNION ALL ')),
        sequences.map((name) => () => failing(label, `the sequence ${name} cannot be read`, () => tx.query(`SELECT last_value FROM ${quote(name)}`))),
      );
      if (options.scan) {
        await scanTables(tx, label, tables);
      } else {
        await atOnceOrEach(
          tx,
          () => tx.query(tables.map((name) => `(SELECT 1 FROM ${quote(name)} LIMIT 1)`).join(' UNION ALL ')),
          tables.map((name) => () => failing(label, `the table ${name} cannot be read`, () => tx.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`))),
        );
      }
      return { fresh: false, tables: tables.length };
    })
    .then(async (report) => {
      if (options.scan && !report.fresh) await checkIndexes(db, label);
      return report;
    });
}

/** Ends the index check's transaction by rolling it back: amcheck is there for the check only. */
class RollBack extends Error {}

/** Reads every valid B-tree index of the schema with amcheck, and every row of its table against it. */
async function checkIndexes(db: Database, label: string): Promise<void> {
  await db
    .transaction(async (tx) => {
      await failing(label, 'its indexes cannot be checked', () => tx.query('CREATE EXTENSION IF NOT EXISTS amcheck'));
      const { rows } = await tx.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_catalog.pg_index i
           JOIN pg_catalog.pg_class c ON c.oid = i.indexrelid
           JOIN pg_catalog.pg_am am ON am.oid = c.relam
          WHERE c.relnamespace = current_schema()::regnamespace AND am.amname = 'btree' AND i.indisvalid
          ORDER BY c.relname`,
      );
      await atOnceOrEach(
        tx,
        () => tx.query('SELECT bt_index_check(name::regclass, true) FROM unnest($1::text[]) AS name', [rows.map((r) => quote(r.name))]),
        rows.map(
          ({ name }) =>
            () =>
              failing(label, `the index ${name} is damaged`, () => tx.query('SELECT bt_index_check($1::regclass, true)', [quote(name)])),
        ),
      );
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

/**
 * Runs the check of every item in one statement, the quick way through a
 * whole database; if that fails, runs them one by one, in order, so the
 * error names what is damaged. The savepoint keeps the transaction usable
 * after the failed statement.
 */
async function atOnceOrEach(tx: Transaction, atOnce: () => Promise<unknown>, each: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  if (each.length === 0) return;
  await tx.query('SAVEPOINT integrity_at_once');
  try {
    await atOnce();
    await tx.query('RELEASE SAVEPOINT integrity_at_once');
    return;
  } catch {
    await tx.query('ROLLBACK TO SAVEPOINT integrity_at_once');
  }
  for (const check of each) await check();
}

type Plan = 'heap' | 'index';

/** Counts with the planner held to one way of reading: the heap only, or an index where the table has one. */
async function countBy<T>(tx: Transaction, plan: Plan, sql: string): Promise<T[]> {
  const heap = plan === 'heap';
  await tx.query(
    `SELECT set_config('enable_seqscan', $1, true), set_config('enable_indexscan', $2, true),
            set_config('enable_indexonlyscan', $2, true), set_config('enable_bitmapscan', 'off', true)`,
    heap ? ['on', 'off'] : ['off', 'on'],
  );
  return (await tx.query<T>(sql)).rows;
}

/** A table's count by the heap (every row read, values detoasted) or through an index. */
const countSql = (plan: Plan, table: string) =>
  plan === 'heap' ? `SELECT count(*) AS n, sum(length(t::text)) AS bytes FROM ${quote(table)} t` : `SELECT count(*) AS n FROM ${quote(table)}`;

/**
 * Reads every row of every table by the heap, then counts again through an
 * index; both must agree. All tables in one statement per plan; a table that
 * cannot be read makes them go one by one, to name it.
 */
async function scanTables(tx: Transaction, label: string, tables: readonly string[]): Promise<void> {
  const countAll = async (plan: Plan) => {
    const sql = tables.map((table, i) => `SELECT ${i} AS i, n FROM (${countSql(plan, table)}) AS c${i}`).join(' UNION ALL ');
    const counts: number[] = [];
    for (const row of await countBy<{ i: number; n: string | number }>(tx, plan, sql)) counts[Number(row.i)] = Number(row.n);
    return counts;
  };
  let counts: { byHeap: number[]; byIndex: number[] } | undefined;
  await atOnceOrEach(
    tx,
    async () => {
      counts = { byHeap: await countAll('heap'), byIndex: await countAll('index') };
    },
    tables.map((table) => async () => compare(label, table, await countOne(tx, label, 'heap', table), await countOne(tx, label, 'index', table))),
  );
  if (counts) tables.forEach((table, i) => compare(label, table, counts!.byHeap[i]!, counts!.byIndex[i]!));
}

async function countOne(tx: Transaction, label: string, plan: Plan, table: string): Promise<number> {
  const rows = await failing(label, `the table ${table} cannot be read`, () => countBy<{ n: string | number }>(tx, plan, countSql(plan, table)));
  return Number(rows[0]?.n ?? 0);
}

function compare(label: string, table: string, byHeap: number, byIndex: number): void {
  if (byHeap !== byIndex) {
    throw new IntegrityError(label, `the table ${table} has ${byHeap} rows but its index points to ${byIndex}: a file of the table was cut short`);
  }
}
