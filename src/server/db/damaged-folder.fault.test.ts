import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderProcess } from '#testing/data-dir-holder.ts';
import { createSession } from '../sessions/store.ts';
import { lockPathOf } from './data-dir-lock.ts';
import { openDatabase } from './index.ts';
import { PG_MAJOR_VERSION } from './pglite-folder.ts';

/**
 * An embedded database folder that is not a complete, consistent database is
 * refused at start with a message naming the folder and what is wrong, and
 * nothing in it is touched; before, a folder missing its 3-byte PG_VERSION
 * was silently re-initialised (orders and accounts gone), and damaged ones
 * failed with „Aborted()”, „PGlite failed to initialize properly” or HTTP 500s.
 */

let root: string;
let healthy: string;
/** The sessions table's file, relative to the folder. */
let sessionsFile: string;
/** The file of the customers' primary key index. */
let customersIndexFile: string;
let sessionCount: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-damage-'));
  healthy = path.join(root, 'healthy');
  const db = await openDatabase({ dataDir: healthy }, {});
  await db.query(
    `INSERT INTO customers (login, display_name, customer_identifier) VALUES ('klient.zapisany@horyzont.example', 'Zapisany', 'HOR-ZAPISANY')`,
  );
  for (let i = 0; i < 200; i += 1) await createSession(db, { now: new Date(), idleMs: 86_400_000 }, { uwaga: 'x'.repeat(120) });
  // Vacuumed: its pages all-visible, an index-only scan counts rows without reading the table, as on a long-running portal.
  await db.exec('VACUUM sessions');
  sessionsFile = (await db.query<{ file: string }>(`SELECT pg_relation_filepath('sessions') AS file`)).rows[0]!.file;
  customersIndexFile = (await db.query<{ file: string }>(`SELECT pg_relation_filepath('customers_pkey') AS file`)).rows[0]!.file;
  sessionCount = 200;
  await db.close();
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file's path and content: a refusal must leave all of them as they were. */
function fingerprint(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  const stat = fs.statSync(folder, { throwIfNoEntry: false });
  if (stat?.isFile()) return new Map([['.', createHash('sha256').update(fs.readFileSync(folder)).digest('hex')]]);
  if (!stat) return files;
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(folder, full), createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
  }
  return files;
}

function copyOfHealthy(name: string): string {
  const folder = path.join(root, name);
  fs.cpSync(healthy, folder, { recursive: true });
  return folder;
}

const cases: Array<[string, (folder: string) => void, RegExp]> = [
  [
    'PG_VERSION is missing (was: silently re-initialised)',
    (f) => fs.rmSync(path.join(f, 'PG_VERSION')),
    /no PG_VERSION file, so it is not a complete PostgreSQL database/,
  ],
  [
    'PG_VERSION names another PostgreSQL',
    (f) => fs.writeFileSync(path.join(f, 'PG_VERSION'), '16\n'),
    /PG_VERSION says PostgreSQL "16", but the bundled PGlite runs PostgreSQL 18/,
  ],
  ['pg_control is missing (was: „Aborted()”)', (f) => fs.rmSync(path.join(f, 'global/pg_control')), /global\/pg_control is missing/],
  ['pg_control is cut short', (f) => fs.truncateSync(path.join(f, 'global/pg_control'), 100), /global\/pg_control is 100 bytes instead of 8192/],
  ['the base folder is gone', (f) => fs.rmSync(path.join(f, 'base'), { recursive: true }), /the folder base is missing/],
  ["the database's own folder is gone", (f) => fs.rmSync(path.join(f, 'base/5'), { recursive: true }), /the database folder base\/5 is missing/],
  ['the write-ahead log folder is gone', (f) => fs.rmSync(path.join(f, 'pg_wal'), { recursive: true }), /the folder pg_wal is missing/],
  ['the write-ahead log is emptied (was: „Aborted()”)', (f) => emptyFolder(path.join(f, 'pg_wal')), /the folder pg_wal holds no files/],
  ['the transaction status is gone', (f) => fs.rmSync(path.join(f, 'pg_xact'), { recursive: true }), /the folder pg_xact is missing/],
  ['a configuration file is gone', (f) => fs.rmSync(path.join(f, 'pg_hba.conf')), /pg_hba.conf is missing/],
  [
    'the relation map is damaged',
    (f) => fs.writeFileSync(path.join(f, 'base/5/pg_filenode.map'), Buffer.alloc(524)),
    /base\/5\/pg_filenode.map is damaged/,
  ],
  ['the pg_class catalog is gone', (f) => fs.rmSync(path.join(f, 'base/5/1259')), /the catalog file base\/5\/1259 is missing/],
  ['the pg_class catalog is emptied', (f) => fs.truncateSync(path.join(f, 'base/5/1259'), 0), /the catalog file base\/5\/1259 is empty/],
  [
    'a table file is cut mid-page',
    (f) => fs.truncateSync(path.join(f, sessionsFile), 100),
    /the relation file base\/5\/\d+ is cut mid-page \(100 bytes\)/,
  ],
  [
    'a folder of other files',
    (f) => replaceWith(f, () => fs.writeFileSync(path.join(f, 'notatki.txt'), 'moje pliki')),
    /holds 1 entry \(notatki.txt\) but no PG_VERSION file/,
  ],
  [
    'a file where the folder should be',
    (f) =>
      replaceWith(
        f,
        () => fs.rmdirSync(f),
        () => fs.writeFileSync(f, 'to nie folder'),
      ),
    /it is not a folder/,
  ],
];

