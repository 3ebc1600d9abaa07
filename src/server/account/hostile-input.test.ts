import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ICA_PAGES } from '../../api-contract/account.ts';
import { envelopeSchema } from '../../api-contract/envelope.ts';
import { ACCOUNT_CONSENT_CODES } from '../../domain/consents.ts';
import { drivers, type TestDatabase } from '../db/test-support.ts';
import { closeDemoApp, openDemoApp, signedInVisitor, type Visitor } from '../test-support.ts';
import { accountSnapshot, customerCart } from './test-support.ts';

/**
 * Hostile input for every account call, generated from its request schema:
 * not an object, unknown fields, wrong types, missing fields, oversized
 * strings, bad query and path parameters. Always a 4xx error envelope with a
 * Polish message, never a 5xx, and nothing changed in the database.
 */

const errorReply = envelopeSchema(z.null());
const POLISH = /Nieprawidłow|Przesłane|Nie znaleziono|Brak przesłanych|Nieobsługiwany/;
const RUNS = 40;

/** Any JSON value but a boolean / a string / an object / an array, for a field of that type. */
const json = fc.jsonValue({ maxDepth: 2 });
const notBoolean = json.filter((v) => typeof v !== 'boolean');
const notString = json.filter((v) => typeof v !== 'string');
const notObject = json.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v));
const notArray = json.filter((v) => !Array.isArray(v));
const longText = (max: number) => fc.integer({ min: max + 1, max: 120_000 }).map((n) => 'x'.repeat(n));

interface Field {
  required: boolean;
  /** Values that must be refused in this field. */
  wrong: fc.Arbitrary<unknown>;
}

interface BodyCall {
  url: string;
  valid: fc.Arbitrary<Record<string, unknown>>;
  fields: Record<string, Field>;
}

const address = fc.record({
  street: fc.constantFrom('Morska', 'ul. Polna'),
  number: fc.constantFrom('1', '12A'),
  apartment: fc.constantFrom('', '4'),
  postalCode: fc.constantFrom('80-180', '80180'),
  city: fc.constantFrom('Gdańsk', 'Poznań'),
});
const wrongAddress = fc.oneof(
  notObject,
  fc.tuple(address, fc.string().filter((code) => !/^\s*\d{2}-?\d{3}\s*$/.test(code))).map(([a, postalCode]) => ({ ...a, postalCode })),
  fc.tuple(address, longText(100)).map(([a, street]) => ({ ...a, street })),
  fc.tuple(address, notString).map(([a, city]) => ({ ...a, city })),
  address.map(({ number: _number, ...rest }) => rest),
  fc.tuple(address, json).map(([a, extra]) => ({ ...a, country: extra })),
);

const bodyCalls: BodyCall[] = [
  {
    url: '/api/account/updateConsents',
    valid: fc.record({
      consents: fc.uniqueArray(fc.record({ cconsent: fc.constantFrom(...ACCOUNT_CONSENT_CODES), value: fc.boolean() }), {
        selector: (c) => c.cconsent,
        minLength: 1,
        maxLength: 2,
      }),
    }),
    fields: {
      consents: {
        required: true,
        wrong: fc.oneof(
          notArray,
          fc.constant([]),
          fc.array(fc.record({ cconsent: fc.string().filter((c) => !(ACCOUNT_CONSENT_CODES as readonly string[]).includes(c)), value: fc.boolean() }), { minLength: 1, maxLength: 2 }),
          fc.array(fc.record({ cconsent: fc.constantFrom(...ACCOUNT_CONSENT_CODES), value: notBoolean }), { minLength: 1, maxLength: 2 }),
          fc.constantFrom(...ACCOUNT_CONSENT_CODES).map((cconsent) => [{ cconsent, value: true }, { cconsent, value: false }]),
          fc.array(notObject, { minLength: 1, maxLength: 3 }),
        ),
      },
    },
  },
  {
    url: '/api/account/updatePersonalData',
    valid: fc.record(
      {
        mainAddress: address,
        billAddress: address,
        phone: fc.constantFrom('601000102', '+48 601 000 102', null),
        displayName: fc.constantFrom('Celina', ' Celina W. '),
      },
      { requiredKeys: [] },
    ),
    fields: {
      mainAddress: { required: false, wrong: wrongAddress },
      billAddress: { required: false, wrong: wrongAddress },
      phone: {
        required: false,
        wrong: fc.oneof(
          json.filter((v) => v !== null && typeof v !== 'string'),
          fc.string({ maxLength: 30 }).filter((p) => !/^\s*(?:\+48|0048|48)?[\s-]*[1-9](?:[\s-]*\d){8}\s*$/.test(p)),
        ),
      },
      displayName: { required: false, wrong: fc.oneof(notString, longText(200), fc.constantFrom('', '   ', 'a\u0007b', 'a\nb')) },
    },
  },
  {
    url: '/api/account/showIca',
    valid: fc.record({ page: fc.constantFrom(...ICA_PAGES), path: fc.constantFrom('/', '/oferta-online/moje-konto') }),
    fields: {
      page: { required: true, wrong: fc.oneof(notString, fc.string().filter((p) => !(ICA_PAGES as readonly string[]).includes(p))) },
      path: { required: true, wrong: fc.oneof(notString, longText(512), fc.constantFrom('', '//evil.example', 'https://evil.example/', '/\\x', '/a b', 'x')) },
    },
  },
  {
    url: '/api/account/refreshToken',
    valid: fc.record({ path: fc.constantFrom('/', '/pomoc') }),
    fields: { path: { required: true, wrong: fc.oneof(notString, longText(512), fc.constantFrom('', '//evil.example', 'javascript:alert(1)')) } },
  },
  {
    url: '/api/account/sendMessage',
    valid: fc.record({ subjectCode: fc.constantFrom('OTHER', 'PAYMENTS'), body: fc.constantFrom('Dzień dobry', 'Proszę o kontakt.\nDziękuję') }),
    fields: {
      subjectCode: { required: true, wrong: fc.oneof(notString, longText(40), fc.constantFrom('', 'other', 'NIEZNANY', 'A B')) },
      body: { required: true, wrong: fc.oneof(notString, longText(5000), fc.constantFrom('', '  \n ', 'a\u0001b')) },
    },
  },
  {
    url: '/api/article/rate',
    valid: fc.record({ uri: fc.constantFrom('/pomoc/platnosci/faktury', '/pomoc/dekodery/'), helpful: fc.boolean(), comment: fc.constantFrom('Dzięki') }, { requiredKeys: ['uri', 'helpful'] }),
    fields: {
      uri: { required: true, wrong: fc.oneof(notString, longText(300), fc.string().filter((u) => !/^\/pomoc(?:\/[a-z0-9-]+)+\/?$/.test(u))) },
      helpful: { required: true, wrong: notBoolean },
      comment: { required: false, wrong: fc.oneof(notString, longText(1000), fc.constantFrom('', ' ', 'a\u0000b')) },
    },
  },
];

