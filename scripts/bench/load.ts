import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pgliteDatabase, postgresDatabase, postgresServerUrl, type BenchDatabase } from './load-database.ts';
import { databaseLabels, loadTableHeader, loadTableRows, type LoadDatabase, type LoadMeasurement, type LoadTarget } from './load-results.ts';
import { measureTarget, type LoadSettings } from './load-run.ts';
import { startServer, type RunningServer } from './load-server.ts';
import { table } from './format.ts';

/**
 * The load part of the bench: the built server started once per database
 * (embedded PGlite, then the PostgreSQL server when one is configured), each
 * target put under load in turn on loopback, the static file first as the
 * baseline the others are compared with.
 */

export const LOAD_SETTINGS: LoadSettings = { connections: 50, warmupSeconds: 2, durationSeconds: 6 };

/** Why the load part cannot run on this dist/ (no server entry or no client files); undefined when it can. */
export function missingBuild(distDir: string): string | undefined {
  const needed = [path.join('server', 'entry.mjs'), 'client'];
  const missing = needed.filter((file) => !existsSync(path.join(distDir, file)));
  if (!missing.length) return undefined;
  return `no built site in ${distDir} (missing: ${missing.join(', ')}): run "npm run build" or the whole "npm run bench" first`;
}

/** The page measured; a prerendered help page. */
const PAGE_PATH = '/pomoc';

/** The static file: the favicon, else the smallest hashed asset of the build. */
export function staticFilePath(clientDir: string): string {
  if (existsSync(path.join(clientDir, 'favicon.svg'))) return '/favicon.svg';
  const assetsDir = path.join(clientDir, '_astro');
  const assets = existsSync(assetsDir) ? readdirSync(assetsDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort() : [];
  if (!assets.length) throw new Error(`no static file to measure in ${clientDir} (neither favicon.svg nor _astro/)`);
  return `/_astro/${assets[0]}`;
}

export function loadTargets(staticPath: string): LoadTarget[] {
  return [
    { id: 'static', label: 'static file', kind: 'static', method: 'GET', path: staticPath },
    { id: 'page', label: 'prerendered page', kind: 'page', method: 'GET', path: PAGE_PATH },
    { id: 'sessionData', label: 'sessionData', kind: 'api', method: 'POST', path: '/api/sessionData', body: {}, session: { xsrf: false } },
    {
      id: 'cart/update',
      label: 'cart/update',
      kind: 'api',
      method: 'POST',
      path: '/api/cart/update',
      body: { operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }] },
      session: { xsrf: true },
    },
  ];
}

export interface LoadRun {
  database: LoadDatabase;
  /** Where it ran (no password), or why it was skipped. */
  description: string;
  skipped: boolean;
  measurements: LoadMeasurement[];
  /** What went wrong outside the figures: a server that did not start, a target that could not run. */
  problems: string[];
  logFile?: string;
}

export interface LoadReport {
  settings: LoadSettings;
  runs: LoadRun[];
}

export interface LoadOptions {
  root: string;
  clientDir: string;
  logDir: string;
  settings?: LoadSettings;
  env?: NodeJS.ProcessEnv;
  step?: (text: string) => void;
}

type RunOptions = Required<Pick<LoadOptions, 'root' | 'logDir' | 'settings' | 'step'>>;

/** One database: fresh database, server started on it, each target in turn; server and database removed whatever happens. */
async function runOn(database: LoadDatabase, open: () => Promise<BenchDatabase>, targets: readonly LoadTarget[], options: RunOptions): Promise<LoadRun> {
  const label = databaseLabels[database];
  const run: LoadRun = { database, description: label, skipped: false, measurements: [], problems: [] };
  const { settings, step } = options;
  let db: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  try {
    db = await open();
    run.description = db.description;
    run.logFile = path.join(options.logDir, `load-server-${database}.log`);
    step(`${label}: starting the server (${db.description})…`);
    server = await startServer({ root: options.root, env: db.env, logFile: run.logFile });
    for (const target of targets) {
      step(`${label}: ${target.label} (${target.method} ${target.path}), ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured…`);
      try {
        run.measurements.push(await measureTarget(server.origin, target, settings));
      } catch (error) {
        run.problems.push(`${target.label}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    run.problems.push((error as Error).message);
  } finally {
    await server?.stop();
    await db?.remove().catch((error: Error) => run.problems.push(`database not removed (${db?.description}): ${error.message}`));
  }
  return run;
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const settings = options.settings ?? LOAD_SETTINGS;
  const step = options.step ?? (() => {});
  const common = { root: options.root, logDir: options.logDir, settings, step };
  const targets = loadTargets(staticFilePath(options.clientDir));
  const runs = [await runOn('pglite', pgliteDatabase, targets, common)];
  const serverUrl = postgresServerUrl(options.env);
  if (serverUrl) runs.push(await runOn('postgres', () => postgresDatabase(serverUrl), targets, common));
  else {
    runs.push({ database: 'postgres', description: 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL', skipped: true, measurements: [], problems: [] });
  }
  return { settings, runs };
}

/** The load tables, one per database, with what went wrong under each. */
export function formatLoadReport(report: LoadReport): string {
  const { connections, warmupSeconds, durationSeconds } = report.settings;
  const lines = [
    `\nLoad (autocannon, loopback, ${connections} connections, ${durationSeconds} s measured after ${warmupSeconds} s warm-up; p50/p99 in ms; "÷ static": relative to the static file of the same run)`,
  ];
  for (const run of report.runs) {
    const label = databaseLabels[run.database];
    const reportOnly = run.database === 'postgres' ? ' (budgets reported, not enforced)' : '';
    if (run.skipped) {
      lines.push(`\n${label}: ${run.description}`);
      continue;
    }
    lines.push(`\n${label}${reportOnly}: ${run.description}`);
    if (run.measurements.length) lines.push(table(loadTableHeader, loadTableRows(run.measurements), 2));
    for (const m of run.measurements) {
      const non2xx = Object.entries(m.statusCodes).filter(([code]) => !code.startsWith('2'));
      if (non2xx.length) lines.push(`  ${m.label}: ${non2xx.map(([code, count]) => `HTTP ${code} × ${count}`).join(', ')}`);
      for (const example of m.envelopes?.examples ?? []) lines.push(`  ${m.label}: error envelope × ${example.count}: ${example.text}`);
      if (m.timeouts) lines.push(`  ${m.label}: ${m.timeouts} response timeouts`);
    }
    for (const problem of run.problems) lines.push(`  ✗ ${problem}`);
    const failed = run.measurements.some((m) => m.status['5xx'] > 0) || run.problems.length > 0;
    if (failed && run.logFile) lines.push(`  server log: ${run.logFile}`);
  }
  return lines.join('\n');
}
