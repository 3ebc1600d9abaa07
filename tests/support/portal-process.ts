import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The portal's server in a child process, started the way operators start it
 * (start.ts: database checked and migrated, catalogue, identity provider,
 * listener), for tests of what happens across processes: crashes, restarts,
 * two servers on one folder. The default entry serves the customer API, the
 * identity provider and the payment gateway without Astro's pages, so no build
 * is needed.
 */

export const API_SERVER_ENTRY = fileURLToPath(new URL('./api-server.ts', import.meta.url));
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const READY_TIMEOUT_MS = 90_000;

export interface PortalProcess {
  origin: string;
  pid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9: no shutdown, no cleanup. */
  crash(): Promise<void>;
  /** SIGTERM and wait for the graceful exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * V8 compiles PGlite's WebAssembly (PostgreSQL) with its baseline compiler only. By default it also recompiles it optimised
 * on background threads at every start: 2.8 s of CPU per start (7.3 s to 4.5 s), which the fault suite's 60-odd starts
 * took from each other on two cores, for query speed a short-lived test server never uses.
 */
const V8_FLAGS = ['--liftoff-only'];

function launch(env: NodeJS.ProcessEnv, entry: string): { child: ChildProcess; output: () => string; exited: PortalProcess['exited'] } {
  const child = spawn(process.execPath, [...V8_FLAGS, entry], { cwd: REPOSITORY, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => text, exited };
}

function environment(options: { dataDir?: string; env?: NodeJS.ProcessEnv }, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...(options.dataDir ? { PGLITE_DIR: options.dataDir } : {}),
    ...options.env,
  };
}

/** Starts a server and waits until it answers; rejects with its output if it exits first. */
export async function startPortalProcess(options: { dataDir?: string; env?: NodeJS.ProcessEnv; entry?: string } = {}): Promise<PortalProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, output, exited } = launch(environment(options, port), options.entry ?? API_SERVER_ENTRY);
  let done = false;
  void exited.then(() => (done = true));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (done) throw new Error(`The server exited before it was ready (${JSON.stringify(await exited)}):\n${output()}`);
    const status = await fetch(`${origin}/api/openapi.json`).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
    }
    await sleep(100);
  }

  return {
    origin,
    pid: child.pid!,
    output,
    exited,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs a server start that is expected to fail, and returns how it ended and what it printed. */
export async function failedStart(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ code: number | null; output: string }> {
  const { child, output, exited } = launch(environment(options, await freePort()), API_SERVER_ENTRY);
  const timer = setTimeout(() => child.kill('SIGKILL'), READY_TIMEOUT_MS);
  const { code } = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
