import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { httpStatusOf, type BusinessErrorCode } from '#api-contract/error-codes.ts';
import { isNavigation, serverPath, type ContractCall } from '#api-contract/operation.ts';
import type { Database } from '#server/db/index.ts';
import { hasUnstorableText } from '#server/http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { signedInVisitor, visitor, visitorWithSession, type Visitor } from './server-app.ts';
import {
  acceptedTypes,
  propertyPaths,
  refusesSomeText,
  requestJsonSchema,
  resolveRef,
  stringMaxLength,
  validValue,
  wrongTypeValue,
  type JsonSchema,
  type PropertyPath,
} from './json-schema-arbitrary.ts';

/**
 * A contract-driven hostile-input harness: for any operation it derives
 * requests that must be refused from the operation's own schemas and rules
 * (wrong types, missing and unknown fields, refused and oversized text, lists
 * out of bounds, oversized bodies, no session, signed out, no XSRF token) and,
 * where a test gives one, from a valid example request of the operation
 * (its deep fields attacked, someone else's or unknown records named). It
 * checks every answer: a 4xx error envelope with a Polish message, never a
 * 5xx, and not a row changed.
 */

// ---------------------------------------------------------------------------
// The database a refused call must leave alone

/** Where the change journal below records committed row changes (itself not watched). */
const JOURNAL_TABLE = 'hostile_change_journal';
/**
 * Not the calls' state: migration bookkeeping, counters that count refused
 * attempts on purpose, the caches' versions (counted up by triggers with the
 * watched rows they follow, even by an update that changes no value), the journal.
 */
const IGNORED_TABLES: ReadonlySet<string> = new Set(['schema_migrations', 'rate_limit_buckets', 'cache_versions', JOURNAL_TABLE]);
/** Activity bookkeeping any call may touch. */
const IGNORED_COLUMNS: Readonly<Record<string, ReadonlySet<string>>> = { sessions: new Set(['last_seen_at', 'expires_at']) };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface WatchedTable {
  table: string;
  columns: string[];
}

const tablesByDatabase = new WeakMap<Database, Promise<WatchedTable[]>>();

/** Tables of the current schema with the columns a snapshot covers (read once per database: migrations are done by then). */
function watchedTables(db: Database): Promise<WatchedTable[]> {
  let tables = tablesByDatabase.get(db);
  if (!tables) {
    tables = db
      .query<{ table: string; column: string }>(
        `SELECT c.relname AS table, a.attname AS column
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          ORDER BY c.relname, a.attnum`,
      )
      .then(({ rows }) => {
        const columns = new Map<string, string[]>();
        for (const { table, column } of rows) {
          if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS[table]?.has(column)) continue;
          columns.set(table, [...(columns.get(table) ?? []), column]);
        }
        return [...columns].map(([table, list]) => ({ table, columns: list }));
      });
    tablesByDatabase.set(db, tables);
  }
  return tables;
}

/**
 * Every row of every table (but migrations, rate-limit counters and the
 * sessions' last-seen and expiry times), each table's rows in a stable order,
 * read in one query: equal snapshots mean nothing was changed.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await watchedTables(db);
  const { rows } = await db.query<{ name: string; rows: unknown[] }>(
    tables
      .map(
        ({ table, columns }) =>
          `SELECT ${literal(table)} AS name, (SELECT coalesce(json_agg(r ORDER BY r::text), '[]'::json) FROM (SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}) AS r) AS rows`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

export interface ChangeJournal {
  /** Tables with committed row changes since the last call, and a fresh start. */
  take(): Promise<string[]>;
}

const journals = new WeakMap<Database, Promise<ChangeJournal>>();

/**
 * A journal of committed row changes, fed by triggers on every watched table
 * (updates only when a watched column really changes): a row is written with
 * the change, so a rolled-back change leaves none. Reading it after each
 * request costs one small query, where digesting every table would cost tens
 * of milliseconds. Installed once per database (tests only).
 */
