import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from a request schema through its JSON
 * Schema (`z.toJSONSchema(…, { io: 'input' })`): values the schema means to
 * accept, and values of the wrong JSON type. Refinements and transforms are
 * invisible in JSON Schema, so "valid" is a best effort: callers that need
 * certainty check a value against the zod schema itself.
 */

export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

const JSON_TYPES: readonly JsonType[] = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'];

/** The JSON Schema of what a caller may send (defaulted fields optional); parts JSON Schema cannot express become `{}`. */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Recursive schemas (z.lazy) are cut off below this depth with the smallest value they allow. */
const MAX_DEPTH = 4;
/** Generated texts and lists stay small: the point is their shape, not their size. */
const SPAN = 24;

/** Printable ASCII and Polish letters: storable text that passes the server's NUL/surrogate check. */
const textChar = fc.oneof(fc.constantFrom(...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }));

export function resolveRef(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 16; hops++) {
    const ref: string = current.$ref;
    if (ref === '#') current = root;
    else if (ref.startsWith('#/$defs/')) current = root.$defs?.[decodeURIComponent(ref.slice('#/$defs/'.length))] ?? {};
    else return {};
  }
  return current;
}

function typesOf(schema: JsonSchema): JsonType[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

function compileRegex(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

function lengthBounds(min: number | undefined, max: number | undefined) {
  const minLength = min ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min(max ?? minLength + SPAN, minLength + SPAN)) };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(schema.minLength, schema.maxLength);
  const regex = schema.pattern !== undefined ? compileRegex(schema.pattern) : null;
  const inBounds = (text: string) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity);
  const matches = (text: string) => regex === null || regex.test(text);
  switch (schema.format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.stringMatching(/^[a-z]{2,10}$/))
        .map(([user, host]) => `${user}@${host}.pl`)
        .filter((text) => inBounds(text) && matches(text));
    case 'uuid':
      return fc.uuid().filter(matches);
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl().filter((text) => inBounds(text) && matches(text));
  }
  if (regex) {
    try {
      return fc.stringMatching(regex, { maxLength: schema.maxLength ?? minLength + SPAN * 4 }).filter(inBounds);
    } catch {
      // fast-check cannot generate from this pattern (lookarounds, back references): plain text, filtered.
    }
  }
  return fc.string({ unit: textChar, minLength, maxLength }).filter(matches);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  // Around zero where the bounds allow it (zod's int bounds are ±2^53), next to the nearest bound otherwise.
  const center = Math.min(Math.max(0, low ?? -Infinity), high ?? Infinity);
  const min = Math.max(low ?? -Infinity, center - 1000);
  const max = Math.min(high ?? Infinity, center + 1000);
  const minExcluded = schema.minimum === undefined && schema.exclusiveMinimum === min;
  const maxExcluded = schema.maximum === undefined && schema.exclusiveMaximum === max;
  if (integer || (schema.multipleOf !== undefined && schema.multipleOf > 0)) {
    const step = schema.multipleOf ?? 1;
    const first = minExcluded ? Math.floor(min / step) + 1 : Math.ceil(min / step);
    const last = maxExcluded ? Math.ceil(max / step) - 1 : Math.floor(max / step);
    return fc.integer({ min: first, max: Math.max(first, last) }).map((k) => k * step);
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
}

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -1000, max: 1000 }),
  fc.string({ unit: textChar, maxLength: 12 }),
);

/** Values the schema means to accept (see the module comment for the limits). */
export function validValue(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const node = resolveRef(schema, root);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum !== undefined) return fc.constantFrom(...node.enum);
  const members = node.anyOf ?? node.oneOf;
  if (members !== undefined) {
    // Deep in a recursive schema, prefer the member that ends the recursion (null, a scalar).
    const pool = depth >= MAX_DEPTH ? members.filter((m) => !typesOf(resolveRef(m, root))?.some((t) => t === 'object' || t === 'array')) : members;
    return fc.oneof(...(pool.length > 0 ? pool : members).map((member) => validValue(member, root, depth + 1)));
  }
  if (node.allOf !== undefined) return validValue(mergeAll(node.allOf, root), root, depth);
  const types = typesOf(node) ?? (node.properties || node.additionalProperties ? ['object'] : node.items || node.prefixItems ? ['array'] : undefined);
  if (types === undefined) return anyValue;
  return fc.oneof(...types.map((type) => valueOfType(node, type, root, depth)));
}

function valueOfType(node: JsonSchema, type: JsonType, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return numberArbitrary(node, true);
    case 'number':
      return numberArbitrary(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(node, root, depth);
    case 'object':
      return objectArbitrary(node, root, depth);
  }
}

// Arbitraries are built eagerly: past MAX_DEPTH only what the schema requires is built, so recursion ends.

function arrayArbitrary(node: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  if (node.prefixItems !== undefined) return fc.tuple(...node.prefixItems.map((item) => validValue(item, root, depth + 1)));
  const minLength = node.minItems ?? 0;
  if (depth >= MAX_DEPTH && minLength === 0) return fc.constant([]);
  const maxLength = depth >= MAX_DEPTH ? minLength : Math.max(minLength, Math.min(node.maxItems ?? minLength + 3, minLength + 3));
  return fc.array(validValue(node.items ?? {}, root, depth + 1), { minLength, maxLength });
}

