import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { canonicalFolder, lockDataDir, requestBackup } from './data-dir-lock.ts';
import { checkIntegrity, type IntegrityReport } from './integrity.ts';
import { createPglite, openPglite, wrapPglite } from './pglite.ts';
import { DataFolderError, inspectDataFolder } from './pglite-folder.ts';

/**
 * Backup and restore of the embedded database folder. A backup is the whole
 * folder as a gzipped tar, taken by the process that holds the folder, so it
 * is consistent while the server runs and writes (see pglite.ts backupOf);
 * with no server running, this process opens the folder and takes it. Every
 * backup is loaded into a throw-away database and checked before it is
 * written; a restore fills a new folder beside the target, checks it, and
 * only then renames it into place, so a failed restore leaves nothing behind.
 */

export interface BackupResult {
  file: string;
  bytes: number;
  /** A running server made it (else this process opened the folder). */
  byServer: boolean;
  check: IntegrityReport;
}

/** A backup is a gzipped tar: one cut short or of another kind is refused before PGlite reads it. */
function checkArchive(tar: Uint8Array, label: string): void {
  let unpacked: Buffer;
  try {
    unpacked = gunzipSync(tar);
  } catch (error) {
    throw new Error(`${label} is damaged or not a backup of the embedded database (${(error as Error).message})`, { cause: error });
  }
  // A tar's entries start with their name; a data folder's backup holds PG_VERSION.
  if (!unpacked.includes('PG_VERSION')) throw new Error(`${label} is not a backup of the embedded database (it holds no PG_VERSION)`);
}

/** Checks a backup by loading it into memory: it must open and pass the full integrity check. */
async function verify(tar: Uint8Array, label: string): Promise<IntegrityReport> {
  checkArchive(tar, label);
  const instance = await createPglite({ loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]) });
  const db = await wrapPglite(instance);
  try {
    return await checkIntegrity(db, { label, scan: true });
  } finally {
    await db.close();
  }
}

/** Writes through a temporary file and a rename: a reader never sees half a file. */
function writeAtomically(file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export async function backupEmbedded(folder: string, file: string): Promise<BackupResult> {
  let tar = await requestBackup(folder);
  const byServer = tar !== null;
  if (!tar) {
    if (inspectDataFolder(folder) === 'new') throw new DataFolderError(folder, 'it holds no database to back up');
    const db = await openPglite({ dataDir: folder });
    try {
      await checkIntegrity(db, { label: folder, scan: true });
      tar = await requestBackup(folder);
    } finally {
      await db.close();
    }
    if (!tar) throw new Error(`Could not make a backup of ${folder}`);
  }
  const check = await verify(tar, `the backup of ${folder}`);
  writeAtomically(file, tar);
  return { file, bytes: tar.length, byServer, check };
}

export interface RestoreResult {
  folder: string;
  /** Where the folder's previous contents went (with `replace`). */
  movedAside?: string;
  check: IntegrityReport;
}

/**
 * Restores a backup into `folder`, which must be absent or empty, or, with
 * `replace`, is moved aside (never deleted). Refused while a server holds it.
 */
export async function restoreEmbedded(file: string, folder: string, options: { replace?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  const target = canonicalFolder(folder);
  const tar = fs.readFileSync(file);
  checkArchive(tar, `The backup ${file}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const lock = await lockDataDir(target);
  const staging = `${target}.restoring-${process.pid}`;
  try {
    let movedAside: string | undefined;
    if (inspectFolderLoosely(target) === 'occupied') {
      if (!options.replace) {
        throw new Error(`${target} is not empty: restore into an empty folder, or pass --replace to move its contents aside first`);
      }
      movedAside = `${target}.replaced-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    }
    fs.rmSync(staging, { recursive: true, force: true });
    const instance = await createPglite({ dataDir: staging, loadDataDir: new Blob([tar]) });
    const db = await wrapPglite(instance);
    let check: IntegrityReport;
    try {
      check = await checkIntegrity(db, { label: `the backup ${file}`, scan: true });
    } finally {
      await db.close();
    }
    if (movedAside) fs.renameSync(target, movedAside);
    else fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    return { folder: target, movedAside, check };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await lock.release();
  }
}

/** Absent or an empty folder is free to restore into; anything else is occupied. */
function inspectFolderLoosely(folder: string): 'free' | 'occupied' {
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (!stat) return 'free';
  return stat.isDirectory() && fs.readdirSync(folder).length === 0 ? 'free' : 'occupied';
}
