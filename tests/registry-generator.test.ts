import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateRegistry } from '#registry/generate.ts';

const repo = path.resolve(import.meta.dirname, '..');
const roots: string[] = [];

/** A scratch project whose blocks/ holds the given folders (files by name). */
async function project(blocks: Record<string, Record<string, string>>) {
  const root = await mkdtemp(path.join(tmpdir(), 'registry-'));
  roots.push(root);
  await symlink(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  for (const [name, files] of Object.entries(blocks)) {
    await mkdir(path.join(root, 'blocks', name), { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(root, 'blocks', name, file), text);
  }
  return root;
}

const definition = (name: string, kind: 'static' | 'island' = 'static', extra = '') =>
  `export default { name: '${name}', title: 'Blok', description: 'Blok testowy', kind: '${kind}', schema: {}${extra} };\n`;

/** Generated code without its comments. */
const code = (text: string) => text.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*\*[\s\S]*?\*\//g, '');

afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

describe('registry generator', () => {
  it('dispatches static blocks and islands statically, with each island\u2019s hydration directive and error boundary', async () => {
    const root = await project({
      'promo-strip': { 'block.ts': definition('promo-strip'), 'PromoStrip.astro': '---\n---\n<p>x</p>\n', 'examples.ts': 'export default [];\n' },
      cart: {
        'block.ts': definition('cart', 'island', ", hydrate: 'load'"),
        'Cart.tsx': 'export default () => null;\n',
        'examples.ts': 'export default [];\n',
      },
      'lead-form': {
        'block.ts': definition('lead-form', 'island', ", hydrate: 'media', media: '(min-width: 960px)'"),
        'LeadForm.tsx': 'export default () => null;\n',
        'examples.ts': 'export default [];\n',
      },
      _shared: { 'x.ts': 'export {};\n' },
    });
    const blocks = await generateRegistry(root);
    expect(blocks.map((b) => b.name)).toEqual(['cart', 'lead-form', 'promo-strip']);
    const dispatch = await readFile(path.join(root, 'src/registry/generated/BlockSwitch.astro'), 'utf8');
    expect(dispatch).toContain("import PromoStrip from '../../../blocks/promo-strip/PromoStrip.astro';");
    expect(dispatch).toMatch(/type === 'cart' && <Cart client:load /);
    expect(dispatch).toMatch(/type === 'lead-form' && <LeadForm client:media="\(min-width: 960px\)" /);
    expect(dispatch).toMatch(/type === 'promo-strip' && <PromoStrip .*block=\{block\}/);
    const island = await readFile(path.join(root, 'src/registry/generated/islands/CartIsland.tsx'), 'utf8');
    expect(island).toContain('<IslandRoot');
    const definitions = await readFile(path.join(root, 'src/registry/generated/definitions.ts'), 'utf8');
    expect(definitions).toContain("'promo-strip': PromoStrip");
    // Props are typed by narrowing on the block type (RegistryBlock), so the generated code needs no cast.
    expect(dispatch).toContain('type Props = { node: RegistryBlock; block: BlockContext };');
    expect(definitions).toContain('export type RegistryBlock = ParsedBlock<typeof registry>;');
    for (const text of [dispatch, island, definitions]) expect(code(text)).not.toMatch(/\bas\b|\bany\b/);
  });

  it('merges the props an island\u2019s data.ts loads at build into its props, and refuses data.ts on a static block', async () => {
    const root = await project({
      cart: {
        'block.ts': definition('cart', 'island', ", hydrate: 'load'"),
        'Cart.tsx': 'export default () => null;\n',
        'data.ts': 'export default async () => ({ offers: [] });\n',
        'examples.ts': 'export default [];\n',
      },
      'lead-form': {
        'block.ts': definition('lead-form', 'island'),
        'LeadForm.tsx': 'export default () => null;\n',
        'examples.ts': 'export default [];\n',
      },
    });
    await generateRegistry(root);
    const dispatch = await readFile(path.join(root, 'src/registry/generated/BlockSwitch.astro'), 'utf8');
    expect(dispatch).toContain("import CartData from '../../../blocks/cart/data.ts';");
    // data.ts gets the block's parsed props, and what it returns is merged into the island's props.
    expect(dispatch).toContain("case 'cart':\n      return { ...node, props: { ...node.props, ...(await loadIslandData(CartData, node.props)) } };");
    expect(dispatch).toMatch(/view\.type === 'cart' && <Cart client:load \{\.\.\.view\.props\} \/>/);
    expect(dispatch).not.toContain("case 'lead-form'");
    expect(code(dispatch)).not.toMatch(/\bas\b|\bany\b/);

    const staticWithData = await project({
      hero: { 'block.ts': definition('hero'), 'Hero.astro': '', 'data.ts': 'export default async () => ({});\n', 'examples.ts': '' },
    });
    await expect(generateRegistry(staticWithData)).rejects.toThrow(/blocks\/hero: data\.ts jest tylko dla wysp/);
  });

  it('names the folder and what is missing when a block is incomplete', async () => {
    const noComponent = await project({ hero: { 'block.ts': definition('hero'), 'examples.ts': 'export default [];\n' } });
    await expect(generateRegistry(noComponent)).rejects.toThrow(/blocks\/hero: brak komponentu Hero\.astro ani Hero\.tsx/);
    const wrongName = await project({ hero: { 'block.ts': definition('baner'), 'Hero.astro': '', 'examples.ts': '' } });
    await expect(generateRegistry(wrongName)).rejects.toThrow(/blocks\/hero\/block\.ts/);
    const wrongKind = await project({ hero: { 'block.ts': definition('hero'), 'Hero.tsx': '', 'examples.ts': '' } });
    await expect(generateRegistry(wrongKind)).rejects.toThrow(/kind 'static' nie pasuje/);
  });
});
