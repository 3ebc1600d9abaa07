// The documents editors edit, generated from the registry: a page (its fields
// from `page` of blocks.schema.json, one blocks field per layout region), the
// site settings and one collection per list entity (from `entities`), with
// the mapping of each between Payload and the content contract.
import type { Field, Validate } from 'payload';
import { buildBlockModel, type BlockModel, type BlockNode } from './blocks.ts';
import { objectFromPayload, objectToPayload, type CodecContext } from './codec.ts';
import { isRecord } from './json-schema.ts';
import { withShortDbNames } from './db-names.ts';
import type { EntryCollections } from './entry-references.ts';
import { fieldsFor, type FieldOptions } from './payload-fields.ts';
import { fieldName, planObject, type Plan } from './plan.ts';
import { layoutRegions, regionsOfTemplate, type Registry } from './registry.ts';

export type RawEntry = Record<string, unknown>;

type DocumentModel = {
  plans: Plan[];
  fields: Field[];
  toPayload(entry: RawEntry, ctx: CodecContext): Record<string, unknown>;
  fromPayload(doc: Record<string, unknown>, ctx: CodecContext): RawEntry;
};

export type EntityModel = DocumentModel & {
  /** The content API's query field (offers, metaProducts, …). */
  queryField: string;
  /** The Payload collection (kebab case of the query field). */
  slug: string;
  labels: { singular: string; plural: string };
  /** The contract property identifying an entry, and its Payload field. */
  key: string | null;
  keyField: string | null;
  titleField: string;
};

export type ContentModel = {
  registry: Registry;
  blocks: BlockModel;
  /** Layout regions: one blocks field each on a page. */
  regions: string[];
  page: DocumentModel;
  site: DocumentModel;
  entities: EntityModel[];
};

export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const unsupported = (what: string): never => {
  throw new Error(`${what}: the registry's schema is not an object with named properties; the CMS cannot generate its form`);
};

/** Marks the field holding an entry's key as unique and indexed. */
function markUnique(fields: Field[], name: string | null): Field[] {
  return fields.map((f) => ('name' in f && f.name === name ? ({ ...f, unique: true, index: true } as Field) : f));
}

function titleOf(plans: Plan[], keyField: string | null): string {
  const text = plans.filter((p) => p.kind === 'text');
  return (
    text.find((p) => p.key === 'title')?.name ??
    text.find((p) => p.key === 'name')?.name ??
    text.find((p) => p.required && /name/i.test(p.key))?.name ??
    keyField ??
    text[0]?.name ??
    'id'
  );
}

