import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { contextOptions } from './browser-weight.ts';
import { LIGHTHOUSE_PAGES, type LighthousePage } from './lighthouse-pages.ts';
import type { Visitor } from './page-slots.ts';
import { prepareVisitor } from './visitors.ts';
import path from 'node:path';
import { pgliteDatabase, type BenchDatabase } from './load-database.ts';
import {
  LIGHTHOUSE_CATEGORIES,
  lighthouseFigures,
  lighthouseTableHeader,
  lighthouseTableRows,
  medianRun,
  type LighthouseMeasurement,
  type LighthouseResultLike,
} from './lighthouse-results.ts';
import { startServer, type RunningServer } from './load-server.ts';
import { table } from './format.ts';

/**
 * The Lighthouse part of the bench: the built server started on a fresh
 * embedded database, Debian's Chromium headless, and Lighthouse navigations
 * (performance, accessibility, best practices and SEO; mobile form factor and
 * screen, Lighthouse's default simulated throttling), pages interleaved run
 * by run. A signed-in customer or a buyer with a cart is prepared first in
 * the same browser binary driven by Playwright (scripts/bench/visitors.ts);
 * their cookies are then put into Lighthouse's browser, with an emptied HTTP
 * cache, before each of their pages. Simulation still
 * scales the CPU time it observes, so a busy machine lowers a single run's
 * performance (68 instead of 99 was seen here): the run with the median
 * performance score counts.
 */

export const LIGHTHOUSE_RUNS = 3;

export { chromiumPath };

/** The browser tests' flags, headless. */
export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export interface LighthouseReport {
  /** The browser binary used, or how it was looked for. */
  chromium: string;
  measurements: LighthouseMeasurement[];
  /** What stopped a page or the whole run: server, browser. */
  problems: string[];
  logFile?: string;
}

export interface LighthouseOptions {
  root: string;
  logDir: string;
  /** Where each page's full Lighthouse result (JSON) is written. */
  reportDir: string;
  pages?: readonly LighthousePage[];
  /** Runs per page; the median one counts. */
  runs?: number;
  env?: NodeJS.ProcessEnv;
  step?: (text: string) => void;
}

type Cookie = Awaited<ReturnType<import('@playwright/test').BrowserContext['cookies']>>[number];

