import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Browser code never reaches the server's code: not the API client, not
 * mock mode (which runs in the browser's service worker set-up and in jsdom
 * tests), not the shell, the shop, the stores or the blocks, through any
 * chain of imports (static or `import()`, relative or by name). Everything
 * in src/ and blocks/ counts as browser code except the folders that run only
 * on the server or at build time, so a new folder is covered without being
 * listed. What mock mode shares with the service lives in src/domain or
 * src/api-contract.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = path.join(root, 'src/server') + path.sep;
/** Code that never reaches a browser: the server, and what runs at build time only. */
const SERVER_SIDE = [SERVER, path.join(root, 'src/shop-finder/map') + path.sep];

/** package.json's "imports": `#name/*` → folder. */
const names: Array<[string, string]> = Object.entries(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
).map(([name, target]) => [name.replace(/\*$/, ''), path.join(root, target.replace(/\*$/, ''))]);

function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  const named = names.find(([name]) => specifier.startsWith(name));
  return named ? named[1] + specifier.slice(named[0].length) : undefined;
}

const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourcesUnder(file);
    return isSource(file) ? [file] : [];
  });
}

/** The project's modules named by static imports, re-exports and `import()`, type-only ones left out (they vanish from the bundle). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([.#][^'"]+)['"]/gm)) {
    if (!match[1]) found.push(match[2]!);
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([.#][^'"]+)['"]\s*\)/g)) found.push(match[1]!);
  return found.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

/** Each module the entry reaches, with the chain of imports that leads to it. */
function reachable(entries: string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (!/\.(ts|tsx)$/.test(file) || file.startsWith(SERVER)) continue;
    for (const target of importsOf(file)) {
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      pending.push(target);
    }
  }
  return chains;
}

describe('browser code', () => {
  it('reaches no module of src/server', () => {
    const entries = ['src', 'blocks']
      .flatMap((folder) => sourcesUnder(path.join(root, folder)))
      .filter((file) => !SERVER_SIDE.some((folder) => file.startsWith(folder)));
    expect(entries.length).toBeGreaterThan(50);
    const offending = [...reachable(entries)]
      .filter(([file]) => file.startsWith(SERVER))
      .map(([, chain]) => chain.map((file) => path.relative(root, file)).join(' → '));
    expect(offending).toEqual([]);
  });

  it('would be caught importing it through any chain (a script that builds the server shows the walk finds one)', () => {
    const chains = reachable([path.join(root, 'scripts/export-openapi.ts')]);
    expect(chains.get(path.join(root, 'src/server/app.ts'))?.map((file) => path.relative(root, file))).toEqual([
      'scripts/export-openapi.ts',
      'src/server/app.ts',
    ]);
  });
});
