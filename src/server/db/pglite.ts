import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, TransactionAbortedError, type PGliteOptions } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { lockDataDir } from './data-dir-lock.ts';
import { checkSchemaName, createDatabase, transactionAbortedError, type Database, type DriverConnection } from './database.ts';
import { DataFolderError, inspectDataFolder } from './pglite-folder.ts';
import { textParsers } from './types.ts';

/**
 * Embedded PostgreSQL (PGlite, WebAssembly) for a portal that runs with no
 * database server. One backend serves all calls: PGlite queues statements and
 * holds every other caller back while a transaction runs, so concurrent
 * requests are serialised rather than interleaved.
 */

export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

export interface PgliteOptions {
  /** A folder, `file://…`, or `memory://` for a throw-away database. Default: env PGLITE_DIR, else `.data/pglite` in the repository. */
  dataDir?: string;
  /** Schema to work in (created by the caller); default `public`. */
  schema?: string;
}

/** Every PGlite the portal makes carries amcheck, with which the start-up check reads each index (integrity.ts). */
export function createPglite(options: string | PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...(typeof options === 'string' ? { dataDir: options } : options), extensions: { amcheck } });
}

/** A folder path, or a PGlite URL (`memory://`) passed through unchanged. */
export function resolveDataDir(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const value = (option ?? env.PGLITE_DIR ?? '').trim();
  if (value === '') return DEFAULT_PGLITE_DIR;
  if (value.startsWith('file://')) return path.resolve(value.slice('file://'.length));
  if (value.includes('://')) return value;
  return path.resolve(value);
}

export async function openPglite(options: PgliteOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const dataDir = resolveDataDir(options.dataDir, env);
  if (dataDir.includes('://')) return wrapPglite(await createPglite(dataDir), { schema: options.schema });

  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    // Read only once the folder is ours: nobody changes it meanwhile.
    inspectDataFolder(dataDir);
    let instance: PGlite;
    try {
      instance = await createPglite(dataDir);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DataFolderError(dataDir, `PostgreSQL could not start on it (${reason.slice(0, 200)})`, { changed: 'maybe' });
    }
    lock.onBackup(() => backupOf(instance));
    return await wrapPglite(instance, { schema: options.schema, onClose: () => lock.release() });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * A consistent copy of the whole data folder (a gzipped tar PGlite can load),
 * taken while no transaction is open: after a checkpoint, the files hold every
 * committed change, and the tar is read between two statements.
 */
export async function backupOf(instance: PGlite): Promise<Uint8Array> {
  await instance.exec('CHECKPOINT');
  const tar = await instance._runExclusiveTransaction(() => instance.dumpDataDir('gzip'));
  return new Uint8Array(await tar.arrayBuffer());
}

export interface WrapPgliteOptions {
  schema?: string;
  /** Close the PGlite instance with the database (default true). */
  closeInstance?: boolean;
  onClose?: () => void | Promise<void>;
}

/**
 * A Database over an existing PGlite instance. It sets the instance's session
 * (UTC, search_path) and type parsers, so one instance serves one schema at a time.
 */
export async function wrapPglite(instance: PGlite, options: WrapPgliteOptions = {}): Promise<Database> {
  // Array parsers look their element parser up on the instance, so the mapping goes there rather than per query.
  Object.assign(instance.parsers, textParsers);
  const schema = options.schema === undefined ? undefined : checkSchemaName(options.schema);
  await instance.exec(`SET TIME ZONE 'UTC'; ${schema ? `SET search_path TO ${schema};` : ''}`);

  const on = (target: Pick<PGlite, 'query' | 'exec'>): DriverConnection => ({
    async query(sql, params) {
      const result = await target.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async exec(sql) {
      await target.exec(sql);
    },
  });

  return createDatabase({
    name: 'pglite',
    ...on(instance),
    async listen(channel, handler) {
      return instance.listen(channel, handler);
    },
    async script(sql, params) {
      try {
        if (params.length > 0) return { rows: (await instance.query(sql, params)).rows };
        // query() runs one statement; exec() runs a script and answers per statement.
        return { rows: (await instance.exec(sql)).flatMap((result) => result.rows) };
      } catch (error) {
        // One connection: a script that failed inside its own BEGIN must not leave every later statement in an aborted transaction.
        await instance.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async withTransaction(fn) {
      try {
        return await instance.transaction((tx) => fn(on(tx)));
      } catch (error) {
        throw error instanceof TransactionAbortedError ? transactionAbortedError(error) : error;
      }
    },
    async close() {
      try {
        if (options.closeInstance !== false) await instance.close();
      } finally {
        await options.onClose?.();
      }
    },
  });
}