/** The cookies each prepared visitor holds after their preparation in a browser of their own. */
async function visitorCookies(origin: string, chromePath: string | undefined, visitors: ReadonlySet<Visitor>): Promise<Map<Visitor, Cookie[]>> {
  const cookies = new Map<Visitor, Cookie[]>();
  if (![...visitors].some((visitor) => visitor !== 'anonymous')) return cookies;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ ...(chromePath ? { executablePath: chromePath } : {}), args: CHROMIUM_ARGS });
  try {
    for (const visitor of visitors) {
      if (visitor === 'anonymous') continue;
      const context = await browser.newContext({ ...contextOptions, baseURL: origin });
      await prepareVisitor[visitor](await context.newPage());
      cookies.set(visitor, await context.cookies(origin));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return cookies;
}

const reportName = (pagePath: string) => `${pagePath.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_') || 'index'}.json`;

export async function runLighthouse(options: LighthouseOptions): Promise<LighthouseReport> {
  const step = options.step ?? (() => {});
  const pages = options.pages ?? LIGHTHOUSE_PAGES;
  const runs = options.runs ?? LIGHTHOUSE_RUNS;
  const chromePath = chromiumPath(options.env);
  const report: LighthouseReport = { chromium: chromePath ?? '(found by chrome-launcher)', measurements: [], problems: [] };
  let db: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  let chrome: { port: number; kill: () => void } | undefined;
  let driver: import('@playwright/test').Browser | undefined;
  try {
    // Loaded here so the other parts of the bench do not pay for Lighthouse's start-up.
    const [{ default: lighthouse }, { screenEmulationMetrics }, { launch }] = await Promise.all([
      import('lighthouse'),
      import('lighthouse/core/config/constants.js'),
      import('chrome-launcher'),
    ]);
    // chrome-launcher throws a missing binary from an event handler, out of reach of this try: check first.
    if (chromePath && !existsSync(chromePath)) {
      throw new Error(`no browser at ${chromePath}: install the chromium package (apt-get install chromium) or name one in CHROMIUM_PATH`);
    }
    db = await pgliteDatabase();
    report.logFile = path.join(options.logDir, 'lighthouse-server.log');
    step(`Lighthouse: starting the server (${db.description})…`);
    server = await startServer({ root: options.root, env: db.env, logFile: report.logFile });
    step(`Lighthouse: starting the browser ${report.chromium}…`);
    const { origin } = server;
    step('Lighthouse: preparing the signed-in visitors…');
    const visitorCookiesFor = await visitorCookies(origin, chromePath, new Set(pages.map((p) => p.visitor)));
    chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
    const { port } = chrome;
    // The browser Lighthouse drives, also driven through Playwright to hand a visitor's cookies to it: Lighthouse's storage
    // reset would clear them, so for a prepared visitor it is turned off and the HTTP cache cleared here instead.
    const { chromium } = await import('@playwright/test');
    driver = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const jar = driver.contexts()[0]!;
    const becomeVisitor = async (visitor: Visitor): Promise<boolean> => {
      await jar.clearCookies();
      const cookies = visitorCookiesFor.get(visitor);
      if (!cookies) return false;
      await jar.addCookies(cookies);
      const page = await jar.newPage();
      await (await jar.newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      return true;
    };
    const audit = async ({ path: pagePath, visitor, uncrawlable }: LighthousePage): Promise<{ figures: LighthouseMeasurement; json?: string }> => {
      try {
        const prepared = await becomeVisitor(visitor);
        const result = await lighthouse(`${origin}${pagePath}`, {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: LIGHTHOUSE_CATEGORIES.map((c) => c.id),
          ...(prepared ? { disableStorageReset: true } : {}),
          ...(uncrawlable ? { skipAudits: ['is-crawlable'] } : {}),
          formFactor: 'mobile',
          screenEmulation: screenEmulationMetrics.mobile,
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error('Lighthouse returned no result');
        // A page that sent its visitor elsewhere (a session that did not hold: the login page) is not the page meant.
        const landed = new URL(result.lhr.finalDisplayedUrl);
        if (landed.pathname !== new URL(pagePath, origin).pathname) throw new Error(`the page sent the ${visitor} visitor to ${landed.pathname}`);
        const json = typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr);
        return { figures: lighthouseFigures(pagePath, result.lhr as LighthouseResultLike), json };
      } catch (error) {
        return { figures: { path: pagePath, metrics: {}, losses: [], warnings: [], error: (error as Error).message } };
      }
    };
    // Per page, each run's figures with its full result (JSON), written out for the median run only.
    const results = new Map(pages.map((p) => [p.path, [] as { figures: LighthouseMeasurement; json?: string }[]]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const pagePath = page.path;
        step(`Lighthouse: ${pagePath} (${page.visitor}, mobile; run ${run}/${runs})…`);
        let outcome = await audit(page);
        // A trace Lighthouse could not read (NO_NAVSTART and the like, seen here now and then) asks for another go.
        if (outcome.figures.error) {
          step(`Lighthouse: ${pagePath}: ${outcome.figures.error}; repeating run ${run}…`);
          const again = await audit(page);
          if (!again.figures.error) {
            again.figures.warnings.unshift(`run ${run} repeated after an error: ${outcome.figures.error}`);
          }
          outcome = again;
        }
        if (page.uncrawlable) outcome.figures.warnings.push(`SEO without is-crawlable: ${page.uncrawlable}`);
        results.get(pagePath)!.push(outcome);
      }
    }
    await mkdir(options.reportDir, { recursive: true });
    for (const [pagePath, pageRuns] of results) {
      const median = medianRun(pageRuns.map((r) => r.figures));
      const json = pageRuns[median.medianRun! - 1]!.json;
      if (json) {
        const file = path.join(options.reportDir, reportName(pagePath));
        await writeFile(file, json);
        median.reportFile = path.relative(options.root, file);
      }
      report.measurements.push(median);
    }
  } catch (error) {
    report.problems.push((error as Error).message);
  } finally {
    await driver?.close().catch(() => undefined);
    chrome?.kill();
    await server?.stop();
    await db?.remove().catch((error: Error) => report.problems.push(`database not removed (${db?.description}): ${error.message}`));
  }
  return report;
}

/** The score and metrics per page, with what went wrong. */
export function formatLighthouseReport(report: LighthouseReport): string {
  const lines = [`\nLighthouse (mobile, simulated throttling; ${report.chromium}; scores and metrics of the run with the median performance score)`];
  if (report.measurements.length) lines.push(table(lighthouseTableHeader, lighthouseTableRows(report.measurements), 1));
  for (const m of report.measurements) {
    if (m.error) lines.push(`  ${m.path}: ${m.error}`);
    for (const warning of m.warnings) lines.push(`  ${m.path}: Lighthouse warning: ${warning}`);
    for (const [category, audits] of Object.entries(m.failedAudits ?? {}))
      lines.push(`  ${m.path}: ${category} lost points on: ${audits.join(', ')}`);
    for (const error of m.score === undefined ? [] : (m.runErrors ?? [])) lines.push(`  ${m.path}: failed run: ${error}`);
    if (m.reportFile) lines.push(`  ${m.path}: full result of run ${m.medianRun ?? 1} (the median): ${m.reportFile}`);
  }
  for (const problem of report.problems) lines.push(`  ✗ ${problem}`);
  if (report.problems.length && report.logFile) lines.push(`  server log: ${report.logFile}`);
  return lines.join('\n');
}