/** A body the call must refuse. */
function hostileBody(call: BodyCall): fc.Arbitrary<unknown> {
  const names = Object.keys(call.fields);
  const required = names.filter((name) => call.fields[name]!.required);
  const strategies: fc.Arbitrary<unknown>[] = [
    notObject,
    fc
      .tuple(call.valid, fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !names.includes(key)), json)
      .map(([body, key, value]) => ({ ...body, [key]: value })),
    fc
      .tuple(call.valid, fc.constantFrom(...names))
      .chain(([body, name]) => call.fields[name]!.wrong.map((value) => ({ ...body, [name]: value }))),
  ];
  if (required.length > 0) {
    strategies.push(
      fc.tuple(call.valid, fc.constantFrom(...required)).map(([body, name]) => Object.fromEntries(Object.entries(body).filter(([key]) => key !== name))),
    );
  }
  return fc.oneof(...strategies);
}

function expectRefusal(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const envelope = errorReply.parse(response.json());
  expect(envelope).toMatchObject({ data: null, errorCode: response.statusCode, status: 'ERROR' });
  expect(envelope.msg).toMatch(POLISH);
}

describe.each(drivers)('hostile input to the account calls on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let caller: Visitor & { customerId: string };

  beforeAll(async () => {
    ({ testDb, app } = await openDemoApp(driver, new Date()));
    caller = await signedInVisitor(app, 'klient.c@horyzont.example');
    // Something for a wrongly accepted call to change.
    await customerCart(testDb.db, caller.customerId, { consents: [['INDELECTR_MAIL_MCI', true, true]] });
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  it.each(bodyCalls.map((call) => [call.url, call] as const))('POST %s refuses every hostile body', async (_url, call) => {
    const before = await accountSnapshot(testDb.db);
    await fc.assert(
      fc.asyncProperty(hostileBody(call), async (body) => {
        const response = await caller.post(call.url, { payload: JSON.stringify(body), contentType: 'application/json', xsrf: true });
        expectRefusal(response);
        expect(await accountSnapshot(testDb.db)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  const getCalls: { url: string; allowed: string[] }[] = [
    { url: '/api/quietLogin', allowed: [] },
    { url: '/api/account/alignConsents', allowed: [] },
    { url: '/api/account/segments', allowed: ['numabo', 'numabont'] },
    { url: '/api/messageSubject', allowed: [] },
    { url: '/api/offer-service/contentId/16', allowed: [] },
    { url: '/api/offer-service/contentId/deeplinks/16', allowed: [] },
  ];

  it.each(getCalls.map((call) => [call.url, call] as const))('GET %s refuses unknown query parameters', async (_url, call) => {
    const before = await accountSnapshot(testDb.db);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }).filter((key) => !call.allowed.includes(key)), fc.string({ maxLength: 40 }), async (key, value) => {
        const response = await caller.get(`${call.url}?${new URLSearchParams({ [key]: value })}`);
        expectRefusal(response);
        expect(await accountSnapshot(testDb.db)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET account/segments refuses numbers that are no digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('numabo', 'numabont'), fc.string({ maxLength: 40 }).filter((v) => !/^\d{1,20}$/.test(v)), async (key, value) => {
        expectRefusal(await caller.get(`/api/account/segments?${new URLSearchParams({ [key]: value })}`));
      }),
      { numRuns: RUNS },
    );
  });

  it.each(['/api/offer-service/contentId/', '/api/offer-service/contentId/deeplinks/'])('GET %s:id refuses ids that are no content ids', async (prefix) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 100 }).filter((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id) && id !== '.' && id !== '..'), async (id) => {
        expectRefusal(await caller.get(`${prefix}${encodeURIComponent(id)}`));
      }),
      { numRuns: RUNS },
    );
  });
});
