import { describe, expect, it } from 'vitest';
import {
  budgets,
  evaluateBudgets,
  failing,
  isLighthouseBudget,
  isPublishBudget,
  isLoadBudget,
  isWeightBudget,
  type Budget,
  type MeasuredBuild,
  type MeasuredLoad,
  type MeasuredPage,
} from './budgets.ts';
import type { WireWeight } from './browser-weight.ts';
import type { LighthouseMeasurement } from './lighthouse-results.ts';
import type { LoadMeasurement } from './load-results.ts';

/** A page as one visitor's browser fetched it: what it transferred by kind, and its scripts (a diagnostic). */
const fetched = (
  slot: string,
  path: string,
  wire: Partial<WireWeight>,
  scripts: { url: string; gzip: number }[] = [],
  over: Partial<MeasuredPage> = {},
): MeasuredPage => {
  const kinds = { html: 0, css: 0, js: 0, font: 0, image: 0, other: 0, ...wire };
  return {
    slot,
    label: slot,
    path,
    visitor: 'anonymous',
    wire: { ...kinds, total: Object.values(kinds).reduce((n, bytes) => n + bytes, 0) },
    js: { gzip: scripts.reduce((n, s) => n + s.gzip, 0), files: scripts },
    reactScripts: [],
    ...over,
  };
};

const list: Budget[] = [
  { kind: 'page-wire', page: 'help', resource: 'total', maxBytes: 35_000 },
  { kind: 'page-wire', page: 'help', resource: 'js', maxBytes: 10_000 },
  { kind: 'page-no-react', page: 'help' },
  { kind: 'page-wire', page: 'stage', resource: 'total', maxBytes: 150_000 },
  { kind: 'page-wire', page: 'content', resource: 'total', maxBytes: 35_000 },
  { kind: 'build-rate', extraArticles: 2000, minPagesPerSecond: 100 },
  { kind: 'build-scaling', from: 500, to: 2000, minRatio: 0.8 },
];

const builds = (rate500: number, rate2000: number): MeasuredBuild[] => [
  { extraArticles: 500, pages: 505, seconds: 505 / rate500, pagesPerSecond: rate500 },
  { extraArticles: 2000, pages: 2005, seconds: 2005 / rate2000, pagesPerSecond: rate2000 },
];

