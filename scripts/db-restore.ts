import { parseArgs } from 'node:util';
import { restoreEmbedded } from '#server/db/backup.ts';
import { resolveDataDir } from '#server/db/pglite.ts';

/**
 * npm run db:restore -- <file> [--replace]: restores a backup made by
 * db:backup into the embedded database folder (PGLITE_DIR, default
 * .data/pglite) while no server runs on it. The folder must be empty or
 * absent; --replace moves its contents aside (<folder>.replaced-<time>).
 */

const { positionals, values } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> [--replace]');
  process.exit(2);
}
const folder = resolveDataDir(undefined);
try {
  const result = await restoreEmbedded(file, folder, { replace: values.replace });
  if (result.movedAside) console.log(`The previous contents of ${result.folder} were moved to ${result.movedAside}.`);
  console.log(`Restored ${file} into ${result.folder} and checked it (${result.check.tables} tables). Start the portal as usual.`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
