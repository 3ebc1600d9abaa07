import type { WireWeight } from './browser-weight.ts';
import { kb, oneDecimal } from './format.ts';
import { LIGHTHOUSE_MIN_SCORE, LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseMeasurement } from './lighthouse-results.ts';
import { databaseLabels, ratiosToStatic, type LoadDatabase, type LoadMeasurement } from './load-results.ts';
import type { Visitor } from './page-slots.ts';
import type { PublishReport } from './publish.ts';

/** Performance budgets, one line each; every one is enforced (a broken one, or one not measured, fails the run). */
export type Budget =
  /** Bytes a page transfers at start-up (scripts/bench/browser-weight.ts): in all, or its scripts'. */
  | { kind: 'page-wire'; page: string; resource: 'total' | 'js'; maxBytes: number }
  | { kind: 'page-no-react'; page: string }
  | { kind: 'build-rate'; extraArticles: number; minPagesPerSecond: number }
  | { kind: 'build-scaling'; from: number; to: number; minRatio: number }
  /**
   * `orStaticFloor`: where this machine serves even the static file of the same run with a p99 of maxMs or more,
   * the target passes when its p99 is no higher than the static file's (nothing can answer faster than the
   * server's own floor; ratios of one run are what a shared, noisy machine can compare).
   */
  | { kind: 'load-p99'; database: LoadDatabase; target: string; maxMs: number; orStaticFloor?: boolean }
  /** Requests/s at least this share of the static file's in the same database run. */
  | { kind: 'load-rate'; database: LoadDatabase; target: string; minRatioToStatic: number }
  /** No 5xx, no error envelope (nor a body that is no envelope), no connection error under the load. */
  | { kind: 'load-clean'; database: LoadDatabase; target: string }
  /** A Lighthouse category's score (0–100), mobile. */
  | { kind: 'lighthouse'; path: string; category: LighthouseCategory; minScore: number }
  /** From the CMS's publish hook to the new build served live (scripts/bench/publish.ts), the slowest publish. */
  | { kind: 'publish-live'; maxSeconds: number }
  /** No request failed while the live build switched. */
  | { kind: 'publish-clean' };

/** The calls whose load budgets hold on each database (target ids of scripts/bench/load.ts). */
export const LOAD_BUDGET_TARGETS = ['sessionData', 'cart/update', 'sessionData (signed in)', 'payments/schedule (signed in)'];

/** The search target of scripts/bench/load.ts: its own p99 budget (20 ms, or the static file's floor), no rate budget. */
export const SEARCH_LOAD_TARGET = 'search';

/** Pages of reading: their weight on the wire in all and of their scripts, and no React. */
const READING_PAGES = ['content', 'help', 'help-article', 'documents', 'search'];
/** The shop, the prepaid top-up, the voucher pages and self-care: React included. */
const APP_PAGES = ['stage', 'summary', 'landing', 'thank-you', 'event-landing', 'prepaid', 'voucher', 'selfcare'];

