// Plans → Payload fields, each validated against its JSON Schema fragment
// before saving (refusals in Polish), so what the registry refuses the admin
// form refuses too.
import type { Field, Option, Validate } from 'payload';
import { arrayKeywords, isRecord, type Scalar } from './json-schema.ts';
import { fromPayload, objectFromPayload, type CodecContext } from './codec.ts';
import { REQUIRED } from './messages.ts';
import type { Plan } from './plan.ts';
import { isPublishedKey, unpublishedMessage, type EntryCollections } from './entry-references.ts';
import { mediaIdOf } from './media.ts';
import { checkValue } from './validation.ts';

export type FieldOptions = {
  codec: CodecContext;
  /** Labels of select options by field key and value (e.g. page templates); default: the value itself. */
  optionLabels?: Record<string, Record<string, string>>;
  /** The list entities whose keys props may name (`x-entity`); without it such keys are not looked up. */
  entries?: EntryCollections;
};

/**
 * Whether the object a field belongs to is there at all. A field the schema
 * requires inside an optional object is required only once the object is
 * filled in (the prototype's pitfall: never required outright).
 */
type Presence = (siblingData: unknown) => boolean;

/** The part of a plan's schema its own field checks (array rows and items check themselves). */
const ownSchema = (plan: Plan) => (plan.kind === 'rows' || plan.kind === 'list' ? arrayKeywords(plan.schema) : plan.schema);

/** Whether the image object a field belongs to holds a pick from the media library. */
const picked = (siblingData: unknown) => isRecord(siblingData) && mediaIdOf(siblingData.media) !== undefined;

export function validatorFor(plan: Plan, options: FieldOptions, presence?: Presence): Validate {
  // A list's keys are looked up by its rows' fields, so each refusal stands beside its row.
  const entity = plan.kind === 'list' ? undefined : plan.schema['x-entity'];
  const entries = entity ? options.entries?.[entity] : undefined;
  const check: Validate = (value, { siblingData }) => {
    // A file property a media pick gives is not the editor's to fill in.
    if (plan.mediaFile && picked(siblingData)) return true;
    // The admin's form state holds a list's row count, not its rows (the rows check themselves).
    if (typeof value === 'number' && (plan.kind === 'rows' || plan.kind === 'list'))
      return value === 0 && !plan.required ? true : checkValue(arrayKeywords(plan.schema), new Array(value).fill(null));
    const json = fromPayload(plan, value, options.codec);
    if (json === undefined) {
      if (!plan.required) return true;
      if (presence && !presence(siblingData)) return true;
      return REQUIRED;
    }
    return checkValue(ownSchema(plan), json);
  };
  if (!entries) return check;
  return async (value, args) => {
    const checked = check(value, args);
    const key = fromPayload(plan, value, options.codec);
    if (checked !== true || !args.req?.payload || typeof key !== 'string') return checked;
    return (await isPublishedKey(args.req, entries, key)) ? true : unpublishedMessage(entries.title, key);
  };
}

const selectDefault = (plan: Plan) => {
  if (plan.defaultValue === undefined) return undefined;
  const value = plan.defaultValue;
  // Select values are strings; a function keeps a numeric default from becoming a column default (the prototype's pitfall).
  return Array.isArray(value) ? () => value.map(String) : () => String(value);
};

function options(plan: Plan & { values: Scalar[] }, labels?: Record<string, string>): Option[] {
  return plan.values.map((v) => ({ value: String(v), label: labels?.[String(v)] ?? String(v) }));
}

