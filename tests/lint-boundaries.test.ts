import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries as the lint (npm run lint, run by CI)
 * enforces them: each line below is code someone could write, and the lint
 * must refuse it where it would blur a layer, and let it be where it belongs.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) });

async function errorsOf(filePath: string, code: string, rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => errorsOf(filePath, code, ['no-restricted-imports', 'no-restricted-globals']);
const climbErrors = (filePath: string, code: string) => errorsOf(filePath, code, ['portal/imports-by-name']);

// The first lint loads the configuration and its parsers: seconds on a busy machine, paid here rather than by a test.
beforeAll(() => eslint.lintText('export {};\n', { filePath: `${root}src/domain/warm-up.ts` }), 60_000);

describe('the lint’s boundaries', () => {
  it.each([
    [
      'a block',
      'blocks/promo-strip/PromoStrip.tsx',
      "import { openDatabase } from '../../src/server/db/index.ts';\nexport const x = openDatabase;\n",
    ],
    ['the shop', 'src/shop/new-thing.ts', "import { messages } from '../server/messages.ts';\nexport const x = messages;\n"],
    ['the shell', 'src/shell/client/new-thing.ts', "import { messages } from '../../server/messages.ts';\nexport const x = messages;\n"],
    [
      'the mock',
      'src/api-client/mock/new-thing.ts',
      "import { paymentMessages } from '../../server/payments/messages.ts';\nexport const x = paymentMessages;\n",
    ],
    ['a store', 'src/stores/new-thing.ts', "import type { Database } from '../server/db/index.ts';\nexport type X = Database;\n"],
    ['a store, by name', 'src/stores/new-thing.ts', "import type { Database } from '#server/db/index.ts';\nexport type X = Database;\n"],
    ['a folder nobody has listed yet', 'src/new-area/thing.ts', "import { messages } from '#server/messages.ts';\nexport const x = messages;\n"],
  ])('refuses an import of the server from %s', async (_where, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining('Browser code must not import the server (src/server)')]);
  });

  it.each([
    ['React', "import { useState } from 'react';\nexport const x = useState;\n", 'Domain rules are plain TypeScript: no React, no stores.'],
    ['a store', "import { atom } from 'nanostores';\nexport const x = atom;\n", 'Domain rules are plain TypeScript: no React, no stores.'],
    ['the file system', "import fs from 'node:fs';\nexport const x = fs;\n", 'Domain rules do no I/O.'],
    [
      'the API client',
      "import { apiRequest } from '../api-client/request.ts';\nexport const x = apiRequest;\n",
      'Domain rules depend on nothing but other domain rules',
    ],
    [
      'the API client, by name',
      "import { apiRequest } from '#api-client/request.ts';\nexport const x = apiRequest;\n",
      'Domain rules depend on nothing but other domain rules',
    ],
    ['fetch', "export const load = () => fetch('/api/sessionData');\n", 'Domain rules do no I/O.'],
  ])('refuses %s in a domain rule', async (_what, code, message) => {
    expect(await boundaryErrors('src/domain/new-rule.ts', code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['a block', 'blocks/shop-finder/map-thing.ts', "import { geoPath } from 'd3-geo';\nexport const x = geoPath;\n"],
    [
      'the shop finder’s browser code',
      'src/shop-finder/client/new-thing.ts',
      "import atlas from 'world-atlas/countries-10m.json';\nexport const x = atlas;\n",
    ],
  ])('refuses the map’s build-time libraries in %s', async (_where, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([expect.stringContaining('The map of Poland is drawn at build time')]);
  });

  it('lets the build draw the map with them', async () => {
    expect(await boundaryErrors('src/shop-finder/map/new-thing.ts', "import { geoPath } from 'd3-geo';\nexport const x = geoPath;\n")).toEqual([]);
  });

  it('lets each layer use what it may: the server its own modules, blocks the domain and the contract, the domain itself', async () => {
    expect(
      await boundaryErrors('src/server/new-thing.ts', "import { openDatabase } from './db/index.ts';\nexport const x = openDatabase;\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'blocks/promo-strip/PromoStrip.tsx',
        "import { formatPostalCode } from '#domain/format.ts';\nimport { cartOperations } from '#api-contract/cart.ts';\nexport const x = [formatPostalCode, cartOperations];\n",
      ),
    ).toEqual([]);
    expect(await boundaryErrors('src/domain/new-rule.ts', "import { toGrosze } from './grosze.ts';\nexport const x = toGrosze;\n")).toEqual([]);
  });

  it.each([
    [
      'a block into src/',
      'blocks/promo-strip/PromoStrip.tsx',
      "import { formatPostalCode } from '../../src/domain/format.ts';\nexport const x = formatPostalCode;\n",
    ],
    [
      'one area of src/ into another',
      'src/shop/new-thing.ts',
      "import { formatPostalCode } from '../domain/format.ts';\nexport const x = formatPostalCode;\n",
    ],
    [
      'the server into the contract',
      'src/server/carts/new-thing.ts',
      "import { cartOperations } from '../../api-contract/cart.ts';\nexport const x = cartOperations;\n",
    ],
    [
      'a script into src/',
      'scripts/new-thing.ts',
      "import { formatPostalCode } from '../src/domain/format.ts';\nexport const x = formatPostalCode;\n",
    ],
  ])('refuses a relative import that climbs out of its area: %s', async (_what, file, code) => {
    expect(await climbErrors(file, code)).toEqual([expect.stringContaining('by its name (#…, package.json "imports")')]);
  });

  it('lets an area import itself relatively and the others by name', async () => {
    expect(
      await climbErrors('src/server/carts/new-thing.ts', "import { openDatabase } from '../db/index.ts';\nexport const x = openDatabase;\n"),
    ).toEqual([]);
    expect(await climbErrors('blocks/promo-strip/PromoStrip.tsx', "import { x as y } from '../_shared/image.ts';\nexport const x = y;\n")).toEqual(
      [],
    );
    expect(
      await climbErrors('src/shop/new-thing.ts', "import { formatPostalCode } from '#domain/format.ts';\nexport const x = formatPostalCode;\n"),
    ).toEqual([]);
  });
});