export const budgets: Budget[] = [
  // Page weight, judged on what Chromium transferred from the built server at start-up (scripts/bench/browser-weight.ts),
  // every page of a slot and every visitor measured; what a user action (opening a dialog) fetches later is not counted.
  ...READING_PAGES.flatMap((page): Budget[] => [
    { kind: 'page-wire', page, resource: 'total', maxBytes: 35_000 },
    { kind: 'page-wire', page, resource: 'js', maxBytes: 10_000 },
    { kind: 'page-no-react', page },
  ]),
  ...APP_PAGES.map((page): Budget => ({ kind: 'page-wire', page, resource: 'total', maxBytes: 150_000 })),
  { kind: 'build-rate', extraArticles: 2000, minPagesPerSecond: 100 },
  { kind: 'build-scaling', from: 500, to: 2000, minRatio: 0.8 },
  // Load at 50 connections, on embedded PGlite (one server process) and on the PostgreSQL server (two processes on one database).
  ...(['pglite', 'postgres'] as const).flatMap((database) =>
    LOAD_BUDGET_TARGETS.flatMap((target): Budget[] => [
      { kind: 'load-p99', database, target, maxMs: 50 },
      { kind: 'load-rate', database, target, minRatioToStatic: 0.5 },
      { kind: 'load-clean', database, target },
    ]),
  ),
  // Support search on the embedded index with 2,000 extra articles (its rate is reported against the static file, not budgeted).
  ...(['pglite', 'postgres'] as const).flatMap((database): Budget[] => [
    { kind: 'load-p99', database, target: SEARCH_LOAD_TARGET, maxMs: 20, orStaticFloor: true },
    { kind: 'load-clean', database, target: SEARCH_LOAD_TARGET },
  ]),
  // „Opublikuj” to live with no failed request, for the seed site on this machine.
  { kind: 'publish-live', maxSeconds: 30 },
  { kind: 'publish-clean' },
  // Lighthouse mobile: every category on every page kind.
  ...LIGHTHOUSE_PAGES.flatMap(({ path }) =>
    LIGHTHOUSE_CATEGORIES.map(({ id }): Budget => ({ kind: 'lighthouse', path, category: id, minScore: LIGHTHOUSE_MIN_SCORE })),
  ),
];

/** Budgets of the load part (the ones `--only=load` evaluates). */
export const isLoadBudget = (budget: Budget) => budget.kind === 'load-p99' || budget.kind === 'load-rate' || budget.kind === 'load-clean';

/** Budgets of the Lighthouse part (the ones `--only=lighthouse` evaluates). */
export const isLighthouseBudget = (budget: Budget) => budget.kind === 'lighthouse';

/** Budgets of the publish part (the ones `--only=publish` evaluates). */
export const isPublishBudget = (budget: Budget) => budget.kind === 'publish-live' || budget.kind === 'publish-clean';

/** Budgets of the page-weight part (the ones `--only=weight` evaluates). */
export const isWeightBudget = (budget: Budget) => budget.kind === 'page-wire' || budget.kind === 'page-no-react';

/** One page as one visitor's browser fetched it (a BrowserMeasurement); no `wire` when it could not be measured. */
export type MeasuredPage = {
  slot: string;
  label: string;
  path?: string;
  visitor?: Visitor;
  wire?: WireWeight;
  js?: { gzip: number; files: readonly { url: string; gzip: number }[] };
  reactScripts?: readonly string[];
  error?: string;
};
export type MeasuredBuild = { extraArticles: number; pages: number; seconds: number; pagesPerSecond: number };
/**
 * One database's load run. `skipped`: not run on purpose (no PostgreSQL server
 * configured), so its budgets are reported as skipped; a database absent from
 * the list, or run without figures, leaves its budgets unmeasured.
 */
export type MeasuredLoad = { database: LoadDatabase; measurements: readonly LoadMeasurement[]; skipped?: boolean; description?: string };

export type BudgetResult = {
  budget: Budget;
  description: string;
  limit: string;
  actual: string;
  /**
   * `unmeasured`: the figure could not be taken (no such page, no such build);
   * `skipped`: its part was not run on purpose (a database not configured).
   */
  status: 'ok' | 'broken' | 'unmeasured' | 'skipped';
  /** For a broken page budget: the scripts (and islands) responsible. */
  culprits: string[];
};

/** How many of a page's scripts a broken budget names, the largest first. */
export const CULPRITS_PER_PAGE = 8;

export const visitorLabels: Record<Visitor, string> = { anonymous: 'anonymous', customer: 'signed in', 'customer-with-cart': 'signed in, cart' };

const largestScripts = (files: readonly { url: string; gzip: number }[]) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url))
    .slice(0, CULPRITS_PER_PAGE)
    .map((f) => `  ${f.url} (${kb(f.gzip)} gzip)`);

