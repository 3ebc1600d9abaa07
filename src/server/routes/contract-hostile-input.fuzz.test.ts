import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountOperations } from '#api-contract/account.ts';
import { cartOperations } from '#api-contract/cart.ts';
import { defineOperation, serverPath, type AnyOperation, type ContractCall } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { prepaidCardOperations } from '#api-contract/prepaid-card.ts';
import { searchOperations } from '#api-contract/search.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { ACCOUNT_CONSENT_CODES } from '#domain/consents.ts';
import { anyDriver } from '#testing/database.ts';
import { CallError } from '../http/call-error.ts';
import { route } from '../http/route.ts';
import { describeIssues, RequestValidationError } from '../http/validation.ts';
import { SUMMARY_CONSENTS } from '#testing/payments.ts';
import { envelopeOf, signedInVisitor, testAppFor } from '#testing/server-app.ts';
import { databaseSnapshot } from '#testing/hostile/database.ts';
import { acceptedBySchemas, exampleChecks, exampleWith, type OperationExample } from '#testing/hostile/example-checks.ts';
import { hostileChecks } from '#testing/hostile/generators.ts';
import { hostileParameters, hostileProperty, isPolishMessage } from '#testing/hostile/judging.ts';
import { hostileTarget, type HostileCheck, type HostileTarget } from '#testing/hostile/requests.ts';

/**
 * Hostile input for every call of the contract (allOperations, read when the
 * file runs, so calls join as they are declared): each must refuse what the
 * harness derives from its schemas with a Polish 4xx envelope and change
 * nothing. Calls whose schemas cannot give a realistic body, or whose ids
 * must exist, have a valid example below: the harness attacks its deep fields
 * and sends it naming someone else's or unknown records. The harness is
 * proven first on calls defined here, well-behaved ones it must pass and
 * broken ones it must catch.
 */

const noteBody = z.strictObject({
  subject: z.string().min(1).max(40),
  priority: z.number().int().min(1).max(5),
  channel: z.enum(['EMAIL', 'SMS']),
  tags: z.array(z.string().max(10)).max(3).optional(),
  contact: z.strictObject({ phone: z.string().regex(/^[0-9]{9}$/) }).optional(),
});

const noteOperation = defineOperation({
  method: 'POST',
  call: 'harness-test/notes',
  tag: 'test',
  summary: 'Stores a note',
  description: 'Test-local: a customer call that writes a row.',
  access: 'customer',
  body: noteBody,
  data: z.strictObject({ stored: z.literal(true) }),
  examples: { data: { stored: true } },
});

const searchOperation = defineOperation({
  method: 'GET',
  call: 'harness-test/search',
  tag: 'test',
  summary: 'Searches',
  description: 'Test-local: a session call with a query.',
  access: 'session',
  query: z.strictObject({ q: z.string().min(2).max(30), page: z.coerce.number().int().min(1).max(50).optional() }),
  data: z.array(z.string()),
  examples: { data: [] },
});

const itemOperation = defineOperation({
  method: 'GET',
  call: '/api-tnk/harness-test/items/:id',
  tag: 'test',
  summary: 'An item',
  description: 'Test-local: a public call with a path parameter.',
  access: 'public',
  params: z.strictObject({ id: z.string().regex(/^[0-9]{1,6}$/) }),
  data: z.strictObject({ id: z.string() }),
  examples: { data: { id: '12' } },
});

/** The contract each broken route claims to follow, at its own path. */
const brokenNote = (name: string) => ({ ...noteOperation, call: `harness-test/broken/${name}` });
const broken = {
  writesFirst: brokenNote('writes-first'),
  plainError: brokenNote('plain-error'),
  englishMessage: brokenNote('english-message'),
  noAccessCheck: brokenNote('no-access-check'),
  noXsrfCheck: brokenNote('no-xsrf-check'),
  looseBody: { ...brokenNote('loose-body'), body: z.object(noteBody.shape) },
  noValidation: brokenNote('no-validation'),
} satisfies Record<string, AnyOperation>;

async function storeNote(app: FastifyInstance, sessionId: string | null, note: unknown) {
  await app.portal.db.query("INSERT INTO analytics_events (session_id, action, param, uri) VALUES ($1, 'harness-note', $2::jsonb, '/test')", [
    sessionId,
    JSON.stringify(note ?? null),
  ]);
}

