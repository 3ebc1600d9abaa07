import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isNavigation, type ContractCall } from '#api-contract/operation.ts';
import type { Database } from '#server/db/index.ts';
import { signedInVisitor, visitor, visitorWithSession, type Visitor } from '../server-app.ts';
import { requestJsonSchema, validValue, type JsonSchema } from '../json-schema-arbitrary.ts';
import { type ChangeJournal, changeJournal } from './database.ts';

/** The callers a hostile request comes from, and the requests and checks the harness sends. */

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

type Caller = 'customer' | 'anonymous' | 'stranger';
/** valid: the caller's own token; foreign: another live session's token. */
export type XsrfMode = 'valid' | 'missing' | 'wrong' | 'foreign';
export type QueryValue = string | string[];
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
export const RUNS = 15;

/** Path parameter names of a call (`/api-tnk/payment-status/:id` → id). */
function pathParameters(call: string): string[] {
  return [...call.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function asQuery(value: unknown): Record<string, QueryValue> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const query: Record<string, QueryValue> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    query[key] = Array.isArray(item) ? item.map(asText) : asText(item);
  }
  return query;
}

/** A path parameter as the router decodes it: well-formed Unicode only (a lone surrogate cannot be URL-encoded). */
export const wellFormed = (text: string) => text.isWellFormed();

export interface Parts {
  body?: { schema: z.ZodType; json: JsonSchema };
  query?: { schema: z.ZodType; json: JsonSchema };
  params?: { schema: z.ZodType; json: JsonSchema };
  names: string[];
  hasBody: boolean;
}

export function partsOf(operation: ContractCall): Parts {
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
export function validRequest(parts: Parts): fc.Arbitrary<Omit<HostileCall, 'caller' | 'xsrf'>> {
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