/** What a page transferred, by kind: "HTML 8.1 kB, CSS 10.2 kB, JS 9.0 kB". */
const wireParts = (wire: WireWeight) =>
  (['html', 'css', 'js', 'font', 'image', 'other'] as const)
    .filter((kind) => wire[kind] > 0)
    .map((kind) => `${kind === 'html' || kind === 'css' || kind === 'js' ? kind.toUpperCase() : kind} ${kb(wire[kind])}`)
    .join(', ');

const where = (p: MeasuredPage) => `${p.path ?? '?'}${p.visitor ? `, ${visitorLabels[p.visitor]}` : ''}`;

/** A slot's measurements, and the name the budget gives them: the label, with the path when they share one. */
function slotMeasurements(pages: readonly MeasuredPage[], slot: string) {
  const measured = pages.filter((p) => p.slot === slot);
  const paths = [...new Set(measured.flatMap((p) => (p.path ? [p.path] : [])))];
  const label = measured[0]?.label ?? slot;
  const name = paths.length === 1 ? `${label} (${paths[0]})` : paths.length > 1 ? `${label} (${paths.length} pages)` : label;
  const unmeasured = measured.filter((p) => !p.wire);
  return { measured, name, unmeasured: unmeasured.map((p) => `${where(p)}: ${p.error ?? 'not measured'}`) };
}

/** What broke a clean-load budget, e.g. "12 × 5xx, 340 error envelopes"; empty when clean. */
function loadFailures(m: LoadMeasurement): string[] {
  const parts: string[] = [];
  if (m.status['5xx']) parts.push(`${m.status['5xx']} × 5xx`);
  if (m.envelopes?.errors) parts.push(`${m.envelopes.errors} error envelopes`);
  if (m.envelopes?.invalid) parts.push(`${m.envelopes.invalid} responses without an envelope`);
  if (m.connectionErrors) parts.push(`${m.connectionErrors} connection errors`);
  return parts;
}

type LoadBudget = Extract<Budget, { database: LoadDatabase }>;

/** A load budget on its database's run: skipped with the run, unmeasured without a 2xx figure (a 404 is fast too). */
function evaluateLoadBudget(budget: LoadBudget, loads: readonly MeasuredLoad[]): Omit<BudgetResult, 'budget'> {
  const name = `${budget.target} on ${databaseLabels[budget.database]}`;
  const [description, limit] =
    budget.kind === 'load-p99'
      ? [`${name}: p99`, `< ${budget.maxMs} ms${budget.orStaticFloor ? ', or ≤ static file where it is ≥ that' : ''}`]
      : budget.kind === 'load-rate'
        ? [`${name}: requests/s ÷ static file`, `≥ ${budget.minRatioToStatic.toFixed(2)}`]
        : [`${name}: no 5xx nor error envelopes`, '0'];
  const result = (actual: string, status: BudgetResult['status'], culprits: string[] = []) => ({ description, limit, actual, status, culprits });
  const run = loads.find((l) => l.database === budget.database);
  if (run?.skipped) return result('skipped', 'skipped', [`${databaseLabels[budget.database]} ${run.description ?? 'not run'}`]);
  const m = run?.measurements.find((x) => x.target === budget.target);
  if (budget.kind === 'load-clean') {
    if (!m || m.responses === 0) return result(m ? 'no responses' : 'not measured', 'unmeasured');
    const failures = loadFailures(m);
    const culprits = [
      ...Object.entries(m.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `HTTP ${code} × ${count}`),
      ...(m.envelopes?.examples ?? []).map((e) => `× ${e.count}: ${e.text}`),
    ];
    return result(failures.length ? failures.join(', ') : '0', failures.length ? 'broken' : 'ok', failures.length ? culprits : []);
  }
  if (!m?.status['2xx']) return result(m ? 'no 2xx response' : 'not measured', 'unmeasured');
  const base = run!.measurements.find((x) => x.kind === 'static');
  if (budget.kind === 'load-p99') {
    if (!budget.orStaticFloor) return result(`${m.p99Ms.toFixed(2)} ms`, m.p99Ms < budget.maxMs ? 'ok' : 'broken');
    if (!base?.p99Ms) return result(`${m.p99Ms.toFixed(2)} ms, no static file figure`, m.p99Ms < budget.maxMs ? 'ok' : 'unmeasured');
    const floor = base.p99Ms >= budget.maxMs;
    const ok = m.p99Ms < budget.maxMs || (floor && m.p99Ms <= base.p99Ms);
    return result(`${m.p99Ms.toFixed(2)} ms (static file ${base.p99Ms.toFixed(2)} ms, ×${(m.p99Ms / base.p99Ms).toFixed(2)})`, ok ? 'ok' : 'broken');
  }
  const ratio = ratiosToStatic(run!.measurements).get(m.target)?.requestsPerSecond;
  if (!base || ratio === undefined) return result('no static file figure', 'unmeasured');
  return result(
    `${ratio.toFixed(2)} (${oneDecimal(m.requestsPerSecond)} of ${oneDecimal(base.requestsPerSecond)} requests/s)`,
    ratio >= budget.minRatioToStatic ? 'ok' : 'broken',
  );
}