/** Refuses a body the note schema refuses, the way the validator compiler does. */
function validateNote(body: unknown) {
  const result = noteBody.safeParse(body);
  if (!result.success) throw new RequestValidationError(describeIssues(result.error.issues, 'body'), result.error.issues);
}

/** The calls above registered in the API context as app.ts builds it (session loading, XSRF check, empty body → {}). */
async function registerTestCalls(app: FastifyInstance) {
  await app.register(async (api) => {
    api.addHook('onRequest', (request, reply) => app.sessions.load(request, reply));
    api.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });

    route(api, noteOperation, async (request) => {
      await storeNote(app, request.session?.id ?? null, request.body);
      return { stored: true as const };
    });
    route(api, searchOperation, () => []);
    route(api, itemOperation, (request) => {
      const { id } = request.params;
      if (id === '404') throw new CallError(404, 'Nie znaleziono pozycji.');
      return { id };
    });

    // Broken on purpose: each must be caught by the harness.
    api.post(serverPath(broken.writesFirst), async (request) => {
      await storeNote(app, request.session?.id ?? null, null);
      validateNote(request.body);
      return { data: { stored: true }, errorCode: 200, msg: '', status: 'SUCCESS' };
    });
    api.post(serverPath(broken.plainError), async (request) => {
      if (!noteBody.safeParse(request.body).success) throw new Error('invalid note');
      return { data: { stored: true }, errorCode: 200, msg: '', status: 'SUCCESS' };
    });
    api.post(serverPath(broken.englishMessage), async (request, reply) => {
      if (!noteBody.safeParse(request.body).success)
        return reply.code(400).send({ data: null, errorCode: 400, msg: 'Bad Request: invalid body', status: 'ERROR' });
      return { data: { stored: true }, errorCode: 200, msg: '', status: 'SUCCESS' };
    });
    const storing = async (request: { session: { id: string } | null; body: unknown }) => {
      await storeNote(app, request.session?.id ?? null, request.body);
      return { stored: true as const };
    };
    route(api, { ...broken.noAccessCheck, access: 'public' }, storing);
    route(api, { ...broken.noXsrfCheck, xsrf: false }, storing);
    route(api, broken.looseBody, storing);
    api.post(serverPath(broken.noValidation), async (request) => {
      await storeNote(app, request.session?.id ?? null, request.body);
      return { data: { stored: true }, errorCode: 200, msg: '', status: 'SUCCESS' };
    });
  });
}

// ---------------------------------------------------------------------------
// Valid examples of the contract's calls

/** Records the examples name: the customer's own (klient.c) and other customers' and sessions'. */
interface Fixture {
  /** klient.c's cart in progress. */
  cartId: string;
  /** klient.k's cart in progress. */
  foreignCartId: string;
  /** klient.c's contract: HOR02 and FN01 on it. */
  contractId: string;
  /** klient.wylaczenie's contract: HOR01, and MCCSNK01 planned off. */
  foreignContractId: string;
  /** A top-up another (anonymous) session started. */
  foreignTransactionId: string;
}

/** What klient.c holds (demo seed), and its subscriber number. */
const HELD_CODES: ReadonlySet<string> = new Set(['HOR02', 'FN01']);
const OWN_NUMABO = '7000002';

const articleCode = fc.oneof(fc.constantFrom('HOR01', 'HOR02', 'MCCSNK01', 'FCA3', 'FN01', 'FC91'), fc.stringMatching(/^[A-Z0-9_]{1,32}$/));
const otherCart = (fixture: Fixture) => fc.oneof(fc.constant(fixture.foreignCartId), fc.uuid());
const someoneElsesCart = { name: 'someone else’s or an unknown cart', expected: [404] };
const unsafePaths = fc.constantFrom('//evil.example', 'https://evil.example/', '/\\evil.example', '/a b', 'x', 'javascript:alert(1)');

