import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '../../api-contract/envelope.ts';
import { serverPath, type AnyOperation } from '../../api-contract/operation.ts';
import { serviceOperations } from '../../api-contract/services.ts';
import { drivers } from '../db/test-support.ts';
import { visitor, type Visitor } from '../test-support.ts';
import { contractIdOf, servicesFixture, servicesSnapshot, type ServicesFixture } from './test-support.ts';

/**
 * Hostile input to every self-care service call, generated from its request
 * schema: whole bodies and queries of any JSON, a wrong value or a missing
 * value at any field, unknown fields, huge texts. Whatever the schema refuses
 * must be answered with a 4xx error envelope carrying a Polish message, never
 * a 5xx, and change nothing. Whatever the schema accepts (random article codes,
 * contract ids, decoder numbers) must never be answered with a 5xx either.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const errorReply = envelopeSchema(z.null());
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”]/;
const operations = Object.entries(serviceOperations) as [string, AnyOperation][];

const junk: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom('HOR01', 'FN01', 'x'), { minLength: 21, maxLength: 60 }),
  fc.string({ minLength: 33, maxLength: 3000 }),
  fc.constant('9'.repeat(120_000)),
);

/** A valid request of each call (body for POST, query for GET), with a field per property the schema knows. */
const VALID: Readonly<Record<string, Record<string, Json>>> = {
  verifySwitchOff: { contractId: '1', articleCode: 'HOR02' },
  switchOff: { contractId: '1', articleCode: 'HOR02' },
  unSwitchOff: { contractId: '1', articleCode: 'HOR02' },
  getDowngradeCodes: { articleCode: 'HOR01' },
  antiChurnOffer: { articleCode: 'HOR02' },
  ltoEndDate: {},
  ltoProlongateCartData: { ltoDuration: '12' },
  paymentSchedule: { removedArticles: ['FN01'], isMyAccount: true },
  restoreActivation: { numdec: '12345678' },
  offerDocuments: { context: 'selfcare', offerCodes: ['OTT_KOMFORT_M'], articleCodes: ['HOR02'] },
  hbogoCustomerIdentifier: {},
  streamingUrl: {},
};

/** Requests the schema refuses, derived from a valid one. */
function hostile(schema: z.ZodType, valid: Record<string, Json>): fc.Arbitrary<Json> {
  const keys = Object.keys(valid);
  const variants: fc.Arbitrary<Json>[] = [
    junk,
    fc.constantFrom('isAdmin', 'customerId', '__unknown', 'price').chain((key) => junk.map((value) => ({ ...valid, [key]: value }))),
  ];
  if (keys.length > 0) {
    variants.push(fc.tuple(fc.constantFrom(...keys), junk).map(([key, value]) => ({ ...valid, [key]: value })));
    variants.push(fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))));
  }
  return fc.oneof(...variants).filter((request) => !schema.safeParse(request).success);
}

