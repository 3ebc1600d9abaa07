import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pgliteDatabase, postgresDatabase, postgresServerUrl, type BenchDatabase } from './load-database.ts';
import {
  databaseLabels,
  loadTableHeader,
  loadTableRows,
  type BenchSession,
  type LoadDatabase,
  type LoadMeasurement,
  type LoadTarget,
} from './load-results.ts';
import { BENCH_CUSTOMER, signInSessions } from './load-login.ts';
import { measureTarget, splitConnections, type LoadSettings } from './load-run.ts';
import { startServer, type RunningServer } from './load-server.ts';
import { table } from './format.ts';

/**
 * The load part of the bench: the built server started per database
 * (embedded PGlite, then the PostgreSQL server when one is configured), each
 * target put under load in turn on loopback, the static file first as the
 * baseline the others are compared with. On PostgreSQL two server processes
 * share the database and every target's connections are split between them
 * (PGlite is opened by one process only).
 */

export const LOAD_SETTINGS: LoadSettings = { connections: 50, warmupSeconds: 2, durationSeconds: 6 };

/** Server processes per database, started one after the other on the one database. */
export const SERVER_PROCESSES: Record<LoadDatabase, number> = { pglite: 1, postgres: 2 };

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
    // Signed in as the demo customer through the real login, a session per connection; the XSRF header as the portal's client sends it.
    {
      id: 'sessionData (signed in)',
      label: 'sessionData (signed in)',
      kind: 'api',
      method: 'POST',
      path: '/api/sessionData',
      body: {},
      session: { xsrf: true, signedIn: true },
    },
    {
      id: 'payments/schedule (signed in)',
      label: 'payments/schedule (signed in)',
      kind: 'api',
      method: 'POST',
      path: '/api/payments/schedule',
      body: {},
      session: { xsrf: true, signedIn: true },
    },
  ];
}

export interface LoadRun {
  database: LoadDatabase;
  /** Where it ran (no password), or why it was skipped ("not configured (…)"). */
  description: string;
  skipped: boolean;
  /** Server processes sharing the database, the connections split between them. */
  processes: number;
  measurements: LoadMeasurement[];
  /** What went wrong outside the figures: a server that did not start, a target that could not run. */
  problems: string[];
  /** One server log per process. */
  logFiles: string[];
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

/**
 * One database: fresh database, its server processes started one after the
 * other (the first migrates and seeds it), the customer's sessions signed in,
 * each target in turn; servers and database removed whatever happens.
 */
async function runOn(database: LoadDatabase, open: () => Promise<BenchDatabase>, targets: readonly LoadTarget[], options: RunOptions): Promise<LoadRun> {
  const label = databaseLabels[database];
  const processes = SERVER_PROCESSES[database];
  const run: LoadRun = { database, description: label, skipped: false, processes, measurements: [], problems: [], logFiles: [] };
  const { settings, step } = options;
  let db: BenchDatabase | undefined;
  const servers: RunningServer[] = [];
  try {
    db = await open();
    run.description = db.description;
    for (let i = 1; i <= processes; i++) {
      const logFile = path.join(options.logDir, processes > 1 ? `load-server-${database}-${i}.log` : `load-server-${database}.log`);
      run.logFiles.push(logFile);
      step(`${label}: starting server process ${i} of ${processes} (${db.description})…`);
      servers.push(await startServer({ root: options.root, env: db.env, logFile }));
    }
    const origins = servers.map((s) => s.origin);
    let signedIn: BenchSession[] | Error = [];
    if (targets.some((t) => t.session?.signedIn)) {
      step(`${label}: signing in ${settings.connections} sessions of ${BENCH_CUSTOMER} through the login…`);
      signedIn = await signInSessions(origins, settings.connections).catch((error: Error) => error);
    }
    const split = processes > 1 ? ` (${splitConnections(settings.connections, processes).join(' + ')} on ${processes} processes)` : '';
    for (const target of targets) {
      step(`${label}: ${target.label} (${target.method} ${target.path}), ${settings.connections} connections${split}, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured…`);
      try {
        if (target.session?.signedIn && signedIn instanceof Error) throw new Error(`no signed-in sessions: ${signedIn.message}`);
        run.measurements.push(await measureTarget(origins, target, settings, signedIn instanceof Error ? [] : signedIn));
      } catch (error) {
        run.problems.push(`${target.label}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    run.problems.push((error as Error).message);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
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
    runs.push({
      database: 'postgres',
      description: 'not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
      skipped: true,
      processes: SERVER_PROCESSES.postgres,
      measurements: [],
      problems: [],
      logFiles: [],
    });
  }
  return { settings, runs };
}

/** The load tables, one per database, with what went wrong under each. */
export function formatLoadReport(report: LoadReport): string {
  const { connections, warmupSeconds, durationSeconds } = report.settings;
  const lines = [
    `\nLoad (autocannon, loopback, ${connections} connections split evenly over the server processes, ${durationSeconds} s measured after ${warmupSeconds} s warm-up; ` +
      'p50/p99 in ms over every response; "÷ static": relative to the static file of the same run)',
  ];
  for (const run of report.runs) {
    const label = databaseLabels[run.database];
    if (run.skipped) {
      lines.push(`\n${label}: skipped, ${run.description}`);
      continue;
    }
    lines.push(`\n${label}, ${run.processes} server process${run.processes === 1 ? '' : 'es'}: ${run.description}`);
    if (run.measurements.length) lines.push(table(loadTableHeader, loadTableRows(run.measurements), 2));
    for (const m of run.measurements) {
      const non2xx = Object.entries(m.statusCodes).filter(([code]) => !code.startsWith('2'));
      if (non2xx.length) lines.push(`  ${m.label}: ${non2xx.map(([code, count]) => `HTTP ${code} × ${count}`).join(', ')}`);
      for (const example of m.envelopes?.examples ?? []) lines.push(`  ${m.label}: error envelope × ${example.count}: ${example.text}`);
      if (m.timeouts) lines.push(`  ${m.label}: ${m.timeouts} response timeouts`);
    }
    for (const problem of run.problems) lines.push(`  ✗ ${problem}`);
    const failed = run.measurements.some((m) => m.status['5xx'] > 0) || run.problems.length > 0;
    if (failed && run.logFiles.length) lines.push(`  server log${run.logFiles.length > 1 ? 's' : ''}: ${run.logFiles.join(', ')}`);
  }
  return lines.join('\n');
}
