import { checkIntegrity, openDatabase, type Database } from '#server/db/index.ts';
import { seedDemoAccounts } from '#server/identity/demo-accounts.ts';
import { table } from './format.ts';
import { pgliteDatabase, postgresDatabase, postgresServerUrl, type BenchDatabase } from './load-database.ts';
import type { LoadDatabase } from './load-results.ts';

/**
 * What the start-up check of the database costs: the server opens its
 * database (lock, PGlite's start, the integrity check, migrations) before it
 * serves anyone, so this is time a restart is down. Measured on the seed
 * database (migrated, demo accounts in place) and again with 100,000
 * customers, each with a session and a cart: on PGlite every row of every
 * table and every index is read; on PostgreSQL each table is touched (the
 * server checks its own pages).
 */

export const STARTUP_CUSTOMERS = 100_000;
/** Each figure is the median of this many opens (or checks) of the same database. */
const REPEATS = 3;

export interface StartupMeasurement {
  database: LoadDatabase;
  customers: number;
  /** Rows in the schema's tables. */
  rows: number;
  /** The whole openDatabase: lock, PostgreSQL's start (PGlite), the integrity check, migrations. */
  openMs: number;
  /** The integrity check alone, as the start runs it. */
  checkMs: number;
}

export interface StartupReport {
  measurements: StartupMeasurement[];
  /** Databases not measured, and why. */
  skipped: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const openOptions = (bench: BenchDatabase) => ({ dataDir: bench.env.PGLITE_DIR, url: bench.env.DATABASE_URL || undefined });

async function rowCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_catalog.pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`,
  );
  let total = 0;
  for (const { name } of rows) total += Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0]!.n);
  return total;
}

async function measure(bench: BenchDatabase, customers: number): Promise<StartupMeasurement> {
  const openMs: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    let db: Database | undefined;
    openMs.push(await timed(async () => (db = await openDatabase(openOptions(bench), {}))));
    await db!.close();
  }
  const db = await openDatabase(openOptions(bench), {});
  try {
    const checkMs: number[] = [];
    const scan = db.driver === 'pglite';
    for (let i = 0; i < REPEATS; i += 1) checkMs.push(await timed(() => checkIntegrity(db, { label: bench.description, scan })));
    return { database: bench.database, customers, rows: await rowCount(db), openMs: median(openMs), checkMs: median(checkMs) };
  } finally {
    await db.close();
  }
}

/** Adds customers, each with a session and an open cart, in one statement per table. */
async function addCustomers(db: Database, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO customers (login, display_name, customer_identifier)
       SELECT 'klient.' || i || '@bench.example', 'Klient ' || i, 'BENCH-' || i FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    await tx.query(
      `INSERT INTO sessions (id, customer_id, xsrf_token, expires_at)
       SELECT encode(sha256(c.id::text::bytea), 'hex'), c.id, encode(sha256(c.login::bytea), 'hex'), now() + interval '30 minutes'
         FROM customers c WHERE c.customer_identifier LIKE 'BENCH-%'`,
    );
    await tx.query(
      `INSERT INTO carts (customer_id, session_id, status)
       SELECT s.customer_id, s.id, 'OPEN' FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE c.customer_identifier LIKE 'BENCH-%'`,
    );
  });
}

async function measureDatabase(bench: BenchDatabase, customers: number, step: (text: string) => void): Promise<StartupMeasurement[]> {
  const setup = await openDatabase(openOptions(bench), {});
  try {
    await seedDemoAccounts(setup);
  } finally {
    await setup.close();
  }
  step(`start-up check on ${bench.database}: the seed database…`);
  const seed = await measure(bench, 0);
  const grown = await openDatabase(openOptions(bench), {});
  try {
    step(`start-up check on ${bench.database}: adding ${customers.toLocaleString('en')} customers…`);
    await addCustomers(grown, customers);
  } finally {
    await grown.close();
  }
  return [seed, await measure(bench, customers)];
}

export async function runStartup(options: { step: (text: string) => void; customers?: number }): Promise<StartupReport> {
  const report: StartupReport = { measurements: [], skipped: [] };
  const serverUrl = postgresServerUrl();
  const benches: Array<() => Promise<BenchDatabase>> = [pgliteDatabase, ...(serverUrl ? [() => postgresDatabase(serverUrl)] : [])];
  if (!serverUrl) report.skipped.push('postgres: no BENCH_DATABASE_URL or TEST_DATABASE_URL');
  for (const make of benches) {
    const bench = await make();
    try {
      report.measurements.push(...(await measureDatabase(bench, options.customers ?? STARTUP_CUSTOMERS, options.step)));
    } finally {
      await bench.remove();
    }
  }
  return report;
}

export function formatStartupReport(report: StartupReport): string {
  const rows = report.measurements.map((m) => [
    m.database,
    m.customers === 0 ? 'seed' : `+${m.customers.toLocaleString('en')}`,
    m.rows.toLocaleString('en'),
    m.openMs.toFixed(0),
    m.checkMs.toFixed(0),
    `${Math.round((100 * m.checkMs) / m.openMs)} %`,
  ]);
  return [
    `\nDatabase start-up (median of ${REPEATS}; PGlite: every row and index read, PostgreSQL: every table touched)`,
    table(['Database', 'Customers', 'Rows', 'Open [ms]', 'Integrity check [ms]', 'Check of open'], rows, 2),
    ...report.skipped.map((why) => `  not measured: ${why}`),
  ].join('\n');
}