describe('evaluateBudgets', () => {
  it('passes pages and builds within their budgets', () => {
    const pages: MeasuredPage[] = [
      fetched('help', '/pomoc', { html: 8_000, css: 12_000, js: 6_500, other: 500 }),
      fetched('stage', '/etap', { html: 15_000, css: 12_000, js: 110_000 }),
      fetched('content', '/dostepnosc', { html: 9_000, css: 10_000 }),
    ];
    const results = evaluateBudgets(pages, builds(120, 150), list);
    expect(results.map((r) => [r.description, r.actual, r.status])).toEqual([
      ['help (/pomoc): all on the wire', '27.0 kB', 'ok'],
      ['help (/pomoc): JS on the wire', '6.5 kB', 'ok'],
      ['help (/pomoc): no React runtime', 'none', 'ok'],
      ['stage (/etap): all on the wire', '137.0 kB', 'ok'],
      ['content (/dostepnosc): all on the wire', '19.0 kB', 'ok'],
      ['build with 2000 extra help articles', '150.0 pages/s', 'ok'],
      ['build scaling: rate(2000) / rate(500)', '1.25', 'ok'],
    ]);
    expect(failing(results)).toEqual([]);
  });

  it('fails broken and unmeasurable budgets, naming the page, what it transferred by kind and its heaviest scripts first', () => {
    const pages: MeasuredPage[] = [
      fetched(
        'help',
        '/pomoc',
        { html: 8_000, css: 12_000, js: 20_000, font: 1_000 },
        [
          { url: '/_astro/shell.js', gzip: 6_000 },
          { url: '/_astro/react.js', gzip: 60_000 },
        ],
        { reactScripts: ['/_astro/react.js'] },
      ),
      fetched('stage', '/etap', { html: 15_000, js: 140_000 }, [{ url: '/_astro/cart.js', gzip: 130_000 }]),
    ];
    const results = evaluateBudgets(pages, builds(200, 150), list);
    const failed = failing(results);
    expect(failed.map((r) => [r.description, r.actual, r.limit, r.status])).toEqual([
      ['help (/pomoc): all on the wire', '41.0 kB', '≤ 35.0 kB', 'broken'],
      ['help (/pomoc): JS on the wire', '20.0 kB', '≤ 10.0 kB', 'broken'],
      ['help (/pomoc): no React runtime', '1 scripts', 'none', 'broken'],
      ['stage (/etap): all on the wire', '155.0 kB', '≤ 150.0 kB', 'broken'],
      ['content: all on the wire', 'no page', '≤ 35.0 kB', 'unmeasured'],
      ['build scaling: rate(2000) / rate(500)', '0.75', '≥ 0.80', 'broken'],
    ]);
    expect(failed[0]!.culprits).toEqual([
      '/pomoc, anonymous: 41.0 kB (HTML 8.0 kB, CSS 12.0 kB, JS 20.0 kB, font 1.0 kB)',
      'the largest scripts of /pomoc, anonymous:',
      '  /_astro/react.js (60.0 kB gzip)',
      '  /_astro/shell.js (6.0 kB gzip)',
    ]);
    expect(failed[2]!.culprits).toEqual(['/pomoc, anonymous: /_astro/react.js']);
  });

  it('judges a slot by its heaviest page and visitor, and names every page over the limit, the heaviest first', () => {
    const big = Array.from({ length: 10 }, (_, i) => ({ url: `/_astro/chunk-${i}.js`, gzip: 13_000 - i * 1000 }));
    const pages: MeasuredPage[] = [
      fetched('selfcare', '/konto', { js: 80_000 }, [{ url: '/_astro/a.js', gzip: 80_000 }], { visitor: 'customer' }),
      fetched('selfcare', '/konto/platnosci', { js: 81_000 }, big.slice(0, 9), { visitor: 'customer' }),
      fetched('selfcare', '/konto/dane', { js: 85_000 }, big, { visitor: 'customer' }),
    ];
    const [result] = evaluateBudgets(pages, [], [{ kind: 'page-wire', page: 'selfcare', resource: 'total', maxBytes: 80_000 }]);
    expect(result).toMatchObject({
      description: 'selfcare (3 pages): all on the wire',
      actual: '85.0 kB (/konto/dane, signed in)',
      status: 'broken',
    });
    expect(result!.culprits).toEqual([
      '/konto/dane, signed in: 85.0 kB (JS 85.0 kB)',
      '/konto/platnosci, signed in: 81.0 kB (JS 81.0 kB)',
      'the largest scripts of /konto/dane, signed in:',
      // The eight largest only.
      ...big.slice(0, 8).map((s) => `  ${s.url} (${(s.gzip / 1000).toFixed(1)} kB gzip)`),
    ]);

    const sameMeasure = [fetched('stage', '/etap', { js: 50_000 }), fetched('stage', '/etap', { js: 70_000 }, [], { visitor: 'customer' })];
    expect(evaluateBudgets(sameMeasure, [], [{ kind: 'page-wire', page: 'stage', resource: 'total', maxBytes: 150_000 }])[0]).toMatchObject({
      description: 'stage (/etap): all on the wire',
      actual: '70.0 kB (/etap, signed in)',
      status: 'ok',
    });
  });

  it('reads a page the browser could not measure as unmeasured, with the reason', () => {
    const pages: MeasuredPage[] = [
      fetched('help', '/pomoc', { html: 5_000, js: 5_000 }),
      { slot: 'help', label: 'help', path: '/pomoc', visitor: 'customer', error: 'sign-in failed: timeout' },
    ];
    const results = evaluateBudgets(pages, [], list.slice(0, 3));
    expect(results.map((r) => [r.actual, r.status, r.culprits])).toEqual([
      ['not measured', 'unmeasured', ['/pomoc, signed in: sign-in failed: timeout']],
      ['not measured', 'unmeasured', ['/pomoc, signed in: sign-in failed: timeout']],
      ['not measured', 'unmeasured', ['/pomoc, signed in: sign-in failed: timeout']],
    ]);
  });

  it('holds content, help, documents and search pages to 35 kB on the wire with 10 kB of JS and no React, and the shop, the prepaid top-up, the voucher pages and every self-care page to 150 kB', () => {
    const pageBudgets = budgets.filter(isWeightBudget);
    const limits = (resource: 'total' | 'js') =>
      Object.fromEntries(pageBudgets.flatMap((b) => (b.kind === 'page-wire' && b.resource === resource ? [[b.page, b.maxBytes]] : [])));
    expect(limits('total')).toEqual({
      content: 35_000,
      help: 35_000,
      'help-article': 35_000,
      documents: 35_000,
      search: 35_000,
      stage: 150_000,
      summary: 150_000,
      landing: 150_000,
      'thank-you': 150_000,
      'event-landing': 150_000,
      prepaid: 150_000,
      voucher: 150_000,
      selfcare: 150_000,
    });
    expect(limits('js')).toEqual({ content: 10_000, help: 10_000, 'help-article': 10_000, documents: 10_000, search: 10_000 });
    const noReact = pageBudgets.flatMap((b) => (b.kind === 'page-no-react' ? [b.page] : []));
    expect(noReact).toEqual(['content', 'help', 'help-article', 'documents', 'search']);
  });
});