/** The Payload field of one plan. */
export function fieldFor(plan: Plan, options_: FieldOptions, presence?: Presence): Field {
  const validate = validatorFor(plan, options_, presence);
  const common = {
    name: plan.name,
    label: plan.label,
    // Required inside an optional object is checked by the validator once the object is there.
    required: plan.required && !presence,
    validate,
    admin: plan.description ? { description: plan.description } : {},
  };
  const scalarDefault =
    plan.defaultValue !== undefined &&
    (typeof plan.defaultValue === 'string' || typeof plan.defaultValue === 'number' || typeof plan.defaultValue === 'boolean')
      ? { defaultValue: plan.defaultValue }
      : {};
  switch (plan.kind) {
    case 'text':
      return { ...common, ...scalarDefault, type: plan.multiline ? 'textarea' : 'text' } as Field;
    case 'richText':
      return { ...common, type: 'richText' } as Field;
    case 'checkbox':
      return { ...common, ...scalarDefault, type: 'checkbox' } as Field;
    case 'number':
      return {
        ...common,
        ...scalarDefault,
        type: 'number',
        ...(plan.schema.minimum !== undefined && Math.abs(plan.schema.minimum) < Number.MAX_SAFE_INTEGER ? { min: plan.schema.minimum } : {}),
        ...(plan.schema.maximum !== undefined && Math.abs(plan.schema.maximum) < Number.MAX_SAFE_INTEGER ? { max: plan.schema.maximum } : {}),
        admin: plan.integer ? { step: 1 } : {},
      } as Field;
    case 'select': {
      const defaultValue = selectDefault(plan);
      return {
        ...common,
        type: 'select',
        hasMany: plan.many,
        options: options(plan, options_.optionLabels?.[plan.key]),
        ...(defaultValue ? { defaultValue } : {}),
        admin: { ...common.admin, ...(plan.many ? {} : { isClearable: !plan.required }) },
      } as Field;
    }
    case 'group':
      return {
        name: plan.name,
        label: plan.label,
        admin: common.admin,
        type: 'group',
        fields: fieldsFor(plan.children, options_, plan.required && !presence ? undefined : groupPresence(plan.children, options_)),
      } as Field;
    case 'rows':
      return {
        ...common,
        ...arrayOf(plan.schema),
        fields: fieldsFor(plan.children, options_),
      } as Field;
    case 'list':
      return {
        ...common,
        ...arrayOf(plan.schema),
        fields: [fieldFor({ ...plan.item, label: 'Wartość' }, options_)],
      } as Field;
    case 'media':
      return {
        name: plan.name,
        label: plan.label,
        type: 'upload',
        relationTo: 'media',
        admin: common.admin,
      } as Field;
    case 'json':
      return {
        ...common,
        type: 'json',
        ...(plan.defaultValue !== undefined ? { defaultValue: plan.defaultValue } : {}),
        admin: { description: [plan.description, 'Wartość JSON (tego pola nie da się pokazać jako formularza).'].filter(Boolean).join(' ') },
      } as Field;
  }
}

/**
 * A list's array field: its row limits from the schema, and „Dodaj element”, „element 01” – one Polish word for a
 * row of any list, the same in both cases.
 */
const arrayOf = (schema: { minItems?: number; maxItems?: number }) => ({
  type: 'array' as const,
  labels: { singular: 'element', plural: 'elementy' },
  ...(schema.minItems ? { minRows: schema.minItems } : {}),
  ...(schema.maxItems ? { maxRows: schema.maxItems } : {}),
});

function groupPresence(children: Plan[], options: FieldOptions): Presence {
  return (siblingData) => isRecord(siblingData) && objectFromPayload(children, siblingData, options.codec, { optional: true }) !== undefined;
}

/** The Payload fields of an object's plans. */
export function fieldsFor(plans: Plan[], options: FieldOptions, presence?: Presence): Field[] {
  return plans.map((plan) => {
    if (!plan.mediaFile) return fieldFor(plan, options, presence);
    // An image's file properties: asked for only while no media is picked, and then out of sight.
    const field = fieldFor(plan, options, (sibling) => !picked(sibling) && (presence?.(sibling) ?? true));
    return { ...field, admin: { ...field.admin, condition: (_data: unknown, sibling: unknown) => !picked(sibling) } } as Field;
  });
}
