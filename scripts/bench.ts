// `npm run bench`: page weight per kind of page, load on the built server,
// Lighthouse's four categories on every page kind, build throughput, publish to live, budgets. Builds dist/
// normally, loads the pages of each kind in Chromium from the server started on
// that dist/ (anonymous and signed in) and counts what the browser fetched, with
// the static analysis of dist/ beside it as a diagnostic, puts the server under
// load (PGlite, and the PostgreSQL server when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set), runs Lighthouse in Chromium against it, then builds
// with synthesised help articles into bench-results/ (removed afterwards), so
// dist/ stays a normal build, and times the database's start-up check on the
// seed database and with 100,000 customers. `--only=weight`, `--only=load` and
// `--only=lighthouse` run that part alone against the existing dist/,
// `--only=startup` the start-up check, `--only=publish` publish to live (the
// deploy runner and a server following it; no dist/ needed). Exits 1
// when a budget is broken or could not be measured (PostgreSQL's are skipped
// when no database URL is set).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { templates } from '#content-schema/templates.ts';
import { helpArticle } from '#content-system/help-articles.ts';
import { readSeed } from '#content-system/seed-reader.ts';
import { astroBuild, type BuildRun } from './bench/astro-build.ts';
import {
  budgets,
  evaluateBudgets,
  failing,
  isLighthouseBudget,
  isPublishBudget,
  isLoadBudget,
  isWeightBudget,
  type BudgetResult,
  type MeasuredBuild,
} from './bench/budgets.ts';
import { oneDecimal, table } from './bench/format.ts';
import { formatLighthouseReport, LIGHTHOUSE_RUNS, runLighthouse, type LighthouseReport } from './bench/lighthouse.ts';
import { formatLoadReport, LOAD_SETTINGS, missingBuild, runLoad, type LoadReport } from './bench/load.ts';
import type { LoadSettings } from './bench/load-run.ts';
import { measurePage, type PageWeight } from './bench/page-weight.ts';
import { choosePages, pageSlots, slotPages, type SeedPage } from './bench/page-slots.ts';
import { compression } from './bench/sizes.ts';
import { formatPublishReport, runPublish, type PublishReport } from './bench/publish.ts';
import { formatStartupReport, runStartup } from './bench/startup.ts';
import { formatWeightReport, missingSlots, runWeight, weightTargets, type WeightReport } from './bench/weight.ts';

/** Extra help articles per throughput build; the budgets compare these sizes. */
const THROUGHPUT_SIZES = [500, 2000];

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = path.join(root, 'bench-results');
const logDir = path.join(resultsDir, 'logs');
const lighthouseDir = path.join(resultsDir, 'lighthouse');
const distDir = path.join(root, 'dist');
const step = (text: string) => console.log(`[bench] ${text}`);

const statusText = (r: BudgetResult) => ({ ok: 'OK', broken: 'BROKEN', unmeasured: 'NOT MEASURED', skipped: 'SKIPPED' })[r.status];

function printBudgets(results: readonly BudgetResult[]): void {
  if (results.length === 0) return;
  console.log('\nBudgets');
  console.log(
    table(
      ['Budget', 'Limit', 'Actual', 'Status'],
      results.map((r) => [r.description, r.limit, r.actual, statusText(r)]),
      1,
    ),
  );
}

/** Lists the budgets that failed and sets the exit code; names what was skipped. */
function finish(results: readonly BudgetResult[]): void {
  const broken = failing(results);
  for (const r of broken) {
    const what = r.status === 'broken' ? 'BUDGET BROKEN' : 'BUDGET NOT MEASURED';
    console.error(`✗ ${what}: ${r.description}: ${r.actual} (limit ${r.limit})`);
    for (const c of r.culprits) console.error(`    ${c}`);
  }
  const skipped = results.filter((r) => r.status === 'skipped');
  if (skipped.length) console.log(`${skipped.length} budgets skipped: ${[...new Set(skipped.flatMap((r) => r.culprits))].join('; ') || 'not run'}.`);
  if (broken.length) process.exitCode = 1;
  else console.log(skipped.length ? '✓ Every other budget met.' : '✓ Every budget met.');
}

const loadSummary = (report: LoadReport) => ({
  settings: report.settings,
  runs: report.runs.map(({ logFiles, ...run }) => ({ ...run, logFiles: logFiles.map((file) => path.relative(root, file)) })),
});

const publishSummary = ({ logFiles, ...report }: PublishReport) => ({ ...report, logFiles: logFiles.map((file) => path.relative(root, file)) });

const lighthouseSummary = ({ logFile, ...report }: LighthouseReport) => ({ ...report, logFile: logFile && path.relative(root, logFile) });