export function buildContentModel(registry: Registry, fieldOptions: FieldOptions): ContentModel {
  // Props naming a list entry (x-entity) are looked up in that entity's collection.
  const entries: EntryCollections = Object.fromEntries(
    Object.entries(registry.entities).flatMap(([queryField, { key, titles }]) => {
      const keyField = key ? fieldName(key) : undefined;
      return keyField ? [[queryField, { slug: kebab(queryField), keyField, title: titles.plural }]] : [];
    }),
  );
  const options: FieldOptions = { ...fieldOptions, entries };
  const blocks = buildBlockModel(registry, options);
  const regions = layoutRegions(registry);

  // --- Pages -------------------------------------------------------------
  const pagePlans = (planObject(registry.page) ?? unsupported('page')).filter((p) => p.key !== 'regions');
  const templateOptions = Object.fromEntries(Object.entries(registry.templates).map(([name, t]) => [name, `${t.label} (${name})`]));
  const pageFieldOptions: FieldOptions = { ...options, optionLabels: { ...options.optionLabels, template: templateOptions } };

  /** A template whose layout lacks a region that holds blocks is refused, naming the region. */
  const regionsFitTemplate: Validate = (value, { data }) => {
    const allowed = regionsOfTemplate(registry, value);
    if (!allowed) return true;
    const used = isRecord(data) && isRecord(data.regions) ? data.regions : {};
    const misplaced = regions.filter((r) => !allowed.includes(r) && Array.isArray(used[r]) && used[r].length > 0);
    return misplaced.length
      ? `Szablon „${String(value)}” nie ma ${misplaced.length > 1 ? 'regionów' : 'regionu'} ${misplaced.map((r) => `„${registry.regionTitles[r] ?? r}” (${r})`).join(', ')}: przenieś lub usuń ich bloki`
      : true;
  };

  const pageFields = fieldsFor(pagePlans, pageFieldOptions).map((field) => {
    if (!('name' in field)) return field;
    if (field.name === 'template') {
      const own = (field as { validate: Validate }).validate;
      return {
        ...field,
        validate: async (value: unknown, args: Parameters<Validate>[1]) => {
          const result = await own(value, args);
          return result === true ? regionsFitTemplate(value, args) : result;
        },
      } as Field;
    }
    if (field.name === 'contentId' || field.name === 'path') return { ...field, unique: true, index: true } as Field;
    return field;
  });
  pageFields.push({
    type: 'group',
    name: 'regions',
    label: 'Regiony strony',
    admin: { description: 'Bloki w regionach układu, który wybiera szablon strony. Pokazane są tylko regiony układu wybranego szablonu.' },
    fields: regions.map((region) => ({
      type: 'blocks',
      labels: { singular: 'blok', plural: 'bloki' },
      name: region,
      label: registry.regionTitles[region] ?? region,
      blocks: [],
      blockReferences: blocks.slugsAt(1),
      admin: {
        condition: (data: Record<string, unknown>) => regionsOfTemplate(registry, data?.template)?.includes(region) ?? true,
      },
    })),
  } as Field);

  const page: DocumentModel = {
    plans: pagePlans,
    fields: withShortDbNames(pageFields, 'pages'),
    toPayload(entry, ctx) {
      const { regions: pageRegions, ...rest } = entry;
      const where = `strona ${String(entry.path ?? entry.id)}`;
      const data = objectToPayload(pagePlans, rest, { ...ctx, onUnknown: (p) => ctx.onUnknown?.(`${where}: ${p}`) });
      const out: Record<string, unknown[]> = {};
      for (const [region, list] of Object.entries(isRecord(pageRegions) ? pageRegions : {})) {
        if (!regions.includes(region)) {
          ctx.onUnknown?.(`${where}: region ${region}`);
          continue;
        }
        out[region] = (Array.isArray(list) ? list : []).map((node) => blocks.toPayload(node as BlockNode, 1, ctx));
      }
      return { ...data, regions: out };
    },
    fromPayload(doc, ctx) {
      const entry = objectFromPayload(pagePlans, doc, ctx) ?? {};
      const stored = isRecord(doc.regions) ? doc.regions : {};
      const out: Record<string, BlockNode[]> = {};
      for (const region of regions) {
        const list = stored[region];
        if (Array.isArray(list) && list.length) out[region] = list.filter(isRecord).map((row) => blocks.fromPayload(row, ctx));
      }
      return { ...entry, regions: out };
    },
  };

  // --- Site settings and list entities ------------------------------------
  const documentModel = (what: string, slug: string, schema: Parameters<typeof planObject>[0], key: string | null): DocumentModel => {
    const plans = planObject(schema) ?? unsupported(what);
    const fields = withShortDbNames(markUnique(fieldsFor(plans, options), key ? (fieldName(key) ?? null) : null), slug);
    return {
      plans,
      fields,
      toPayload: (entry, ctx) => objectToPayload(plans, entry, { ...ctx, onUnknown: (p) => ctx.onUnknown?.(`${what}: ${p}`) }),
      fromPayload: (doc, ctx) => objectFromPayload(plans, doc, ctx) ?? {},
    };
  };

  const { site: siteEntity, ...lists } = registry.entities;
  const site = documentModel('site', 'site', (siteEntity ?? unsupported('site')).schema, null);
  const entities: EntityModel[] = Object.entries(lists).map(([queryField, { key, titles, schema }]) => {
    const model = documentModel(queryField, kebab(queryField), schema, key);
    const keyField = key ? (fieldName(key) ?? null) : null;
    return {
      ...model,
      queryField,
      slug: kebab(queryField),
      labels: titles,
      key,
      keyField,
      titleField: titleOf(model.plans, keyField),
    };
  });

  return { registry, blocks, regions, page, site, entities };
}
