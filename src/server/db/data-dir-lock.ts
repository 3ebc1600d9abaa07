import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite is one PostgreSQL backend inside this process with no locking of its
 * own: a second process opening the same folder corrupts it. The lock is a
 * Unix socket beside the folder (`<folder>.lock`) that the holder listens on:
 *
 * - the kernel closes it when the holder dies, however it dies, so a crash
 *   never blocks the next start: a socket nobody listens on refuses
 *   connections and is replaced, whatever PID the next server gets;
 * - a live holder answers who it is, so the refusal names its process;
 * - it is named after the folder's real path, so a symlink or a relative
 *   path reaches the same lock.
 *
 * The socket also carries requests to the holder from the folder's owner
 * (mode 0600): `npm run db:backup` asks the running server for a consistent
 * backup through it.
 *
 * A socket file can be deleted (an operator clearing "stale" locks, a temp
 * cleaner), and the next server would then take the folder beside the
 * running one. So on Linux the holder also listens on an abstract socket named
 * after the folder's real path: it lives in the kernel only, no file operation
 * can remove it, and it goes with the holder's process. It answers who holds
 * the folder, nothing else (an abstract socket has no file permissions).
 */

export interface LockHolder {
  /** Unknown when the listener did not answer. */
  pid: number | undefined;
  folder: string;
}

export interface DataDirLock {
  /** The socket's path. */
  readonly path: string;
  /** Serves backups to `requestBackup` callers while the lock is held. */
  onBackup(make: () => Promise<Uint8Array>): void;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  readonly folder: string;
  readonly holder: LockHolder;

  constructor(folder: string, holder: LockHolder, why?: string) {
    const who =
      holder.pid === undefined
        ? `another process (its lock socket: ${why})`
        : `process ${holder.pid}${holder.pid === process.pid ? ' (this one)' : ''}`;
    super(
      `The PGlite data folder ${folder} is in use by ${who}. ` +
        'PGlite serves one process only: stop the other server, use another PGLITE_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
    this.folder = folder;
    this.holder = holder;
  }
}

/** Unix socket paths are limited to 108 bytes on Linux (104 on macOS), the terminating zero included. */
const MAX_SOCKET_PATH = 103;
/** Who holds the folder is answered at once by a live holder. */
const ANSWER_TIMEOUT_MS = 2_000;
/**
 * A backup is answered once the holder has made it, which on a busy server (load average 7–8) takes longer than
 * any answer about who holds the folder; a holder that hangs still fails the backup, after this.
 */
const BACKUP_TIMEOUT_MS = 5 * 60_000;
/** A take-over left behind by a process that died inside it (a few milliseconds' window) is broken after this. */
const TAKEOVER_STALE_MS = 10_000;

/** The folder's canonical path: symlinks resolved, also for a folder that does not exist yet. */
export function canonicalFolder(folder: string): string {
  const absolute = path.resolve(folder);
  try {
    return fs.realpathSync(absolute);
  } catch {
    return path.join(canonicalFolder(path.dirname(absolute)), path.basename(absolute));
  }
}

export function lockPathOf(folder: string): string {
  return `${canonicalFolder(folder)}.lock`;
}

type Request = { request: 'holder' } | { request: 'backup' };

/** Sends one request line to the socket; resolves with the connected socket, or null when nobody listens there. */
function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // A dead socket refuses; a plain file (an older lock) is not a socket; a removed one is gone.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'ENOTSOCK') resolve(null);
      else reject(error);
    });
  });
}

