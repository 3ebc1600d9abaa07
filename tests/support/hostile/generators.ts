import fc from 'fast-check';
import { isNavigation, type ContractCall } from '#api-contract/operation.ts';
import {
  acceptedTypes,
  propertyPaths,
  refusesSomeText,
  resolveRef,
  stringMaxLength,
  validValue,
  wrongTypeValue,
  type JsonSchema,
  type PropertyPath,
} from '../json-schema-arbitrary.ts';
import { type HostileCall, type HostileCheck, type Parts, partsOf, RUNS, validRequest, wellFormed, type XsrfMode } from './requests.ts';

/** Generators shared by the checks: JSON paths, junk values, unknown keys, refused text, and the checks derived from an operation's own schemas and rules. */

/** A place in a JSON value: object keys and array indices. */
export type JsonPath = readonly (string | number)[];

/**
 * A copy of `value` with `path` set (intermediate objects created) or, with
 * `remove`, deleted (an array item spliced out).
 */
export function withAt(value: unknown, path: JsonPath, replacement: unknown, remove = false): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(value) && typeof key === 'number') {
    const list = [...value];
    if (rest.length === 0 && remove) list.splice(key, 1);
    else list[key] = withAt(list[key], rest, replacement, remove);
    return list;
  }
  const name = String(key);
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  if (rest.length === 0 && remove) {
    delete object[name];
    return object;
  }
  // Defined as an own property: `__proto__` and friends stay plain keys.
  Object.defineProperty(object, name, {
    value: withAt(object[name], rest, replacement, remove),
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return object;
}

/** Paths to every value of a JSON value, the root included, through objects and arrays. */
export function pathsOf(value: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object') {
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return [path];
}

export function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

export const isPlainObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Values a field must not hold, whatever its type: any JSON, text (with NUL
 * and lone surrogates), numbers, long lists, long texts, and a text past the
 * body limit (413). Callers send only what the schemas refuse.
 */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom('HOR01', 'FN01', 'x', ''), { minLength: 21, maxLength: 60 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.constant('9'.repeat(120_000)),
);

/** Field names a client has no business sending: privileges, other customers, prices, and any other text. */
export const hostileKey = (known: ReadonlySet<string>) =>
  fc.oneof(fc.constantFrom('isAdmin', 'customerId', 'price', '__unknown'), unknownKey(known)).filter((key) => !known.has(key));

/**
 * Text a constrained field may refuse (patterns, lists of values, formats,
 * trimmed emptiness, control characters, foreign addresses, length): callers
 * send only what the schema does refuse.
 */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.constantFrom(
    '',
    ' ',
    '   ',
    ' \n ',
    'a\u0000b',
    'a\u0001b',
    'a\u0007b',
    'a\nb',
    'a b',
    'x',
    'other',
    '12-34',
    '//evil.example',
    'javascript:alert(1)',
  ),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);

/** Text longer than `max`: just past it, well past it, or far past it. */
function textBeyond(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constantFrom(max * 4, 20_000)), fc.constantFrom('x', 'ż', '0'))
    .map(([extra, char]) => char.repeat(max + Math.max(1, extra)));
}

const unknownKey = (known: ReadonlySet<string>) => fc.string({ minLength: 1, maxLength: 24 }).filter((key) => !known.has(key) && wellFormed(key));
const anyScalar = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));

/** An object of declared fields (not a record, which takes any key): an unknown field must be refused (strict objects). */
const declaresFields = (node: JsonSchema) =>
  node.properties !== undefined && typeof node.additionalProperties !== 'object' && node.additionalProperties !== true;

/** Objects of a schema a client could put an unknown field into: the root and nested objects with declared fields. */
function objectPaths(json: JsonSchema): Array<{ path: string[]; known: Set<string> }> {
  return [
    ...(declaresFields(json) ? [{ path: [], known: new Set(Object.keys(json.properties!)) }] : []),
    ...propertyPaths(json)
      .filter((entry) => declaresFields(entry.schema))
      .map((entry) => ({ path: entry.path, known: new Set(Object.keys(entry.schema.properties!)) })),
  ];
}

type Mutation = (request: Omit<HostileCall, 'caller' | 'xsrf'>) => fc.Arbitrary<Omit<HostileCall, 'caller' | 'xsrf'>>;

