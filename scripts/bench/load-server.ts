import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '#testing/portal-process.ts';

/**
 * The built server as users start it (`node src/server/main.ts`, the pinned
 * Node), in a child process on a free loopback port, with its output in a log
 * file. Ready once GET /api/openapi.json answers 200.
 */

const READY_PATH = '/api/openapi.json';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  logFile: string;
  /** SIGTERM, then SIGKILL if it has not exited in time. Safe to call twice. */
  stop(): Promise<void>;
}

async function logTail(file: string, lines = 15): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: {
  root: string;
  env: Record<string, string>;
  logFile: string;
  /** Default warn: the bench's own load would drown the log. */
  logLevel?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = createWriteStream(options.logFile);
  // The identity test helpers the bench signs in with lower the password-hashing cost in this process's
  // environment (IDENTITY_SCRYPT_LOG2_N); the servers hash and check passwords at the production cost.
  const { IDENTITY_SCRYPT_LOG2_N: _testCost, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: options.root,
    env: { ...inherited, ...options.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: options.logLevel ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const gone = exited(child).then(() => new Promise<void>((resolve) => log.end(resolve)));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await gone;
        clearTimeout(timer);
      }
      await gone;
    })();
    return stopping;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await gone;
        throw new Error(
          `the server exited before it was ready (code ${child.exitCode ?? child.signalCode}); end of its log ${options.logFile}:\n${await logTail(options.logFile)}`,
        );
      }
      const status = await fetch(`${origin}${READY_PATH}`).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline)
        throw new Error(`the server did not answer ${READY_PATH} within ${READY_TIMEOUT_MS / 1000} s (log: ${options.logFile})`);
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, logFile: options.logFile, stop };
}
