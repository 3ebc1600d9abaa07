import { kb, oneDecimal } from './format.ts';
import type { LighthouseMeasurement } from './lighthouse-results.ts';
import { databaseLabels, type LoadDatabase, type LoadMeasurement } from './load-results.ts';
import type { Visitor } from './page-slots.ts';

/**
 * Performance budgets, one line each. `enforced: false` reports the figure
 * without failing the run (for budgets whose work is still to come).
 */
export type Budget =
  | { kind: 'page-js-gzip'; page: string; maxBytes: number; enforced: boolean }
  | { kind: 'page-no-react'; page: string; enforced: boolean }
  | { kind: 'build-rate'; extraArticles: number; minPagesPerSecond: number; enforced: boolean }
  | { kind: 'build-scaling'; from: number; to: number; minRatio: number; enforced: boolean }
  | { kind: 'load-p99'; database: LoadDatabase; target: string; maxMs: number; enforced: boolean }
  | { kind: 'load-rate'; database: LoadDatabase; target: string; minRequestsPerSecond: number; enforced: boolean }
  /** No 5xx, no error envelope (nor a body that is no envelope), no connection error under the load. */
  | { kind: 'load-clean'; database: LoadDatabase; target: string; enforced: boolean }
  /** Lighthouse performance score (0–100), mobile. */
  | { kind: 'lighthouse-performance'; path: string; minScore: number; enforced: boolean };

export const budgets: Budget[] = [
  // Page weight, judged on what Chromium fetched from the built server at start-up (scripts/bench/browser-weight.ts),
  // every page of a slot and every visitor measured; what a user action (opening a dialog) fetches later is not counted.
  { kind: 'page-js-gzip', page: 'content', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'content', enforced: true },
  { kind: 'page-js-gzip', page: 'help', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'help', enforced: true },
  { kind: 'page-js-gzip', page: 'help-article', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'help-article', enforced: true },
  { kind: 'page-js-gzip', page: 'documents', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'documents', enforced: true },
  { kind: 'page-js-gzip', page: 'search', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'search', enforced: true },
  // Shop and self-care pages: React included.
  { kind: 'page-js-gzip', page: 'stage', maxBytes: 120_000, enforced: true },
  { kind: 'page-js-gzip', page: 'summary', maxBytes: 120_000, enforced: true },
  { kind: 'page-js-gzip', page: 'landing', maxBytes: 120_000, enforced: true },
  { kind: 'page-js-gzip', page: 'thank-you', maxBytes: 120_000, enforced: true },
  { kind: 'page-js-gzip', page: 'event-landing', maxBytes: 120_000, enforced: true },
  { kind: 'page-js-gzip', page: 'selfcare', maxBytes: 120_000, enforced: true },
  { kind: 'build-rate', extraArticles: 2000, minPagesPerSecond: 100, enforced: true },
  { kind: 'build-scaling', from: 500, to: 2000, minRatio: 0.8, enforced: true },
  // Load at 50 connections: enforced on embedded PGlite (this machine), reported against the PostgreSQL server.
  { kind: 'load-p99', database: 'pglite', target: 'sessionData', maxMs: 50, enforced: true },
  { kind: 'load-rate', database: 'pglite', target: 'sessionData', minRequestsPerSecond: 1000, enforced: true },
  { kind: 'load-clean', database: 'pglite', target: 'sessionData', enforced: true },
  { kind: 'load-p99', database: 'pglite', target: 'cart/update', maxMs: 50, enforced: true },
  { kind: 'load-rate', database: 'pglite', target: 'cart/update', minRequestsPerSecond: 1000, enforced: true },
  { kind: 'load-clean', database: 'pglite', target: 'cart/update', enforced: true },
  { kind: 'load-p99', database: 'postgres', target: 'sessionData', maxMs: 50, enforced: false },
  { kind: 'load-rate', database: 'postgres', target: 'sessionData', minRequestsPerSecond: 1000, enforced: false },
  { kind: 'load-clean', database: 'postgres', target: 'sessionData', enforced: false },
  { kind: 'load-p99', database: 'postgres', target: 'cart/update', maxMs: 50, enforced: false },
  { kind: 'load-rate', database: 'postgres', target: 'cart/update', minRequestsPerSecond: 1000, enforced: false },
  { kind: 'load-clean', database: 'postgres', target: 'cart/update', enforced: false },
  { kind: 'lighthouse-performance', path: '/oferta-online', minScore: 90, enforced: true },
  { kind: 'lighthouse-performance', path: '/oferta-online/konfiguracja', minScore: 90, enforced: true },
];

