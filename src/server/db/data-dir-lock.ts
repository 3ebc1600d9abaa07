import fs from 'node:fs';

/**
 * PGlite is one PostgreSQL backend inside this process with no locking of its
 * own: a second process (or a second instance here) opening the same data
 * folder corrupts it. A lock file beside the folder, holding the owner's pid,
 * turns that into a clear error; a lock left by a process that no longer runs
 * is taken over.
 */

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return {
        release() {
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processIsAlive(owner)) {
        throw new Error(
          `The PGlite data folder ${dataDir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}. ` +
            'PGlite serves one process only: stop the other server, use another PGLITE_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