function emptyFolder(folder: string): void {
  for (const entry of fs.readdirSync(folder)) fs.rmSync(path.join(folder, entry), { recursive: true });
}

function replaceWith(folder: string, ...steps: Array<() => void>): void {
  emptyFolder(folder);
  for (const step of steps) step();
}

describe('a damaged or foreign embedded database folder', () => {
  it('is what a fresh PGlite makes: PG_VERSION names the PostgreSQL the checks expect', () => {
    expect(fs.readFileSync(path.join(healthy, 'PG_VERSION'), 'utf8').trim()).toBe(PG_MAJOR_VERSION);
  });

  it.each(cases)(
    'is refused before PGlite opens it: %s',
    async (name, damage, problem) => {
      const folder = copyOfHealthy(`case-${cases.findIndex(([n]) => n === name)}`);
      damage(folder);
      const before = fingerprint(folder);

      const opening = openDatabase({ dataDir: folder }, {});
      await expect(opening).rejects.toThrow(problem);
      await expect(opening).rejects.toThrow(`The embedded database folder ${folder} cannot be used`);
      await expect(opening).rejects.toThrow('Nothing in it was changed');
      expect(fingerprint(folder)).toEqual(before);
    },
    60_000,
  );

  it.each([
    [
      'emptied to nothing (was: HTTP 500 on every session call)',
      (file: string) => fs.truncateSync(file, 0),
      /the table sessions has 0 rows but its index points to 200/,
    ],
    [
      'cut to its first page, losing rows',
      (file: string) => fs.truncateSync(file, 8192),
      /the table sessions has \d+ rows but its index points to 200/,
    ],
    [
      'overwritten with garbage',
      (file: string) => fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, 0x41)),
      /the table sessions cannot be read \(invalid page in block 0/,
    ],
    ['gone', (file: string) => fs.rmSync(file), /the table sessions cannot be read \(could not open file/],
  ])(
    'is refused when a table file is %s, with its rows untouched',
    async (_name, damage, problem) => {
      const folder = copyOfHealthy(`table-${Math.random().toString(36).slice(2)}`);
      const file = path.join(folder, sessionsFile);
      damage(file);
      const damaged = fingerprint(folder).get(sessionsFile);

      const opening = openDatabase({ dataDir: folder }, {});
      await expect(opening).rejects.toThrow(problem);
      await expect(opening).rejects.toThrow(`The database ${folder} is damaged`);
      // Neither migrated nor written: the damaged file is exactly as it was, no rows added.
      expect(fingerprint(folder).get(sessionsFile)).toBe(damaged);
    },
    60_000,
  );

  it('is refused, naming the index, when 8 KB of an index are overwritten (was: a server on which customers could not sign in)', async () => {
    const folder = copyOfHealthy('index-damaged');
    const file = path.join(folder, customersIndexFile);
    const handle = fs.openSync(file, 'r+');
    fs.writeSync(handle, Buffer.alloc(8192, 0x41), 0, 8192, 8192);
    fs.closeSync(handle);
    const damaged = fingerprint(folder).get(customersIndexFile);

    const opening = openDatabase({ dataDir: folder }, {});
    await expect(opening).rejects.toThrow(/the index customers_pkey is damaged/);
    await expect(opening).rejects.toThrow(`The database ${folder} is damaged`);
    expect(fingerprint(folder).get(customersIndexFile)).toBe(damaged);
  }, 60_000);

  it('is refused while another process holds it, its lock socket deleted or not, with not a byte of it changed', async () => {
    const folder = copyOfHealthy('held');
    const holder = await holderProcess(folder);
    try {
      const before = fingerprint(folder);
      await expect(openDatabase({ dataDir: folder }, {})).rejects.toThrow(`is in use by process ${holder.pid}`);
      // What an operator clearing "stale" lock files, or a temp-file cleaner, would do.
      fs.rmSync(lockPathOf(folder));
      await expect(openDatabase({ dataDir: folder }, {})).rejects.toThrow(`is in use by process ${holder.pid}`);
      expect(fingerprint(folder)).toEqual(before);
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);

  it('opens a healthy copy with everything in it', async () => {
    const folder = copyOfHealthy('intact');
    const db = await openDatabase({ dataDir: folder }, {});
    try {
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n).toBe(sessionCount);
      expect((await db.query(`SELECT login FROM customers WHERE login = 'klient.zapisany@horyzont.example'`)).rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('creates a new database in an empty folder, and in one that does not exist yet', async () => {
    for (const folder of [path.join(root, 'new-empty'), path.join(root, 'new', 'absent')]) {
      if (folder.endsWith('empty')) fs.mkdirSync(folder);
      const db = await openDatabase({ dataDir: folder }, {});
      try {
        expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations')).rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
    }
  }, 60_000);
});
