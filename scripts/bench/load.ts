import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildIndex, serializeIndex } from '#search/engine.ts';
import { contentSearchDocuments } from '#server/search/content.ts';
import { SEARCH_LOAD_TARGET } from './budgets.ts';
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

/** Extra help articles in the search index the servers of the load run load. */
export const SEARCH_EXTRA_ARTICLES = 2000;

/** What visitors type into the search, in turn: queries as they grow keystroke by keystroke, whole queries, typos, no diacritics. */
export const SEARCH_QUERIES = [
  ...keystrokes('płatność kartą', 2),
  ...keystrokes('jak zmienić pakiet', 3),
  'platnosc karta',
  'platnsc karta',
  'faktura',
  'zmiana hasła',
  'nie pamiętam hasła',
  'dekoder nie działa',
  'brak sygnalu',
  'vouher',
  'aktywacja vouchera',
  'reklamacja',
  'odstąpienie od umowy',
  'oglądanie za granicą',
  'smart tv',
  'usunięcie konta',
  'zgody marketingowe',
];

/** A query as the search field sends it while it is typed, from `from` characters on (the field waits for two). */
function keystrokes(query: string, from: number): string[] {
  return Array.from({ length: query.length - from + 1 }, (_, i) => query.slice(0, from + i)).filter((typed) => !typed.endsWith(' '));
}

/**
 * The search index of the load run: the seed with SEARCH_EXTRA_ARTICLES generated
 * articles, built and serialised as the build does it, in a file the servers
 * load at start (SEARCH_INDEX_FILE) as they load the build's; the site's
 * dist/ is left as built.
 */
export async function writeSearchIndex(file: string, extraArticles = SEARCH_EXTRA_ARTICLES): Promise<{ file: string; documents: number }> {
  const documents = await contentSearchDocuments({ embedded: { extraHelpArticles: extraArticles }, env: {} });
  await writeFile(file, serializeIndex(buildIndex(documents)));
  return { file, documents: documents.length };
}

/** The page measured; a prerendered help page. */
const PAGE_PATH = '/pomoc';

/** The static file: the favicon, else the smallest hashed asset of the build. */
export function staticFilePath(clientDir: string): string {
  if (existsSync(path.join(clientDir, 'favicon.svg'))) return '/favicon.svg';
  const assetsDir = path.join(clientDir, '_astro');
  const assets = existsSync(assetsDir)
    ? readdirSync(assetsDir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
        .sort()
    : [];
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
    // Public, no session: the header's search per keystroke, over the index with the extra articles.
    {
      id: SEARCH_LOAD_TARGET,
      label: `search (+${SEARCH_EXTRA_ARTICLES} articles)`,
      kind: 'api',
      method: 'GET',
      path: '/api/search?query=…',
      paths: SEARCH_QUERIES.map((query) => `/api/search?${new URLSearchParams({ query })}`),
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

type RunOptions = Required<Pick<LoadOptions, 'root' | 'logDir' | 'settings' | 'step'>> & { serverEnv: Record<string, string> };

/**
 * One database: fresh database, its server processes started one after the
 * other (the first migrates and seeds it), the customer's sessions signed in,
 * each target in turn; servers and database removed whatever happens.
 */
async function runOn(
  database: LoadDatabase,
  open: () => Promise<BenchDatabase>,
  targets: readonly LoadTarget[],
  options: RunOptions,
): Promise<LoadRun> {
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
      servers.push(await startServer({ root: options.root, env: { ...db.env, ...options.serverEnv }, logFile }));
    }
    const origins = servers.map((s) => s.origin);
    let signedIn: BenchSession[] | Error = [];
    if (targets.some((t) => t.session?.signedIn)) {
      step(`${label}: signing in ${settings.connections} sessions of ${BENCH_CUSTOMER} through the login…`);
      signedIn = await signInSessions(origins, settings.connections).catch((error: Error) => error);
    }
    const split = processes > 1 ? ` (${splitConnections(settings.connections, processes).join(' + ')} on ${processes} processes)` : '';
    for (const target of targets) {
      step(
        `${label}: ${target.label} (${target.method} ${target.path}), ${settings.connections} connections${split}, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured…`,
      );
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
  step(`search index with ${SEARCH_EXTRA_ARTICLES} extra articles…`);
  const searchIndex = await writeSearchIndex(path.join(options.logDir, 'search-index.json'));
  step(`search index: ${searchIndex.documents} documents in ${searchIndex.file}`);
  // The embedded engine, whatever the environment names.
  const serverEnv = { SEARCH_INDEX_FILE: searchIndex.file, SEARCH_URL: '' };
  const common = { root: options.root, logDir: options.logDir, settings, step, serverEnv };
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
