import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, resolveDataDir } from './pglite.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tempDirs: string[] = [];

function tempDataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-'));
  tempDirs.push(parent);
  return path.join(parent, 'nested', 'pglite');
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data folder', () => {
  it('defaults to .data/pglite in the repository, or PGLITE_DIR, or the option', () => {
    expect(resolveDataDir(undefined, {})).toBe(path.join(repoRoot, '.data', 'pglite'));
    expect(resolveDataDir(undefined, { PGLITE_DIR: '/srv/portal/db' })).toBe('/srv/portal/db');
    expect(resolveDataDir(undefined, { PGLITE_DIR: 'relative/db' })).toBe(path.resolve('relative/db'));
    expect(resolveDataDir('file:///srv/other', { PGLITE_DIR: '/srv/portal/db' })).toBe('/srv/other');
    expect(resolveDataDir('memory://', { PGLITE_DIR: '/srv/portal/db' })).toBe('memory://');
  });

  it('keeps data across close and reopen, and refuses a second opener meanwhile', async () => {
    const dataDir = tempDataDir();
    // A lock left behind by a process that has exited is taken over.
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(exited));

    const first = await openPglite({ dataDir });
    await first.exec('CREATE TABLE kept (note text)');
    await first.query('INSERT INTO kept VALUES ($1)', ['zapisane']);
    await expect(openPglite({ dataDir })).rejects.toThrow(`The PGlite data folder ${dataDir} is in use by process ${process.pid} (this one)`);
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    const reopened = await openPglite({}, { PGLITE_DIR: dataDir });
    try {
      expect((await reopened.query('SELECT note FROM kept')).rows).toEqual([{ note: 'zapisane' }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
