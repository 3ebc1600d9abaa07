// Secrets the CMS needs that an operator may not set: generated once and kept
// in the data folder (git-ignored), so they survive restarts.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function readTrimmed(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value given (environment), else the one kept in `dataDir/file`, else a
 * new random one written there (readable by the owner only).
 */
export function persistentSecret(dataDir: string, file: string, given?: string, bytes = 32): string {
  if (given) return given;
  const location = path.join(dataDir, file);
  const kept = readTrimmed(location);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  try {
    writeFileSync(location, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  } catch {
    // Another process wrote it first: use theirs.
    return readTrimmed(location) ?? value;
  }
}