/** Reads the answer's first line (JSON), and for a backup the bytes it announces. */
function readAnswer(socket: net.Socket, timeoutMs: number): Promise<{ header: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => fail(new Error(`no answer on the lock socket within ${timeoutMs / 1000} s`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Every chunk shows the holder is alive and at work (a backup can take a while).
      timer.refresh();
    });
    socket.once('error', fail);
    socket.once('end', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks, size);
      const newline = all.indexOf(0x0a);
      if (newline < 0) return reject(new Error('incomplete answer on the lock socket'));
      try {
        resolve({ header: JSON.parse(all.subarray(0, newline).toString('utf8')) as Record<string, unknown>, body: all.subarray(newline + 1) });
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

async function ask(socketPath: string, request: Request): Promise<{ header: Record<string, unknown>; body: Buffer } | null> {
  const socket = await connect(socketPath);
  if (!socket) return null;
  socket.end(`${JSON.stringify(request)}\n`);
  return readAnswer(socket, request.request === 'backup' ? BACKUP_TIMEOUT_MS : ANSWER_TIMEOUT_MS);
}

/** Who listens at this socket (a path or an abstract name), or null when nobody does. */
async function holderAt(socketPath: string): Promise<LockHolder | null> {
  const answer = await ask(socketPath, { request: 'holder' });
  if (!answer) return null;
  const { pid, folder: held } = answer.header;
  if (typeof pid !== 'number' || typeof held !== 'string')
    throw new Error(`Something other than a portal server listens on ${socketPath.replace('\0', '@')}`);
  return { pid, folder: held };
}

/** The live holder of the folder's lock, or null when nobody holds it. */
export async function lockHolder(folder: string): Promise<LockHolder | null> {
  const canonical = canonicalFolder(folder);
  const abstractName = abstractNameOf(canonical);
  return (abstractName ? await holderAt(abstractName) : null) ?? holderAt(lockPathOf(canonical));
}

/** A consistent backup made by the server that holds the folder (null when no server holds it). */
export async function requestBackup(folder: string): Promise<Uint8Array | null> {
  const answer = await ask(lockPathOf(folder), { request: 'backup' });
  if (!answer) return null;
  if (answer.header.ok !== true) throw new Error(`The server holding ${folder} could not make a backup: ${String(answer.header.error)}`);
  if (answer.body.length !== answer.header.bytes) throw new Error('The backup arrived incomplete');
  return answer.body;
}

/** Removes a dead socket, one process at a time: a live one put there meanwhile is never removed. */
async function removeIfDead(socketPath: string): Promise<void> {
  const guard = `${socketPath}.takeover`;
  for (;;) {
    try {
      fs.mkdirSync(guard);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > TAKEOVER_STALE_MS) fs.rmSync(guard, { recursive: true, force: true });
      else await sleep(20);
    }
  }
  try {
    const socket = await connect(socketPath);
    if (socket) socket.destroy();
    else fs.rmSync(socketPath, { force: true });
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}

/** The folder's kernel-held name (Linux abstract namespace: a leading NUL byte), or null where there is none. */
function abstractNameOf(folder: string): string | null {
  if (process.platform !== 'linux') return null;
  return `\0horyzont-portal-pglite:${createHash('sha256').update(folder).digest('hex')}`;
}

function listen(server: net.Server, socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(true);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(socketPath);
  });
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = canonicalFolder(dataDir);
  const socketPath = `${folder}.lock`;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `The PGlite data folder's path is too long for its lock (${socketPath}, at most ${MAX_SOCKET_PATH} bytes): choose a shorter PGLITE_DIR.`,
    );
  }

  let makeBackup: (() => Promise<Uint8Array>) | undefined;
  // Half-open: a request ends with the caller's FIN, and the answer still has to go back.
  const serve = (backups: boolean) => {
    const server = net.createServer({ allowHalfOpen: true }, (socket) => {
      let received = '';
      socket.setEncoding('utf8');
      socket.on('error', () => socket.destroy());
      socket.on('data', (chunk: string) => {
        received += chunk;
        if (received.length > 1024) socket.destroy();
      });
      socket.on('end', () => {
        void answer(socket, received.split('\n', 1)[0] ?? '', backups);
      });
    });
    // The lock must not keep a process alive that has nothing else to do.
    server.unref();
    return server;
  };
  const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  // The kernel-held lock first: while another process holds it, the socket file proves nothing either way.
  const abstractName = abstractNameOf(folder);
  const kernelLock = abstractName ? serve(false) : null;
  if (kernelLock && abstractName && !(await listen(kernelLock, abstractName))) {
    let holder: LockHolder | null;
    try {
      holder = await holderAt(abstractName);
    } catch (error) {
      throw new DataDirInUseError(folder, { pid: undefined, folder }, (error as Error).message);
    }
    // Gone between the two steps (it was stopping): a start a moment later finds the folder free.
    throw new DataDirInUseError(folder, holder ?? { pid: undefined, folder }, 'it was just stopping');
  }
  const server = serve(true);

  async function answer(socket: net.Socket, line: string, backups: boolean): Promise<void> {
    let request: Partial<Request>;
    try {
      request = JSON.parse(line) as Partial<Request>;
    } catch {
      request = {};
    }
    if (request.request === 'holder') {
      socket.end(`${JSON.stringify({ pid: process.pid, folder })}\n`);
    } else if (request.request === 'backup' && backups && makeBackup) {
      try {
        const bytes = await makeBackup();
        socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
        socket.end(bytes);
      } catch (error) {
        socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
      }
    } else {
      socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
    }
  }

  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (await listen(server, socketPath)) {
      // Only the folder's owner may ask for its contents.
      fs.chmodSync(socketPath, 0o600);
      return {
        path: socketPath,
        onBackup(make) {
          makeBackup = make;
        },
        // Node removes the socket file when the server closes.
        release: async () => {
          await close(server);
          if (kernelLock) await close(kernelLock);
        },
      };
    }
    let holder: LockHolder | null;
    try {
      holder = await holderAt(socketPath);
    } catch (error) {
      // Something listens but gives no proper answer (a holder too busy to answer in time, or another program).
      throw new DataDirInUseError(folder, { pid: undefined, folder }, (error as Error).message);
    }
    if (holder) {
      if (kernelLock) await close(kernelLock);
      throw new DataDirInUseError(folder, holder);
    }
    await removeIfDead(socketPath);
  }
  if (kernelLock) await close(kernelLock);
  throw new Error(`Could not take the lock ${socketPath}`);
}
