import { describe, expect, it } from 'vitest';
import {
  formatMetric,
  lighthouseFigures,
  lighthouseTableRows,
  medianRun,
  type LighthouseMeasurement,
  type LighthouseResultLike,
} from './lighthouse-results.ts';

// Lighthouse 13's mobile performance weights: FCP 10, SI 10, LCP 25, TBT 30, CLS 25.
const lhr = (over: Partial<LighthouseResultLike> = {}): LighthouseResultLike => ({
  lighthouseVersion: '13.5.0',
  runWarnings: [],
  categories: {
    performance: {
      score: 0.83,
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'speed-index', weight: 10 },
        { id: 'interactive', weight: 0 },
      ],
    },
    accessibility: {
      score: 0.914,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'image-alt', weight: 10 },
        { id: 'tabindex', weight: 0 },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { score: 0.9, numericValue: 2100.4 },
    'largest-contentful-paint': { score: 0.6, numericValue: 3620 },
    'total-blocking-time': { score: 0.8, numericValue: 412.6 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.01234 },
    'speed-index': { score: 1, numericValue: 2900 },
    interactive: { score: 0.1, numericValue: 9000 },
    'color-contrast': { score: 0 },
    'image-alt': { score: 1 },
    tabindex: { score: 0 },
  },
  ...over,
});

describe('lighthouseFigures', () => {
  it('reads the scores out of 100 and the metrics, and lists the metrics that cost points, costliest first', () => {
    const m = lighthouseFigures('/oferta-online', lhr());
    expect(m).toMatchObject({
      path: '/oferta-online',
      score: 83,
      categories: { performance: 83, accessibility: 91 },
      metrics: { fcpMs: 2100.4, lcpMs: 3620, tbtMs: 412.6, cls: 0.01234, speedIndexMs: 2900 },
      lighthouseVersion: '13.5.0',
    });
    expect(m.error).toBeUndefined();
    expect(m.losses).toEqual([
      'LCP 3.6 s (score 60/100, weight 25): −10.0 pts',
      'TBT 413 ms (score 80/100, weight 30): −6.0 pts',
      'FCP 2.1 s (score 90/100, weight 10): −1.0 pts',
    ]);
    expect(lighthouseTableRows([m])).toEqual([['/oferta-online', '83', '91', '–', '–', '2.1 s', '3.6 s', '413 ms', '0.012', '2.9 s', '']]);
  });

  it('names the weighed audits that cost a category points, leaving out those Lighthouse does not count', () => {
    expect(lighthouseFigures('/oferta-online', lhr()).failedAudits).toEqual({ accessibility: ['color-contrast'] });
  });

  it('gives no score for a page Lighthouse could not load, with its reason once', () => {
    const message = 'Lighthouse was unable to reliably load the page you requested. (Status code: 404)';
    const m = lighthouseFigures(
      '/oferta-online',
      lhr({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message }, runWarnings: [message, 'Another warning'] }),
    );
    expect(m.score).toBeUndefined();
    expect(m.error).toBe(`ERRORED_DOCUMENT_REQUEST: ${message}`);
    expect(m.warnings).toEqual(['Another warning']);
    expect(lighthouseTableRows([m])).toEqual([['/oferta-online', 'error', 'error', 'error', 'error', '–', '–', '–', '–', '–', '']]);
  });

  it('gives no score when the performance category has none', () => {
    const m = lighthouseFigures('/x', lhr({ categories: { performance: { score: null, auditRefs: [] } } }));
    expect(m.score).toBeUndefined();
    expect(m.error).toBe('Lighthouse gave no performance score');
    expect(m.metrics.lcpMs).toBe(3620);
  });
});

describe('medianRun', () => {
  const run = (score: number | undefined, lcpMs: number): LighthouseMeasurement => ({
    path: '/oferta-online/konfiguracja',
    score,
    metrics: { lcpMs },
    losses: [],
    warnings: [],
    ...(score === undefined ? { error: 'PROTOCOL_TIMEOUT: Chrome did not answer' } : {}),
  });

  it('takes the run with the median score, its metrics with it, so one run slowed by a busy machine does not decide', () => {
    const m = medianRun([run(99, 1300), run(68, 2700), run(98, 1600), run(100, 1200), run(99, 1350)]);
    expect(m).toMatchObject({ score: 99, metrics: { lcpMs: 1300 }, medianRun: 1, runScores: [99, 68, 98, 100, 99] });
    expect(m.runErrors).toBeUndefined();
    expect(lighthouseTableRows([m])[0]!.slice(1, 7)).toEqual(['99', '–', '–', '–', '–', '1.3 s']);
    expect(lighthouseTableRows([m])[0]!.at(-1)).toBe('99, 68, 98, 100, 99');
  });

  it('takes the lower middle run of an even count, and leaves failed runs out but reports them', () => {
    const m = medianRun([run(95, 1500), run(undefined, 0), run(80, 2500), run(90, 2000), run(99, 1200)]);
    expect(m).toMatchObject({
      score: 90,
      medianRun: 4,
      runScores: [95, undefined, 80, 90, 99],
      runErrors: ['PROTOCOL_TIMEOUT: Chrome did not answer'],
    });
    expect(lighthouseTableRows([m])[0]!.at(-1)).toBe('95, error, 80, 90, 99');
  });

  it('gives no score when every run failed', () => {
    const m = medianRun([run(undefined, 0), run(undefined, 0)]);
    expect(m.score).toBeUndefined();
    expect(m.error).toBe('PROTOCOL_TIMEOUT: Chrome did not answer');
    expect(m.medianRun).toBe(1);
  });
});

describe('formatMetric', () => {
  it('shows paints in seconds, blocking time in ms and layout shift without a unit', () => {
    expect([formatMetric('lcpMs', 2449), formatMetric('tbtMs', 0.4), formatMetric('cls', 0.1), formatMetric('fcpMs', undefined)]).toEqual([
      '2.4 s',
      '0 ms',
      '0.100',
      '–',
    ]);
  });
});
