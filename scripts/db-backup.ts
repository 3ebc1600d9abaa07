import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupEmbedded } from '#server/db/backup.ts';
import { resolveDataDir } from '#server/db/pglite.ts';

/**
 * npm run db:backup [-- <file>]: a consistent backup of the embedded database
 * (PGLITE_DIR, default .data/pglite), made by the running server when there is
 * one, checked, and written to <file> (default .data/backups/pglite-<time>.tar.gz).
 */

const { positionals } = parseArgs({ allowPositionals: true });
if (process.env.DATABASE_URL?.trim()) {
  console.error('DATABASE_URL is set: the portal runs on a PostgreSQL server; back it up with pg_dump.');
  process.exit(1);
}
const folder = resolveDataDir(undefined);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(positionals[0] ?? path.join(path.dirname(folder), 'backups', `${path.basename(folder)}-${stamp}.tar.gz`));
try {
  const result = await backupEmbedded(folder, file);
  const by = result.byServer ? 'by the running server' : 'with no server running';
  console.log(
    `Backup of ${folder} made ${by} and checked (${result.check.tables} tables): ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