export function evaluateBudget(
  budget: Budget,
  pages: readonly MeasuredPage[],
  builds: readonly MeasuredBuild[],
  loads: readonly MeasuredLoad[] = [],
  lighthouse: readonly LighthouseMeasurement[] = [],
  publish?: PublishReport,
): BudgetResult {
  const result = (description: string, limit: string, actual: string, status: BudgetResult['status'], culprits: string[] = []): BudgetResult => ({
    budget,
    description,
    limit,
    actual,
    status,
    culprits,
  });
  const build = (n: number) => builds.find((b) => b.extraArticles === n);
  if ('database' in budget) return { budget, ...evaluateLoadBudget(budget, loads) };

  switch (budget.kind) {
    case 'page-wire': {
      const { measured, name, unmeasured } = slotMeasurements(pages, budget.page);
      const description = `${name}: ${budget.resource === 'js' ? 'JS' : 'all'} on the wire`;
      const limit = `≤ ${kb(budget.maxBytes)}`;
      if (!measured.length) return result(description, limit, 'no page', 'unmeasured');
      if (unmeasured.length) return result(description, limit, 'not measured', 'unmeasured', unmeasured);
      const bytes = (p: MeasuredPage) => p.wire![budget.resource];
      const heaviest = measured.reduce((a, b) => (bytes(b) > bytes(a) ? b : a));
      const actual = measured.length > 1 ? `${kb(bytes(heaviest))} (${where(heaviest)})` : kb(bytes(heaviest));
      const over = measured.filter((p) => bytes(p) > budget.maxBytes).sort((a, b) => bytes(b) - bytes(a));
      // Every page over the limit with what it transferred by kind, then the heaviest one's largest scripts.
      const culprits = over.length
        ? [
            ...over.map((p) => `${where(p)}: ${kb(bytes(p))} (${wireParts(p.wire!)})`),
            ...(over[0]!.js ? [`the largest scripts of ${where(over[0]!)}:`, ...largestScripts(over[0]!.js.files)] : []),
          ]
        : [];
      return result(description, limit, actual, over.length ? 'broken' : 'ok', culprits);
    }
    case 'page-no-react': {
      const { measured, name, unmeasured } = slotMeasurements(pages, budget.page);
      const description = `${name}: no React runtime`;
      if (!measured.length) return result(description, 'none', 'no page', 'unmeasured');
      if (unmeasured.length) return result(description, 'none', 'not measured', 'unmeasured', unmeasured);
      const culprits = measured.flatMap((p) => (p.reactScripts ?? []).map((script) => `${where(p)}: ${script}`));
      return result(description, 'none', culprits.length ? `${culprits.length} scripts` : 'none', culprits.length ? 'broken' : 'ok', culprits);
    }
    case 'build-rate': {
      const description = `build with ${budget.extraArticles} extra help articles`;
      const limit = `≥ ${oneDecimal(budget.minPagesPerSecond)} pages/s`;
      const b = build(budget.extraArticles);
      if (!b) return result(description, limit, 'not measured', 'unmeasured');
      return result(description, limit, `${oneDecimal(b.pagesPerSecond)} pages/s`, b.pagesPerSecond >= budget.minPagesPerSecond ? 'ok' : 'broken');
    }
    case 'build-scaling': {
      const description = `build scaling: rate(${budget.to}) / rate(${budget.from})`;
      const limit = `≥ ${budget.minRatio.toFixed(2)}`;
      const from = build(budget.from);
      const to = build(budget.to);
      if (!from || !to) return result(description, limit, 'not measured', 'unmeasured');
      const ratio = to.pagesPerSecond / from.pagesPerSecond;
      return result(description, limit, ratio.toFixed(2), ratio >= budget.minRatio ? 'ok' : 'broken');
    }
    case 'lighthouse': {
      const description = `Lighthouse ${budget.path}: ${budget.category} (mobile)`;
      const limit = `≥ ${budget.minScore}`;
      const m = lighthouse.find((l) => l.path === budget.path);
      const score = m?.categories?.[budget.category];
      if (score === undefined) return result(description, limit, m ? 'measurement failed' : 'not measured', 'unmeasured', m?.error ? [m.error] : []);
      const ok = score >= budget.minScore;
      const why = budget.category === 'performance' ? (m?.losses ?? []) : (m?.failedAudits?.[budget.category] ?? []).map((id) => `audit ${id}`);
      return result(description, limit, String(score), ok ? 'ok' : 'broken', ok ? [] : why);
    }
    case 'publish-live': {
      const description = 'publish to live (signed hook to the new build served)';
      const limit = `≤ ${budget.maxSeconds} s`;
      const problems = [...(publish?.error ? [publish.error] : []), ...(publish?.runs ?? []).flatMap((run) => (run.error ? [run.error] : []))];
      const times = (publish?.runs ?? []).flatMap((run) => (run.seconds === undefined ? [] : [run.seconds]));
      if (!publish || problems.length || times.length === 0) return result(description, limit, 'not measured', 'unmeasured', problems);
      const slowest = Math.max(...times);
      return result(description, limit, `${oneDecimal(slowest)} s`, slowest <= budget.maxSeconds ? 'ok' : 'broken');
    }
    case 'publish-clean': {
      const description = 'publish to live: no request fails during the switch';
      const runs = publish?.runs ?? [];
      if (!publish || runs.length === 0) return result(description, '0 failed', 'not measured', 'unmeasured', publish?.error ? [publish.error] : []);
      const failures = runs.flatMap((run) => run.failures);
      const requests = runs.reduce((sum, run) => sum + run.requests, 0);
      return result(
        description,
        '0 failed',
        `${failures.length} of ${requests}`,
        failures.length ? 'broken' : 'ok',
        [...new Set(failures)].slice(0, 8),
      );
    }
  }
}

export const evaluateBudgets = (
  pages: readonly MeasuredPage[],
  builds: readonly MeasuredBuild[],
  list: readonly Budget[] = budgets,
  loads: readonly MeasuredLoad[] = [],
  lighthouse: readonly LighthouseMeasurement[] = [],
  publish?: PublishReport,
) => list.map((b) => evaluateBudget(b, pages, builds, loads, lighthouse, publish));

/** A budget fails the run when broken or when its figure could not be taken; a skipped one does not. */
export const failing = (results: readonly BudgetResult[]) => results.filter((r) => r.status === 'broken' || r.status === 'unmeasured');