describe('load budgets', () => {
  const loadList: Budget[] = [
    { kind: 'load-p99', database: 'pglite', target: 'sessionData', maxMs: 50 },
    { kind: 'load-rate', database: 'pglite', target: 'sessionData', minRatioToStatic: 0.5 },
    { kind: 'load-clean', database: 'pglite', target: 'sessionData' },
    { kind: 'load-p99', database: 'pglite', target: 'cart/update', maxMs: 50 },
    { kind: 'load-rate', database: 'pglite', target: 'cart/update', minRatioToStatic: 0.5 },
    { kind: 'load-clean', database: 'pglite', target: 'cart/update' },
    { kind: 'load-p99', database: 'postgres', target: 'sessionData', maxMs: 50 },
    { kind: 'load-rate', database: 'postgres', target: 'sessionData', minRatioToStatic: 0.5 },
  ];

  const api = (target: string, rps: number, p99: number, over: Partial<LoadMeasurement> = {}): LoadMeasurement => ({
    target,
    label: target,
    kind: 'api',
    path: `/api/${target}`,
    requestsPerSecond: rps,
    p50Ms: p99 / 3,
    p99Ms: p99,
    responses: rps * 6,
    seconds: 6,
    status: { '2xx': rps * 6, '3xx': 0, '4xx': 0, '5xx': 0 },
    statusCodes: { '200': rps * 6 },
    connectionErrors: 0,
    timeouts: 0,
    envelopes: { checked: rps * 6, errors: 0, invalid: 0, examples: [] },
    ...over,
  });
  const staticFile = (rps: number): LoadMeasurement => ({ ...api('static', rps, 4), kind: 'static', path: '/favicon.svg', envelopes: undefined });

  it('passes calls fast, clean and at least half as frequent as the static file of the same database run', () => {
    const loads: MeasuredLoad[] = [
      { database: 'pglite', measurements: [staticFile(3000), api('sessionData', 1500, 49.99), api('cart/update', 2000, 20)] },
      { database: 'postgres', measurements: [staticFile(8000), api('sessionData', 4100, 12)] },
    ];
    const results = evaluateBudgets([], [], loadList, loads);
    expect(results.map((r) => [r.description, r.limit, r.actual, r.status])).toEqual([
      ['sessionData on PGlite: p99', '< 50 ms', '49.99 ms', 'ok'],
      ['sessionData on PGlite: requests/s ÷ static file', '≥ 0.50', '0.50 (1500.0 of 3000.0 requests/s)', 'ok'],
      ['sessionData on PGlite: no 5xx nor error envelopes', '0', '0', 'ok'],
      ['cart/update on PGlite: p99', '< 50 ms', '20.00 ms', 'ok'],
      ['cart/update on PGlite: requests/s ÷ static file', '≥ 0.50', '0.67 (2000.0 of 3000.0 requests/s)', 'ok'],
      ['cart/update on PGlite: no 5xx nor error envelopes', '0', '0', 'ok'],
      ['sessionData on PostgreSQL: p99', '< 50 ms', '12.00 ms', 'ok'],
      ['sessionData on PostgreSQL: requests/s ÷ static file', '≥ 0.50', '0.51 (4100.0 of 8000.0 requests/s)', 'ok'],
    ]);
    expect(failing(results)).toEqual([]);
  });

  it('holds the search to 20 ms, or where the static file of the same run is itself that slow, to no more than the static file', () => {
    const search: Budget = { kind: 'load-p99', database: 'pglite', target: 'search', maxMs: 20, orStaticFloor: true };
    const judge = (staticP99: number, searchP99: number) =>
      evaluateBudgets(
        [],
        [],
        [search],
        [{ database: 'pglite', measurements: [{ ...staticFile(4000), p99Ms: staticP99 }, api('search', 4000, searchP99)] }],
      )[0]!;
    expect([judge(12, 19.9), judge(12, 20), judge(28.15, 22.95), judge(28.15, 28.2), judge(30, 19)].map((r) => [r.actual, r.status])).toEqual([
      ['19.90 ms (static file 12.00 ms, ×1.66)', 'ok'],
      ['20.00 ms (static file 12.00 ms, ×1.67)', 'broken'],
      ['22.95 ms (static file 28.15 ms, ×0.82)', 'ok'],
      ['28.20 ms (static file 28.15 ms, ×1.00)', 'broken'],
      ['19.00 ms (static file 30.00 ms, ×0.63)', 'ok'],
    ]);
    expect(judge(12, 5).limit).toBe('< 20 ms, or ≤ static file where it is ≥ that');
  });

  it('fails slow, rare or unclean calls, naming the status codes and envelopes, and a call that never succeeded', () => {
    const loads: MeasuredLoad[] = [
      {
        database: 'pglite',
        measurements: [
          staticFile(2000),
          api('sessionData', 980, 50, {
            status: { '2xx': 5990, '3xx': 0, '4xx': 0, '5xx': 4 },
            statusCodes: { '200': 5990, '500': 4 },
            connectionErrors: 2,
            envelopes: { checked: 5994, errors: 5, invalid: 1, examples: [{ text: '500: Wystąpił błąd.', count: 4 }] },
          }),
          api('cart/update', 5000, 8, {
            status: { '2xx': 0, '3xx': 0, '4xx': 30_000, '5xx': 0 },
            statusCodes: { '404': 30_000 },
            envelopes: { checked: 30_000, errors: 30_000, invalid: 0, examples: [{ text: '404: Nie znaleziono usługi.', count: 30_000 }] },
          }),
        ],
      },
    ];
    const failed = failing(evaluateBudgets([], [], loadList.slice(0, 6), loads));
    expect(failed.map((r) => [r.description, r.actual, r.status])).toEqual([
      ['sessionData on PGlite: p99', '50.00 ms', 'broken'],
      ['sessionData on PGlite: requests/s ÷ static file', '0.49 (980.0 of 2000.0 requests/s)', 'broken'],
      [
        'sessionData on PGlite: no 5xx nor error envelopes',
        '4 × 5xx, 5 error envelopes, 1 responses without an envelope, 2 connection errors',
        'broken',
      ],
      ['cart/update on PGlite: p99', 'no 2xx response', 'unmeasured'],
      ['cart/update on PGlite: requests/s ÷ static file', 'no 2xx response', 'unmeasured'],
      ['cart/update on PGlite: no 5xx nor error envelopes', '30000 error envelopes', 'broken'],
    ]);
    expect(failed[2]!.culprits).toEqual(['HTTP 500 × 4', '× 4: 500: Wystąpił błąd.']);
    expect(failed[5]!.culprits).toEqual(['HTTP 404 × 30000', '× 30000: 404: Nie znaleziono usługi.']);
  });

  it('cannot judge a rate without the static file of the same run: another database’s does not count', () => {
    const loads: MeasuredLoad[] = [
      { database: 'pglite', measurements: [staticFile(3000)] },
      { database: 'postgres', measurements: [api('sessionData', 4000, 12)] },
    ];
    const [rate] = evaluateBudgets([], [], loadList.slice(7), loads);
    expect(rate).toMatchObject({
      description: 'sessionData on PostgreSQL: requests/s ÷ static file',
      actual: 'no static file figure',
      status: 'unmeasured',
    });
    const silentStatic = { ...staticFile(0), responses: 0, status: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } };
    const [zero] = evaluateBudgets([], [], loadList.slice(7), [{ database: 'postgres', measurements: [silentStatic, api('sessionData', 4000, 12)] }]);
    expect(zero).toMatchObject({ actual: 'no static file figure', status: 'unmeasured' });
  });

  it('fails the budgets of a database that ran without figures, or of a target without any reply; skips those of a database not configured', () => {
    const silent = api('cart/update', 0, Number.NaN, {
      responses: 0,
      status: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      statusCodes: {},
      connectionErrors: 50,
    });
    const noRun = failing(evaluateBudgets([], [], loadList, []));
    expect(noRun).toHaveLength(8);
    expect(noRun.every((r) => r.status === 'unmeasured' && r.actual === 'not measured')).toBe(true);
    const results = evaluateBudgets([], [], loadList, [{ database: 'pglite', measurements: [silent] }]);
    expect(results.find((r) => r.description === 'cart/update on PGlite: no 5xx nor error envelopes')).toMatchObject({
      actual: 'no responses',
      status: 'unmeasured',
    });

    const skipped = evaluateBudgets([], [], loadList, [
      { database: 'pglite', measurements: [staticFile(3000), api('sessionData', 2000, 10), api('cart/update', 2000, 10)] },
      { database: 'postgres', measurements: [], skipped: true, description: 'not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)' },
    ]);
    expect(skipped.slice(6).map((r) => [r.description, r.actual, r.status, r.culprits])).toEqual([
      ['sessionData on PostgreSQL: p99', 'skipped', 'skipped', ['PostgreSQL not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)']],
      [
        'sessionData on PostgreSQL: requests/s ÷ static file',
        'skipped',
        'skipped',
        ['PostgreSQL not configured (set BENCH_DATABASE_URL or TEST_DATABASE_URL)'],
      ],
    ]);
    expect(failing(skipped)).toEqual([]);
  });

  it('holds the four calls, anonymous and signed in, to the same budgets on PGlite and on PostgreSQL, and the search to a p99 under 20 ms', () => {
    const load = budgets.filter(isLoadBudget);
    const expected = [
      ...(['pglite', 'postgres'] as const).flatMap((database) =>
        ['sessionData', 'cart/update', 'sessionData (signed in)', 'payments/schedule (signed in)'].flatMap((target) => [
          { kind: 'load-p99', database, target, maxMs: 50 },
          { kind: 'load-rate', database, target, minRatioToStatic: 0.5 },
          { kind: 'load-clean', database, target },
        ]),
      ),
      ...(['pglite', 'postgres'] as const).flatMap((database) => [
        { kind: 'load-p99', database, target: 'search', maxMs: 20, orStaticFloor: true },
        { kind: 'load-clean', database, target: 'search' },
      ]),
    ];
    expect(load).toEqual(expected);
    expect(
      budgets
        .filter((b) => !isLoadBudget(b) && !isLighthouseBudget(b) && !isWeightBudget(b) && !isPublishBudget(b))
        .every((b) => b.kind.startsWith('build-')),
    ).toBe(true);
  });
});

