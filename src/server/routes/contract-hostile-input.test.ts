import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, serverPath, type AnyOperation } from '../../api-contract/operation.ts';
import { allOperations } from '../../api-contract/operations.ts';
import { drivers, openTestDatabase, type TestDatabase } from '../db/test-support.ts';
import { CallError } from '../http/call-error.ts';
import { route } from '../http/route.ts';
import { describeIssues, RequestValidationError } from '../http/validation.ts';
import { testApp, testClock } from '../test-support.ts';
import {
  databaseSnapshot,
  hostileChecks,
  hostileParameters,
  hostileProperty,
  hostileTarget,
  isPolishMessage,
  type HostileTarget,
} from '../test-support/hostile.ts';

/**
 * Hostile input for every call of the contract (allOperations, read when the
 * file runs, so calls join as they are declared): each must refuse what the
 * harness derives from its schemas with a Polish 4xx envelope and change
 * nothing. The harness is proven first on calls defined here, well-behaved
 * ones it must pass and broken ones it must catch.
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
} satisfies Record<string, AnyOperation>;

async function storeNote(app: FastifyInstance, sessionId: string | null, note: unknown) {
  await app.portal.db.query(
    "INSERT INTO analytics_events (session_id, action, param, uri) VALUES ($1, 'harness-note', $2::jsonb, '/test')",
    [sessionId, JSON.stringify(note ?? null)],
  );
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
  });
}

const checkNames = (operation: AnyOperation) => hostileChecks(operation).map((check) => check.name);

describe('hostileChecks', () => {
  it('derives every check that applies to a customer POST with a strict body', () => {
    expect(checkNames(noteOperation)).toEqual([
      'a body of a wrong JSON type',
      'a field of a wrong JSON type',
      'a required field missing',
      'an unknown field',
      'text beyond its maxLength',
      'a body beyond the size limit',
      'no session',
      'a signed-out session',
      'a missing, wrong or foreign XSRF token',
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
    for (const message of [
      'Nieprawidłowe pole „x”: oczekiwano tekstu.',
      'Sesja wygasła. Zaloguj się ponownie.',
      'Nie znaleziono usługi.',
    ]) {
      expect(isPolishMessage(message)).toBe(true);
    }
    for (const message of ['', '  ', 'Bad Request', 'body/subject must be string', 'Internal Server Error', 'Not Found']) {
      expect(isPolishMessage(message)).toBe(false);
    }
  });
});

describe.each(drivers)('contract hostile input on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let target: HostileTarget;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    app = await testApp(testDb.db, { clock: testClock() });
    await registerTestCalls(app);
    await app.ready();
    target = await hostileTarget(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.cleanup();
  });

  /**
   * The checks of one operation: each request must be refused and change no
   * row (the journal, after every request); and the operation's whole run must
   * leave every row as it was (the snapshot, a check independent of triggers).
   */
  function describeOperation(operation: AnyOperation) {
    describe(`${operation.method} ${serverPath(operation)}`, () => {
      let before: Awaited<ReturnType<typeof databaseSnapshot>>;
      beforeAll(async () => {
        before = await databaseSnapshot(testDb.db);
      });

      it('is served by the app', () => {
        expect(app.hasRoute({ method: operation.method, url: serverPath(operation) })).toBe(true);
      });
      for (const check of hostileChecks(operation)) {
        it(check.name, async () => fc.assert(await hostileProperty(target, operation, check), hostileParameters(check)), 120_000);
      }
      it('left every row as it was', async () => {
        expect(await databaseSnapshot(testDb.db)).toEqual(before);
      });
    });
  }

  /** Runs one check of a broken call; returns why it failed. */
  async function failure(operation: AnyOperation, name: string): Promise<string> {
    const check = hostileChecks(operation).find((candidate) => candidate.name === name);
    if (!check) throw new Error(`No check "${name}" for ${operation.call}`);
    const details = await fc.check(await hostileProperty(target, operation, check), hostileParameters(check, { seed: 2026 }));
    expect(details.failed).toBe(true);
    return String(details.errorInstance);
  }

  describe('database snapshot and change journal', () => {
    it('see a new or changed row, but not a session’s activity times or rate-limit counters', async () => {
      await target.journal.take();
      const snapshot = await databaseSnapshot(testDb.db);
      expect(Object.keys(snapshot)).toEqual(
        expect.arrayContaining(['customers', 'sessions', 'carts', 'analytics_events', 'catalogue_entries']),
      );
      for (const ignored of ['rate_limit_buckets', 'schema_migrations', 'hostile_change_journal'])
        expect(Object.keys(snapshot)).not.toContain(ignored);

      await testDb.db.query(
        "UPDATE sessions SET last_seen_at = last_seen_at + interval '1 second', expires_at = expires_at + interval '1 second'",
      );
      await testDb.db.query("INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ('harness', now(), 1)");
      await testDb.db.query('UPDATE customers SET login = login');
      expect(await databaseSnapshot(testDb.db)).toEqual(snapshot);
      expect(await target.journal.take()).toEqual([]);

      await storeNote(app, null, { subject: 'x' });
      await testDb.db.query('UPDATE sessions SET data = data || \'{"harness": true}\'::jsonb');
      expect(await target.journal.take()).toEqual(['analytics_events', 'sessions']);
      const after = await databaseSnapshot(testDb.db);
      expect(after.analytics_events).toHaveLength(snapshot.analytics_events!.length + 1);
      expect(after.sessions).not.toEqual(snapshot.sessions);
      await testDb.db.query("UPDATE sessions SET data = data - 'harness'");
      await target.journal.take();
    });

    it('records nothing of a change rolled back', async () => {
      await expect(
        testDb.db.transaction(async (tx) => {
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

    for (const operation of [noteOperation, searchOperation, itemOperation]) describeOperation(operation);
  });

  describe('the harness catches', () => {
    it('a handler that writes before it validates', async () => {
      expect(await failure(broken.writesFirst, 'a field of a wrong JSON type')).toContain('rows changed in analytics_events');
    });

    it('a handler that throws a plain Error (HTTP 500)', async () => {
      expect(await failure(broken.plainError, 'a required field missing')).toContain('HTTP 500, expected 400');
    });

    it('a refusal in English', async () => {
      expect(await failure(broken.englishMessage, 'a body of a wrong JSON type')).toContain(
        'the message is not Polish: "Bad Request: invalid body"',
      );
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
  });

  // Calls join as other areas declare them; with none declared yet there is nothing to run here.
  describe('every operation of the contract', () => {
    for (const operation of allOperations) describeOperation(operation);
  });
});
