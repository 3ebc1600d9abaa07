import { describe, expect, it } from 'vitest';
import { evaluateBudgets, failing, type Budget, type MeasuredBuild, type MeasuredPage } from './budgets.ts';
import type { PageWeight } from './page-weight.ts';

const weight = (scripts: { url: string; gzip: number }[], reactScripts: string[] = []): PageWeight => {
  const files = scripts.map((s) => ({ url: s.url, raw: s.gzip * 3, gzip: s.gzip, brotli: s.gzip - 1 }));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((n, f) => n + f[key], 0);
  return {
    file: 'x/index.html',
    html: { raw: 1, gzip: 1, brotli: 1 },
    css: { raw: 0, gzip: 0, brotli: 0, files: [] },
    js: { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files },
    lazyJs: { raw: 0, gzip: 0, brotli: 0, files: [] },
    islands: [],
    reactScripts,
    unresolved: [],
  };
};

const list: Budget[] = [
  { kind: 'page-js-gzip', page: 'help', maxBytes: 10_000, enforced: true },
  { kind: 'page-no-react', page: 'help', enforced: true },
  { kind: 'page-js-gzip', page: 'stage', maxBytes: 120_000, enforced: false },
  { kind: 'page-js-gzip', page: 'content', maxBytes: 10_000, enforced: true },
  { kind: 'build-rate', extraArticles: 2000, minPagesPerSecond: 100, enforced: true },
  { kind: 'build-scaling', from: 500, to: 2000, minRatio: 0.8, enforced: true },
];

const builds = (rate500: number, rate2000: number): MeasuredBuild[] => [
  { extraArticles: 500, pages: 505, seconds: 505 / rate500, pagesPerSecond: rate500 },
  { extraArticles: 2000, pages: 2005, seconds: 2005 / rate2000, pagesPerSecond: rate2000 },
];

describe('evaluateBudgets', () => {
  it('passes pages and builds within their budgets', () => {
    const pages: MeasuredPage[] = [
      { slot: 'help', label: 'pomoc', path: '/pomoc', weight: weight([{ url: '/_astro/shell.js', gzip: 6_500 }]) },
      { slot: 'stage', label: 'etap', path: '/etap', weight: weight([{ url: '/_astro/cart.js', gzip: 90_000 }]) },
      { slot: 'content', label: 'treść', path: '/dostepnosc', weight: weight([]) },
    ];
    const results = evaluateBudgets(pages, builds(120, 150), list);
    expect(results.map((r) => [r.description, r.actual, r.status])).toEqual([
      ['pomoc (/pomoc): JS gzip', '6.5 kB', 'ok'],
      ['pomoc (/pomoc): bez środowiska React', 'brak', 'ok'],
      ['etap (/etap): JS gzip', '90.0 kB', 'ok'],
      ['treść (/dostepnosc): JS gzip', '0.0 kB', 'ok'],
      ['budowanie z 2000 dodatkowymi artykułami pomocy', '150.0 str./s', 'ok'],
      ['skalowanie budowania: tempo(2000) / tempo(500)', '1.25', 'ok'],
    ]);
    expect(failing(results)).toEqual([]);
  });

  it('fails broken and unmeasurable enforced budgets, naming the heaviest scripts first, and only reports the others', () => {
    const pages: MeasuredPage[] = [
      {
        slot: 'help',
        label: 'pomoc',
        path: '/pomoc',
        weight: weight([{ url: '/_astro/shell.js', gzip: 6_000 }, { url: '/_astro/react.js', gzip: 60_000 }], ['/_astro/react.js']),
      },
      { slot: 'stage', label: 'etap', path: '/etap', weight: weight([{ url: '/_astro/cart.js', gzip: 130_000 }]) },
      { slot: 'content', label: 'treść' },
    ];
    const results = evaluateBudgets(pages, builds(200, 150), list);
    const failed = failing(results);
    expect(failed.map((r) => [r.description, r.actual, r.limit, r.status])).toEqual([
      ['pomoc (/pomoc): JS gzip', '66.0 kB', '≤ 10.0 kB', 'broken'],
      ['pomoc (/pomoc): bez środowiska React', '1 skr., 0 wysp', 'brak', 'broken'],
      ['treść: JS gzip', 'brak strony', '≤ 10.0 kB', 'unmeasured'],
      ['skalowanie budowania: tempo(2000) / tempo(500)', '0.75', '≥ 0.80', 'broken'],
    ]);
    expect(failed[0]!.culprits).toEqual(['/_astro/react.js (60.0 kB gzip)', '/_astro/shell.js (6.0 kB gzip)']);
    expect(failed[1]!.culprits).toEqual(['/_astro/react.js']);
    expect(results.find((r) => r.description === 'etap (/etap): JS gzip')).toMatchObject({ status: 'broken', enforced: false });
  });
});
