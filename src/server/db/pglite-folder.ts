import fs from 'node:fs';
import path from 'node:path';

/**
 * What an embedded database folder holds, read before PGlite is let near it.
 * PGlite initialises a new, empty database in any folder without a
 * PG_VERSION file, and writes to a damaged one before it fails: so a folder
 * is handed to it only when it is absent, empty, or a complete PostgreSQL
 * data directory. Everything here only reads.
 */

/** The PostgreSQL major version of the bundled PGlite (a test keeps it true). */
export const PG_MAJOR_VERSION = '18';

const PAGE = 8192;
/** Relation files: main fork, free-space map, visibility map, init fork, and segments past 1 GB. */
const RELATION_FILE = /^\d+(_(fsm|vm|init))?(\.\d+)?$/;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

/** What PostgreSQL needs to start, as initdb makes it (a missing one fails the start, after writing). */
const REQUIRED_FILES = ['PG_VERSION', 'postgresql.conf', 'pg_hba.conf', 'global/pg_control', 'global/pg_filenode.map'];
const REQUIRED_DIRECTORIES = ['base', 'global', 'pg_commit_ts', 'pg_notify', 'pg_replslot', 'pg_twophase'];
/** initdb's databases: template1, template0 and postgres (fixed OIDs since PostgreSQL 15; PGlite works in postgres). */
const INITDB_DATABASES = ['1', '4', '5'];
/** Directories that must hold at least one file: transaction status, multixacts and the write-ahead log. */
const NON_EMPTY_DIRECTORIES = ['pg_xact', 'pg_multixact/offsets', 'pg_multixact/members', 'pg_wal'];

/** pg_control is one fixed-size block; a relation map holds 64 mappings and a checksum (relmapper.c). */
const PG_CONTROL_SIZE = PAGE;
const RELMAP_SIZE = 524;
const RELMAP_MAGIC = 0x592717;
const RELMAP_MAX_MAPPINGS = 64;
/** Catalogs that are never empty: pg_type, pg_attribute, pg_proc, pg_class in each database; pg_authid and pg_database shared. */
const NEVER_EMPTY_CATALOGS = new Set([1247, 1249, 1255, 1259, 1260, 1262]);

export class DataFolderError extends Error {
  readonly folder: string;
  readonly problem: string;

  constructor(folder: string, problem: string, options: { changed?: 'no' | 'maybe' } = {}) {
    const changed = options.changed === 'maybe' ? 'PostgreSQL may have written to it while it tried' : 'Nothing in it was changed';
    super(
      `The embedded database folder ${folder} cannot be used: ${problem}. ${changed}. ` +
        'To recover, restore a backup into a new folder (npm run db:restore -- <backup file>) and point PGLITE_DIR at it, ' +
        'or move this folder away to start afresh (README: "Backing up and recovering the embedded database").',
    );
    this.name = 'DataFolderError';
    this.folder = folder;
    this.problem = problem;
  }
}

export type FolderState = 'new' | 'existing';

function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * 'new' for an absent or empty folder (PGlite creates the database there),
 * 'existing' for a complete data directory; anything else throws a
 * DataFolderError naming the folder and the first problem found.
 */
