// JSON Schema → a plan of form fields: for each property, which Payload field
// represents it (or a JSON field when no form can), under which name, with its
// schema fragment kept for validation and for mapping values both ways. The
// same mapper serves block props, the page's fields, the site settings and
// the list entities.
import { enumValues, isFixedObject, isRecord, typeOf, withoutNull, type JsonSchema, type Scalar } from './json-schema.ts';

type Base = {
  /** The property's name in the content contract. */
  key: string;
  /** The Payload field's name (differs where the contract's name is reserved by Payload). */
  name: string;
  /** The property's schema, without a `null` branch. */
  schema: JsonSchema;
  /** Listed in its object's `required`. */
  required: boolean;
  /** The schema's title (the block's `.meta({ title })`), else the property's name. */
  label: string;
  /** The schema's description: the help text under the field. */
  description?: string;
  /** The schema's default (or the one its parent object's default gives it). */
  defaultValue?: unknown;
  /** One of an image object's file properties, which a media-library pick fills in (then not required). */
  mediaFile?: true;
};

export type Plan =
  | (Base & { kind: 'text'; multiline: boolean })
  | (Base & { kind: 'richText' })
  | (Base & { kind: 'select'; values: Scalar[]; many: boolean })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'number'; integer: boolean })
  /** An object with named properties. */
  | (Base & { kind: 'group'; children: Plan[] })
  /** An array of objects: one row per item. */
  | (Base & { kind: 'rows'; children: Plan[] })
  /** An array of scalars: one row per item, holding one field `value`. */
  | (Base & { kind: 'list'; item: Plan })
  /** An image object's pick from the media library: it stands for the object's file properties (src, width, height, srcset). */
  | (Base & { kind: 'media'; crop?: string })
  /** Anything a form cannot show field by field: kept as JSON. */
  | (Base & { kind: 'json' });

export type PlanKind = Plan['kind'];

/** Names Payload gives meaning to in documents, array rows and blocks. */
const reserved: Record<string, string> = {
  id: 'contentId',
  blockType: 'blockTypeValue',
  blockName: 'blockNameValue',
  _status: 'statusValue',
  createdAt: 'createdAtValue',
  updatedAt: 'updatedAtValue',
};

const identifier = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The Payload field name for a contract property, or undefined when it cannot be one. */
export function fieldName(key: string): string | undefined {
  if (reserved[key]) return reserved[key];
  return identifier.test(key) ? key : undefined;
}

/** Free text that may run long although its schema sets no maximum. */
const longText = new Set([
  'description',
  'metaDesc',
  'keyphrase',
  'content',
  'text',
  'lead',
  'intro',
  'note',
  'emptyHint',
  'plannedofftooltip',
  'noneactivetooltip',
]);
const LONG_TEXT = 160;

function scalarKind(values: Scalar[]) {
  const kinds = new Set(values.map((v) => typeof v));
  return kinds.size === 1;
}

/**
 * The plans of an object's properties, or undefined when the object cannot be
 * a group of fields (a property name Payload cannot hold, or two properties
 * that would share a field name).
 */
export function planObject(schema: JsonSchema, defaults?: unknown): Plan[] | undefined {
  if (!isFixedObject(schema)) return undefined;
  const required = new Set(schema.required ?? []);
  const parentDefaults = isRecord(defaults) ? defaults : {};
  const media = isRecord(schema['x-media']) ? mediaPlan(schema['x-media']) : undefined;
  const plans: Plan[] = media ? [media] : [];
  const names = new Set<string>(media ? [media.name] : []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const name = fieldName(key);
    if (!name || names.has(name)) return undefined;
    names.add(name);
    const plan = planProperty(key, property, required.has(key), parentDefaults[key]);
    plans.push(media && MEDIA_FILE_KEYS.has(key) ? { ...plan, mediaFile: true } : plan);
  }
  return plans;
}

/** The properties of an image object a media-library pick gives. */
export const MEDIA_FILE_KEYS = new Set(['src', 'width', 'height', 'srcset']);

/** The upload field an image object gets, ahead of its file properties. Its key is no contract property. */
const mediaPlan = (hint: { crop?: string }): Plan => ({
  kind: 'media',
  key: '(media)',
  name: 'media',
  schema: {},
  required: false,
  label: 'Obraz z biblioteki mediów',
  description: hint.crop
    ? `Blok pokazuje obraz przycięty do ${hint.crop} wokół punktu ostrości ustawionego w bibliotece. Bez wyboru z biblioteki: adres pliku i jego wymiary poniżej.`
    : 'Wybierz obraz z biblioteki albo dodaj nowy; portal poda przeglądarce jego rozmiary. Bez wyboru z biblioteki: adres pliku i jego wymiary poniżej.',
  ...(hint.crop ? { crop: hint.crop } : {}),
});

/** The plan of one property. `inheritedDefault` is what its object's default holds for it. */
export function planProperty(key: string, raw: JsonSchema, required: boolean, inheritedDefault?: unknown): Plan {
  const { schema, nullable } = withoutNull(raw);
  const defaultValue = schema.default ?? raw.default ?? inheritedDefault;
  const base: Base = {
    key,
    name: fieldName(key) ?? key,
    schema,
    required: required && !nullable,
    label: raw.title ?? schema.title ?? key,
    ...((raw.description ?? schema.description) ? { description: raw.description ?? schema.description } : {}),
    ...(defaultValue === undefined || defaultValue === null ? {} : { defaultValue }),
  };
  const type = typeOf(schema);

  if (type === 'string' && schema.contentMediaType === 'text/html') return { ...base, kind: 'richText' };

  const values = enumValues(schema);
  if (values && values.length > 0 && scalarKind(values) && typeof values[0] !== 'boolean') return { ...base, kind: 'select', values, many: false };

  if (type === 'string' && !schema.anyOf)
    return { ...base, kind: 'text', multiline: (schema.maxLength ?? 0) > LONG_TEXT || (schema.maxLength === undefined && longText.has(key)) };
  if (type === 'boolean') return { ...base, kind: 'checkbox' };
  if ((type === 'number' || type === 'integer') && !schema.anyOf) return { ...base, kind: 'number', integer: type === 'integer' };

  if (type === 'object') {
    const children = planObject(schema, defaultValue);
    return children ? { ...base, kind: 'group', children } : { ...base, kind: 'json' };
  }

  if (type === 'array' && schema.items) {
    const items = withoutNull(schema.items);
    if (!items.nullable) {
      const itemValues = enumValues(items.schema);
      if (itemValues && itemValues.length > 0 && scalarKind(itemValues) && typeof itemValues[0] === 'string')
        return { ...base, kind: 'select', values: itemValues, many: true };
      const children = planObject(items.schema);
      if (children) return { ...base, kind: 'rows', children };
      const item = planProperty('value', items.schema, true);
      if (item.kind === 'text' || item.kind === 'number' || item.kind === 'checkbox' || item.kind === 'select')
        return { ...base, kind: 'list', item };
    }
  }
  return { ...base, kind: 'json' };
}

/** Every plan in a tree, depth first (for tests and reports). */
export function* walkPlans(plans: Plan[], path: string[] = []): Generator<{ plan: Plan; path: string[] }> {
  for (const plan of plans) {
    const here = [...path, plan.key];
    yield { plan, path: here };
    if (plan.kind === 'group' || plan.kind === 'rows') yield* walkPlans(plan.children, here);
    if (plan.kind === 'list') yield* walkPlans([plan.item], [...here, '[]']);
  }
}
