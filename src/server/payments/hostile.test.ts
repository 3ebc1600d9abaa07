import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from '../db/test-support.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, type Visitor } from '../test-support.ts';
import { paymentSettingsFromEnv } from './settings.ts';
import { sign } from './signature.ts';
import { cartWith, paymentsSnapshot, SUMMARY_CONSENTS } from './test-support.ts';

/**
 * Hostile input for every payment call, generated: wrong types, missing
 * fields, unknown fields, oversized strings, bodies that are not objects.
 * Always a 4xx error envelope with a Polish message, never a 5xx, and the
 * database as it was.
 */

/** Polish text: a Polish letter, or a sentence starting with „Nie”. */
const POLISH = /[ąćęłńóśźż]|^Nie /i;
const RUNS = 20;

interface Case {
  url: string;
  /** The fields of a valid body. */
  fields: string[];
  /** A body the call accepts (for klient.c, in this test's data). */
  valid: () => Record<string, unknown>;
  required: string[];
}

/** A value of another JSON type than `value`, a string far past any limit, or a list too long. */
function wrongValue(value: unknown): fc.Arbitrary<unknown> {
  const others: fc.Arbitrary<unknown>[] = [fc.boolean(), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 })];
  if (value !== null) others.push(fc.constant(null));
  if (typeof value === 'number') others.push(fc.string({ maxLength: 20 }), fc.double().filter((n) => !Number.isInteger(n)));
  else others.push(fc.integer());
  if (typeof value === 'string') others.push(fc.string({ minLength: 1000, maxLength: 3000 }));
  // Every list takes at most 10 entries, each an object.
  if (Array.isArray(value)) others.push(fc.array(fc.integer(), { minLength: 1, maxLength: 3 }), fc.array(fc.anything(), { minLength: 11, maxLength: 12 }));
  else others.push(fc.array(fc.integer(), { maxLength: 3 }));
  return fc.oneof(...others);
}

describe.each(drivers)('hostile input to the payment calls on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let customer: Visitor & { customerId: string };
  let cartId: string;

  const notification = () =>
    sign(
      {
        transactionId: 'gt_AAAAAAAAAAAAAAAAAAAAAAAA',
        merchantReference: 'mean:1',
        status: 'SUCCEEDED',
        failureReason: null,
        amount: '0.00',
        instrument: null,
        completedAt: '2026-11-02T09:00:00.000Z',
      },
      paymentSettingsFromEnv().secret,
    );

  const cases: Case[] = [
    { url: '/api/validateMsisdn', fields: ['msisdn', 'mopId'], valid: () => ({ msisdn: '601000001', mopId: 2 }), required: ['msisdn', 'mopId'] },
    { url: '/api/mop/add', fields: ['mopId', 'consents', 'returnPath'], valid: () => ({ mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }], returnPath: '/' }), required: ['mopId'] },
    { url: '/api/mop/checkMopProcess', fields: [], valid: () => ({}), required: [] },
    { url: '/api/mop/remove', fields: ['mopId'], valid: () => ({ mopId: 1 }), required: ['mopId'] },
    { url: '/api/payments/token', fields: ['token', 'tokenType'], valid: () => ({ token: 'card_x', tokenType: 'CARD' }), required: ['token', 'tokenType'] },
    { url: '/api/cart/finalize', fields: ['cartId', 'mopId', 'instantCode', 'summaryConsents'], valid: () => ({ cartId, mopId: 8, instantCode: '777123', summaryConsents: SUMMARY_CONSENTS }), required: ['cartId', 'mopId'] },
    { url: '/api/payments/notification', fields: Object.keys(notification()), valid: notification, required: Object.keys(notification()) },
    { url: '/api-tnk/tnk-card-status', fields: ['cardNumber'], valid: () => ({ cardNumber: '100000000018' }), required: ['cardNumber'] },
    { url: '/api-tnk/payment-url', fields: ['cardNumber', 'packageCode'], valid: () => ({ cardNumber: '100000000018', packageCode: 'TNK_1M' }), required: ['cardNumber', 'packageCode'] },
  ];

  beforeAll(async () => {
    ({ testDb, app } = await openDemoApp(driver));
    customer = await signedInVisitor(app, 'klient.c@horyzont.example');
    cartId = await cartWith(app, customer, ['OTT_SPORT_M']);
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  async function expectRefused(url: string, body: unknown): Promise<void> {
    const response = await customer.post(url, { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json', xsrf: true });
    expect(response.statusCode, `${url} ${JSON.stringify(body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const envelope = envelopeOf(response);
    expect(envelope).toMatchObject({ data: null, status: 'ERROR' });
    // The HTTP status itself, or a business code answered with that status (406 as 422…).
    expect(envelope.errorCode).toBeGreaterThanOrEqual(400);
    expect(envelope.msg).toMatch(POLISH);
  }

  describe.each(cases)('$url', ({ url, valid, required }) => {
    it('refuses bodies that are not its object', async () => {
      const before = await paymentsSnapshot(testDb.db);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.anything().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)), fc.array(fc.anything(), { maxLength: 3 })),
          (body) => expectRefused(url, body),
        ),
        { numRuns: RUNS },
      );
      expect(await paymentsSnapshot(testDb.db)).toEqual(before);
    });

    it('refuses a body without a required field', async () => {
      const before = await paymentsSnapshot(testDb.db);
      for (const key of required) {
        const { [key]: _dropped, ...rest } = valid();
        await expectRefused(url, rest);
      }
      expect(await paymentsSnapshot(testDb.db)).toEqual(before);
    });

    it('refuses an unknown field added to a valid body', async () => {
      const before = await paymentsSnapshot(testDb.db);
      const known = new Set(Object.keys(valid()));
      const extra = fc
        .tuple(fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !known.has(key) && key !== '__proto__'), fc.jsonValue())
        .map(([key, value]) => ({ ...valid(), [key]: value }));
      await fc.assert(fc.asyncProperty(extra, (body) => expectRefused(url, body)), { numRuns: RUNS });
      expect(await paymentsSnapshot(testDb.db)).toEqual(before);
    });
  });

  describe.each(cases.filter((entry) => entry.fields.length > 0))('$url', ({ url, fields, valid }) => {
    it('refuses a field of the wrong type or far too long', async () => {
      const before = await paymentsSnapshot(testDb.db);
      const mutated = fc.constantFrom(...fields).chain((key) => wrongValue(valid()[key]).map((value) => ({ ...valid(), [key]: value })));
      await fc.assert(fc.asyncProperty(mutated, (body) => expectRefused(url, body)), { numRuns: RUNS });
      expect(await paymentsSnapshot(testDb.db)).toEqual(before);
    });
  });

  it('refuses any path parameter that is not a transaction of the session (payment-status)', async () => {
    const before = await paymentsSnapshot(testDb.db);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.stringMatching(/^gt_[A-Za-z0-9_-]{16,64}$/)), async (id) => {
        const response = await customer.get(`/api-tnk/payment-status/${encodeURIComponent(id)}`);
        expect([400, 404]).toContain(response.statusCode);
        expect(envelopeOf(response).msg).toMatch(POLISH);
      }),
      { numRuns: 40 },
    );
    expect(await paymentsSnapshot(testDb.db)).toEqual(before);
  });
});
