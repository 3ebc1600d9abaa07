// The model generated from the registry: every block, the nesting limit,
// selects both ways, required flags, defaults and the Polish refusals.
import type { Block, Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { blockSlug, buildBlockModel, CMS_REGION_DEPTH, registryName, UNKNOWN_BLOCK } from './blocks.ts';
import { fromPayload, objectFromPayload, objectToPayload, toPayload, type CodecContext } from './codec.ts';
import { buildContentModel } from './documents.ts';
import { planObject, planProperty, type Plan } from './plan.ts';
import { registry, withSchema, type SchemaDocument } from './registry.ts';
import { z } from 'zod';
import { MAX_BLOCK_DEPTH } from '../../../content-schema/block.ts';
import { blockSchemaDocument } from '../../../scripts/export-block-schema.ts';
import { defineBlock } from '../../../src/registry/define-block.ts';
import { definitions } from '../../../src/registry/generated/definitions.ts';

const codec: CodecContext = {
  richText: { toLexical: (html) => ({ root: { html } }), toHtml: (state) => (state as { root: { html: string } }).root.html },
};
const options = { codec };
const model = buildContentModel(registry, options);

type AnyField = Field & {
  name?: string;
  label?: string;
  admin?: { description?: string };
  fields?: Field[];
  validate?: (value: unknown, args: object) => unknown;
  [key: string]: unknown;
};
const named = (fields: Field[], name: string) => fields.find((f) => (f as AnyField).name === name) as AnyField;
const block = (slug: string) => model.blocks.blocks.find((b) => b.slug === slug) as Block;
const propsOf = (slug: string) => named(block(slug).fields, 'props').fields as Field[];
const validate = (field: AnyField, value: unknown, siblingData: object = {}) => field.validate!(value, { siblingData, data: {}, req: {} });
const plan = (blockName: string, key: string) => planObject(registry.blocks[blockName]!.props)!.find((p) => p.key === key)!;

describe('blocks generated from the registry', () => {
  it('makes every registry block a Payload block, its slug the block name and its label the block title', () => {
    for (const [name, definition] of Object.entries(registry.blocks)) {
      const generated = block(name);
      expect(generated, name).toBeDefined();
      expect(generated.labels?.singular).toBe(definition.title);
      const props = named(generated.fields, 'props');
      expect(props.admin).toMatchObject({ description: definition.description });
      // Every property of the block's JSON Schema is a field (Payload-reserved names renamed); an image object's pick from the media library comes first.
      const keys = Object.keys(definition.props.properties ?? {});
      const fields = (props.fields ?? []) as AnyField[];
      const own = definition.props['x-media'] ? fields.slice(1) : fields;
      if (definition.props['x-media']) expect(fields[0]).toMatchObject({ name: 'media', type: 'upload', relationTo: 'media' });
      expect(own.map((f) => f.name)).toEqual(keys.map((k) => (k === 'id' ? 'contentId' : k)));
      // Labelled with the titles the block's schema gives its props.
      expect(own.map((f) => f.label)).toEqual(Object.values(definition.props.properties ?? {}).map((p) => p.title));
    }
    expect(propsOf('hero').map((f) => (f as AnyField).label)).toContain('Nagłówek');
    expect(named(block('section').fields, 'regions').fields!.map((f) => (f as AnyField).label)).toEqual(['Zawartość']);
  });

  it('adds a block folder to the CMS with no other change: a block.ts, exported by npm run schema, is a new Payload block with its labels and help', () => {
    const promoStrip = defineBlock({
      name: 'promo-strip',
      title: 'Pasek promocyjny',
      description: 'Krótki komunikat promocyjny z odnośnikiem.',
      kind: 'static',
      schema: z.strictObject({
        text: z.string().min(1).max(400).meta({ title: 'Tekst paska', description: 'Jedno zdanie.' }),
        url: z.string().startsWith('/').meta({ title: 'Adres odnośnika' }),
      }),
    });
    const document = blockSchemaDocument([...Object.values(definitions), promoStrip]) as unknown as SchemaDocument;
    const grown = buildContentModel(withSchema(document), options);
    const added = grown.blocks.blocks.find((b) => b.slug === 'promo-strip')!;
    const fields = named(added.fields, 'props').fields as AnyField[];
    expect(fields.map((f) => [f.label, f.admin?.description])).toEqual([
      ['Tekst paska', 'Jedno zdanie.'],
      ['Adres odnośnika', undefined],
    ]);
    expect(added.labels?.singular).toBe('Pasek promocyjny');
    expect(named(added.fields, 'props').fields!.map((f) => [(f as AnyField).name, f.type, (f as AnyField).required])).toEqual([
      ['text', 'textarea', true],
      ['url', 'text', true],
    ]);
    // Offered in every region of a page and of a container.
    expect(grown.blocks.slugsAt(1)).toContain('promo-strip');
    expect(grown.blocks.slugsAt(CMS_REGION_DEPTH)).toContain('promo-strip');
  });

  it('nests containers down to CMS_REGION_DEPTH levels and no deeper (one copy per level, suffix stripped on the way back)', () => {
    expect(CMS_REGION_DEPTH).toBe(3);
    expect(CMS_REGION_DEPTH).toBeLessThan(MAX_BLOCK_DEPTH);
    const containers = Object.entries(registry.blocks)
      .filter(([, b]) => Object.keys(b.regions).length)
      .map(([n]) => n)
      .sort();
    expect(containers).toEqual(['ab-test', 'section']);

    /** How deep blocks can go following what each level's regions offer. */
    const deepest = (slugs: string[], level: number): number =>
      Math.max(
        level,
        ...slugs
          .map((slug) => block(slug))
          .filter((b) => b.fields.some((f) => (f as AnyField).name === 'regions'))
          .flatMap((b) => named(b.fields, 'regions').fields!.map((region) => deepest((region as AnyField).blockReferences as string[], level + 1))),
      );
    expect(
      deepest(
        named(model.page.fields, 'regions')
          .fields!.map((f) => (f as AnyField).blockReferences as string[])
          .flat(),
        1,
      ),
    ).toBe(CMS_REGION_DEPTH);

    expect(model.blocks.slugsAt(1)).toEqual(expect.arrayContaining(['section', 'ab-test', 'rich-text', UNKNOWN_BLOCK]));
    expect(model.blocks.slugsAt(2)).toEqual(expect.arrayContaining(['section__l2', 'ab-test__l2', 'rich-text']));
    expect(model.blocks.slugsAt(3)).not.toEqual(expect.arrayContaining(['section__l3']));
    expect(model.blocks.slugsAt(3).filter((s) => s.startsWith('section') || s.startsWith('ab-test'))).toEqual([]);
    expect(named(named(block('ab-test__l2').fields, 'regions').fields!, 'a').blockReferences).toEqual(model.blocks.slugsAt(3));
    expect(registryName(blockSlug('section', 2))).toBe('section');
    expect(registryName('rich-text')).toBe('rich-text');
  });

  it('maps a block tree both ways, three levels deep, and refuses one level more', () => {
    const leaf = (id: string) => ({ id, type: 'heading', props: { text: `Nagłówek ${id}`, level: 3 } });
    const tree = {
      id: 's1',
      type: 'section',
      props: { columns: 2 },
      visibility: { combinator: 'AND', rules: [] },
      regions: {
        content: [leaf('h1'), { id: 'ab', type: 'ab-test', props: { test: 'uibOnetPremium' }, regions: { a: [leaf('h2')], b: [leaf('h3')] } }],
      },
    };
    const row = model.blocks.toPayload(tree, 1, codec);
    expect(row).toMatchObject({
      id: 's1',
      blockType: 'section',
      props: { columns: '2' },
      regions: { content: [{ blockType: 'heading', props: { level: '3' } }, { blockType: 'ab-test__l2' }] },
    });
    expect(model.blocks.fromPayload(row, codec)).toEqual(tree);

    const tooDeep = { id: 'x', type: 'section', props: {}, regions: { content: [{ ...tree, id: 's2' }] } };
    expect(() => model.blocks.toPayload(tooDeep, 2, codec)).toThrow(/CMS_REGION_DEPTH|kontener na poziomie 3/);
  });

  it('serves a block whose type the registry no longer has as it is stored (the stand-in too)', () => {
    const row = {
      id: 'old',
      blockType: 'promo-strip',
      props: { text: 'Promocja', extra: null },
      regions: { content: [{ id: 'h', blockType: 'heading', props: { text: 'A' } }] },
    };
    expect(model.blocks.fromPayload(row, codec)).toEqual({
      id: 'old',
      type: 'promo-strip',
      props: { text: 'Promocja', extra: null },
      regions: { content: [{ id: 'h', type: 'heading', props: { text: 'A' } }] },
    });
    const wrapped = model.blocks.wrapUnknown([row, { id: 'k', blockType: 'heading', props: { text: 'B' } }]) as Record<string, unknown>[];
    expect(wrapped[0]).toMatchObject({ id: 'old', blockType: UNKNOWN_BLOCK, originalType: 'promo-strip' });
    expect(wrapped[1]!.blockType).toBe('heading');
    expect(model.blocks.fromPayload(wrapped[0]!, codec)).toEqual(model.blocks.fromPayload(row, codec));
    expect(model.blocks.unwrapUnknown(wrapped)).toEqual([row, { id: 'k', blockType: 'heading', props: { text: 'B' } }]);
    // Found wherever they are, stand-in or not, for refusing to publish.
    const nested = [{ id: 's', blockType: 'section', props: {}, regions: { content: [row] } }, wrapped[0]];
    expect(model.blocks.findUnknown(nested, 'regions.main')).toEqual([
      { path: 'regions.main.0.regions.content.0', type: 'promo-strip' },
      { path: 'regions.main.1', type: 'promo-strip' },
    ]);
  });
});

describe('JSON Schema → fields', () => {
  it('maps strings, long strings, HTML, enums, booleans, numbers, objects, arrays and the rest', () => {
    const kinds = (blockName: string) => Object.fromEntries(planObject(registry.blocks[blockName]!.props)!.map((p) => [p.key, p.kind]));
    expect(kinds('cta')).toEqual({ heading: 'text', text: 'text', buttons: 'rows', theme: 'select' });
    expect(plan('cta', 'text')).toMatchObject({ multiline: true });
    expect(plan('cta', 'heading')).toMatchObject({ multiline: false });
    expect(kinds('rich-text')).toEqual({ heading: 'text', html: 'richText', width: 'select' });
    expect(kinds('faq')).toMatchObject({ items: 'rows', openFirst: 'checkbox', headingLevel: 'select' });
    expect((plan('faq', 'items') as Plan & { children: Plan[] }).children.map((c) => c.kind)).toEqual(['text', 'richText']);
    expect(kinds('search-results')).toEqual({ pageSize: 'number', emptyHint: 'text' });
    expect(kinds('cards-grid')).toMatchObject({ columns: 'select', cards: 'rows' });
    expect(kinds('offer-tiles')).toMatchObject({ offerCodes: 'list' });
    // A record of values and an open expression are JSON.
    expect((plan('offer-comparison', 'rows') as Plan & { children: Plan[] }).children.find((c) => c.key === 'values')!.kind).toBe('json');
    const site = Object.fromEntries(model.site.plans.map((p) => [p.key, p]));
    expect((site.mainMenu as Plan & { children: Plan[] }).children.find((c) => c.key === 'visibility')!.kind).toBe('json');
    expect((site.mainMenu as Plan & { children: Plan[] }).children.find((c) => c.key === 'id')!.name).toBe('contentId');
    // A multi-choice of fixed values is a multi-select; a nullable number a number.
    const salons = model.entities.find((e) => e.queryField === 'salons')!;
    expect(salons.plans.find((p) => p.key === 'services')).toMatchObject({ kind: 'select', many: true });
    expect(model.entities.find((e) => e.queryField === 'offers')!.plans.find((p) => p.key === 'ltoduration')).toMatchObject({
      kind: 'number',
      required: false,
    });
    expect(planProperty('x', { anyOf: [{ type: 'string' }, { type: 'number' }] }, false).kind).toBe('json');
  });

  it('gives selects string options and maps numbers back to numbers, with a default as a function', () => {
    const headingLevel = named(propsOf('faq'), 'headingLevel');
    expect(headingLevel.type).toBe('select');
    expect(headingLevel.options).toEqual([
      { value: '2', label: '2' },
      { value: '3', label: '3' },
    ]);
    expect(typeof headingLevel.defaultValue).toBe('function');
    expect((headingLevel.defaultValue as () => string)()).toBe('2');
    const columns = plan('cards-grid', 'columns');
    expect(toPayload(columns, 4, codec)).toBe('4');
    expect(fromPayload(columns, '4', codec)).toBe(4);
    expect(fromPayload(plan('cta', 'theme'), 'dark', codec)).toBe('dark');
    // The page's template select is labelled with the templates' Polish names.
    const template = named(model.page.fields, 'template');
    expect((template.options as { value: string; label: string }[]).find((o) => o.value === 'help-article')).toEqual({
      value: 'help-article',
      label: 'Pomoc – artykuł (help-article)',
    });
  });

  it('marks required fields required, but not inside an optional object, where they are required once it is filled in', () => {
    expect(named(propsOf('cta'), 'heading').required).toBe(true);
    expect(named(propsOf('cta'), 'text').required).toBe(false);
    const hotline = named(propsOf('contact-channels'), 'hotline');
    const number = named(hotline.fields!, 'number');
    expect(number.required).toBe(false);
    expect(validate(number, undefined, {})).toBe(true);
    expect(validate(number, undefined, { note: 'Pn–Pt 8–20' })).toBe('To pole jest wymagane');
    expect(validate(number, '601 234 567', { note: 'Pn–Pt 8–20' })).toBe(true);
    // Only defaults in an optional object: not filled in (Payload fills defaults on create).
    const link = named(named(propsOf('cards-grid'), 'cards').fields!, 'link');
    expect(validate(named(link.fields!, 'label'), null, { newTab: false })).toBe(true);
    expect(
      objectFromPayload(
        (plan('cards-grid', 'cards') as Plan & { children: Plan[] }).children,
        { title: 'Karta', text: '', link: { newTab: false, label: null, url: null } },
        codec,
      ),
    ).toEqual({ title: 'Karta', text: '' });
    // In an object that is there, an untouched required yes/no is "no".
    const auth = model.page.plans.find((p) => p.key === 'auth') as Plan & { children: Plan[] };
    expect(objectFromPayload(auth.children, { required: null, redirectUrl: '/l' }, codec)).toEqual({ required: false, redirectUrl: '/l' });
  });

  it('keeps the registry defaults on fields', () => {
    expect(named(propsOf('offer-tiles'), 'ctaLabel').defaultValue).toBe('Wybierz');
    expect(named(propsOf('faq'), 'structuredData').defaultValue).toBe(true);
    expect(named(propsOf('search-results'), 'pageSize')).toMatchObject({ defaultValue: 10, min: 5, max: 50 });
    const menuSettings = named((named(model.site.fields, 'mainMenu').fields ?? []) as Field[], 'menuSettings');
    expect(named(menuSettings.fields!, 'showlabel').defaultValue).toBe(true);
  });

  it('round-trips values: array rows lose their ids, nulls are dropped, reserved names come back', () => {
    const plans = model.site.plans;
    const site = {
      name: 'Telewizja Horyzont',
      mainMenu: [{ id: 'oferta', label: 'Oferta', url: '/oferta', visibility: { combinator: 'OR', rules: [] } }],
      footer: { columns: [{ title: 'Pomoc', left: [{ label: 'Kontakt', url: '/kontakt' }] }] },
      allowedRedirectHosts: ['www.horyzont.example'],
    };
    const data = objectToPayload(plans, site, codec);
    expect(data).toMatchObject({ mainMenu: [{ contentId: 'oferta', label: 'Oferta' }], allowedRedirectHosts: [{ value: 'www.horyzont.example' }] });
    const stored = JSON.parse(JSON.stringify(data).replace(/"label":"Oferta"/, '"label":"Oferta","id":"6650aa","cssClasses":"","target":null'));
    // The emptied text whose default is empty stays (the same as the default); nulls go.
    expect(objectFromPayload(plans, { ...stored, logoUrl: null, copyright: '' }, codec)).toEqual({
      ...site,
      mainMenu: [{ ...site.mainMenu[0], cssClasses: '' }],
      copyright: '',
    });
  });
});

describe('Polish refusals before saving', () => {
  it('refuses what the JSON Schema refuses, saying why', () => {
    const heading = named(propsOf('cta'), 'heading');
    expect(validate(heading, '')).toBe('To pole jest wymagane');
    expect(validate(heading, 'x'.repeat(121))).toBe('Co najwyżej 120 znaków');
    expect(validate(heading, 'Oferta')).toBe(true);
    expect(validate(named(propsOf('social-links'), 'heading'), 'x'.repeat(82))).toBe('Co najwyżej 80 znaków');
    expect(validate(named(named(propsOf('faq'), 'items').fields!, 'question'), '')).toBe('To pole jest wymagane');
    expect(validate(named(propsOf('heading'), 'anchor'), 'Zła Kotwica')).toMatch(/^Nieprawidłowy format \(wymagany wzorzec: /);
    expect(validate(named(propsOf('cta'), 'theme'), 'neon')).toBe('Dozwolone wartości: „light”, „dark”, „brand”');
    expect(validate(named(propsOf('hero'), 'level'), '3')).toBe('Dozwolone wartości: 1, 2');
    expect(validate(named(propsOf('search-results'), 'pageSize'), 3)).toBe('Co najmniej 5');
    expect(validate(named(propsOf('search-results'), 'pageSize'), 7.5)).toBe('Oczekiwano: liczba całkowita');
    expect(validate(named(propsOf('help-articles'), 'limit'), 0)).toBe('Więcej niż 0');
    expect(validate(named(propsOf('cta'), 'buttons'), [])).toBe('Co najmniej 1 element');
    expect(
      validate(named(propsOf('cta'), 'buttons'), [
        { label: 'a', url: '/' },
        { label: 'b', url: '/' },
        { label: 'c', url: '/' },
      ]),
    ).toBe('Co najwyżej 2 elementy');
    expect(validate(named(propsOf('offer-comparison'), 'offerCodes'), [{ value: 'A' }])).toBe('Co najmniej 2 elementy');
    // The admin's form state gives a list as its row count.
    expect(validate(named(propsOf('cta'), 'buttons'), 3)).toBe('Co najwyżej 2 elementy');
    expect(validate(named(propsOf('cta'), 'buttons'), 1)).toBe(true);
    expect(validate(named(propsOf('offer-comparison'), 'offerCodes'), 1)).toBe('Co najmniej 2 elementy');
    expect(validate(named(propsOf('hero'), 'buttons'), 0)).toBe(true);
    expect(validate(named(propsOf('contact-channels'), 'email'), 'nie-email')).toMatch(/Podaj adres e-mail|Nieprawidłowy format/);
    expect(validate(named(named(propsOf('social-links'), 'links').fields!, 'url'), 'facebook')).toBe(
      'Podaj pełny adres URL (np. https://www.horyzont.example/)',
    );
    expect(validate(named(propsOf('rich-text'), 'html'), { root: { html: '' } })).toBe('To pole jest wymagane');
    // The page's own fields too.
    expect(validate(named(model.page.fields, 'path'), '/Zła ścieżka')).toMatch(/^Nieprawidłowy format/);
  });

  it('asks for an image’s file only when the image is there and not picked from the media library', () => {
    const image = named(propsOf('hero'), 'image').fields as AnyField[];
    const src = named(image, 'src');
    // As the admin's form state holds an untouched optional image: no pick, an empty list of sizes (its row count), the default alt.
    expect(validate(src, undefined, { media: null, srcset: 0, alt: '' })).toBe(true);
    // Begun by hand: the address is asked for.
    expect(validate(src, undefined, { width: 800, srcset: 0, alt: '' })).toBe('To pole jest wymagane');
    // Picked: the pick gives the file, and the typed fields are hidden.
    expect(validate(src, undefined, { media: 7, srcset: 0, alt: '' })).toBe(true);
    expect(validate(src, 'javascript:alert(1)', { media: 7 })).toBe(true);
    expect((src.admin as { condition: (data: unknown, sibling: unknown) => boolean }).condition({}, { media: 7 })).toBe(false);
    expect(named(image, 'media')).toMatchObject({ type: 'upload', relationTo: 'media', label: 'Obraz z biblioteki mediów' });
  });

  it('refuses a template whose layout lacks a region that holds blocks', async () => {
    const template = named(model.page.fields, 'template');
    const data = { regions: { main: [{ blockType: 'heading' }], aside: [{ blockType: 'heading' }] } };
    expect(await template.validate!('generic-content', { siblingData: data, data, req: {} })).toBe(true);
    expect(await template.validate!('login', { siblingData: data, data, req: {} })).toBe(
      'Szablon „login” nie ma regionu „Kolumna boczna” (aside): przenieś lub usuń ich bloki',
    );
  });
});

describe('documents generated from the registry', () => {
  it('has one collection per list entity, keyed by its identifying field, and the site settings', () => {
    expect(model.entities.map((e) => e.queryField).sort()).toEqual(
      Object.keys(registry.entities)
        .filter((e) => e !== 'site')
        .sort(),
    );
    for (const entity of model.entities) {
      const key = named(entity.fields, entity.keyField!);
      expect(key, entity.queryField).toMatchObject({ unique: true, required: true });
    }
    expect(model.entities.find((e) => e.queryField === 'metaProducts')!.slug).toBe('meta-products');
    expect(model.site.fields.map((f) => (f as AnyField).name)).toEqual(Object.keys(registry.entities.site!.schema.properties!));
  });

  it('gives a page one blocks field per layout region, and its other fields from `page`', () => {
    const regions = named(model.page.fields, 'regions');
    expect(regions.fields!.map((f) => (f as AnyField).name)).toEqual(['hero', 'main', 'aside', 'sections', 'header', 'nav']);
    expect(model.page.fields.map((f) => (f as AnyField).name)).toEqual([
      ...Object.keys(registry.page.properties!)
        .filter((k) => k !== 'regions')
        .map((k) => (k === 'id' ? 'contentId' : k)),
      'regions',
    ]);
    expect(named(model.page.fields, 'path')).toMatchObject({ unique: true, required: true });
  });

  it('gives deep arrays and selects short database names (PostgreSQL cuts names at 63 characters)', () => {
    const names: string[] = [];
    const walk = (fields: Field[]) => {
      for (const f of fields as AnyField[]) {
        for (const key of ['dbName', 'enumName']) if (typeof f[key] === 'string') names.push(f[key] as string);
        if (f.fields) walk(f.fields);
      }
    };
    walk(model.site.fields);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(56);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('block model over another registry', () => {
  it('makes one copy of each container per level for the given depth', () => {
    const deeper = buildBlockModel(registry, options, 5);
    expect(deeper.blocks.filter((b) => registryName(b.slug) === 'section').map((b) => b.slug)).toEqual([
      'section',
      'section__l2',
      'section__l3',
      'section__l4',
    ]);
  });
});
