import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { measureTargets, type BrowserMeasurement, type MeasureTarget, type PageAction } from './browser-weight.ts';
import { visitorLabels } from './budgets.ts';
import { table } from './format.ts';
import { pgliteDatabase, type BenchDatabase } from './load-database.ts';
import { startServer, type RunningServer } from './load-server.ts';
import type { PageSlot, SeedPage } from './page-slots.ts';
import type { PageWeight } from './page-weight.ts';
import { prepareVisitor } from './visitors.ts';

/**
 * The page-weight part of the bench: the built server started on a fresh
 * embedded database, Debian's Chromium (the browser tests' binary and flags)
 * driven by Playwright, each page of each slot loaded by the slot's visitors
 * (scripts/bench/browser-weight.ts), signed-in ones prepared as
 * scripts/bench/visitors.ts says.
 */

/** What a visitor does on a page after start-up, to list the chunks that only a user action fetches. */
export const pageActions: Record<string, PageAction> = {
  stage: {
    label: 'open the offer details dialog',
    async run(page) {
      await page
        .getByRole('button', { name: /^Szczegóły/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
    },
  },
};

/** One target per page of each slot and per visitor the slot names. */
export function weightTargets(slots: readonly PageSlot[], pages: ReadonlyMap<string, readonly SeedPage[]>): MeasureTarget[] {
  return slots.flatMap((slot) =>
    (pages.get(slot.id) ?? []).flatMap((page) =>
      slot.visitors.map((visitor) => ({
        slot: slot.id,
        label: slot.label,
        path: page.path,
        visitor,
        ...(pageActions[slot.id] ? { action: pageActions[slot.id] } : {}),
      })),
    ),
  );
}

/** The pages a slot has no page for: reported as a measurement that could not be taken. */
export function missingSlots(slots: readonly PageSlot[], pages: ReadonlyMap<string, readonly SeedPage[]>): BrowserMeasurement[] {
  return slots
    .filter((slot) => !(pages.get(slot.id) ?? []).length)
    .map((slot) => ({ slot: slot.id, label: slot.label, path: '', visitor: slot.visitors[0]!, error: 'the seed has no page of this kind' }));
}

export interface WeightReport {
  /** The browser binary used. */
  chromium: string;
  measurements: BrowserMeasurement[];
  /** What stopped the whole run: server, browser. */
  problems: string[];
  logFile?: string;
}

export interface WeightOptions {
  root: string;
  logDir: string;
  targets: readonly MeasureTarget[];
  env?: NodeJS.ProcessEnv;
  step?: (text: string) => void;
}

export async function runWeight(options: WeightOptions): Promise<WeightReport> {
  const step = options.step ?? (() => {});
  const binary = chromiumPath(options.env);
  const report: WeightReport = { chromium: binary ?? "(Playwright's own Chromium)", measurements: [], problems: [] };
  let db: BenchDatabase | undefined;
  let server: RunningServer | undefined;
  let browser: import('@playwright/test').Browser | undefined;
  try {
    if (binary && !existsSync(binary)) {
      throw new Error(`no browser at ${binary}: install the chromium package (apt-get install chromium) or name one in CHROMIUM_PATH`);
    }
    const { chromium } = await import('@playwright/test');
    db = await pgliteDatabase();
    report.logFile = path.join(options.logDir, 'weight-server.log');
    step(`page weight: starting the server (${db.description})…`);
    server = await startServer({ root: options.root, env: db.env, logFile: report.logFile });
    step(`page weight: starting the browser ${report.chromium}…`);
    browser = await chromium.launch({ ...(binary ? { executablePath: binary } : {}), args: CHROMIUM_ARGS });
    report.measurements = await measureTargets({
      browser,
      origin: server.origin,
      targets: options.targets,
      step,
      prepare: prepareVisitor,
    });
  } catch (error) {
    report.problems.push((error as Error).message);
  } finally {
    await browser?.close();
    await server?.stop();
    await db?.remove().catch((error: Error) => report.problems.push(`database not removed (${db?.description}): ${error.message}`));
  }
  return report;
}

const k = (n: number | undefined) => (n === undefined ? '–' : (n / 1000).toFixed(1));

/**
 * The browser-measured table, one row per page and visitor, with the static
 * analysis's start-up figure beside it as a diagnostic (`staticWeights` by path).
 */
export function formatWeightReport(report: WeightReport, staticWeights: ReadonlyMap<string, PageWeight> = new Map()): string {
  const lines = [
    `\nPage weight on the wire (kB, 1 kB = 1000 B; ${report.chromium}, built server, fresh database, empty cache; ` +
      'response bodies as the server encoded them, until the network is idle + 1 s; other = API answers and the rest)',
  ];
  const wireRows = report.measurements.map((m) => {
    const w = m.wire;
    return [
      m.label,
      m.path || 'no page',
      visitorLabels[m.visitor],
      k(w?.html),
      k(w?.css),
      k(w?.js),
      k(w?.font),
      k(w?.image),
      k(w?.other),
      k(w?.total),
    ];
  });
  if (wireRows.length) lines.push(table(['Kind', 'Path', 'Visitor', 'HTML', 'CSS', 'JS', 'Fonts', 'Images', 'Other', 'Total'], wireRows, 3));
  lines.push(
    '\nScripts in the browser (a diagnostic: every script response and inline script, gzip -9 / brotli q11 of the bytes received; ' +
      '"after action": fetched only once the action ran, not counted; "static gz": the static analysis of dist/)',
  );
  const rows = report.measurements.map((m) => {
    const js = m.js;
    const action = m.action ? `${m.action.label}: ${k(m.action.gzip)}${m.action.error ? ' (failed)' : ''}` : '–';
    return [
      m.label,
      m.path || 'no page',
      visitorLabels[m.visitor],
      js ? String(js.files.length) : '–',
      k(js?.raw),
      k(js?.gzip),
      k(js?.brotli),
      js ? (m.reactScripts?.length ? 'yes' : 'no') : '–',
      action,
      k(staticWeights.get(m.path)?.js.gzip),
    ];
  });
  if (rows.length)
    lines.push(table(['Kind', 'Path', 'Visitor', 'Scripts', 'JS', 'gzip', 'brotli', 'React', 'After action (gzip)', 'Static gz'], rows, 3));
  for (const m of report.measurements) {
    const who = `${m.path || m.label} (${visitorLabels[m.visitor]})`;
    if (m.error) lines.push(`  ${who}: not measured: ${m.error}`);
    if (m.finalPath && m.finalPath.split(/[?#]/)[0] !== m.path) lines.push(`  ${who}: ended at ${m.finalPath}`);
    for (const failed of m.failed ?? []) lines.push(`  ${who}: script not loaded: ${failed}`);
    if (m.action?.error) lines.push(`  ${who}: ${m.action.label}: ${m.action.error}`);
  }
  for (const problem of report.problems) lines.push(`  ✗ ${problem}`);
  if (report.problems.length && report.logFile) lines.push(`  server log: ${report.logFile}`);
  return lines.join('\n');
}
