import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadIndex, search } from '#search/engine.ts';
import { LOAD_BUDGET_TARGETS, SEARCH_LOAD_TARGET } from './budgets.ts';
import {
  formatLoadReport,
  LOAD_SETTINGS,
  loadTargets,
  missingBuild,
  SEARCH_QUERIES,
  SERVER_PROCESSES,
  staticFilePath,
  writeSearchIndex,
  type LoadReport,
} from './load.ts';
import type { LoadMeasurement } from './load-results.ts';

const dirs: string[] = [];
const tempDir = async (files: string[]) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-client-'));
  dirs.push(dir);
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), 'x');
  }
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('staticFilePath', () => {
  it('prefers the favicon, else takes a hashed asset', async () => {
    expect(staticFilePath(await tempDir(['favicon.svg', '_astro/a.js']))).toBe('/favicon.svg');
    expect(staticFilePath(await tempDir(['_astro/b.B2.css', '_astro/a.A1.js']))).toBe('/_astro/a.A1.js');
  });

  it('says so in Polish when the build has no static file', async () => {
    await expect(async () => staticFilePath(await tempDir(['index.html']))).rejects.toThrow('no static file to measure');
  });
});

describe('missingBuild', () => {
  it('accepts a dist/ with the server entry and the client files', async () => {
    expect(missingBuild(await tempDir(['server/entry.mjs', 'client/index.html']))).toBeUndefined();
  });

  it('names what is missing and how to build it, in Polish', async () => {
    const dist = await tempDir(['client/index.html']);
    expect(missingBuild(dist)).toBe(`no built site in ${dist} (missing: server/entry.mjs): run "npm run build" or the whole "npm run bench" first`);
    expect(missingBuild(path.join(dist, 'nothing-here'))).toContain('(missing: server/entry.mjs, client)');
  });
});

describe('loadTargets', () => {
  it('measures the static file first, then the page, the four calls (two of them signed in) and the search, at 50 connections', () => {
    const targets = loadTargets('/favicon.svg');
    expect(targets.map((t) => [t.id, t.kind, t.method, t.path, t.session])).toEqual([
      ['static', 'static', 'GET', '/favicon.svg', undefined],
      ['page', 'page', 'GET', '/pomoc', undefined],
      ['sessionData', 'api', 'POST', '/api/sessionData', { xsrf: false }],
      ['cart/update', 'api', 'POST', '/api/cart/update', { xsrf: true }],
      ['sessionData (signed in)', 'api', 'POST', '/api/sessionData', { xsrf: true, signedIn: true }],
      ['payments/schedule (signed in)', 'api', 'POST', '/api/payments/schedule', { xsrf: true, signedIn: true }],
      ['search', 'api', 'GET', '/api/search?query=…', undefined],
    ]);
    const search = targets[6]!;
    expect(search.paths).toHaveLength(SEARCH_QUERIES.length);
    expect(search.paths).toContain('/api/search?query=platnosc+karta');
    expect(search.paths!.map((p) => new URL(p, 'http://x').searchParams.get('query'))).toEqual(SEARCH_QUERIES);
    expect(targets[3]!.body).toEqual({ operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }] });
    expect(targets[5]!.body).toEqual({});
    expect(LOAD_SETTINGS.connections).toBe(50);
  });

  it('has a budget for every call it measures, on both databases', () => {
    const calls = loadTargets('/favicon.svg')
      .filter((t) => t.kind === 'api')
      .map((t) => t.id);
    expect(calls).toEqual([...LOAD_BUDGET_TARGETS, SEARCH_LOAD_TARGET]);
  });

  it('runs one server process on PGlite and two on PostgreSQL', () => {
    expect(SERVER_PROCESSES).toEqual({ pglite: 1, postgres: 2 });
  });
});

