import { oneDecimal } from './format.ts';

/**
 * Figures of one Lighthouse run, read from its result (LHR). Only the fields
 * the bench reads are typed, so a small hand-written result can stand in for
 * Lighthouse's in tests.
 */
export type LighthouseResultLike = {
  lighthouseVersion: string;
  /** Set when Lighthouse could not audit the page (unreachable, error status, Chrome crash). */
  runtimeError?: { code: string; message: string };
  runWarnings?: readonly string[];
  categories: Record<string, { score: number | null; auditRefs: readonly { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
};

/** The categories the bench scores, by their Lighthouse ids, with the column each has in the report. */
export const LIGHTHOUSE_CATEGORIES = [
  { id: 'performance', label: 'Perf.' },
  { id: 'accessibility', label: 'A11y' },
  { id: 'best-practices', label: 'Best pr.' },
  { id: 'seo', label: 'SEO' },
] as const;

export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number]['id'];

/** The metrics the report shows, by their Lighthouse audit ids. */
export const LIGHTHOUSE_METRICS = [
  { id: 'first-contentful-paint', key: 'fcpMs', label: 'FCP' },
  { id: 'largest-contentful-paint', key: 'lcpMs', label: 'LCP' },
  { id: 'total-blocking-time', key: 'tbtMs', label: 'TBT' },
  { id: 'cumulative-layout-shift', key: 'cls', label: 'CLS' },
  { id: 'speed-index', key: 'speedIndexMs', label: 'SI' },
] as const;

export type LighthouseMetrics = Partial<Record<(typeof LIGHTHOUSE_METRICS)[number]['key'], number>>;

export type LighthouseMeasurement = {
  path: string;
  /** Performance score 0–100 as Lighthouse shows it; absent when the page could not be scored. */
  score?: number;
  /** Every category's score 0–100 (performance's included), as Lighthouse shows them. */
  categories?: Partial<Record<LighthouseCategory, number>>;
  /** Per category below 100, the audits that cost points, e.g. "accessibility: color-contrast". */
  failedAudits?: Partial<Record<LighthouseCategory, string[]>>;
  metrics: LighthouseMetrics;
  /** Metrics that cost points, the costliest first, e.g. "TBT 620 ms (score 45/100, weight 30): −16.5 pts". */
  losses: string[];
  warnings: string[];
  /** Why there is no score. */
  error?: string;
  lighthouseVersion?: string;
  /** The full result, relative to the project root. */
  reportFile?: string;
  /** Every run's score in run order (undefined: that run failed), when the page was run more than once. */
  runScores?: (number | undefined)[];
  /** Which of them these figures come from, counting from 1. */
  medianRun?: number;
  /** Why runs failed, when some did. */
  runErrors?: string[];
};

/** A metric in the unit people read it in: seconds for paints, ms for blocking time, no unit for CLS. */
export function formatMetric(key: keyof LighthouseMetrics, value: number | undefined): string {
  if (value === undefined) return '–';
  if (key === 'cls') return value.toFixed(3);
  if (key === 'tbtMs') return `${Math.round(value)} ms`;
  return `${oneDecimal(value / 1000)} s`;
}

export function lighthouseFigures(path: string, lhr: LighthouseResultLike): LighthouseMeasurement {
  // Lighthouse repeats a runtime error among its warnings.
  const warnings = (lhr.runWarnings ?? []).filter((w) => w !== lhr.runtimeError?.message);
  const base = { path, lighthouseVersion: lhr.lighthouseVersion, warnings };
  if (lhr.runtimeError) return { ...base, metrics: {}, losses: [], error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const metrics: LighthouseMetrics = {};
  for (const m of LIGHTHOUSE_METRICS) {
    const value = lhr.audits[m.id]?.numericValue;
    if (value !== undefined) metrics[m.key] = value;
  }
  const performance = lhr.categories.performance;
  if (!performance || performance.score === null) return { ...base, metrics, losses: [], error: 'Lighthouse gave no performance score' };

  // Each metric costs weight × (1 − its score) of the 100 points (the weights add up to 100).
  const losses = performance.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => {
      const metric = LIGHTHOUSE_METRICS.find((m) => m.id === ref.id);
      const score = lhr.audits[ref.id]?.score ?? 0;
      const name = metric ? `${metric.label} ${formatMetric(metric.key, metrics[metric.key])}` : ref.id;
      return { loss: ref.weight * (1 - score), text: `${name} (score ${Math.round(score * 100)}/100, weight ${ref.weight})` };
    })
    .filter((l) => l.loss > 0)
    .sort((a, b) => b.loss - a.loss)
    .map((l) => `${l.text}: −${oneDecimal(l.loss)} pts`);
  const categories: Partial<Record<LighthouseCategory, number>> = {};
  const failedAudits: Partial<Record<LighthouseCategory, string[]>> = {};
  for (const { id } of LIGHTHOUSE_CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === null) continue;
    categories[id] = Math.round(category.score * 100);
    const failed = category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    if (id !== 'performance' && failed.length) failedAudits[id] = failed;
  }
  return { ...base, score: Math.round(performance.score * 100), categories, failedAudits, metrics, losses };
}

/**
 * One page's runs summed up by the run with the median score, its metrics
 * with it: a run slowed by a busy machine moves the median little. With an
 * even count the lower middle run counts (the stricter). Failed runs are left
 * out; when every run failed, the first failure stands.
 */
export function medianRun(runs: readonly LighthouseMeasurement[]): LighthouseMeasurement {
  if (!runs.length) throw new Error('medianRun: no runs');
  const scored = runs
    .map((run, index) => ({ score: run.score, index }))
    .filter((r): r is { score: number; index: number } => r.score !== undefined)
    .sort((a, b) => a.score - b.score || a.index - b.index);
  const index = scored.length ? scored[Math.floor((scored.length - 1) / 2)]!.index : 0;
  const runErrors = runs.flatMap((r) => (r.error ? [r.error] : []));
  return {
    ...runs[index]!,
    runScores: runs.map((r) => r.score),
    medianRun: index + 1,
    ...(runErrors.length ? { runErrors } : {}),
  };
}

export const lighthouseTableHeader = ['Path', ...LIGHTHOUSE_CATEGORIES.map((c) => c.label), ...LIGHTHOUSE_METRICS.map((m) => m.label), 'Perf. runs'];

export const lighthouseTableRows = (measurements: readonly LighthouseMeasurement[]): string[][] =>
  measurements.map((m) => [
    m.path,
    ...LIGHTHOUSE_CATEGORIES.map(({ id }) => {
      const score = id === 'performance' ? m.score : m.categories?.[id];
      return score === undefined ? (m.score === undefined ? 'error' : '–') : String(score);
    }),
    ...LIGHTHOUSE_METRICS.map((metric) => formatMetric(metric.key, m.metrics[metric.key])),
    (m.runScores ?? []).map((s) => (s === undefined ? 'error' : String(s))).join(', '),
  ]);