/** Switching a product off or back on, or checking it can be: what it must refuse of a product not the customer's. */
const contractProductExample: OperationExample<Fixture> = {
  request: (fixture) => ({ body: { contractId: fixture.contractId, articleCode: 'HOR02' } }),
  refused: [
    {
      name: 'another customer’s product',
      expected: [404],
      requests: (fixture) =>
        fc.constantFrom('HOR01', 'MCCSNK01').map((code) => ({ body: { contractId: fixture.foreignContractId, articleCode: code } })),
    },
    {
      name: 'a product the customer does not hold',
      expected: [404],
      requests: (fixture) =>
        fc.oneof(
          articleCode.filter((code) => !HELD_CODES.has(code)).map((code) => ({ body: { contractId: fixture.contractId, articleCode: code } })),
          fc
            .tuple(fc.stringMatching(/^[1-9][0-9]{0,17}$/), articleCode)
            .filter(([id]) => id !== fixture.contractId && id !== fixture.foreignContractId)
            .map(([contractId, code]) => ({ body: { contractId, articleCode: code } })),
        ),
    },
  ],
};

/** What a visitor may type into the search field: any text up to the limit, Polish letters, markup and punctuation included. */
const typedQuery = fc.oneof(
  fc.string({ maxLength: 200 }).filter((text) => !text.includes('\u0000') && text.isWellFormed()),
  fc.constantFrom('platnosc karta', 'płatność kartą', '<script>alert(1)</script>', '!!! ???', '"kartę" & <mark>', 'ł'.repeat(200)),
);
const searchBody = (query: string) => ({
  query: { multi_match: { query, fields: ['keyphrase^3', 'title^3', 'metaDesc^1.5'], fuzziness: 'AUTO' } },
  size: 10,
  from: 0,
});