function objectArbitrary(node: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {};
  const required = (node.required ?? []).filter((name) => name in properties);
  if (Object.keys(properties).length === 0 && typeof node.additionalProperties === 'object') {
    if (depth >= MAX_DEPTH) return fc.constant({});
    const keys = node.propertyNames
      ? (validValue(node.propertyNames, root, depth + 1) as fc.Arbitrary<string>)
      : fc.string({ unit: textChar, minLength: 1, maxLength: 12 });
    return fc.dictionary(keys, validValue(node.additionalProperties, root, depth + 1), { maxKeys: 3 });
  }
  const names = depth >= MAX_DEPTH ? required : Object.keys(properties);
  const model = Object.fromEntries(names.map((name) => [name, validValue(properties[name]!, root, depth + 1)]));
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** allOf of objects (zod intersections) as one object; anything else: its first member. */
function mergeAll(members: JsonSchema[], root: JsonSchema): JsonSchema {
  const resolved = members.map((member) => resolveRef(member, root));
  if (!resolved.every((member) => typesOf(member)?.includes('object') || member.properties)) return resolved[0] ?? {};
  return {
    type: 'object',
    properties: Object.assign({}, ...resolved.map((member) => member.properties ?? {})),
    required: resolved.flatMap((member) => member.required ?? []),
    additionalProperties: resolved.some((member) => member.additionalProperties === false) ? false : undefined,
  };
}

/** The JSON types a schema accepts; undefined when it accepts any value. */
export function acceptedTypes(schema: JsonSchema, root: JsonSchema = schema): Set<JsonType> | undefined {
  const node = resolveRef(schema, root);
  if (node.const !== undefined) return new Set([jsonTypeOf(node.const)]);
  if (node.enum !== undefined) return new Set(node.enum.map(jsonTypeOf));
  const members = node.anyOf ?? node.oneOf;
  if (members !== undefined) {
    const union = new Set<JsonType>();
    for (const member of members) {
      const types = acceptedTypes(member, root);
      if (types === undefined) return undefined;
      for (const type of types) union.add(type);
    }
    return union;
  }
  if (node.allOf !== undefined) {
    const sets = node.allOf.map((member) => acceptedTypes(member, root)).filter((set): set is Set<JsonType> => set !== undefined);
    if (sets.length === 0) return undefined;
    return new Set(JSON_TYPES.filter((type) => sets.every((set) => set.has(type))));
  }
  const types = typesOf(node) ?? (node.properties ? ['object'] : node.items || node.prefixItems ? ['array'] : undefined);
  if (types === undefined) return undefined;
  const set = new Set(types);
  if (set.has('number')) set.add('integer');
  return set;
}

const wrongByType: Readonly<Record<JsonType, fc.Arbitrary<unknown>>> = {
  // Any code unit, NUL and lone surrogates included: those are refused as unstorable, also a 400.
  string: fc.string({ unit: 'binary', maxLength: 16 }),
  number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  integer: fc.integer(),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
};

/** Values of a JSON type the schema does not accept; null when it accepts every type. */
export function wrongTypeValue(schema: JsonSchema, root: JsonSchema = schema): fc.Arbitrary<unknown> | null {
  const accepted = acceptedTypes(schema, root);
  if (accepted === undefined) return null;
  const wrong = JSON_TYPES.filter((type) => !accepted.has(type) && !(type === 'integer' && accepted.has('number')));
  return wrong.length > 0 ? fc.oneof(...wrong.map((type) => wrongByType[type])) : null;
}

/** A property reachable through nested objects, with the schema of its value. */
export interface PropertyPath {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** Every property of an object schema and of the objects nested in it (not inside arrays), up to a depth. */
export function propertyPaths(schema: JsonSchema, root: JsonSchema = schema, prefix: string[] = []): PropertyPath[] {
  const node = resolveRef(schema, root);
  if (prefix.length >= MAX_DEPTH || !node.properties) return [];
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).flatMap(([name, child]) => {
    const path = [...prefix, name];
    const resolved = resolveRef(child, root);
    return [{ path, schema: resolved, required: required.has(name) }, ...propertyPaths(resolved, root, path)];
  });
}

/** The largest maxLength of a string the schema (or one of its union members) accepts; undefined if unbounded or not free text. */
export function stringMaxLength(schema: JsonSchema, root: JsonSchema = schema): number | undefined {
  const limit = textLimit(schema, root);
  return limit === Infinity ? undefined : limit;
}

/** Like stringMaxLength, with Infinity for text of any length. */
function textLimit(schema: JsonSchema, root: JsonSchema): number | undefined {
  const node = resolveRef(schema, root);
  const members = node.anyOf ?? node.oneOf;
  if (members !== undefined) {
    const limits = members.map((member) => textLimit(member, root)).filter((limit): limit is number => limit !== undefined);
    return limits.length > 0 ? Math.max(...limits) : undefined;
  }
  if (!typesOf(node)?.includes('string') || node.enum !== undefined || node.const !== undefined) return undefined;
  return node.maxLength ?? Infinity;
}

/** Whether some text is refused by the schema (a type other than text, a bound, a pattern, a format, a list of values). */
export function refusesSomeText(schema: JsonSchema, root: JsonSchema = schema): boolean {
  const node = resolveRef(schema, root);
  const members = node.anyOf ?? node.oneOf;
  if (members !== undefined) return members.every((member) => refusesSomeText(member, root));
  if (node.allOf !== undefined) return node.allOf.some((member) => refusesSomeText(member, root));
  if (node.const !== undefined || node.enum !== undefined) return true;
  const types = typesOf(node);
  if (types === undefined) return false;
  if (!types.includes('string')) return true;
  return node.pattern !== undefined || node.format !== undefined || node.maxLength !== undefined || (node.minLength ?? 0) > 0;
}
