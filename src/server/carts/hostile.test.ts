import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartOperations } from '../../api-contract/cart.ts';
import { envelopeSchema } from '../../api-contract/envelope.ts';
import { serverPath, type AnyOperation } from '../../api-contract/operation.ts';
import { drivers, openTestDatabase, type TestDatabase } from '../db/test-support.ts';
import { testApp, testClock, visitor, type Visitor } from '../test-support.ts';
import { add, call, cartTables, customer, CLIENT_C, dataOf } from './test-support.ts';

/**
 * Hostile input for every cart call, generated from a valid request: wrong
 * JSON types at every field, fields missing, unknown fields, huge texts,
 * whole bodies of any JSON. Each must be refused with a 4xx error envelope
 * carrying a Polish message, never a 5xx, and nothing may change.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const errorReply = envelopeSchema(z.null());
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”]/;

/** Paths to every value of a JSON example (the root included). */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

function setAt(value: Json, path: Path, replacement: Json | undefined): Json | undefined {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) };
  const next = setAt((copy as Record<string | number, Json>)[head as string] as Json, rest, replacement);
  if (next === undefined) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete (copy as Record<string, Json>)[head as string];
  } else {
    (copy as Record<string | number, Json>)[head as string] = next;
  }
  return copy;
}

const junk: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { minLength: 21, maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 2000 }),
  fc.constant('x'.repeat(120_000)),
);

/** Requests that the schema refuses, derived from a valid one. */
function hostileBodies(schema: z.ZodType, valid: Json): fc.Arbitrary<Json | undefined> {
  const paths = pathsOf(valid);
  const objectPaths = paths.filter((path) => {
    let value: Json = valid;
    for (const part of path) value = (value as Record<string | number, Json>)[part as string] as Json;
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  });
  const fields = paths.filter((path) => path.length > 0);
  const variants: fc.Arbitrary<Json | undefined>[] = [
    // A wrong value anywhere, the root included.
    fc.tuple(fc.constantFrom(...paths), junk).map(([path, value]) => setAt(valid, path, value)),
    // Whole bodies of anything.
    junk,
  ];
  // A field left out.
  if (fields.length > 0) variants.push(fc.constantFrom(...fields).map((path) => setAt(valid, path, undefined)));
  if (objectPaths.length > 0) {
    variants.push(
      fc
        .tuple(fc.constantFrom(...objectPaths), fc.constantFrom('isAdmin', 'customerId', 'price', '__unknown'), junk)
        .map(([path, key, value]) => setAt(valid, [...path, key], value)),
    );
  }
  return fc.oneof(...variants).filter((body) => !schema.safeParse(body).success);
}

const pathOf = (operation: AnyOperation) => serverPath(operation).replace(/^\/api\//, '');

describe.each(drivers)('hostile input to the cart calls on %s', { timeout: 120_000 }, (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let caller: Visitor;
  let cartId: string;

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    app = await testApp(t.db, { clock: testClock() });
    // A customer with a cart in progress: something that bad input could damage.
    caller = await customer(app, CLIENT_C);
    cartId = dataOf(await call(caller, 'cart/update', add('OTT_SPORT_M', 'OTT_PRESTIZ_LTO24'))).id!;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await t?.cleanup();
  });

  const valid = (): Record<string, Json> => ({
    update: { operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', operationType: 'A' }], cartId, cmt: 'a', addressPrimary: { street: 'Polna', number: '7', postalCode: '31-042', city: 'Kraków' } },
    clearCart: { data: true },
    clearCartLto: {},
    updateStage: { cartId, newStage: 'NEXT' },
    checkVoucher: { code: 'HORYZONT10' },
    cancel: { cartId },
    markSpecialOfferProcess: { marker: 'jesien' },
    updateOrderByConsentsChanges: [{ cconsent: 'INDREK_MCI', value: 1 }],
  });

  const posts = Object.entries(cartOperations).filter(([, operation]) => operation.method === 'POST') as [string, AnyOperation][];

  it.each(posts)('%s refuses bodies its schema refuses: 4xx, a Polish message, nothing changed', async (name, operation) => {
    const example = valid()[name];
    expect(example, `a valid example for ${name}`).toBeDefined();
    expect(operation.body?.safeParse(example).success, `the example for ${name} is valid`).toBe(true);
    const before = await cartTables(t.db);
    await fc.assert(
      fc.asyncProperty(hostileBodies(operation.body!, example!), async (body) => {
        const response = await caller.post(`/api/${pathOf(operation)}`, {
          ...(body === undefined ? {} : { payload: JSON.stringify(body), contentType: 'application/json' }),
          xsrf: true,
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        const envelope = errorReply.parse(response.json());
        expect(envelope.errorCode).toBe(response.statusCode);
        expect(envelope.msg).toMatch(POLISH);
      }),
      { numRuns: 30 },
    );
    expect(await cartTables(t.db)).toEqual(before);
  });

  it.each(posts)('%s refuses a valid body without the XSRF token or without a session (403), changing nothing', async (name, operation) => {
    const body = valid()[name];
    const before = await cartTables(t.db);
    for (const response of [
      await caller.post(`/api/${pathOf(operation)}`, { body }),
      await caller.post(`/api/${pathOf(operation)}`, { body, xsrf: 'forged-token-forged-token-forged-token-00' }),
      await visitor(app).post(`/api/${pathOf(operation)}`, { body, xsrf: 'forged-token-forged-token-forged-token-00' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorReply.parse(response.json()).msg).toMatch(POLISH);
    }
    expect(await cartTables(t.db)).toEqual(before);
  });

  it('cart/getPossibleDiscount refuses any query parameter (400) and answers 401 without a session', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 30 }), fc.string({ maxLength: 3000 }), { minKeys: 1, maxKeys: 4 }), async (query) => {
        const response = await caller.get(`/api/cart/getPossibleDiscount?${new URLSearchParams(query)}`);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
        expect(errorReply.parse(response.json()).msg).toMatch(POLISH);
      }),
      { numRuns: 30 },
    );
    const anonymous = await visitor(app).get('/api/cart/getPossibleDiscount');
    expect(anonymous.statusCode).toBe(401);
    expect(errorReply.parse(anonymous.json()).msg).toMatch(POLISH);
  });
});
