import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { renderBlockSchema, schemaFile } from '#scripts/export-block-schema.ts';
import { definitions } from '#registry/generated/definitions.ts';

type Schema = { title?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; additionalProperties?: boolean | Schema };

/** Every property, at any depth, that has no title (an editors' CMS would show its raw name). */
function untitled(schema: Schema, path: string): string[] {
  const inside = [schema.items, ...(schema.anyOf ?? []), typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
      ...(property.title ? [] : [`${path}.${key}`]),
      ...untitled(property, `${path}.${key}`),
    ]),
    ...inside.flatMap((s) => (s ? untitled(s, path) : [])),
  ];
}

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
    expect(Object.keys(document.entities).sort()).toEqual([
      'bundles',
      'documents',
      'eventConfigs',
      'metaProducts',
      'offers',
      'products',
      'salons',
      'site',
      'supportCategories',
    ]);
    expect(document.entities.offers!.key).toBe('code');
    expect(document.entities.site!.schema.properties).toHaveProperty('mainMenu');
  });

  it('names every field for editors: each property of a block, the page and every entity has a title (.meta({ title }) in its schema)', async () => {
    const document = JSON.parse(await renderBlockSchema()) as {
      page: Schema;
      blocks: Record<string, { props: Schema }>;
      entities: Record<string, { schema: Schema; titles: { singular: string; plural: string } }>;
    };
    const missing = [
      ...untitled(document.page, 'page'),
      ...Object.entries(document.entities).flatMap(([name, e]) => untitled(e.schema, name)),
      ...Object.entries(document.blocks).flatMap(([name, b]) => untitled(b.props, name)),
    ];
    expect(missing).toEqual([]);
    expect(untitled({ properties: { a: { title: 'A', properties: { b: {} } } } }, 'x')).toEqual(['x.a.b']);
    for (const entity of Object.values(document.entities)) expect(entity.titles.singular).toMatch(/\S/);
  });
});