const lighthouseRun = (runs: number) => runLighthouse({ root, logDir, reportDir: lighthouseDir, runs, step });

/** The seed's pages with their templates' kind and layout, as the page slots pick them. */
async function seedPages(): Promise<SeedPage[]> {
  const seed = await readSeed();
  return seed.pages.flatMap((p) => {
    if (typeof p.path !== 'string' || typeof p.template !== 'string') return [];
    const def = (templates as Record<string, { kind: SeedPage['kind']; layout: SeedPage['layout'] } | undefined>)[p.template];
    return [{ path: p.path, template: p.template, kind: def?.kind, layout: def?.layout }];
  });
}

/**
 * Every page of every slot loaded in the browser from the server on this
 * build, with the static analysis of each page's HTML in `clientDir` beside it.
 */
async function measureWeight(clientDir: string): Promise<{ weight: WeightReport; staticWeights: Map<string, PageWeight> }> {
  const pages = slotPages(await seedPages());
  const staticWeights = new Map<string, PageWeight>();
  for (const page of [...pages.values()].flat()) {
    try {
      staticWeights.set(page.path, measurePage(clientDir, page.path));
    } catch {
      // A page the static analysis cannot read is still measured in the browser, which reports why it failed.
    }
  }
  const weight = await runWeight({ root, logDir, targets: weightTargets(pageSlots, pages), step });
  weight.measurements.push(...missingSlots(pageSlots, pages));
  return { weight, staticWeights };
}

const weightSummary = ({ logFile, ...report }: WeightReport) => ({ ...report, logFile: logFile && path.relative(root, logFile) });

type Part = 'weight' | 'load' | 'lighthouse' | 'startup' | 'publish';

/** `--only=weight`, `--only=load`, `--only=lighthouse`: that part alone, against the dist/ already built; `--only=startup` needs none. */
async function partOnly(part: Part, settings: LoadSettings, lighthouseRuns: number): Promise<void> {
  const missing = part === 'startup' || part === 'publish' ? undefined : missingBuild(distDir);
  if (missing) throw new Error(missing);
  const started = Date.now();
  let results: BudgetResult[];
  let figures: Record<string, unknown>;
  if (part === 'weight') {
    const { weight, staticWeights } = await measureWeight(path.join(distDir, 'client'));
    console.log(formatWeightReport(weight, staticWeights));
    results = evaluateBudgets(weight.measurements, [], budgets.filter(isWeightBudget));
    figures = { units: { bytes: 'B', kB: 1000 }, compression, weight: weightSummary(weight), staticWeights: Object.fromEntries(staticWeights) };
  } else if (part === 'load') {
    const load = await runLoad({ root, clientDir: path.join(distDir, 'client'), logDir, settings, step });
    console.log(formatLoadReport(load));
    results = evaluateBudgets([], [], budgets.filter(isLoadBudget), load.runs);
    figures = { load: loadSummary(load) };
  } else if (part === 'publish') {
    const publish = await runPublish({ root, logDir, step });
    console.log(formatPublishReport(publish));
    results = evaluateBudgets([], [], budgets.filter(isPublishBudget), [], [], publish);
    figures = { publish: publishSummary(publish) };
  } else if (part === 'startup') {
    const startup = await runStartup({ step });
    console.log(formatStartupReport(startup));
    results = [];
    figures = { startup };
  } else {
    const lighthouse = await lighthouseRun(lighthouseRuns);
    console.log(formatLighthouseReport(lighthouse));
    results = evaluateBudgets([], [], budgets.filter(isLighthouseBudget), [], lighthouse.measurements);
    figures = { lighthouse: lighthouseSummary(lighthouse) };
  }
  const broken = failing(results);
  printBudgets(results);
  const file = path.join(resultsDir, `report-${part}.json`);
  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.availableParallelism(), memoryBytes: os.totalmem() },
    benchSeconds: (Date.now() - started) / 1000,
    ...figures,
    budgets: results.map(({ budget, ...rest }) => ({ ...budget, ...rest })),
    ok: broken.length === 0,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON report: ${path.relative(root, file)} (${oneDecimal(report.benchSeconds)} s)`);
  finish(results);
}

function parseFlags() {
  const { values: flags } = parseArgs({
    options: {
      runs: { type: 'string', default: '2' },
      only: { type: 'string' },
      'load-seconds': { type: 'string', default: String(LOAD_SETTINGS.durationSeconds) },
      'lighthouse-runs': { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    },
  });
  const runs = Number(flags.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be an integer ≥ 1 (got "${flags.runs}")`);
  const parts: readonly string[] = ['weight', 'load', 'lighthouse', 'startup', 'publish'] satisfies Part[];
  if (flags.only !== undefined && !parts.includes(flags.only)) {
    throw new Error(`--only takes "weight", "load", "lighthouse", "startup" or "publish" (got "${flags.only}")`);
  }
  const seconds = Number(flags['load-seconds']);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`--load-seconds must be an integer ≥ 1 (got "${flags['load-seconds']}")`);
  const lighthouseRuns = Number(flags['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) {
    throw new Error(`--lighthouse-runs must be an integer ≥ 1 (got "${flags['lighthouse-runs']}")`);
  }
  return { runs, only: flags.only as Part | undefined, load: { ...LOAD_SETTINGS, durationSeconds: seconds }, lighthouseRuns };
}