const EXAMPLES = new Map<ContractCall, OperationExample<Fixture>>([
  [
    cartOperations.update,
    {
      request: (fixture) => ({
        body: {
          operation: 'ADD',
          items: [{ offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', operationType: 'A' }],
          cartId: fixture.cartId,
          cmt: 'a',
          addressPrimary: { street: 'Polna', number: '7', postalCode: '31-042', city: 'Kraków' },
        },
      }),
      refused: [{ ...someoneElsesCart, requests: exampleWith('body', ['cartId'], otherCart) }],
    },
  ],
  [
    cartOperations.updateStage,
    {
      request: (fixture) => ({ body: { cartId: fixture.cartId, newStage: 'NEXT' } }),
      refused: [{ ...someoneElsesCart, requests: exampleWith('body', ['cartId'], otherCart) }],
    },
  ],
  [
    cartOperations.cancel,
    {
      request: (fixture) => ({ body: { cartId: fixture.cartId } }),
      refused: [{ ...someoneElsesCart, requests: exampleWith('body', ['cartId'], otherCart) }],
    },
  ],
  [
    searchOperations.search,
    {
      request: () => ({ query: { query: 'platnosc karta' } }),
      answered: [{ name: 'anything typed', requests: exampleWith('query', ['query'], () => typedQuery) }],
    },
  ],
  [
    searchOperations.indexSearch,
    {
      request: () => ({ params: { index: 'pomoc' }, body: searchBody('platnosc karta') }),
      refused: [
        {
          name: 'an index the portal does not serve',
          expected: [404],
          requests: exampleWith('params', ['index'], () => fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/).filter((index) => index !== 'pomoc')),
        },
      ],
      answered: [{ name: 'anything typed', requests: exampleWith('body', ['query', 'multi_match', 'query'], () => typedQuery) }],
    },
  ],
  [cartOperations.updateOrderByConsentsChanges, { request: () => ({ body: [{ cconsent: 'INDREK_MCI', value: 1 }] }) }],
  [serviceOperations.verifySwitchOff, contractProductExample],
  [serviceOperations.switchOff, contractProductExample],
  [serviceOperations.unSwitchOff, contractProductExample],
  [
    serviceOperations.getDowngradeCodes,
    {
      request: () => ({ query: { articleCode: 'HOR01' } }),
      answered: [{ name: 'any article code', requests: exampleWith('query', ['articleCode'], () => articleCode) }],
    },
  ],
  [
    serviceOperations.antiChurnOffer,
    {
      request: () => ({ query: { articleCode: 'HOR02' } }),
      answered: [{ name: 'any article code', requests: exampleWith('query', ['articleCode'], () => articleCode) }],
    },
  ],
  [
    serviceOperations.ltoProlongateCartData,
    {
      request: () => ({ query: { ltoDuration: '12' } }),
      refused: [
        {
          name: 'any duration, for a customer without a long-term offer',
          expected: [422],
          requests: exampleWith('query', ['ltoDuration'], () => fc.integer({ min: 1, max: 120 }).map(String)),
        },
      ],
    },
  ],
  [
    serviceOperations.paymentSchedule,
    {
      request: () => ({ body: { removedArticles: ['FN01'], isMyAccount: true } }),
      answered: [
        {
          name: 'any article codes',
          requests: () =>
            fc
              .record({ removedArticles: fc.array(articleCode, { maxLength: 50 }), isMyAccount: fc.boolean() }, { requiredKeys: [] })
              .map((body) => ({ body })),
        },
      ],
    },
  ],
  [
    serviceOperations.restoreActivation,
    {
      request: () => ({ body: { numdec: '12345678' } }),
      answered: [
        {
          name: 'any decoder number',
          requests: () => fc.record({ numdec: fc.stringMatching(/^[0-9]{8,20}$/) }, { requiredKeys: [] }).map((body) => ({ body })),
        },
      ],
    },
  ],
  [
    serviceOperations.offerDocuments,
    {
      request: () => ({ body: { context: 'selfcare', offerCodes: ['OTT_KOMFORT_M'], articleCodes: ['HOR02'] } }),
      answered: [
        {
          name: 'any offer and article codes',
          requests: () =>
            fc
              .record(
                {
                  context: fc.constantFrom('summary', 'selfcare', 'downgrade'),
                  offerCodes: fc.array(fc.stringMatching(/^[A-Za-z0-9_]{1,64}$/), { maxLength: 20 }),
                  articleCodes: fc.array(articleCode, { maxLength: 20 }),
                },
                { requiredKeys: [] },
              )
              .map((body) => ({ body })),
        },
      ],
    },
  ],
  [
    paymentOperations.addMean,
    { request: () => ({ body: { mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }], returnPath: '/' } }) },
  ],
  [
    paymentOperations.finalize,
    {
      // Card payment: an instant code would count against its attempt limit.
      request: (fixture) => ({ body: { cartId: fixture.cartId, mopId: 1, summaryConsents: SUMMARY_CONSENTS } }),
      refused: [{ ...someoneElsesCart, requests: exampleWith('body', ['cartId'], otherCart) }],
    },
  ],
  [
    prepaidCardOperations.paymentStatus,
    {
      request: (fixture) => ({ params: { id: fixture.foreignTransactionId } }),
      refused: [
        {
          name: 'another session’s or an unknown top-up',
          expected: [404],
          requests: exampleWith('params', ['id'], (fixture) =>
            fc.oneof(fc.constant(fixture.foreignTransactionId), fc.stringMatching(/^gt_[A-Za-z0-9_-]{16,64}$/)),
          ),
        },
      ],
    },
  ],
  [
    accountOperations.updateConsents,
    {
      request: () => ({ body: { consents: [{ cconsent: 'INDELECTR_MAIL_MCI', value: true }] } }),
      refused: [
        {
          name: 'a consent given twice',
          expected: [400],
          requests: exampleWith('body', ['consents'], () =>
            fc.constantFrom(...ACCOUNT_CONSENT_CODES).map((cconsent) => [
              { cconsent, value: true },
              { cconsent, value: false },
            ]),
          ),
        },
      ],
    },
  ],
  [
    accountOperations.showIca,
    {
      request: () => ({ body: { page: 'CHANGE_LOGIN', path: '/' } }),
      refused: [{ name: 'a return path off the portal', expected: [400], requests: exampleWith('body', ['path'], () => unsafePaths) }],
    },
  ],
  [
    accountOperations.refreshToken,
    {
      request: () => ({ body: { path: '/pomoc' } }),
      refused: [{ name: 'a path off the portal', expected: [400], requests: exampleWith('body', ['path'], () => unsafePaths) }],
    },
  ],
  [
    accountOperations.sendMessage,
    {
      request: () => ({ body: { subjectCode: 'OTHER', body: 'Proszę o kontakt.\nDziękuję' } }),
      refused: [
        {
          name: 'a subject not on the list',
          expected: [400],
          requests: exampleWith('body', ['subjectCode'], () => fc.oneof(fc.constant('NIEZNANY'), fc.stringMatching(/^ZZ[A-Z0-9_]{0,30}$/))),
        },
      ],
    },
  ],
  [
    accountOperations.segments,
    {
      request: () => ({ query: { numabo: OWN_NUMABO } }),
      refused: [
        {
          name: 'another customer’s subscriber number',
          expected: [404],
          requests: (_fixture, example) =>
            fc
              .tuple(fc.constantFrom('numabo', 'numabont'), fc.oneof(fc.constant('7000001'), fc.stringMatching(/^[0-9]{1,20}$/)))
              .filter(([key, value]) => value !== (key === 'numabo' ? OWN_NUMABO : '1'))
              .map(([key, value]) => ({ ...example, query: { [key]: value } })),
        },
      ],
    },
  ],
]);

