import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { newWebhookSecret, webhookHeaders } from '#security/standard-webhooks.ts';
import { freePort } from '#testing/portal-process.ts';
import { HOOK_PATH } from '#deploy/runner.ts';
import { oneDecimal, table } from './format.ts';
import { startServer } from './load-server.ts';

/**
 * Publish to live: the deploy runner (npm run deploy:runner) and a server
 * following its live build (PORTAL_LIVE_BUILD), both as an operator starts
 * them. Each publish is a signed hook, as the CMS sends it; the time counts
 * from the hook to the server logging that it serves the new build, while
 * request loops on a few pages count every request that failed during the
 * switch.
 */

export interface PublishRun {
  /** From the hook to the new build served. */
  seconds?: number;
  requests: number;
  /** What failed: "GET /pomoc: 502", "GET /: fetch failed"… */
  failures: string[];
  error?: string;
}

export interface PublishReport {
  runs: PublishRun[];
  error?: string;
  logFiles: string[];
}

const PUBLISHES = 2;
const PAGES = ['/', '/pomoc', '/salony', '/wyniki-wyszukiwania?q=faktura', '/oferta-online/konfiguracja'];
const FIRST_BUILD_TIMEOUT_MS = 240_000;
const LIVE_TIMEOUT_MS = 120_000;
const SWITCH_LOG = 'Serving a new build of the site';

const switches = async (logFile: string) => (await readFile(logFile, 'utf8').catch(() => '')).split(SWITCH_LOG).length - 1;

export async function runPublish(options: { root: string; logDir: string; step: (text: string) => void }): Promise<PublishReport> {
  const { root, logDir, step } = options;
  const dir = path.join(root, 'bench-results', 'deploys');
  const runnerLog = path.join(logDir, 'deploy-runner.log');
  const serverLog = path.join(logDir, 'publish-server.log');
  const report: PublishReport = { runs: [], logFiles: [runnerLog, serverLog] };
  await rm(dir, { recursive: true, force: true });
  const secret = newWebhookSecret();
  const port = await freePort();
  const log = createWriteStream(runnerLog);
  const runner = spawn(process.execPath, ['src/deploy/main.ts'], {
    cwd: root,
    env: { ...process.env, DEPLOY_DIR: dir, DEPLOY_PORT: String(port), DEPLOY_HOOK_SECRET: secret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runner.stdout.pipe(log);
  runner.stderr.pipe(log);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    step('publish: the deploy runner builds the first live site…');
    const deadline = Date.now() + FIRST_BUILD_TIMEOUT_MS;
    while (!existsSync(path.join(dir, 'live'))) {
      if (runner.exitCode !== null) throw new Error(`the deploy runner exited (log: ${runnerLog})`);
      if (Date.now() > deadline) throw new Error(`no live build within ${FIRST_BUILD_TIMEOUT_MS / 1000} s (log: ${runnerLog})`);
      await sleep(250);
    }
    server = await startServer({
      root,
      env: { PGLITE_DIR: 'memory://', PORTAL_LIVE_BUILD: path.join(dir, 'live') },
      logFile: serverLog,
      logLevel: 'info',
    });
    for (let publish = 1; publish <= PUBLISHES; publish++) {
      step(`publish ${publish}/${PUBLISHES}: a signed hook, then requests until the new build serves…`);
      report.runs.push(await publishOnce(`http://127.0.0.1:${port}${HOOK_PATH}`, secret, server.origin, serverLog));
    }
  } catch (error) {
    report.error = (error as Error).message;
  } finally {
    await server?.stop();
    runner.kill('SIGTERM');
    await new Promise((resolve) => (runner.exitCode === null ? runner.once('exit', resolve) : resolve(undefined)));
    await rm(dir, { recursive: true, force: true });
  }
  return report;
}

async function publishOnce(hook: string, secret: string, origin: string, serverLog: string): Promise<PublishRun> {
  const run: PublishRun = { requests: 0, failures: [] };
  const before = await switches(serverLog);
  let done = false;
  const loop = async (page: string) => {
    while (!done) {
      const failure = await fetch(`${origin}${page}`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok ? undefined : `GET ${page}: ${response.status}`;
        },
        (error: Error) => `GET ${page}: ${error.message}`,
      );
      run.requests += 1;
      if (failure) run.failures.push(failure);
    }
  };
  const loops = PAGES.map(loop);
  const body = JSON.stringify({ collection: 'pages', id: 'bench', path: '/pomoc' });
  const started = Date.now();
  try {
    const answer = await fetch(hook, { method: 'POST', headers: webhookHeaders(secret, `msg_bench_${started}`, body, new Date()), body });
    if (answer.status !== 202) throw new Error(`the runner answered the hook ${answer.status}`);
    while ((await switches(serverLog)) === before) {
      if (Date.now() - started > LIVE_TIMEOUT_MS) throw new Error(`not live within ${LIVE_TIMEOUT_MS / 1000} s`);
      await sleep(50);
    }
    run.seconds = (Date.now() - started) / 1000;
    // The loops go on a moment after the switch: the requests right after it count too.
    await sleep(1000);
  } catch (error) {
    run.error = (error as Error).message;
  } finally {
    done = true;
    await Promise.all(loops);
  }
  return run;
}

export function formatPublishReport(report: PublishReport): string {
  const rows = report.runs.map((run, index) => [
    String(index + 1),
    run.seconds === undefined ? (run.error ?? 'not measured') : `${oneDecimal(run.seconds)} s`,
    String(run.requests),
    String(run.failures.length),
  ]);
  return [
    '\nPublish to live (a signed hook to the new build served; request loops on 5 pages meanwhile)',
    table(['Publish', 'Hook to live', 'Requests', 'Failed'], rows, 1),
    ...(report.error ? [`error: ${report.error}`] : []),
  ].join('\n');
}
