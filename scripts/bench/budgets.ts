import { kb, oneDecimal } from './format.ts';
import type { PageWeight } from './page-weight.ts';

/**
 * Performance budgets, one line each. `enforced: false` reports the figure
 * without failing the run (for budgets whose work is still to come).
 */
export type Budget =
  | { kind: 'page-js-gzip'; page: string; maxBytes: number; enforced: boolean }
  | { kind: 'page-no-react'; page: string; enforced: boolean }
  | { kind: 'build-rate'; extraArticles: number; minPagesPerSecond: number; enforced: boolean }
  | { kind: 'build-scaling'; from: number; to: number; minRatio: number; enforced: boolean };

export const budgets: Budget[] = [
  { kind: 'page-js-gzip', page: 'content', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'content', enforced: true },
  { kind: 'page-js-gzip', page: 'help', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'help', enforced: true },
  { kind: 'page-js-gzip', page: 'help-article', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'help-article', enforced: true },
  { kind: 'page-js-gzip', page: 'stage', maxBytes: 120_000, enforced: false },
  { kind: 'build-rate', extraArticles: 2000, minPagesPerSecond: 100, enforced: true },
  { kind: 'build-scaling', from: 500, to: 2000, minRatio: 0.8, enforced: true },
];

export type MeasuredPage = { slot: string; label: string; path?: string; weight?: PageWeight };
export type MeasuredBuild = { extraArticles: number; pages: number; seconds: number; pagesPerSecond: number };

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

const scriptList = (w: PageWeight) =>
  [...w.js.files].sort((a, b) => b.gzip - a.gzip).map((f) => `${f.url} (${kb(f.gzip)} gzip)`);

export function evaluateBudget(budget: Budget, pages: readonly MeasuredPage[], builds: readonly MeasuredBuild[]): BudgetResult {
  const result = (description: string, limit: string, actual: string, status: BudgetResult['status'], culprits: string[] = []): BudgetResult => ({
    budget,
    description,
    limit,
    actual,
    status,
    enforced: budget.enforced,
    culprits,
  });
  const pageName = (id: string) => {
    const page = pages.find((p) => p.slot === id);
    return { page, name: page ? `${page.label}${page.path ? ` (${page.path})` : ''}` : id };
  };
  const build = (n: number) => builds.find((b) => b.extraArticles === n);

  switch (budget.kind) {
    case 'page-js-gzip': {
      const { page, name } = pageName(budget.page);
      const description = `${name}: JS gzip`;
      const limit = `≤ ${kb(budget.maxBytes)}`;
      if (!page?.weight) return result(description, limit, 'brak strony', 'unmeasured');
      const actual = page.weight.js.gzip;
      const ok = actual <= budget.maxBytes;
      return result(description, limit, kb(actual), ok ? 'ok' : 'broken', ok ? [] : scriptList(page.weight));
    }
    case 'page-no-react': {
      const { page, name } = pageName(budget.page);
      const description = `${name}: bez środowiska React`;
      if (!page?.weight) return result(description, 'brak', 'brak strony', 'unmeasured');
      const { reactScripts, islands } = page.weight;
      const ok = reactScripts.length === 0 && islands.every((i) => !i.renderer);
      const culprits = [...reactScripts, ...islands.map((i) => `wyspa ${i.component}${i.renderer ? ` (renderer ${i.renderer})` : ''}`)];
      return result(description, 'brak', ok ? 'brak' : `${reactScripts.length} skr., ${islands.length} wysp`, ok ? 'ok' : 'broken', ok ? [] : culprits);
    }
    case 'build-rate': {
      const description = `budowanie z ${budget.extraArticles} dodatkowymi artykułami pomocy`;
      const limit = `≥ ${oneDecimal(budget.minPagesPerSecond)} str./s`;
      const b = build(budget.extraArticles);
      if (!b) return result(description, limit, 'brak pomiaru', 'unmeasured');
      return result(description, limit, `${oneDecimal(b.pagesPerSecond)} str./s`, b.pagesPerSecond >= budget.minPagesPerSecond ? 'ok' : 'broken');
    }
    case 'build-scaling': {
      const description = `skalowanie budowania: tempo(${budget.to}) / tempo(${budget.from})`;
      const limit = `≥ ${budget.minRatio.toFixed(2)}`;
      const from = build(budget.from);
      const to = build(budget.to);
      if (!from || !to) return result(description, limit, 'brak pomiaru', 'unmeasured');
      const ratio = to.pagesPerSecond / from.pagesPerSecond;
      return result(description, limit, ratio.toFixed(2), ratio >= budget.minRatio ? 'ok' : 'broken');
    }
  }
}

export const evaluateBudgets = (pages: readonly MeasuredPage[], builds: readonly MeasuredBuild[], list: readonly Budget[] = budgets) =>
  list.map((b) => evaluateBudget(b, pages, builds));

/** An enforced budget fails the run when broken or when its figure could not be taken. */
export const failing = (results: readonly BudgetResult[]) => results.filter((r) => r.enforced && r.status !== 'ok');
