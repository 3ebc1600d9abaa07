import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holderProcess } from '#testing/data-dir-holder.ts';
import { DataDirInUseError, lockDataDir, lockHolder, lockPathOf, requestBackup } from './data-dir-lock.ts';

/**
 * The embedded database folder's lock: one holder at a time, whatever path
 * names the folder, and never left behind by a holder that died.
 */

const roots: string[] = [];

function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  roots.push(root);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the lock of an embedded database folder', () => {
  it('refuses a second holder in this process, naming it, and frees the folder on release', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    const lock = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toThrow(`The PGlite data folder ${folder} is in use by process ${process.pid} (this one)`);
    expect(await lockHolder(folder)).toEqual({ pid: process.pid, folder });
    await lock.release();
    expect(fs.existsSync(lockPathOf(folder))).toBe(false);
    const again = await lockDataDir(folder);
    await again.release();
  });

  it('is one lock for a folder named through a symlink or a relative path', async () => {
    const root = tempRoot();
    const folder = path.join(root, 'real', 'pglite');
    fs.mkdirSync(folder, { recursive: true });
    fs.symlinkSync(path.join(root, 'real'), path.join(root, 'link'));
    const lock = await lockDataDir(folder);
    try {
      await expect(lockDataDir(path.join(root, 'link', 'pglite'))).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(lockDataDir(path.relative(process.cwd(), folder))).rejects.toBeInstanceOf(DataDirInUseError);
      // The folder itself behind a symlink, too.
      fs.symlinkSync(folder, path.join(root, 'pglite-link'));
      await expect(lockDataDir(path.join(root, 'pglite-link'))).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await lock.release();
    }
  });

  it('refuses while another process holds it, and is taken at once after that process is killed with SIGKILL', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    const holder = await holderProcess(folder);
    await expect(lockDataDir(folder)).rejects.toThrow(`is in use by process ${holder.pid}.`);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // The dead holder's socket file is still there, but nobody answers on it.
    expect(fs.existsSync(lockPathOf(folder))).toBe(true);
    const lock = await lockDataDir(folder);
    expect(await lockHolder(folder)).toEqual({ pid: process.pid, folder });
    await lock.release();
  }, 30_000);

  it('still refuses, naming the holder, after its lock socket file is deleted, and is taken once that process is gone', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    const holder = await holderProcess(folder);
    // An operator clearing a "stale" lock, or a temp-file cleaner.
    fs.rmSync(lockPathOf(folder));
    await expect(lockDataDir(folder)).rejects.toThrow(`is in use by process ${holder.pid}.`);
    expect(await lockHolder(folder)).toEqual({ pid: holder.pid, folder });

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const lock = await lockDataDir(folder);
    await lock.release();
  }, 30_000);

  it('is not blocked by an old lock file naming a live process: this one, or PID 1', async () => {
    for (const pid of [process.pid, 1]) {
      const folder = path.join(tempRoot(), 'pglite');
      // The lock file of earlier versions: a PID, kept after kill -9; in a container the restarted server often gets the same PID.
      fs.writeFileSync(`${folder}.lock`, String(pid));
      const lock = await lockDataDir(folder);
      expect(await lockHolder(folder)).toEqual({ pid: process.pid, folder });
      await lock.release();
    }
  });

  it('lets exactly one of many simultaneous starters in', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    // A dead socket first, so every starter goes through the take-over.
    const dead = await holderProcess(folder);
    dead.kill('SIGKILL');
    await new Promise((resolve) => dead.once('exit', resolve));

    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(folder)));
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirInUseError);
    }
    await won[0]!.value.release();
  }, 30_000);

  it('waits for a backup from a holder too busy to answer at once', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    const lock = await lockDataDir(folder);
    const backup = new Uint8Array([1, 2, 3, 4]);
    // Longer than a holder has to say who it is: a loaded server making a backup takes its time.
    lock.onBackup(() => new Promise((resolve) => setTimeout(() => resolve(backup), 3_500)));
    try {
      expect(await requestBackup(folder)).toEqual(Buffer.from(backup));
    } finally {
      await lock.release();
    }
  }, 30_000);

  it('is readable and writable by its owner only', async () => {
    const folder = path.join(tempRoot(), 'pglite');
    const lock = await lockDataDir(folder);
    try {
      expect(fs.statSync(lock.path).mode & 0o777).toBe(0o600);
    } finally {
      await lock.release();
    }
  });
});