describe('Lighthouse budgets', () => {
  const all = (score: number) => ({ performance: score, accessibility: score, 'best-practices': score, seo: score });
  const measured = (path: string, score: number | undefined, over: Partial<LighthouseMeasurement> = {}): LighthouseMeasurement => ({
    path,
    score,
    ...(score === undefined ? {} : { categories: all(score) }),
    metrics: {},
    losses: score === undefined ? [] : ['TBT 620 ms (score 45/100, weight 30): −16.5 pts'],
    warnings: [],
    ...over,
  });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

  it('asks for at least 95 in each of the four categories on every page kind of issue 29', () => {
    const list = budgets.filter(isLighthouseBudget);
    const paths = [
      '/',
      '/landing',
      '/oferta-online',
      '/oferta-online/konfiguracja',
      '/oferta-online/podsumowanie',
      '/pomoc/dekodery/brak-sygnalu',
      '/wyniki-wyszukiwania?q=dekoder',
      '/salony',
      '/status-karty',
      '/aktywuj-voucher',
      '/oferta-online/moje-konto',
      '/oferta-online/moje-uslugi',
    ];
    expect(list).toEqual(paths.flatMap((path) => categories.map((category) => ({ kind: 'lighthouse', path, category, minScore: 95 }))));
  });

  it('passes 95 and above, fails below naming what cost points, and fails a page that could not be scored or was not run', () => {
    const list = budgets.filter(isLighthouseBudget).filter((b) => b.kind === 'lighthouse' && b.path.startsWith('/oferta-online/k'));
    const pass = evaluateBudgets([], [], list, [], [measured('/oferta-online/konfiguracja', 95)]);
    expect(pass.map((r) => [r.description, r.limit, r.actual, r.status])).toEqual(
      categories.map((category) => [`Lighthouse /oferta-online/konfiguracja: ${category} (mobile)`, '≥ 95', '95', 'ok']),
    );
    expect(failing(pass)).toEqual([]);

    const low = measured('/oferta-online/konfiguracja', 94, {
      categories: { ...all(100), performance: 94, seo: 92 },
      failedAudits: { seo: ['meta-description'] },
    });
    expect(failing(evaluateBudgets([], [], list, [], [low])).map((r) => [r.description, r.actual, r.status, r.culprits])).toEqual([
      ['Lighthouse /oferta-online/konfiguracja: performance (mobile)', '94', 'broken', ['TBT 620 ms (score 45/100, weight 30): −16.5 pts']],
      ['Lighthouse /oferta-online/konfiguracja: seo (mobile)', '92', 'broken', ['audit meta-description']],
    ]);
    expect(failing(evaluateBudgets([], [], list, [], [])).map((r) => r.actual)).toEqual(categories.map(() => 'not measured'));

    const error = 'ERRORED_DOCUMENT_REQUEST: (Status code: 404)';
    const [failed] = failing(evaluateBudgets([], [], list.slice(0, 1), [], [measured('/oferta-online/konfiguracja', undefined, { error })]));
    expect(failed).toMatchObject({ actual: 'measurement failed', status: 'unmeasured', culprits: [error] });
  });
});