export function inspectDataFolder(folder: string): FolderState {
  const stat = statOf(folder);
  if (!stat) return 'new';
  const refuse = (problem: string): never => {
    throw new DataFolderError(folder, problem);
  };
  if (!stat.isDirectory()) refuse('it is not a folder');
  const entries = fs.readdirSync(folder);
  if (entries.length === 0) return 'new';

  if (!entries.includes('PG_VERSION')) {
    refuse(
      `it holds ${entries.length} entr${entries.length === 1 ? 'y' : 'ies'} (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}) ` +
        'but no PG_VERSION file, so it is not a complete PostgreSQL database (PGlite would create a new, empty database over it)',
    );
  }
  const version = fs.readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim();
  if (version !== PG_MAJOR_VERSION) {
    refuse(`PG_VERSION says PostgreSQL ${JSON.stringify(version.slice(0, 20))}, but the bundled PGlite runs PostgreSQL ${PG_MAJOR_VERSION}`);
  }

  for (const name of REQUIRED_FILES) {
    if (!statOf(path.join(folder, name))?.isFile()) refuse(`${name} is missing`);
  }
  for (const name of REQUIRED_DIRECTORIES) {
    if (!statOf(path.join(folder, name))?.isDirectory()) refuse(`the folder ${name} is missing`);
  }
  for (const name of NON_EMPTY_DIRECTORIES) {
    const dir = path.join(folder, name);
    if (!statOf(dir)?.isDirectory()) refuse(`the folder ${name} is missing`);
    if (fs.readdirSync(dir).every((entry) => !statOf(path.join(dir, entry))?.isFile())) refuse(`the folder ${name} holds no files`);
  }
  const wal = fs.readdirSync(path.join(folder, 'pg_wal')).filter((name) => WAL_SEGMENT.test(name));
  if (wal.length === 0) refuse('pg_wal holds no write-ahead log segment');
  for (const name of wal) {
    const size = statOf(path.join(folder, 'pg_wal', name))?.size ?? 0;
    if (size === 0 || size % PAGE !== 0) refuse(`the write-ahead log segment pg_wal/${name} is cut short (${size} bytes)`);
  }
  const controlSize = statOf(path.join(folder, 'global/pg_control'))?.size;
  if (controlSize !== PG_CONTROL_SIZE) refuse(`global/pg_control is ${controlSize} bytes instead of ${PG_CONTROL_SIZE}`);

  const databases = fs.readdirSync(path.join(folder, 'base')).filter((name) => /^\d+$/.test(name));
  const lost = INITDB_DATABASES.find((oid) => !databases.includes(oid));
  if (lost) refuse(`the database folder base/${lost} is missing`);
  checkRelationFolder(folder, 'global', refuse);
  for (const oid of databases) {
    const relative = `base/${oid}`;
    const dbVersion = statOf(path.join(folder, relative, 'PG_VERSION'));
    if (!dbVersion?.isFile()) refuse(`${relative}/PG_VERSION is missing`);
    checkRelationFolder(folder, relative, refuse);
  }
  return 'existing';
}

/** Every relation file a whole number of pages; every relation the map names (the core catalogs) present, and the basic ones not empty. */
function checkRelationFolder(folder: string, relative: string, refuse: (problem: string) => never): void {
  const dir = path.join(folder, relative);
  const map = path.join(dir, 'pg_filenode.map');
  const mapStat = statOf(map);
  if (!mapStat?.isFile()) refuse(`${relative}/pg_filenode.map is missing`);
  if (mapStat!.size !== RELMAP_SIZE) refuse(`${relative}/pg_filenode.map is ${mapStat!.size} bytes instead of ${RELMAP_SIZE}`);

  for (const name of fs.readdirSync(dir)) {
    if (!RELATION_FILE.test(name)) continue;
    const size = statOf(path.join(dir, name))?.size ?? 0;
    if (size % PAGE !== 0) refuse(`the relation file ${relative}/${name} is cut mid-page (${size} bytes)`);
  }

  const bytes = fs.readFileSync(map);
  const magic = bytes.readInt32LE(0);
  const count = bytes.readInt32LE(4);
  if (magic !== RELMAP_MAGIC || count < 0 || count > RELMAP_MAX_MAPPINGS) refuse(`${relative}/pg_filenode.map is damaged`);
  for (let i = 0; i < count; i += 1) {
    const relation = bytes.readUInt32LE(8 + i * 8);
    const fileNumber = bytes.readUInt32LE(8 + i * 8 + 4);
    const size = statOf(path.join(dir, String(fileNumber)))?.size;
    if (size === undefined) refuse(`the catalog file ${relative}/${fileNumber} is missing`);
    if (size === 0 && NEVER_EMPTY_CATALOGS.has(relation)) refuse(`the catalog file ${relative}/${fileNumber} is empty`);
  }
}