/** klient.c's cart, klient.k's cart, both customers' contracts, and another session's top-up. */
async function buildFixture(target: HostileTarget): Promise<Fixture> {
  const { app, db } = target;
  const cartOf = async (caller: typeof target.customer, ...offerCodes: string[]) => {
    const response = await caller.post('/api/cart/update', {
      body: { operation: 'ADD', items: offerCodes.map((offerCode) => ({ offerCode })) },
      xsrf: true,
    });
    const id = envelopeOf<{ id: string | null }>(response).data?.id;
    if (response.statusCode !== 200 || !id) throw new Error(`cart/update answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return id;
  };
  const contractOf = async (login: string) => {
    const { rows } = await db.query<{ id: string }>(
      'SELECT c.id::text AS id FROM contracts c JOIN customers u ON u.id = c.customer_id WHERE u.login = $1 ORDER BY c.id LIMIT 1',
      [login],
    );
    if (!rows[0]) throw new Error(`No contract of ${login}`);
    return rows[0].id;
  };
  const topUp = await target.anonymous.post('/api-tnk/payment-url', { body: { cardNumber: '100000000018', packageCode: 'TNK_1M' }, xsrf: true });
  const foreignTransactionId = envelopeOf<{ transactionId: string } | null>(topUp).data?.transactionId;
  if (!foreignTransactionId) throw new Error(`payment-url answered ${topUp.statusCode}: ${topUp.body.slice(0, 300)}`);
  return {
    // Something bad input could damage: a cart in progress with two offers.
    cartId: await cartOf(target.customer, 'OTT_SPORT_M', 'OTT_PRESTIZ_LTO24'),
    foreignCartId: await cartOf(await signedInVisitor(app, 'klient.k@horyzont.example'), 'OTT_START_M'),
    contractId: await contractOf('klient.c@horyzont.example'),
    foreignContractId: await contractOf('klient.wylaczenie@horyzont.example'),
    foreignTransactionId,
  };
}

/** A valid note, its list and nested object included: the example-derived checks on a test call. */
const noteExample: OperationExample<null> = {
  request: () => ({ body: { subject: 'Test', priority: 2, channel: 'SMS', tags: ['a'], contact: { phone: '601000102' } } }),
};

const checkNames = (operation: AnyOperation) => hostileChecks(operation).map((check) => check.name);

describe('hostileChecks', () => {
  it('derives every check that applies to a customer POST with a strict body', () => {
    expect(checkNames(noteOperation)).toEqual([
      'a body of a wrong JSON type',
      'a field of a wrong JSON type',
      'a required field missing',
      'an unknown field',
      'text beyond its maxLength',
      'text the schema refuses',
      'a list beyond its bounds',
      'a body beyond the size limit',
      'no session',
      'a signed-out session',
      'a missing, wrong or foreign XSRF token',
    ]);
  });

  it('derives from a valid example its varied check and one check per refused or answered case', () => {
    const example: OperationExample<null> = {
      request: () => ({ body: { subject: 'Test', priority: 2, channel: 'SMS' } }),
      refused: [{ name: 'a refused subject', expected: [422], requests: exampleWith('body', ['subject'], () => fc.constant('Zakazany')) }],
      answered: [{ name: 'any priority', requests: exampleWith('body', ['priority'], () => fc.integer({ min: 1, max: 5 })) }],
    };
    expect(exampleChecks(noteOperation, example, () => null).map((check) => [check.name, check.expected, check.mayChangeRows ?? false])).toEqual([
      ['its valid example with a wrong value, a part left out or an unknown field anywhere', [400, 413], false],
      ['a refused subject', [422], false],
      ['any priority', 'answered', true],
    ]);
  });

  it('derives query checks for a GET with a query and path checks for a path parameter', () => {
    expect(checkNames(searchOperation)).toEqual([
      'a query parameter the schema refuses',
      'a required query parameter missing',
      'an unknown query parameter',
      'query text beyond its maxLength',
      'no session',
    ]);
    expect(checkNames(itemOperation)).toEqual(['a path parameter the schema refuses']);
  });
});

describe('isPolishMessage', () => {
  it('accepts the service’s messages and refuses English defaults and empty text', () => {
    for (const message of ['Nieprawidłowe pole „x”: oczekiwano tekstu.', 'Sesja wygasła. Zaloguj się ponownie.', 'Nie znaleziono usługi.']) {
      expect(isPolishMessage(message)).toBe(true);
    }
    for (const message of ['', '  ', 'Bad Request', 'body/subject must be string', 'Internal Server Error', 'Not Found']) {
      expect(isPolishMessage(message)).toBe(false);
    }
  });
});

describe.each(anyDriver)('contract hostile input on %s', (driver) => {
  const server = testAppFor(driver);
  let target: HostileTarget;
  let fixture: Fixture;

  beforeAll(async () => {
    await registerTestCalls(server.app);
    await server.app.ready();
    target = await hostileTarget(server.app);
    fixture = await buildFixture(target);
  }, 60_000);

  /**
   * The checks of one operation (with its example's, if it has one): each
   * request must be refused and change no row (the journal, after every
   * request); and the operation's whole run must leave every row as it was
   * (the snapshot, a check independent of triggers). Answered checks, whose
   * requests the call may serve, come after.
   */
  function describeOperation<F>(operation: ContractCall, example?: OperationExample<F>, exampleFixture?: () => F) {
    describe(`${operation.method} ${serverPath(operation)}`, () => {
      let before: Awaited<ReturnType<typeof databaseSnapshot>>;
      beforeAll(async () => {
        before = await databaseSnapshot(server.db);
      });

      const checks = [...hostileChecks(operation), ...(example && exampleFixture ? exampleChecks(operation, example, exampleFixture) : [])];
      const itCheck = (check: HostileCheck) =>
        it(check.name, async () => fc.assert(await hostileProperty(target, operation, check), hostileParameters(check)), 120_000);

      it('is served by the app', () => {
        expect(server.app.hasRoute({ method: operation.method, url: serverPath(operation) })).toBe(true);
      });
      if (example && exampleFixture) {
        it('has a valid example, one its schemas accept', () => {
          expect(acceptedBySchemas(operation, example.request(exampleFixture()))).toBe(true);
        });
      }
      checks.filter((check) => !check.mayChangeRows).forEach(itCheck);
      it('left every row as it was', async () => {
        expect(await databaseSnapshot(server.db)).toEqual(before);
      });
      checks.filter((check) => check.mayChangeRows).forEach(itCheck);
    });
  }

  /** Runs one check of a broken call; returns why it failed. */
  async function failure(operation: AnyOperation, name: string, example?: OperationExample<null>): Promise<string> {
    const checks = [...hostileChecks(operation), ...(example ? exampleChecks(operation, example, () => null) : [])];
    const check = checks.find((candidate) => candidate.name === name);
    if (!check) throw new Error(`No check "${name}" for ${operation.call}`);
    const details = await fc.check(await hostileProperty(target, operation, check), hostileParameters(check, { seed: 2026 }));
    expect(details.failed).toBe(true);
    return String(details.errorInstance);
  }

  describe('database snapshot and change journal', () => {
    it('see a new or changed row, but not a session’s activity times or rate-limit counters', async () => {
      await target.journal.take();
      const snapshot = await databaseSnapshot(server.db);
      expect(Object.keys(snapshot)).toEqual(expect.arrayContaining(['customers', 'sessions', 'carts', 'analytics_events', 'catalogue_entries']));
      for (const ignored of ['rate_limit_buckets', 'schema_migrations', 'cache_versions', 'hostile_change_journal'])
        expect(Object.keys(snapshot)).not.toContain(ignored);

      await server.db.query("UPDATE sessions SET last_seen_at = last_seen_at + interval '1 second', expires_at = expires_at + interval '1 second'");
      await server.db.query("INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ('harness', now(), 1)");
      await server.db.query('UPDATE customers SET login = login');
      expect(await databaseSnapshot(server.db)).toEqual(snapshot);
      expect(await target.journal.take()).toEqual([]);

      await storeNote(server.app, null, { subject: 'x' });
      await server.db.query('UPDATE sessions SET data = data || \'{"harness": true}\'::jsonb');
      expect(await target.journal.take()).toEqual(['analytics_events', 'sessions']);
      const after = await databaseSnapshot(server.db);
      expect(after.analytics_events).toHaveLength(snapshot.analytics_events!.length + 1);
      expect(after.sessions).not.toEqual(snapshot.sessions);
      await server.db.query("UPDATE sessions SET data = data - 'harness'");
      await target.journal.take();
    });

    it('records nothing of a change rolled back', async () => {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.query("INSERT INTO analytics_events (action, uri) VALUES ('rolled-back', '/')");
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await target.journal.take()).toEqual([]);
    });
  });

  describe('the harness on well-behaved test calls', () => {
    it('finds them served and working for valid requests', async () => {
      const response = await target.customer.post(serverPath(noteOperation), {
        body: { subject: 'Test', priority: 2, channel: 'SMS' },
        xsrf: true,
      });
      expect(response.json()).toMatchObject({ data: { stored: true }, errorCode: 200 });
      expect((await target.anonymous.get('/api/harness-test/search?q=ab&page=2')).statusCode).toBe(200);
      expect((await target.stranger.get('/api-tnk/harness-test/items/12')).json()).toMatchObject({ data: { id: '12' } });
    });

    for (const operation of [searchOperation, itemOperation]) describeOperation(operation);
    describeOperation(noteOperation, noteExample, () => null);
  });

  describe('the harness catches', () => {
    it('a handler that writes before it validates', async () => {
      expect(await failure(broken.writesFirst, 'a field of a wrong JSON type')).toContain('rows changed in analytics_events');
    });

    it('a handler that throws a plain Error (HTTP 500)', async () => {
      expect(await failure(broken.plainError, 'a required field missing')).toContain('HTTP 500, expected 400');
    });

    it('a refusal in English', async () => {
      expect(await failure(broken.englishMessage, 'a body of a wrong JSON type')).toContain('the message is not Polish: "Bad Request: invalid body"');
    });

    it('a customer call served to a signed-out session', async () => {
      const reason = await failure(broken.noAccessCheck, 'a signed-out session');
      expect(reason).toContain('HTTP 200, expected 401');
      expect(reason).toContain('rows changed in analytics_events');
    });

    it('a state-changing call without the XSRF check', async () => {
      expect(await failure(broken.noXsrfCheck, 'a missing, wrong or foreign XSRF token')).toContain('HTTP 200, expected 403');
    });

    it('a body schema that lets unknown fields through', async () => {
      expect(await failure(broken.looseBody, 'an unknown field')).toContain('HTTP 200, expected 400');
    });

    it('a handler that takes a varied valid example as it comes', async () => {
      const reason = await failure(
        broken.noValidation,
        'its valid example with a wrong value, a part left out or an unknown field anywhere',
        noteExample,
      );
      expect(reason).toContain('HTTP 200, expected 400 or 413');
      expect(reason).toContain('rows changed in analytics_events');
    });

    it('a call that serves a request it must refuse, and writes', async () => {
      const reason = await failure(noteOperation, 'a subject the call must refuse', {
        ...noteExample,
        refused: [
          { name: 'a subject the call must refuse', expected: [422], requests: exampleWith('body', ['subject'], () => fc.constant('Zakazany')) },
        ],
      });
      expect(reason).toContain('HTTP 200, expected 422');
      expect(reason).toContain('rows changed in analytics_events');
    });

    it('a 5xx answer to a request the schemas accept', async () => {
      const reason = await failure(broken.plainError, 'any valid note', {
        request: () => ({ body: {} }),
        answered: [{ name: 'any valid note', requests: exampleWith('body', ['subject'], () => fc.constant('Test')) }],
      });
      expect(reason).toContain('HTTP 500, expected an answer below 500');
    });
  });

  // Calls join as other areas declare them; with none declared yet there is nothing to run here.
  describe('every operation of the contract', () => {
    for (const operation of allOperations) describeOperation(operation, EXAMPLES.get(operation), () => fixture);
  });
});
