import { spawn } from 'node:child_process';

/**
 * `npm test`: every stage of the test suite in order, stopping at the first
 * that fails, each stamped with its start time and timed, and a table of the
 * times at the end, so a slow stage shows itself in every CI log. A stage of
 * several scripts runs them side by side (each single-threaded, so the two
 * cores share them), printing each one's output whole when it ends.
 */

const STAGES: Array<{ name: string; script: string | string[]; env?: Record<string, string> }> = [
  // The CMS's packages are fetched meanwhile: mostly waiting on the network and the disk, it leaves the cores to the checks.
  { name: 'lint, types', script: ['lint', 'check', 'install:cms'] },
  { name: 'vitest', script: 'test:unit' },
  { name: 'browser', script: 'test:e2e' },
  // The CMS's live preview is served by the build the browser stage has just made (e2e/editors/playwright.config.ts).
  { name: 'CMS', script: 'test:cms', env: { PORTAL_BUILT_DIST: process.env.PORTAL_DIST_DIR || 'dist' } },
];

const clock = (date: Date) => date.toISOString().slice(11, 19);
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function run(script: string, env: Record<string, string> = {}, output: 'inherit' | 'whole' = 'inherit'): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      if (output === 'whole') process.stdout.write(`\n── npm run ${script}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function runStage(scripts: string | string[], env?: Record<string, string>): Promise<number> {
  if (typeof scripts === 'string') return run(scripts, env);
  const codes = await Promise.all(scripts.map((script) => run(script, env, 'whole')));
  return codes.find((code) => code !== 0) ?? 0;
}

const started = Date.now();
const times: Array<[string, number, string]> = [];
let failed: string | undefined;
for (const stage of STAGES) {
  const at = new Date();
  console.log(`\n▶ ${stage.name} (npm run ${[stage.script].flat().join(' & ')}) at ${clock(at)}\n`);
  const code = await runStage(stage.script, stage.env);
  const took = Date.now() - at.getTime();
  times.push([stage.name, took, code === 0 ? 'passed' : `failed (exit ${code})`]);
  console.log(`\n■ ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(took)}`);
  if (code !== 0) {
    failed = stage.name;
    break;
  }
}

console.log('\nStage times');
for (const [name, took, outcome] of times) console.log(`  ${name.padEnd(12)} ${seconds(took).padStart(7)}  ${outcome}`);
console.log(`  ${'total'.padEnd(12)} ${seconds(Date.now() - started).padStart(7)}`);
process.exitCode = failed ? 1 : 0;