/** Checks that mutate one part of valid requests into requests the schemas must refuse. */
function schemaChecks(parts: Parts): HostileCheck[] {
  const checks: HostileCheck[] = [];
  const base = validRequest(parts);
  const add = (name: string, mutate: Mutation, options: { expected?: number[]; onlyRefused?: boolean } = {}) => {
    checks.push({
      name,
      calls: base.chain(mutate).map((request) => ({ ...request, caller: 'customer' as const, xsrf: 'valid' as const })),
      expected: options.expected ?? [400],
      onlyRefused: options.onlyRefused ?? true,
      byValidator: true,
      numRuns: RUNS,
    });
  };
  const pick =
    <T>(items: readonly T[], build: (item: T) => Mutation): Mutation =>
    (request) =>
      fc.constantFrom(...items).chain((item) => build(item)(request));

  if (parts.body) {
    const json = parts.body.json;
    const wrongBody = wrongTypeValue(json);
    if (wrongBody) add('a body of a wrong JSON type', (request) => wrongBody.map((value) => ({ ...request, body: { json: value } })));
    const paths = propertyPaths(json);
    const typed = paths.map((entry) => ({ ...entry, wrong: wrongTypeValue(entry.schema, json) })).filter((entry) => entry.wrong !== null);
    if (typed.length > 0) {
      add(
        'a field of a wrong JSON type',
        pick(
          typed,
          ({ path, wrong }) =>
            (request) =>
              wrong!.map((value) => ({ ...request, body: { json: withAt(bodyJson(request), path, value) } })),
        ),
      );
    }
    const required = paths.filter((entry) => entry.required);
    if (required.length > 0) {
      add(
        'a required field missing',
        pick(
          required,
          ({ path }) =>
            (request) =>
              fc.constant({ ...request, body: { json: withAt(bodyJson(request), path, undefined, true) } }),
        ),
      );
    }
    const objects = objectPaths(json);
    if (objects.length > 0) {
      // Not filtered by the schema: a body schema that lets an unknown field through is the finding.
      add(
        'an unknown field',
        pick(
          objects,
          ({ path, known }) =>
            (request) =>
              fc
                .tuple(unknownKey(known), anyScalar)
                .map(([key, value]) => ({ ...request, body: { json: withAt(bodyJson(request), [...path, key], value) } })),
        ),
        { onlyRefused: false },
      );
    }
    const bounded = boundedTexts(paths, json);
    if (bounded.length > 0) {
      add(
        'text beyond its maxLength',
        pick(
          bounded,
          ({ path, max }) =>
            (request) =>
              textBeyond(max).map((text) => ({ ...request, body: { json: withAt(bodyJson(request), path, text) } })),
        ),
        { expected: [400, 413] },
      );
    }
    // Text fields with a pattern, a list of values, a format or bounds: text they refuse.
    const constrained = paths.filter(({ schema }) => acceptedTypes(schema, json)?.has('string') && refusesSomeText(schema, json));
    if (constrained.length > 0) {
      add(
        'text the schema refuses',
        pick(
          constrained,
          ({ path }) =>
            (request) =>
              oddText.map((text) => ({ ...request, body: { json: withAt(bodyJson(request), path, text) } })),
        ),
      );
    }
    const lists = listBounds(json, paths);
    if (lists.length > 0) {
      add(
        'a list beyond its bounds',
        pick(
          lists,
          ({ path, items }) =>
            (request) =>
              items.map((list) => ({ ...request, body: { json: withAt(bodyJson(request), path, list) } })),
        ),
      );
    }
  }

  if (parts.query) {
    const json = parts.query.json;
    const names = Object.keys(json.properties ?? {});
    // In a query string every value is text; a repeated parameter arrives as a list.
    const wrongText = fc.oneof(fc.string({ unit: 'binary', maxLength: 16 }), fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }));
    const refusing = names.filter((name) => {
      const schema = json.properties![name]!;
      return refusesSomeText(schema, json) || !acceptedTypes(schema, json)?.has('array');
    });
    if (refusing.length > 0) {
      add(
        'a query parameter the schema refuses',
        pick(refusing, (name) => (request) => wrongText.map((value) => ({ ...request, query: { ...request.query, [name]: value } }))),
      );
    }
    const required = (json.required ?? []).filter((name) => names.includes(name));
    if (required.length > 0) {
      add(
        'a required query parameter missing',
        pick(
          required,
          (name) => (request) =>
            fc.constant({ ...request, query: Object.fromEntries(Object.entries(request.query).filter(([key]) => key !== name)) }),
        ),
      );
    }
    if (declaresFields(json)) {
      add(
        'an unknown query parameter',
        (request) =>
          fc
            .tuple(unknownKey(new Set(names)), fc.string({ maxLength: 12 }))
            .map(([key, value]) => ({ ...request, query: { ...request.query, [key]: value } })),
        { onlyRefused: false },
      );
    }
    // Kept to what fits in a URL: a longer limit is not worth a megabyte of query string.
    const bounded = names.flatMap((name) => {
      const max = stringMaxLength(json.properties![name]!, json);
      return max === undefined || max > 4000 ? [] : [{ name, max }];
    });
    if (bounded.length > 0) {
      const longText = (max: number) => fc.integer({ min: 1, max: 64 }).map((extra) => 'x'.repeat(max + extra));
      add(
        'query text beyond its maxLength',
        pick(
          bounded,
          ({ name, max }) =>
            (request) =>
              longText(max).map((text) => ({ ...request, query: { ...request.query, [name]: text } })),
        ),
      );
    }
  }

  // A path parameter of any text has nothing to refuse.
  const refusingNames = parts.params
    ? parts.names.filter((name) => refusesSomeText(parts.params!.json.properties?.[name] ?? {}, parts.params!.json))
    : [];
  if (refusingNames.length > 0 && parts.params) {
    const json = parts.params.json;
    const candidates = (name: string) => {
      const max = stringMaxLength(json.properties?.[name] ?? {}, json);
      const odd = fc.string({ unit: 'grapheme', maxLength: 24 }).filter(wellFormed);
      return max === undefined ? odd : fc.oneof(odd, textBeyond(Math.min(max, 2000)));
    };
    // An unusable path segment may also miss the route (404).
    add(
      'a path parameter the schema refuses',
      pick(refusingNames, (name) => (request) => candidates(name).map((value) => ({ ...request, params: { ...request.params, [name]: value } }))),
      {
        expected: [400, 404],
      },
    );
  }
  return checks;
}

