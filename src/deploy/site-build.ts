import { spawn } from 'node:child_process';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Building the site beside the live one, and making a build live: the
 * pointer file the servers follow (src/server/live-build.ts) is rewritten
 * whole, by a rename, only after the build succeeded.
 */

/** The repository: the build imports its node_modules, so builds must lie under it. */
export const REPOSITORY = path.resolve(import.meta.dirname, '../..');
/** What builds the site: Astro's build, as `npm run build` runs it. */
export const ASTRO_BUILD = [process.execPath, path.join(REPOSITORY, 'node_modules/astro/bin/astro.mjs'), 'build'];
/** Lines of a failed build's output kept as its reason. */
const REASON_LINES = 12;
/** Builds kept besides the live one: the servers still serve the assets of the two before it. */
const KEPT_EARLIER = 2;

/** Runs `command` to build the site into `folder` (PORTAL_DIST_DIR); rejects with the end of its output when it fails. */
export function buildSite(command: readonly string[], folder: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const relative = path.relative(REPOSITORY, folder);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return Promise.reject(new Error(`${folder} is outside the repository`));
  return new Promise((resolve, reject) => {
    const [program, ...args] = command;
    const child = spawn(program!, args, {
      cwd: REPOSITORY,
      env: { ...env, PORTAL_DIST_DIR: relative, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n'));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const tail = output
        .map((line) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd())
        .filter(Boolean)
        .slice(-REASON_LINES);
      reject(new Error([`The build stopped (${signal ?? `exit ${code}`}):`, ...tail].join('\n')));
    });
  });
}

/** Points `pointer` at `folder` (relative to the pointer's folder), then removes builds older than the ones kept. */
export async function goLive(pointer: string, folder: string): Promise<void> {
  await writeFile(`${pointer}.tmp`, `${folder}\n`);
  await rename(`${pointer}.tmp`, pointer);
  const builds = path.join(path.dirname(pointer), path.dirname(folder));
  // Build folders are named by time first: the newest sort last.
  const older = (await readdir(builds)).filter((name) => name < path.basename(folder)).sort();
  for (const name of older.slice(0, Math.max(0, older.length - KEPT_EARLIER))) await rm(path.join(builds, name), { recursive: true, force: true });
}