/** Budgets of the load part (the ones `--only=load` evaluates). */
export const isLoadBudget = (budget: Budget) => budget.kind === 'load-p99' || budget.kind === 'load-rate' || budget.kind === 'load-clean';

/** Budgets of the Lighthouse part (the ones `--only=lighthouse` evaluates). */
export const isLighthouseBudget = (budget: Budget) => budget.kind === 'lighthouse-performance';

/** Budgets of the page-weight part (the ones `--only=weight` evaluates). */
export const isWeightBudget = (budget: Budget) => budget.kind === 'page-js-gzip' || budget.kind === 'page-no-react';

/** One page as one visitor's browser fetched it (a BrowserMeasurement); no `js` when it could not be measured. */
export type MeasuredPage = {
  slot: string;
  label: string;
  path?: string;
  visitor?: Visitor;
  js?: { gzip: number; files: readonly { url: string; gzip: number }[] };
  reactScripts?: readonly string[];
  error?: string;
};
export type MeasuredBuild = { extraArticles: number; pages: number; seconds: number; pagesPerSecond: number };
/** One database's load run; a database that was not run is simply absent. */
export type MeasuredLoad = { database: LoadDatabase; measurements: readonly LoadMeasurement[] };

export type BudgetResult = {
  budget: Budget;
  description: string;
  limit: string;
  actual: string;
  /** `unmeasured`: the figure could not be taken (no such page, no such build). */
  status: 'ok' | 'broken' | 'unmeasured';
  enforced: boolean;
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

const where = (p: MeasuredPage) => `${p.path ?? '?'}${p.visitor ? `, ${visitorLabels[p.visitor]}` : ''}`;

/** A slot's measurements, and the name the budget gives them: the label, with the path when they share one. */
function slotMeasurements(pages: readonly MeasuredPage[], slot: string) {
  const measured = pages.filter((p) => p.slot === slot);
  const paths = [...new Set(measured.flatMap((p) => (p.path ? [p.path] : [])))];
  const label = measured[0]?.label ?? slot;
  const name = paths.length === 1 ? `${label} (${paths[0]})` : paths.length > 1 ? `${label} (${paths.length} pages)` : label;
  const unmeasured = measured.filter((p) => !p.js);
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

export function evaluateBudget(
  budget: Budget,
  pages: readonly MeasuredPage[],
  builds: readonly MeasuredBuild[],
  loads: readonly MeasuredLoad[] = [],
  lighthouse: readonly LighthouseMeasurement[] = [],
): BudgetResult {
  const result = (description: string, limit: string, actual: string, status: BudgetResult['status'], culprits: string[] = []): BudgetResult => ({
    budget,
    description,
    limit,
    actual,
    status,
    enforced: budget.enforced,
    culprits,
  });
  const build = (n: number) => builds.find((b) => b.extraArticles === n);
  const load = (database: LoadDatabase, target: string) =>
    loads.find((l) => l.database === database)?.measurements.find((m) => m.target === target);
  const loadName = (database: LoadDatabase, target: string) => `${target} (${databaseLabels[database]})`;
  // Latency and rate say nothing about a call that never succeeded (a 404 is fast): no 2xx reads as unmeasured.
  const unmeasuredLoad = (m: LoadMeasurement | undefined) => (m ? 'no 2xx response' : 'not measured');

  switch (budget.kind) {
    case 'page-js-gzip': {
      const { measured, name, unmeasured } = slotMeasurements(pages, budget.page);
      const description = `${name}: JS gzip`;
      const limit = `≤ ${kb(budget.maxBytes)}`;
      if (!measured.length) return result(description, limit, 'no page', 'unmeasured');
      if (unmeasured.length) return result(description, limit, 'not measured', 'unmeasured', unmeasured);
      const heaviest = measured.reduce((a, b) => (b.js!.gzip > a.js!.gzip ? b : a));
      const actual = measured.length > 1 ? `${kb(heaviest.js!.gzip)} (${where(heaviest)})` : kb(heaviest.js!.gzip);
      const over = measured.filter((p) => p.js!.gzip > budget.maxBytes).sort((a, b) => b.js!.gzip - a.js!.gzip);
      // Every page over the limit, then what the heaviest of them fetched, the largest scripts first.
      const culprits = over.length
        ? [
            ...over.map((p) => `${where(p)}: ${kb(p.js!.gzip)} gzip in ${p.js!.files.length} scripts`),
            `the largest scripts of ${where(over[0]!)}:`,
            ...largestScripts(over[0]!.js!.files),
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
    case 'load-p99': {
      const description = `${loadName(budget.database, budget.target)}: p99`;
      const limit = `< ${budget.maxMs} ms`;
      const m = load(budget.database, budget.target);
      if (!m?.status['2xx']) return result(description, limit, unmeasuredLoad(m), 'unmeasured');
      return result(description, limit, `${m.p99Ms.toFixed(2)} ms`, m.p99Ms < budget.maxMs ? 'ok' : 'broken');
    }
    case 'load-rate': {
      const description = `${loadName(budget.database, budget.target)}: requests/s`;
      const limit = `≥ ${budget.minRequestsPerSecond}`;
      const m = load(budget.database, budget.target);
      if (!m?.status['2xx']) return result(description, limit, unmeasuredLoad(m), 'unmeasured');
      return result(description, limit, oneDecimal(m.requestsPerSecond), m.requestsPerSecond >= budget.minRequestsPerSecond ? 'ok' : 'broken');
    }
    case 'load-clean': {
      const description = `${loadName(budget.database, budget.target)}: no 5xx nor error envelopes`;
      const m = load(budget.database, budget.target);
      if (!m || m.responses === 0) return result(description, '0', m ? 'no responses' : 'not measured', 'unmeasured');
      const failures = loadFailures(m);
      const culprits = [
        ...Object.entries(m.statusCodes)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, count]) => `HTTP ${code} × ${count}`),
        ...(m.envelopes?.examples ?? []).map((e) => `× ${e.count}: ${e.text}`),
      ];
      return result(description, '0', failures.length ? failures.join(', ') : '0', failures.length ? 'broken' : 'ok', failures.length ? culprits : []);
    }
    case 'lighthouse-performance': {
      const description = `Lighthouse ${budget.path}: performance (mobile)`;
      const limit = `≥ ${budget.minScore}`;
      const m = lighthouse.find((l) => l.path === budget.path);
      if (m?.score === undefined) return result(description, limit, m ? 'measurement failed' : 'not measured', 'unmeasured', m?.error ? [m.error] : []);
      const ok = m.score >= budget.minScore;
      return result(description, limit, String(m.score), ok ? 'ok' : 'broken', ok ? [] : m.losses);
    }
  }
}

export const evaluateBudgets = (
  pages: readonly MeasuredPage[],
  builds: readonly MeasuredBuild[],
  list: readonly Budget[] = budgets,
  loads: readonly MeasuredLoad[] = [],
  lighthouse: readonly LighthouseMeasurement[] = [],
) => list.map((b) => evaluateBudget(b, pages, builds, loads, lighthouse));

/** An enforced budget fails the run when broken or when its figure could not be taken. */
export const failing = (results: readonly BudgetResult[]) => results.filter((r) => r.enforced && r.status !== 'ok');
