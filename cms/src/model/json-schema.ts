// The part of JSON Schema (draft 2020-12, as zod's toJSONSchema writes it)
// that content-schema/blocks.schema.json uses, and helpers to read it.

export type Scalar = string | number | boolean;

export type JsonSchema = {
  $schema?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  /** The value is the key of an entry of this list entity of the content API (`entryKey` in define-block.ts). */
  'x-entity'?: string;
  /** An image object an editor picks from the media library (`mediaHint` in blocks/_shared/image.ts). */
  'x-media'?: { crop?: string };
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

const isNullSchema = (s: JsonSchema) => s.type === 'null' || (s.const === null && s.type === undefined);

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) is X that may also be
 * null: the CMS treats null as "not set", so such a property is X, optional.
 * Returns the schema without the null branch and whether there was one.
 */
export function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (!schema.anyOf) return { schema, nullable: false };
  const rest = schema.anyOf.filter((s) => !isNullSchema(s));
  if (rest.length === schema.anyOf.length) return { schema, nullable: false };
  const { anyOf: _anyOf, ...outer } = schema;
  if (rest.length === 1) return { schema: { ...outer, ...rest[0] }, nullable: true };
  return { schema: { ...outer, anyOf: rest }, nullable: true };
}

const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The allowed values of an enumeration: `enum`, `const`, or `anyOf` whose
 * every branch is a `const` (zod's union of literals). Undefined when the
 * schema is not a closed list of scalars.
 */
export function enumValues(schema: JsonSchema): Scalar[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.every(isScalar) ? (schema.enum as Scalar[]) : undefined;
  if (schema.const !== undefined) return isScalar(schema.const) ? [schema.const] : undefined;
  if (schema.anyOf?.length && schema.anyOf.every((s) => s.const !== undefined && isScalar(s.const) && !s.anyOf))
    return schema.anyOf.map((s) => s.const as Scalar);
  return undefined;
}

/** The single JSON type a schema names, if it names exactly one. */
export function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type) && schema.type.length === 1) return schema.type[0];
  return undefined;
}

/** An object with fixed, named properties (a form can show it as a group of fields). */
export const isFixedObject = (schema: JsonSchema) =>
  typeOf(schema) === 'object' &&
  schema.properties !== undefined &&
  (schema.additionalProperties === undefined || schema.additionalProperties === false) &&
  schema.propertyNames === undefined;

/** The schema's own keywords for an array, without its items (what an array-level check looks at). */
export function arrayKeywords(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { type: 'array' };
  if (schema.minItems !== undefined) out.minItems = schema.minItems;
  if (schema.maxItems !== undefined) out.maxItems = schema.maxItems;
  return out;
}

/** A plain value, never null: what a JSON document may hold where the schema says nothing about it. */
export type Json = Scalar | Json[] | { [key: string]: Json };

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
