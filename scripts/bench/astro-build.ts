import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export type BuildRun = {
  /** Wall-clock seconds of the whole `astro build`. */
  seconds: number;
  /** HTML pages emitted into the client folder. */
  pages: number;
  clientDir: string;
};

const astroBin = (root: string) => {
  const require = createRequire(path.join(root, 'package.json'));
  const pkgFile = require.resolve('astro/package.json');
  const bin = (require(pkgFile) as { bin: { astro: string } }).bin.astro;
  return path.join(path.dirname(pkgFile), bin);
};

const BENCH_CONFIG = fileURLToPath(new URL('./astro.config.mjs', import.meta.url));

/**
 * Runs `astro build` with the bench's own Node (Node 24 under npm scripts),
 * its output into `logFile`. `outDir` unset builds into the project's dist/.
 * The content comes from the embedded content system, with `extraHelpArticles`
 * synthesised help articles. `cacheDir` (emptied first, removed after) holds
 * this build's content data store.
 */
export async function astroBuild(options: {
  root: string;
  logFile: string;
  cacheDir: string;
  outDir?: string;
  extraHelpArticles?: number;
}): Promise<BuildRun> {
  const { root, logFile, cacheDir, outDir, extraHelpArticles = 0 } = options;
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BENCH_ASTRO_CACHE_DIR: cacheDir };
  // The bench measures the repository's content, never a configured external content system.
  delete env.CONTENT_GRAPHQL_URL;
  delete env.CONTENT_TOKEN;
  if (extraHelpArticles > 0) env.CONTENT_EXTRA_HELP_ARTICLES = String(extraHelpArticles);
  else delete env.CONTENT_EXTRA_HELP_ARTICLES;

  const args = [astroBin(root), 'build', '--config', path.relative(root, BENCH_CONFIG), ...(outDir ? ['--outDir', outDir] : [])];
  await rm(cacheDir, { recursive: true, force: true });
  const log = createWriteStream(logFile);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => log.end(resolve));
  await rm(cacheDir, { recursive: true, force: true });

  if (code !== 0) {
    const tail = (await readFile(logFile, 'utf8')).trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`astro build exited with code ${code} (full log: ${logFile}):\n${tail}`);
  }
  // With an adapter, prerendered pages and assets go to <outDir>/client; a purely static site writes them to <outDir>.
  const out = outDir ? path.resolve(root, outDir) : path.join(root, 'dist');
  const clientDir = existsSync(path.join(out, 'client')) ? path.join(out, 'client') : out;
  return { seconds, pages: await countHtmlPages(clientDir), clientDir };
}

export async function countHtmlPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}