/** A query string: each value as text, a list as a repeated parameter, anything else as its JSON. */
function queryString(query: Json): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return `?${encodeURIComponent(JSON.stringify(query))}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What Fastify hands the query schema for a query string (repeated parameters become a list). */
function parsedQuery(query: Json): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return { [JSON.stringify(query)]: '' };
  return Object.fromEntries(
    Object.entries(query)
      // An empty list is no parameter at all in the query string.
      .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => {
        const items = (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
        return [key, items.length === 1 ? items[0] : items];
      }),
  );
}

describe.each(drivers)('hostile input to the service calls on %s', { timeout: 180_000 }, (driver) => {
  let fx: ServicesFixture;
  let client: Visitor;

  beforeAll(async () => {
    fx = await servicesFixture(driver);
    // klient.wylaczenie holds a product planned off and an active one: something bad input could damage.
    client = await fx.as('klient.wylaczenie');
  }, 60_000);
  afterAll(async () => fx.close());

  const send = (operation: AnyOperation, request: Json | undefined, caller: Visitor = client, xsrf = true) =>
    operation.method === 'GET'
      ? caller.get(`${serverPath(operation)}${request === undefined ? '' : queryString(request)}`)
      : caller.post(serverPath(operation), { ...(request === undefined ? {} : { payload: JSON.stringify(request), contentType: 'application/json' }), xsrf });

  it.each(operations)('%s refuses what its schema refuses: 4xx, a Polish message, nothing changed', async (name, operation) => {
    const schema = (operation.method === 'GET' ? operation.query : operation.body)!;
    const valid = VALID[name]!;
    expect(schema.safeParse(valid).success, `the example of ${name} is valid`).toBe(true);
    const arbitrary = operation.method === 'GET' ? hostile(schema, valid).filter((query) => !schema.safeParse(parsedQuery(query)).success) : hostile(schema, valid);
    const before = await servicesSnapshot(fx.db);
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const response = await send(operation, request);
        expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        const envelope = errorReply.parse(response.json());
        expect(envelope.errorCode).toBe(response.statusCode);
        expect(envelope.msg).toMatch(POLISH);
      }),
      { numRuns: 25 },
    );
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });

  it.each(operations.filter(([, operation]) => operation.method === 'POST'))('%s refuses a body over the size limit (413)', async (_name, operation) => {
    const response = await send(operation, { padding: 'x'.repeat(200 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(errorReply.parse(response.json()).msg).toBe('Przesłane dane są zbyt duże.');
  });

  it.each(operations)('%s refuses a valid request without a signed-in session or XSRF token, changing nothing', async (name, operation) => {
    const stranger = visitor(fx.app);
    await stranger.post('/api/sessionData');
    const before = await servicesSnapshot(fx.db);
    const anonymous = await send(operation, VALID[name]!, stranger);
    // offerDocument/all serves anonymous visitors (the shop's summary): the others want a customer.
    expect(anonymous.statusCode).toBe(operation.access === 'customer' ? 401 : 200);
    if (operation.method === 'POST') {
      const forged = await send(operation, VALID[name]!, client, false);
      expect(forged.statusCode).toBe(403);
      expect(errorReply.parse(forged.json()).msg).toMatch(POLISH);
    }
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });

  it('never answers a 5xx to requests the schemas accept, whatever the codes, ids and numbers', async () => {
    const own = await contractIdOf(fx.db, await fx.customerIdOf('klient.wylaczenie'));
    const code = fc.oneof(fc.constantFrom('HOR01', 'HOR02', 'MCCSNK01', 'FCA3', 'FN01', 'FC91'), fc.stringMatching(/^[A-Z0-9_]{1,32}$/));
    const contractId = fc.oneof(fc.constant(own), fc.stringMatching(/^[1-9][0-9]{0,17}$/));
    const requests: fc.Arbitrary<[AnyOperation, Json]> = fc.oneof(
      ...(['verifySwitchOff', 'switchOff', 'unSwitchOff'] as const).map((name) =>
        fc.record({ contractId, articleCode: code }).map((body): [AnyOperation, Json] => [serviceOperations[name], body]),
      ),
      fc.record({ articleCode: code }).map((query): [AnyOperation, Json] => [serviceOperations.getDowngradeCodes, query]),
      fc.record({ articleCode: code }).map((query): [AnyOperation, Json] => [serviceOperations.antiChurnOffer, query]),
      fc.integer({ min: 1, max: 120 }).map((months): [AnyOperation, Json] => [serviceOperations.ltoProlongateCartData, { ltoDuration: String(months) }]),
      fc
        .record({ removedArticles: fc.array(code, { maxLength: 50 }), isMyAccount: fc.boolean() }, { requiredKeys: [] })
        .map((body): [AnyOperation, Json] => [serviceOperations.paymentSchedule, body]),
      fc.record({ numdec: fc.stringMatching(/^[0-9]{8,20}$/) }, { requiredKeys: [] }).map((body): [AnyOperation, Json] => [serviceOperations.restoreActivation, body]),
      fc
        .record(
          {
            context: fc.constantFrom('summary', 'selfcare', 'downgrade'),
            offerCodes: fc.array(fc.stringMatching(/^[A-Za-z0-9_]{1,64}$/), { maxLength: 20 }),
            articleCodes: fc.array(code, { maxLength: 20 }),
          },
          { requiredKeys: [] },
        )
        .map((body): [AnyOperation, Json] => [serviceOperations.offerDocuments, body]),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ([operation, request]) => {
        const response = await send(operation, request);
        expect(response.statusCode, `${operation.call} ${JSON.stringify(request)}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(errorReply.parse(response.json()).msg).toMatch(POLISH);
      }),
      { numRuns: 150 },
    );
  });
});