export function changeJournal(db: Database): Promise<ChangeJournal> {
  let journal = journals.get(db);
  if (!journal) {
    journal = (async () => {
      const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows as [{ schema: string }];
      const journalTable = `${quote(schema)}.${quote(JOURNAL_TABLE)}`;
      const note = `${quote(schema)}.hostile_note_change`;
      const statements = [
        `CREATE TABLE ${journalTable} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL)`,
        `CREATE FUNCTION ${note}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${journalTable} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
      ];
      for (const { table, columns } of await watchedTables(db)) {
        const target = `${quote(schema)}.${quote(table)}`;
        const row = (alias: string) => `(${columns.map((column) => `${alias}.${quote(column)}::text`).join(', ')}, NULL::text)`;
        statements.push(
          `CREATE TRIGGER hostile_journal_write AFTER INSERT OR DELETE ON ${target} FOR EACH ROW EXECUTE FUNCTION ${note}()`,
          `CREATE TRIGGER hostile_journal_update AFTER UPDATE ON ${target} FOR EACH ROW WHEN (${row('OLD')} IS DISTINCT FROM ${row('NEW')}) EXECUTE FUNCTION ${note}()`,
          `CREATE TRIGGER hostile_journal_truncate AFTER TRUNCATE ON ${target} FOR EACH STATEMENT EXECUTE FUNCTION ${note}()`,
        );
      }
      await db.exec(statements.map((statement) => `${statement};`).join('\n'));
      // Read past the last id seen, never cleared: a read is the cheaper query.
      let seen = 0;
      return {
        async take() {
          const { rows } = await db.query<{ id: number; table_name: string }>(`SELECT id, table_name FROM ${journalTable} WHERE id > $1`, [
            seen,
          ]);
          seen = Math.max(seen, ...rows.map((row) => row.id));
          return [...new Set(rows.map((row) => row.table_name))].sort();
        },
      };
    })();
    journals.set(db, journal);
  }
  return journal;
}

// ---------------------------------------------------------------------------
// Callers

export interface HostileTarget {
  app: FastifyInstance;
  db: Database;
  journal: ChangeJournal;
  /** Signed in, sending its XSRF token: passes every access rule, so its requests reach validation. */
  customer: Visitor;
  /** A live anonymous (signed-out) session. */
  anonymous: Visitor;
  /** No cookies at all. */
  stranger: Visitor;
}

/** The callers of the harness on an app (its database gets the change journal). */
export async function hostileTarget(app: FastifyInstance, login = 'klient.c@horyzont.example'): Promise<HostileTarget> {
  const customer = await signedInVisitor(app, login);
  const anonymous = await visitorWithSession(app);
  return { app, db: app.portal.db, journal: await changeJournal(app.portal.db), customer, anonymous, stranger: visitor(app) };
}

// ---------------------------------------------------------------------------
// Requests

type Caller = 'customer' | 'anonymous' | 'stranger';
/** valid: the caller's own token; foreign: another live session's token. */
type XsrfMode = 'valid' | 'missing' | 'wrong' | 'foreign';
type QueryValue = string | string[];
type Body = { json: unknown } | { oversized: true };

export interface HostileCall {
  caller: Caller;
  xsrf: XsrfMode;
  params: Record<string, string>;
  query: Record<string, QueryValue>;
  body?: Body;
}

export interface HostileCheck {
  name: string;
  calls: fc.Arbitrary<HostileCall>;
  /** HTTP statuses that count as the right refusal; `answered`: any answer but a 5xx (a success or a refusal). */
  expected: readonly number[] | 'answered';
  /** Send only calls the operation's schemas refuse (the generators cannot always know, e.g. refinements). */
  onlyRefused: boolean;
  /** The refusal comes from request validation (before any handler): its message is the validator's. */
  byValidator: boolean;
  /** The call may serve the request and change rows (answered checks): run after the no-change checks, rows not compared. */
  mayChangeRows?: boolean;
  numRuns: number;
}

/** Runs per check, each a request: enough variety per run of the suite, and a bounded runtime. */
const RUNS = 15;

/** Path parameter names of a call (`/api-tnk/payment-status/:id` → id). */
function pathParameters(call: string): string[] {
  return [...call.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function asQuery(value: unknown): Record<string, QueryValue> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const query: Record<string, QueryValue> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    query[key] = Array.isArray(item) ? item.map(asText) : asText(item);
  }
  return query;
}

/** A path parameter as the router decodes it: well-formed Unicode only (a lone surrogate cannot be URL-encoded). */
const wellFormed = (text: string) => text.isWellFormed();

interface Parts {
  body?: { schema: z.ZodType; json: JsonSchema };
  query?: { schema: z.ZodType; json: JsonSchema };
  params?: { schema: z.ZodType; json: JsonSchema };
  names: string[];
  hasBody: boolean;
}

function partsOf(operation: ContractCall): Parts {
  const part = (schema: z.ZodType | undefined) => (schema ? { schema, json: requestJsonSchema(schema) } : undefined);
  return {
    body: operation.method === 'POST' && !isNavigation(operation) ? part(operation.body) : undefined,
    query: part(operation.query),
    params: part(isNavigation(operation) ? undefined : operation.params),
    names: pathParameters(operation.call),
    hasBody: operation.method === 'POST',
  };
}

/** Requests as a well-behaved client would send them (best effort, see json-schema-arbitrary.ts). */
function validRequest(parts: Parts): fc.Arbitrary<Omit<HostileCall, 'caller' | 'xsrf'>> {
  const paramSchemas = parts.params?.json.properties ?? {};
  const params = fc.record(
    Object.fromEntries(
      parts.names.map((name) => [
        name,
        (paramSchemas[name] ? validValue(paramSchemas[name], parts.params!.json) : fc.string({ minLength: 1, maxLength: 12 }))
          .map(asText)
          .filter((text) => text !== '' && wellFormed(text)),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = parts.query ? validValue(parts.query.json).map(asQuery) : fc.constant({});
  const body: fc.Arbitrary<Body | undefined> = parts.body ? validValue(parts.body.json).map((json) => ({ json })) : fc.constant(undefined);
  return fc.record({ params, query, body }).map(({ body: value, ...rest }) => (value === undefined ? rest : { ...rest, body: value }));
}

// ---------------------------------------------------------------------------
// Shared generators (JSON paths, junk values, unknown keys, refused text)

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

function valueAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

const isPlainObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

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
  fc.constantFrom('', ' ', '   ', ' \n ', 'a\u0000b', 'a\u0001b', 'a\u0007b', 'a\nb', 'a b', 'x', 'other', '12-34', '//evil.example', 'javascript:alert(1)'),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);

/** Text longer than `max`: just past it, well past it, or far past it. */
function textBeyond(max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constantFrom(max * 4, 20_000)), fc.constantFrom('x', 'ż', '0'))
    .map(([extra, char]) => char.repeat(max + Math.max(1, extra)));
}

const unknownKey = (known: ReadonlySet<string>) =>
  fc.string({ minLength: 1, maxLength: 24 }).filter((key) => !known.has(key) && wellFormed(key));
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
    const wrongText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 16 }),
      fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }),
    );
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
      pick(
        refusingNames,
        (name) => (request) => candidates(name).map((value) => ({ ...request, params: { ...request.params, [name]: value } })),
      ),
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

// ---------------------------------------------------------------------------
// Checks derived from a valid example request

/** A request by its parts, as a client writes it. */
export interface ExampleRequest {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** Requests built on an operation's example (and the test's fixture), for a check of their own. */
export interface ExampleCase<F> {
  name: string;
  requests: (fixture: F, example: ExampleRequest) => fc.Arbitrary<ExampleRequest>;
}

/**
 * A valid example request of an operation, for what its schemas alone cannot
 * give: a realistic body whose deep fields (list items included) are attacked,
 * and records that exist, so that a request naming someone else's or an
 * unknown record is seen refused.
 */
export interface OperationExample<F> {
  /** A request the schemas accept, naming records of the fixture (read when a check runs, the fixture built by then). */
  request: (fixture: F) => ExampleRequest;
  /** Requests the call must refuse with one of `expected`, changing nothing: someone else's or unknown records, rules beyond the schemas. */
  refused?: Array<ExampleCase<F> & { expected: readonly number[] }>;
  /** Requests the schemas accept that the call may serve or refuse, but never with a 5xx (codes and ids of any kind). */
  answered?: ExampleCase<F>[];
}

/** Cases' requests: the example with `path` of one part set to values of `values`. */
export function exampleWith<F>(part: keyof ExampleRequest, path: JsonPath, values: (fixture: F) => fc.Arbitrary<unknown>) {
  return (fixture: F, example: ExampleRequest): fc.Arbitrary<ExampleRequest> =>
    values(fixture).map((value) => ({ ...example, [part]: withAt(example[part], path, value) }));
}

/** Runs of an example's varied check: its variants are spread over every field of a body. */
const EXAMPLE_RUNS = 30;

function callOf(request: ExampleRequest): Omit<HostileCall, 'caller' | 'xsrf'> {
  const call = { params: request.params ?? {}, query: asQuery(request.query ?? {}) };
  return request.body === undefined ? call : { ...call, body: { json: request.body } };
}

/** The example with a wrong value anywhere (the root included), a part left out, or an unknown field in any object. */
function variedValue(value: unknown, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const fields = paths.filter((path) => path.length > 0);
  const objects = paths.filter((path) => isPlainObject(valueAt(value, path)));
  const variants = [fc.tuple(fc.constantFrom(...paths), wrong).map(([path, replacement]) => withAt(value, path, replacement))];
  if (fields.length > 0) variants.push(fc.constantFrom(...fields).map((path) => withAt(value, path, undefined, true)));
  if (objects.length > 0) {
    variants.push(
      fc
        .constantFrom(...objects)
        .chain((path) =>
          fc
            .tuple(hostileKey(new Set(Object.keys(valueAt(value, path) as object))), wrong)
            .map(([key, replacement]) => withAt(value, [...path, key], replacement)),
        ),
    );
  }
  return fc.oneof(...variants);
}

/** The part of a request an operation's example varies: the body of a POST, the query of a GET that declares parameters. */
function variedPart(operation: ContractCall): 'body' | 'query' | null {
  if (operation.method === 'POST' && !isNavigation(operation)) return operation.body ? 'body' : null;
  const names = operation.query ? Object.keys(requestJsonSchema(operation.query).properties ?? {}) : [];
  return names.length > 0 ? 'query' : null;
}

/** Whether the operation's schemas accept the request (with the validator's rule against unstorable text). */
export function acceptedBySchemas(operation: ContractCall, request: ExampleRequest): boolean {
  return !refusedBySchemas(operation, { ...callOf(request), caller: 'customer', xsrf: 'valid' });
}

/**
 * The checks an operation's example adds, all as the signed-in customer with
 * its XSRF token: the example varied anywhere (refused by the schemas: the
 * validator's 4xx), and each refused and answered case of the example.
 */
export function exampleChecks<F>(operation: ContractCall, example: OperationExample<F>, fixture: () => F): HostileCheck[] {
  const asCustomer = (request: ExampleRequest): HostileCall => ({ ...callOf(request), caller: 'customer', xsrf: 'valid' });
  const built = (requests: (fixture: F, example: ExampleRequest) => fc.Arbitrary<ExampleRequest>) =>
    fc
      .constant(null)
      .chain(() => {
        const current = fixture();
        return requests(current, example.request(current));
      })
      .map(asCustomer);
  const checks: HostileCheck[] = [];
  const part = variedPart(operation);
  if (part) {
    // A query carries text: a value past the body limit would only make the URL long.
    const wrong = part === 'body' ? junk : junk.filter((value) => typeof value !== 'string' || value.length < 10_000);
    checks.push({
      name: 'its valid example with a wrong value, a part left out or an unknown field anywhere',
      calls: built((_fixture, request) => variedValue(request[part], wrong).map((value) => ({ ...request, [part]: value }) as ExampleRequest)),
      expected: part === 'body' ? [400, 413] : [400],
      onlyRefused: true,
      byValidator: true,
      numRuns: EXAMPLE_RUNS,
    });
  }
  for (const refused of example.refused ?? []) {
    checks.push({ name: refused.name, calls: built(refused.requests), expected: refused.expected, onlyRefused: false, byValidator: false, numRuns: RUNS });
  }
  for (const answered of example.answered ?? []) {
    checks.push({
      name: answered.name,
      calls: built(answered.requests),
      expected: 'answered',
      onlyRefused: false,
      byValidator: false,
      mayChangeRows: true,
      numRuns: RUNS,
    });
  }
  return checks;
}

// ---------------------------------------------------------------------------
// Sending and judging

/** The request parts as the server receives them: JSON round trip, query string and path decoding. */
function asReceived(call: HostileCall) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  const search = query.toString();
  const received: Record<string, QueryValue> = {};
  const parsed = new URLSearchParams(search);
  for (const key of new Set(parsed.keys())) {
    const values = parsed.getAll(key);
    received[key] = values.length === 1 ? values[0]! : values;
  }
  const body =
    call.body && 'json' in call.body ? (call.body.json === undefined ? undefined : JSON.parse(JSON.stringify(call.body.json))) : undefined;
  return { search, query: received, body };
}

/** Whether the operation's schemas refuse the call's input (with the validator's own rule against unstorable text). */
export function refusedBySchemas(operation: ContractCall, call: HostileCall): boolean {
  const received = asReceived(call);
  const refuses = (schema: z.ZodType | undefined, value: unknown) =>
    schema !== undefined && (hasUnstorableText(value) || !schema.safeParse(value).success);
  if (!isNavigation(operation) && refuses(operation.params, call.params)) return true;
  if (operation.method === 'POST' && !isNavigation(operation) && operation.body && refuses(operation.body, received.body ?? {})) return true;
  return refuses(operation.query, received.query);
}

function encodeSegment(value: string): string {
  // Dots too: a `..` segment must reach the router as a parameter, not be resolved as a path step.
  return encodeURIComponent(value).replaceAll('.', '%2E');
}

function urlOf(operation: ContractCall, call: HostileCall): string {
  const path = serverPath(operation).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) =>
    encodeSegment(call.params[name] ?? ''),
  );
  const { search } = asReceived(call);
  return search ? `${path}?${search}` : path;
}

async function send(target: HostileTarget, operation: ContractCall, call: HostileCall): Promise<LightMyRequestResponse> {
  const caller = target[call.caller];
  const xsrf =
    call.xsrf === 'valid'
      ? true
      : call.xsrf === 'missing'
        ? false
        : call.xsrf === 'foreign'
          ? (target.anonymous.cookie('XSRF-TOKEN') ?? 'none')
          : 'x'.repeat(43);
  const url = urlOf(operation, call);
  if (operation.method === 'GET') return caller.get(url, { xsrf });
  if (call.body && 'oversized' in call.body) {
    const payload = JSON.stringify({ text: 'x'.repeat(target.app.portal.config.bodyLimitBytes + 1) });
    return caller.post(url, { payload, contentType: 'application/json', xsrf });
  }
  const body = call.body && 'json' in call.body ? call.body.json : undefined;
  // A JSON `undefined` has no text: the call goes without a body, as a client leaving it out would.
  return body === undefined ? caller.post(url, { xsrf }) : caller.post(url, { body, xsrf });
}

const errorEnvelope = envelopeSchema(z.null());
const POLISH_LETTERS = /[ąćęłńóśźż]/i;
const POLISH_WORDS = /(^|[^\p{L}])(nie|brak|pole|dane|sesja|zaloguj|usługa|wymagane|spróbuj|żądanie|nieprawidłowe)([^\p{L}]|$)/iu;

/** A message a Polish user can read: Polish letters or words, not a framework's English default. */
export function isPolishMessage(message: string): boolean {
  return message.trim().length > 0 && (POLISH_LETTERS.test(message) || POLISH_WORDS.test(message));
}

/** The validator's messages (and the framework's, for a body it cannot take, too large, or a path no route serves), by HTTP status. */
function isValidatorMessage(status: number, message: string): boolean {
  // A `__proto__` key is refused by the JSON parser itself.
  if (status === 400) return message.startsWith('Nieprawidłow') || message === messages.unstorableText || message === messages.invalidJson;
  if (status === 413) return message === messages.payloadTooLarge;
  if (status === 404) return message === messages.notFound;
  return false;
}

/** The envelope's errorCode is the HTTP status, or a business code answered with it (422 for 406…). */
const codeFitsStatus = (errorCode: number, status: number) =>
  errorCode === status || httpStatusOf[errorCode as BusinessErrorCode] === status;

function replyProblems(response: LightMyRequestResponse, check: HostileCheck, operation: ContractCall): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (check.expected === 'answered') {
    if (status >= 500) problems.push(`HTTP ${status}, expected an answer below 500`);
  } else if (!check.expected.includes(status)) {
    problems.push(`HTTP ${status}, expected ${check.expected.join(' or ')}`);
  }
  // A navigation's answer is a redirect without a body; a refusal of its request is an envelope as any.
  if (check.expected === 'answered' && status < 400 && isNavigation(operation)) {
    if (status !== 302 || !response.headers.location) problems.push('a navigation answers a redirect (302 with a Location)');
    return problems;
  }
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return [...problems, 'the reply is not JSON'];
  }
  if (check.expected === 'answered' && status < 300 && !isNavigation(operation)) {
    const success = envelopeSchema(operation.data).safeParse(json);
    if (!success.success || success.data.status !== 'SUCCESS') problems.push('the reply is not a success envelope with the data the contract describes');
    return problems;
  }
  const envelope = errorEnvelope.safeParse(json);
  if (!envelope.success) return [...problems, 'the reply is not an error envelope (data null, errorCode, msg, status)'];
  const { errorCode, status: envelopeStatus, msg } = envelope.data;
  if (!codeFitsStatus(errorCode, status)) problems.push(`errorCode ${errorCode} does not fit HTTP ${status}`);
  if (envelopeStatus !== 'ERROR') problems.push(`status ${envelopeStatus}, expected ERROR`);
  if (!isPolishMessage(msg)) problems.push(`the message is not Polish: ${JSON.stringify(msg.slice(0, 120))}`);
  else if (check.byValidator && !isValidatorMessage(status, msg)) problems.push(`not the validator's message: ${JSON.stringify(msg.slice(0, 120))}`);
  return problems;
}

function describeCall(operation: ContractCall, call: HostileCall): string {
  const body =
    call.body === undefined
      ? ''
      : 'oversized' in call.body
        ? ' with an oversized body'
        : ` body ${JSON.stringify(call.body.json)?.slice(0, 300)}`;
  return `${operation.method} ${urlOf(operation, call).slice(0, 300)} as ${call.caller} (XSRF ${call.xsrf})${body}`;
}

/**
 * The property of one check: every call it generates is refused with the
 * expected status and a Polish error envelope, and leaves the database as it
 * was (no committed row change in the journal). An answered check's calls
 * get any answer but a 5xx: a success envelope, or a refusal as above that
 * may follow changes of its served calls.
 */
export async function hostileProperty(target: HostileTarget, operation: ContractCall, check: HostileCheck) {
  // Changes made before (valid calls of other tests) are not this check's.
  await target.journal.take();
  return fc.asyncProperty(check.calls, async (call) => {
    if (check.onlyRefused) fc.pre(refusedBySchemas(operation, call));
    const response = await send(target, operation, call);
    const changed = await target.journal.take();
    const problems = replyProblems(response, check, operation);
    if (changed.length > 0 && !check.mayChangeRows) problems.push(`rows changed in ${changed.join(', ')}`);
    if (problems.length > 0) {
      throw new Error(`${describeCall(operation, call)} → ${problems.join('; ')}\nReply: ${response.body.slice(0, 400)}`);
    }
  });
}

/** HOSTILE_RUNS=200 runs every varied check that many times: a deeper search, by hand. */
function runsFromEnvironment(): number | undefined {
  const runs = Number(process.env.HOSTILE_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : undefined;
}

/** Run parameters: bounded runtime; a failure is reported as found, not shrunk (each shrink step is a request). */
export function hostileParameters(check: HostileCheck, overrides: fc.Parameters<[HostileCall]> = {}): fc.Parameters<[HostileCall]> {
  const numRuns = check.numRuns > 1 ? (runsFromEnvironment() ?? check.numRuns) : check.numRuns;
  return { numRuns, endOnFailure: true, ...overrides };
}