describe('publish budgets', () => {
  const publishBudgets = budgets.filter(isPublishBudget);
  const run = (seconds: number | undefined, failures: string[] = []) => ({ seconds, requests: 1000, failures });

  it('hold „Opublikuj” to live within 30 s, with no request failing during the switch', () => {
    expect(publishBudgets).toEqual([{ kind: 'publish-live', maxSeconds: 30 }, { kind: 'publish-clean' }]);
    const results = evaluateBudgets([], [], publishBudgets, [], [], { runs: [run(18.2), run(21.7)], logFiles: [] });
    expect(results.map((r) => [r.actual, r.status])).toEqual([
      ['21.7 s', 'ok'],
      ['0 of 2000', 'ok'],
    ]);
  });

  it('break on the slowest publish, and on any failed request, naming it', () => {
    const results = evaluateBudgets([], [], publishBudgets, [], [], { runs: [run(12), run(31.5, ['GET /pomoc: 502'])], logFiles: [] });
    expect(results.map((r) => [r.actual, r.status, r.culprits])).toEqual([
      ['31.5 s', 'broken', []],
      ['1 of 2000', 'broken', ['GET /pomoc: 502']],
    ]);
  });

  it('are not measured when the runner never went live', () => {
    const results = evaluateBudgets([], [], publishBudgets, [], [], { runs: [], error: 'no live build within 240 s', logFiles: [] });
    expect(results.map((r) => r.status)).toEqual(['unmeasured', 'unmeasured']);
    expect(results[0]!.culprits).toEqual(['no live build within 240 s']);
  });
});
