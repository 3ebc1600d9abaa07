import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { renderBlockSchema, schemaFile } from '../scripts/export-block-schema.ts';
import { definitions } from '../src/registry/generated/definitions.ts';

describe('content-schema/blocks.schema.json', () => {
  it('is up to date with blocks/ and the page schema (regenerate: node scripts/export-block-schema.ts)', async () => {
    const committed = await readFile(schemaFile, 'utf8');
    expect(committed, 'blocks.schema.json jest nieaktualny: uruchom node scripts/export-block-schema.ts').toBe(await renderBlockSchema());
  });

  it('describes the props of every registered block and the page', async () => {
    const document = JSON.parse(await renderBlockSchema()) as {
      page: { properties: Record<string, unknown>; required: string[] };
      blocks: Record<string, { props: { type: string; properties?: Record<string, unknown> } }>;
      entities: Record<string, { key: string | null; schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(document.blocks).sort()).toEqual(Object.keys(definitions).sort());
    expect(document.blocks['rich-text']!.props.properties).toHaveProperty('html');
    expect(document.page.required).toEqual(expect.arrayContaining(['id', 'path', 'title', 'template']));
    expect(Object.keys(document.entities).sort()).toEqual(
      ['bundles', 'documents', 'eventConfigs', 'metaProducts', 'offers', 'products', 'salons', 'site', 'supportCategories'],
    );
    expect(document.entities.offers!.key).toBe('code');
    expect(document.entities.site!.schema.properties).toHaveProperty('mainMenu');
  });
});