describe('writeSearchIndex', () => {
  it('writes the index the servers load, the seed plus the generated articles', async () => {
    const dir = await tempDir([]);
    const seedOnly = await writeSearchIndex(path.join(dir, 'seed.json'), 0);
    const written = await writeSearchIndex(path.join(dir, 'search-index.json'), 12);
    expect(written.documents).toBe(seedOnly.documents + 12);
    const index = loadIndex(await readFile(written.file, 'utf8'));
    expect(index.documentCount).toBe(written.documents);
    expect(search(index, { query: 'artykuł 7', size: 50, from: 0 }).hits.hits.map((hit) => hit._id)).toContain('/pomoc/artykuly/artykul-7');
  });
});

describe('formatLoadReport', () => {
  const m = (over: Partial<LoadMeasurement>): LoadMeasurement => ({
    target: 'static',
    label: 'static file',
    kind: 'static',
    path: '/favicon.svg',
    requestsPerSecond: 8000,
    p50Ms: 3,
    p99Ms: 5,
    responses: 48_000,
    seconds: 6,
    status: { '2xx': 48_000, '3xx': 0, '4xx': 0, '5xx': 0 },
    statusCodes: { '200': 48_000 },
    connectionErrors: 0,
    timeouts: 0,
    ...over,
  });

  it('prints a table per database with its process count and the failures under it, and says when PostgreSQL was skipped', () => {
    const report: LoadReport = {
      settings: { connections: 50, warmupSeconds: 2, durationSeconds: 6 },
      runs: [
        {
          database: 'pglite',
          description: 'temporary folder /tmp/x',
          skipped: false,
          processes: 1,
          logFiles: ['/tmp/load-server-pglite.log'],
          problems: ['cart/update: sessionData answered 500 when starting a session'],
          measurements: [
            m({}),
            m({
              target: 'sessionData',
              label: 'sessionData',
              kind: 'api',
              path: '/api/sessionData',
              requestsPerSecond: 900,
              status: { '2xx': 5390, '3xx': 0, '4xx': 0, '5xx': 10 },
              statusCodes: { '200': 5390, '500': 10 },
              timeouts: 2,
              envelopes: { checked: 5400, errors: 10, invalid: 0, examples: [{ text: '500: Wystąpił błąd.', count: 10 }] },
            }),
          ],
        },
        {
          database: 'postgres',
          description: 'not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
          skipped: true,
          processes: 2,
          measurements: [],
          problems: [],
          logFiles: [],
        },
      ],
    };
    const text = formatLoadReport(report);
    expect(text).toContain('50 connections split evenly over the server processes, 6 s measured after 2 s warm-up');
    expect(text).toContain('\nPGlite, 1 server process: temporary folder /tmp/x\nTarget  ');
    expect(text).toMatch(/sessionData\s+\/api\/sessionData\s+900\.0\s+3\.00\s+5\.00\s+5390\s+0\s+10\s+10\s+0\s+0\.11\s+1\.0/);
    expect(text).toContain(
      '  sessionData: HTTP 500 × 10\n  sessionData: error envelope × 10: 500: Wystąpił błąd.\n  sessionData: 2 response timeouts',
    );
    expect(text).toContain('  ✗ cart/update: sessionData answered 500 when starting a session\n  server log: /tmp/load-server-pglite.log');
    expect(text).toContain('\nPostgreSQL: skipped, not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  });

  it('names the two server processes on PostgreSQL, and both their logs when something failed', () => {
    const run = {
      database: 'postgres' as const,
      description: 'temporary database 127.0.0.1:5432/bench_1',
      skipped: false,
      processes: 2,
      measurements: [m({})],
      problems: [],
      logFiles: ['/tmp/load-server-postgres-1.log', '/tmp/load-server-postgres-2.log'],
    };
    const text = formatLoadReport({ settings: LOAD_SETTINGS, runs: [run] });
    expect(text).toContain('\nPostgreSQL, 2 server processes: temporary database 127.0.0.1:5432/bench_1\n');
    expect(text).not.toContain('server log');
    expect(text).not.toContain('not enforced');
    const failed = formatLoadReport({
      settings: LOAD_SETTINGS,
      runs: [{ ...run, problems: ['payments/schedule (signed in): no signed-in sessions: timeout'] }],
    });
    expect(failed).toContain('  server logs: /tmp/load-server-postgres-1.log, /tmp/load-server-postgres-2.log');
  });
});
