import { describe, expect, it } from 'vitest';
import { readSeed } from '../../../src/content-system/seed-reader.ts';
import { contentModel } from '../cms.ts';
import { buildConfig } from 'payload';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { richTextEditor } from './editor.ts';
import { canonicalHtml, createRichText } from './from-html.ts';
import { lexicalToHtml } from './to-html.ts';

async function richText() {
  const config = await buildConfig({
    secret: 'x',
    db: sqliteAdapter({ client: { url: 'file::memory:' } }),
    editor: richTextEditor(),
    collections: [],
  });
  return createRichText(config);
}

/** Every HTML value of the seed: rich-text props (contentMediaType text/html) at any depth. */
async function seedHtml(): Promise<string[]> {
  const model = contentModel();
  const seed = await readSeed();
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v);
  };
  const visit = (blocks: Array<{ type: string; props?: Record<string, unknown>; regions?: Record<string, unknown[]> }>) => {
    for (const block of blocks) {
      const plans = model.blocks.propsPlans.get(block.type) ?? [];
      const collect = (plansHere: typeof plans, value: unknown) => {
        if (!value || typeof value !== 'object') return;
        for (const plan of plansHere) {
          const v = (value as Record<string, unknown>)[plan.key];
          if (plan.kind === 'richText' && typeof v === 'string') out.push(v);
          if (plan.kind === 'group') collect(plan.children, v);
          if (plan.kind === 'rows' && Array.isArray(v)) v.forEach((row) => collect(plan.children, row));
        }
      };
      collect(plans, block.props);
      for (const list of Object.values(block.regions ?? {})) visit(list as never);
    }
  };
  for (const page of seed.pages) for (const list of Object.values(page.regions as Record<string, unknown[]>)) visit(list as never);
  walk(seed.site);
  return out;
}

describe('rich text: HTML → Lexical → HTML', () => {
  it('gives back every HTML value of the seed exactly, keeping what Lexical cannot hold in an HTML block', async () => {
    const rt = await richText();
    const values = await seedHtml();
    expect(values.length).toBeGreaterThan(200);
    let fragments = 0;
    for (const html of values) {
      const state = rt.toLexical(html);
      if (JSON.stringify(state).includes('"blockType":"html-fragment"')) fragments++;
      expect(rt.toHtml(state)).toBe(html);
    }
    // The seed's tables, with their captions and header scopes.
    expect(fragments).toBeGreaterThanOrEqual(1);
  });

  it('writes plain markup: no classes, styles or list values', async () => {
    const rt = await richText();
    const html =
      '<h2>Tytuł</h2><p>Tekst <strong>ważny</strong>, <em>pochyły</em> i <a href="/kontakt">odnośnik</a> &amp; więcej</p><ul><li>jeden</li><li>dwa</li></ul><ol><li>pierwszy</li></ol>';
    expect(rt.toHtml(rt.toLexical(html))).toBe(html);
    const table = '<table><caption>Cennik</caption><thead><tr><th scope="col">Pakiet</th></tr></thead><tbody><tr><td>Start</td></tr></tbody></table>';
    const mixed = `<p>Przed</p>${table}<p>Po</p>`;
    const state = rt.toLexical(mixed) as { root: { children: Array<{ type: string }> } };
    expect(state.root.children.map((c) => c.type)).toEqual(['paragraph', 'block', 'paragraph']);
    expect(rt.toHtml(state)).toBe(mixed);
    expect(canonicalHtml('<p>a</p>\n<p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(lexicalToHtml(null)).toBe('');
  });
});