function bodyJson(request: Omit<HostileCall, 'caller' | 'xsrf'>): unknown {
  return request.body && 'json' in request.body ? request.body.json : {};
}

/** Lists (the body itself included) with a maxItems or a minItems, and lists just past those bounds. */
function listBounds(root: JsonSchema, paths: PropertyPath[]): Array<{ path: string[]; items: fc.Arbitrary<unknown[]> }> {
  const candidates = [{ path: [] as string[], schema: resolveRef(root, root) }, ...paths];
  return candidates.flatMap(({ path, schema }) => {
    if (!acceptedTypes(schema, root)?.has('array') || !schema.items) return [];
    const item = validValue(schema.items, root);
    const beyond: fc.Arbitrary<unknown[]>[] = [];
    if (schema.maxItems !== undefined) beyond.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
    if ((schema.minItems ?? 0) > 0) beyond.push(fc.array(item, { maxLength: schema.minItems! - 1 }));
    return beyond.length > 0 ? [{ path, items: fc.oneof(...beyond) }] : [];
  });
}

function boundedTexts(paths: PropertyPath[], root: JsonSchema): Array<{ path: string[]; max: number }> {
  return paths.flatMap(({ path, schema }) => {
    const max = stringMaxLength(schema, root);
    return max === undefined ? [] : [{ path, max }];
  });
}

/** Checks of the access rules and the XSRF token, with requests that would otherwise be valid. */
function accessChecks(operation: ContractCall, parts: Parts): HostileCheck[] {
  const checks: HostileCheck[] = [];
  const base = validRequest(parts);
  const xsrfChecked = !isNavigation(operation) && operation.method === 'POST' && operation.xsrf !== false;
  if (parts.hasBody) {
    checks.push({
      name: 'a body beyond the size limit',
      calls: base.map((request) => ({ ...request, body: { oversized: true }, caller: 'customer', xsrf: 'valid' })),
      expected: [413],
      onlyRefused: false,
      byValidator: true,
      numRuns: 1,
    });
  }
  if (operation.access !== 'public') {
    // Without a session there is no token to match either: the XSRF check answers first.
    checks.push({
      name: 'no session',
      calls: base.map((request) => ({ ...request, caller: 'stranger', xsrf: 'wrong' })),
      expected: [xsrfChecked ? 403 : 401],
      onlyRefused: false,
      byValidator: false,
      numRuns: RUNS,
    });
  }
  if (operation.access === 'customer') {
    checks.push({
      name: 'a signed-out session',
      calls: base.map((request) => ({ ...request, caller: 'anonymous', xsrf: 'valid' })),
      expected: [401],
      onlyRefused: false,
      byValidator: false,
      numRuns: RUNS,
    });
  }
  if (xsrfChecked) {
    checks.push({
      name: 'a missing, wrong or foreign XSRF token',
      calls: fc
        .tuple(base, fc.constantFrom<XsrfMode>('missing', 'wrong', 'foreign'))
        .map(([request, xsrf]) => ({ ...request, caller: 'customer', xsrf })),
      expected: [403],
      onlyRefused: false,
      byValidator: false,
      numRuns: RUNS,
    });
  }
  return checks;
}

/** Every hostile check that applies to the operation, derived from its schemas and rules. */
export function hostileChecks(operation: ContractCall): HostileCheck[] {
  const parts = partsOf(operation);
  return [...schemaChecks(parts), ...accessChecks(operation, parts)];
}
