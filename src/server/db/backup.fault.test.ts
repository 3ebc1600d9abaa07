import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalProcess, type PortalProcess } from '#testing/portal-process.ts';
import { backupEmbedded, restoreEmbedded } from './backup.ts';
import { openDatabase } from './index.ts';

/**
 * Backups of the embedded database taken while the server runs and writes,
 * and restores that never leave a half-written folder behind.
 */

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../../../', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
const live = path.join(root, 'live');
let portal: PortalProcess;

/** Anonymous visitors putting offers in their carts: the server writes all the time. */
async function visitorsAtWork(origin: string, until: () => boolean, made: { carts: number }): Promise<void> {
  while (!until()) {
    const jar: string[] = [];
    const call = async (operation: string, body: unknown) => {
      const response = await fetch(`${origin}/api/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: jar.join('; '),
          'x-xsrf-token': jar.find((c) => c.startsWith('XSRF-TOKEN='))?.slice(11) ?? '',
        },
        body: JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) jar.push(cookie.split(';')[0]!);
      return response.status;
    };
    await call('sessionData', {});
    if ((await call('cart/update', { operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_M' }] })) === 200) made.carts += 1;
  }
}

async function countRows(folder: string, sql: string): Promise<number> {
  const db = await openDatabase({ dataDir: folder }, {});
  try {
    return (await db.query<{ n: number }>(sql)).rows[0]!.n;
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  portal = await startPortalProcess({ dataDir: live });
}, 120_000);

afterAll(async () => {
  await portal?.stop();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('backup and restore of the embedded database', () => {
  it('backs up while the server runs and writes; the restored folder opens whole with everything committed before the backup', async () => {
    let done = false;
    const made = { carts: 0 };
    const work = visitorsAtWork(portal.origin, () => done, made);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const file = path.join(root, 'kopia.tar.gz');
    const cartsBefore = made.carts;
    const result = await backupEmbedded(live, file);
    const cartsAfter = made.carts;
    done = true;
    await work;

    expect(result).toMatchObject({ file, byServer: true, check: { fresh: false } });
    expect(cartsBefore).toBeGreaterThan(0);
    expect(fs.statSync(file).size).toBe(result.bytes);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restored = path.join(root, 'restored');
    const restore = await restoreEmbedded(file, restored);
    expect(restore).toMatchObject({ folder: restored, check: { fresh: false, tables: result.check.tables } });
    // Every cart made before the backup began is in it, none made after it ended.
    const restoredCarts = await countRows(restored, `SELECT count(*)::int AS n FROM carts`);
    expect(restoredCarts).toBeGreaterThanOrEqual(cartsBefore);
    expect(restoredCarts).toBeLessThanOrEqual(cartsAfter + 1);
    expect(await countRows(restored, `SELECT count(*)::int AS n FROM customers WHERE login = 'klient.c@horyzont.example'`)).toBe(1);
    expect((await fetch(`${portal.origin}/api/openapi.json`)).status).toBe(200);
  }, 180_000);

  it('refuses to restore into a folder that holds something, or one a server holds; with --replace it moves the old contents aside', async () => {
    const file = path.join(root, 'kopia.tar.gz');
    await expect(restoreEmbedded(file, live)).rejects.toThrow(`The PGlite data folder ${live} is in use by process ${portal.pid}`);

    const occupied = path.join(root, 'occupied');
    fs.mkdirSync(occupied);
    fs.writeFileSync(path.join(occupied, 'notatki.txt'), 'ważne');
    await expect(restoreEmbedded(file, occupied)).rejects.toThrow(`${occupied} is not empty`);
    expect(fs.readdirSync(occupied)).toEqual(['notatki.txt']);

    const replaced = await restoreEmbedded(file, occupied, { replace: true, now: new Date('2026-11-24T12:00:00Z') });
    expect(replaced.movedAside).toBe(`${occupied}.replaced-2026-11-24T12-00-00-000Z`);
    expect(fs.readFileSync(path.join(replaced.movedAside!, 'notatki.txt'), 'utf8')).toBe('ważne');
    expect(fs.existsSync(path.join(occupied, 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('refuses a damaged backup and leaves no folder behind', async () => {
    const broken = path.join(root, 'uszkodzona.tar.gz');
    const bytes = fs.readFileSync(path.join(root, 'kopia.tar.gz'));
    fs.writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = path.join(root, 'never');
    await expect(restoreEmbedded(broken, target)).rejects.toThrow(`The backup ${broken} is damaged or not a backup of the embedded database`);
    expect(fs.readdirSync(root).filter((name) => name.startsWith('never'))).toEqual([]);
  }, 180_000);

  it('npm run db:backup and db:restore do the same from the command line, with no server running', async () => {
    const offline = path.join(root, 'restored');
    const file = path.join(root, 'z-wiersza.tar.gz');
    const env = { ...process.env, PGLITE_DIR: offline };
    const backup = await run(process.execPath, ['scripts/db-backup.ts', file], { cwd: repository, env }).catch(
      (error: { stdout: string; stderr: string }) => {
        throw new Error(`db:backup failed: ${error.stdout} ${error.stderr}`);
      },
    );
    expect(backup.stdout).toContain(`Backup of ${offline} made with no server running and checked`);
    expect(fs.existsSync(file)).toBe(true);

    const target = path.join(root, 'from-cli');
    const restore = await run(process.execPath, ['scripts/db-restore.ts', file], { cwd: repository, env: { ...process.env, PGLITE_DIR: target } });
    expect(restore.stdout).toContain(`Restored ${file} into ${target} and checked it`);
    expect(await countRows(target, `SELECT count(*)::int AS n FROM customers WHERE login = 'klient.c@horyzont.example'`)).toBe(1);
  }, 180_000);
});