async function main(): Promise<void> {
  const flags = parseFlags();
  await mkdir(logDir, { recursive: true });
  if (flags.only) return partOnly(flags.only, flags.load, flags.lighthouseRuns);
  const { runs } = flags;
  const benchStarted = Date.now();

  // 1. Normal build, one page per kind by static analysis (a diagnostic), every page of each kind in the browser.
  step('building the site (no extra articles)…');
  const normal = await astroBuild({ root, cacheDir: path.join(resultsDir, 'cache-0'), logFile: path.join(logDir, 'build-0.log') });
  step(`done: ${normal.pages} HTML pages in ${oneDecimal(normal.seconds)} s`);

  const chosen = choosePages(await seedPages());

  type PageReport = {
    slot: string;
    label: string;
    path?: string;
    weight?: PageWeight;
    template?: string;
    source: 'seed' | 'synthetic' | 'none';
    error?: string;
    onDemand?: true;
  };
  const measure = (slot: (typeof pageSlots)[number], page: SeedPage | undefined, clientDir: string, source: PageReport['source']): PageReport => {
    if (!page) return { slot: slot.id, label: slot.label, source: 'none' };
    const base = { slot: slot.id, label: slot.label, path: page.path, template: page.template, source };
    // A page rendered on each request has no HTML in dist/ to read: the browser measurement alone speaks of it.
    if ((templates as Record<string, { renderOnDemand?: boolean } | undefined>)[page.template]?.renderOnDemand) return { ...base, onDemand: true };
    try {
      return { ...base, weight: measurePage(clientDir, page.path) };
    } catch (error) {
      return { ...base, error: (error as Error).message };
    }
  };
  const pages: PageReport[] = pageSlots.map((slot) => measure(slot, chosen.get(slot.id), normal.clientDir, 'seed'));

  const { weight, staticWeights } = await measureWeight(normal.clientDir);

  // 2. Load, then Lighthouse (median of --lighthouse-runs per page), each on a server started from this dist/.
  const load = await runLoad({ root, clientDir: normal.clientDir, logDir, settings: flags.load, step });
  const lighthouse = await lighthouseRun(flags.lighthouseRuns);
  const startup = await runStartup({ step });
  const publish = await runPublish({ root, logDir, step });

  // 3. Throughput: sizes interleaved run by run, so drift on the machine hits both alike; the fastest run of each counts.
  const throughputRuns = new Map<number, BuildRun[]>(THROUGHPUT_SIZES.map((n) => [n, []]));
  for (let run = 1; run <= runs; run++) {
    for (const n of THROUGHPUT_SIZES) {
      const outDir = path.join('bench-results', `build-${n}`);
      await rm(path.join(root, outDir), { recursive: true, force: true });
      step(`building with ${n} extra help articles (run ${run}/${runs})…`);
      try {
        const result = await astroBuild({
          root,
          outDir,
          cacheDir: path.join(resultsDir, `cache-${n}`),
          extraHelpArticles: n,
          logFile: path.join(logDir, `build-${n}-run${run}.log`),
        });
        if (result.pages < n)
          throw new Error(`built ${result.pages} HTML pages, fewer than the ${n} extra articles: does CONTENT_EXTRA_HELP_ARTICLES work?`);
        throughputRuns.get(n)!.push(result);
        step(`done: ${result.pages} HTML pages in ${oneDecimal(result.seconds)} s (${oneDecimal(result.pages / result.seconds)} pages/s)`);
        // No help article in the seed: measure the first synthesised one, the same template.
        const articleIndex = pages.findIndex((p) => p.slot === 'help-article');
        if (articleIndex >= 0 && pages[articleIndex]!.source === 'none') {
          const article = helpArticle(1, []);
          const page = { path: String(article.path), template: String(article.template) };
          pages[articleIndex] = measure(
            pageSlots.find((s) => s.id === 'help-article')!,
            page,
            result.clientDir,
            'synthetic',
          );
        }
      } finally {
        await rm(path.join(root, outDir), { recursive: true, force: true });
      }
    }
  }

  const builds: (MeasuredBuild & { runs: { seconds: number; pages: number }[] })[] = [
    { extraArticles: 0, pages: normal.pages, seconds: normal.seconds, pagesPerSecond: normal.pages / normal.seconds, runs: [normal] },
    ...THROUGHPUT_SIZES.map((n) => {
      const all = throughputRuns.get(n)!;
      const best = all.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      return {
        extraArticles: n,
        pages: best.pages,
        seconds: best.seconds,
        pagesPerSecond: best.pages / best.seconds,
        runs: all.map(({ seconds, pages }) => ({ seconds, pages })),
      };
    }),
  ];
  const [small, large] = THROUGHPUT_SIZES.map((n) => builds.find((b) => b.extraArticles === n)!);
  const scalingRatio = large!.pagesPerSecond / small!.pagesPerSecond;

  // 4. Budgets, report.
  const results = evaluateBudgets(weight.measurements, builds, budgets, load.runs, lighthouse.measurements, publish);
  const broken = failing(results);

  const k = (n: number | undefined) => (n === undefined ? '–' : (n / 1000).toFixed(1));
  console.log(formatWeightReport(weight, staticWeights));
  console.log(
    '\nStatic analysis of dist/, one page per kind (a diagnostic; budgets are judged in the browser above. kB, 1 kB = 1000 B; gzip -9, brotli q11; ' +
      'JS = start-up scripts with their static imports and islands, without chunks reached through import(), which the browser may fetch at start-up all the same)',
  );
  console.log(
    table(
      ['Kind', 'Path', 'HTML', 'gzip', 'brotli', 'CSS', 'gzip', 'brotli', 'JS', 'gzip', 'brotli', 'lazy JS gz', 'React'],
      pages.map((p) => {
        const w = p.weight;
        const pathCell = p.path ? `${p.path}${p.source === 'synthetic' ? ' (synthetic)' : ''}` : p.source === 'none' ? 'no page' : '';
        return [
          p.label,
          p.error ? `${pathCell} – error` : p.onDemand ? `${pathCell} (on demand)` : pathCell,
          k(w?.html.raw),
          k(w?.html.gzip),
          k(w?.html.brotli),
          k(w?.css.raw),
          k(w?.css.gzip),
          k(w?.css.brotli),
          k(w?.js.raw),
          k(w?.js.gzip),
          k(w?.js.brotli),
          k(w?.lazyJs.gzip),
          w ? (w.reactScripts.length ? 'yes' : 'no') : '–',
        ];
      }),
      2,
    ),
  );
  for (const p of pages) {
    if (p.error) console.log(`  ${p.label}: ${p.error}`);
    if (p.onDemand) console.log(`  ${p.label}: rendered on each request, so no HTML in dist/: measured in the browser only`);
    if (p.weight?.unresolved.length) console.log(`  ${p.label}: not counted (outside the build): ${p.weight.unresolved.join(', ')}`);
  }

  console.log(`\nBuild throughput (astro build, total time; the fastest of ${runs} runs)`);
  console.log(
    table(
      ['Extra articles', 'HTML pages', 'Time [s]', 'Pages/s', 'Runs [s]'],
      builds.map((b) => [
        String(b.extraArticles),
        String(b.pages),
        oneDecimal(b.seconds),
        oneDecimal(b.pagesPerSecond),
        b.runs.map((r) => oneDecimal(r.seconds)).join(', '),
      ]),
    ),
  );
  console.log(`Rate(${large!.extraArticles}) / rate(${small!.extraArticles}): ${scalingRatio.toFixed(2)}`);

  console.log(formatLoadReport(load));
  console.log(formatLighthouseReport(lighthouse));
  console.log(formatStartupReport(startup));
  console.log(formatPublishReport(publish));
  printBudgets(results);

  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.availableParallelism(), memoryBytes: os.totalmem() },
    units: { bytes: 'B', kB: 1000 },
    compression,
    benchSeconds: (Date.now() - benchStarted) / 1000,
    weight: weightSummary(weight),
    staticPages: pages,
    builds,
    scaling: { from: small!.extraArticles, to: large!.extraArticles, ratio: scalingRatio },
    load: loadSummary(load),
    lighthouse: lighthouseSummary(lighthouse),
    startup,
    publish: publishSummary(publish),
    budgets: results.map(({ budget, ...rest }) => ({ ...budget, ...rest })),
    ok: broken.length === 0,
  };
  await writeFile(path.join(resultsDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON report: ${path.relative(root, path.join(resultsDir, 'report.json'))} (${oneDecimal(report.benchSeconds)} s)`);

  finish(results);
}

try {
  await main();
} catch (error) {
  // A failed build (or unreadable output) is a failed bench, reported in one clear block.
  console.error(`✗ bench stopped: ${(error as Error).message}`);
  process.exitCode = 1;
}
