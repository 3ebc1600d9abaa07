import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { createDefaultSession } from '#domain/session.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { isCleared, setCookies, snapshot, testApp, testClock, visitor, type TestClock } from '#testing/server-app.ts';
import { rotateSession } from './index.ts';
import { limits } from '#api-contract/limits.ts';
import { spendAllBut } from '#testing/rate-limits.ts';

const MINUTE = 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const errorReply = envelopeSchema(z.null());

describe.each(anyDriver)('sessions on %s', (driver) => {
  let testDb: TestDatabase;
  let clock: TestClock;
  let app: FastifyInstance;

  beforeEach(async () => {
    testDb = await openTestDatabase(driver);
    clock = testClock();
    app = await testApp(testDb.db, { clock });
    // Stands in for login: the session is loaded like any API call's, then rotated.
    app.post('/api/test-login', { onRequest: (request, reply) => app.sessions.load(request, reply) }, async (request, reply) => {
      const record = await rotateSession(request, reply);
      return { rotated: record !== null };
    });
    await app.ready();
  }, 30_000);

  afterEach(async () => {
    await app.close();
    await testDb.cleanup();
  });

  /** A visitor whose first state-changing call (a cart action) has stored the session. */
  async function storedVisitor(options: Parameters<typeof visitor>[1] = {}) {
    const browser = visitor(app, options);
    await browser.post('/api/sessionData');
    const first = await browser.post('/api/cart/clearCart', { body: {}, xsrf: true });
    expect(first.statusCode, first.body).toBe(200);
    return browser;
  }

  const sessionRows = async () =>
    (await testDb.db.query<{ id: string; last_seen_at: Date; data: Record<string, unknown> }>('SELECT id, last_seen_at, data FROM sessions')).rows;

  it('sessionData answers a visitor without a session the anonymous defaults and a readable XSRF-TOKEN cookie, and stores nothing', async () => {
    const response = await visitor(app).post('/api/sessionData');

    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.has('SESSION')).toBe(false);
    const xsrf = cookies.get('XSRF-TOKEN');
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf!.value.length).toBeGreaterThanOrEqual(32);

    const body = response.json();
    expect(body).toMatchObject({ errorCode: 200, msg: '', status: 'SUCCESS' });
    expect(body.data).toEqual({ ...createDefaultSession(), sessionId: null, sessionStamp: clock.now().toISOString() });
    expect(await sessionRows()).toEqual([]);
  });

  it('the first state-changing call stores the session under the visitor’s XSRF token, with an HttpOnly SESSION cookie', async () => {
    const browser = visitor(app);
    await browser.post('/api/sessionData');
    const xsrf = browser.cookie('XSRF-TOKEN')!;
    const first = await browser.post('/api/cart/clearCart', { body: {}, xsrf: true });
    expect(first.statusCode).toBe(200);
    const session = setCookies(first).get('SESSION');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    // The browser keeps the token it holds.
    expect(browser.cookie('XSRF-TOKEN')).toBe(xsrf);

    // Only the digest of the cookie is stored; the public sessionId is neither.
    const rows = (await testDb.db.query<{ id: string; xsrf_token: string }>('SELECT id, xsrf_token FROM sessions')).rows;
    expect(rows).toEqual([{ id: sha256(session!.value), xsrf_token: xsrf }]);
    const data = (await browser.post('/api/sessionData')).json().data;
    expect(data).toEqual({ ...createDefaultSession(), sessionId: expect.any(String), sessionStamp: clock.now().toISOString() });
    expect(data.sessionId).not.toContain(session!.value);
    expect(sha256(session!.value)).not.toContain(data.sessionId);

    // Its next calls are the session's: nothing more is stored.
    expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
    expect(await sessionRows()).toHaveLength(1);
  });

  it('a flood of cookie-less sessionData calls stores nothing at all', async () => {
    const before = await snapshot(testDb.db);
    const buckets = async () => (await testDb.db.query('SELECT key FROM rate_limit_buckets')).rows;
    const bucketsBefore = await buckets();
    for (let i = 0; i < 200; i += 1) {
      const response = await visitor(app, { address: '198.51.100.77' }).post('/api/sessionData', { body: {} });
      expect(response.statusCode).toBe(200);
    }
    expect(await snapshot(testDb.db)).toEqual(before);
    expect(await buckets()).toEqual(bucketsBefore);
  });

  it('stores at most the declared sessions per client address in 10 minutes, even for a caller who drops the cookie each time', async () => {
    const flooder = visitor(app, { address: '198.51.100.78' });
    await flooder.post('/api/sessionData');
    // The address has started all but the last 20 sessions the limit allows (3,000: carriers put thousands behind one).
    expect(limits.sessionStarts.limit).toBeGreaterThanOrEqual(3000);
    await spendAllBut(testDb.db, limits.sessionStarts, '198.51.100.78', () => clock.now(), 20);
    for (let i = 0; i < 20; i += 1) {
      flooder.dropCookie('SESSION');
      expect((await flooder.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
    }
    flooder.dropCookie('SESSION');
    const before = await snapshot(testDb.db);
    const refused = await flooder.post('/api/cart/clearCart', { body: {}, xsrf: true });
    expect(refused.statusCode).toBe(429);
    expect(errorReply.parse(refused.json())).toEqual({
      data: null,
      errorCode: 429,
      msg: 'Z tego adresu rozpoczęto zbyt wiele sesji. Spróbuj ponownie za kilka minut.',
      status: 'ERROR',
    });
    expect(setCookies(refused).has('SESSION')).toBe(false);
    expect(await snapshot(testDb.db)).toEqual(before);
    expect(await sessionRows()).toHaveLength(20);

    // A visitor elsewhere is served; and here again once the window has passed.
    await storedVisitor({ address: '198.51.100.79' });
    clock.advance(limits.sessionStarts.windowMs);
    expect((await flooder.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
  });

  it('sessionData keeps the session it is given, records the front-end version and sends the XSRF cookie again', async () => {
    const browser = await storedVisitor();
    const first = (await browser.post('/api/sessionData', { body: { frontendVersion: '1.4.2' } })).json();
    expect(first.data.frontendVersion).toBe('1.4.2');

    const again = await browser.post('/api/sessionData', { body: { frontendVersion: '1.5.0' } });
    expect(again.json().data).toMatchObject({ sessionId: first.data.sessionId, sessionStamp: first.data.sessionStamp, frontendVersion: '1.5.0' });
    expect(setCookies(again).has('SESSION')).toBe(false);
    expect(setCookies(again).get('XSRF-TOKEN')?.value).toBe(browser.cookie('XSRF-TOKEN'));
    expect(await sessionRows()).toHaveLength(1);
  });

  it('checkSessionData answers the same session with the cookie, and an error envelope without one', async () => {
    const browser = await storedVisitor();
    const started = (await browser.post('/api/sessionData')).json();

    const checked = await browser.post('/api/checkSessionData');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual(started);

    const stranger = await visitor(app).post('/api/checkSessionData');
    expect(stranger.statusCode).toBe(401);
    expect(errorReply.parse(stranger.json())).toEqual({ data: null, errorCode: 401, msg: 'Sesja wygasła. Zaloguj się ponownie.', status: 'ERROR' });
    expect(await sessionRows()).toHaveLength(1);
  });

  it('a cookie that names no session reads as none and is cleared', async () => {
    const browser = visitor(app);
    browser.setCookie('SESSION', 'A'.repeat(43));
    const response = await browser.post('/api/checkSessionData');
    expect(response.statusCode).toBe(401);
    expect(isCleared(setCookies(response).get('SESSION'))).toBe(true);

    // sessionData clears the unknown cookie too, and gives a visitor's XSRF token in place of the stale one.
    browser.setCookie('SESSION', 'A'.repeat(43));
    browser.setCookie('XSRF-TOKEN', 'B'.repeat(43));
    const started = await browser.post('/api/sessionData');
    expect(started.statusCode).toBe(200);
    expect(isCleared(setCookies(started).get('SESSION'))).toBe(true);
    expect(browser.cookie('SESSION')).toBeUndefined();
    expect(browser.cookie('XSRF-TOKEN')).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(await sessionRows()).toEqual([]);
    // The stale token opens nothing; the new one stores a session.
    expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: 'B'.repeat(43) })).statusCode).toBe(403);
    expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
    expect(await sessionRows()).toHaveLength(1);
  });

  describe('XSRF double submit', () => {
    const event = { action: 'MY_ACCOUNT', param: '{"position":2}', uri: '/moje-konto' };

    it('refuses a state-changing call without the header or with a wrong one, and changes nothing', async () => {
      const browser = visitor(app);
      await browser.post('/api/sessionData');
      const before = await snapshot(testDb.db);
      clock.advance(5 * MINUTE);

      for (const xsrf of [false, 'x'.repeat(43), `${browser.cookie('XSRF-TOKEN')}x`, '']) {
        const response = await browser.post('/api/event', { body: event, xsrf });
        expect(response.statusCode).toBe(403);
        expect(errorReply.parse(response.json())).toEqual({
          data: null,
          errorCode: 403,
          msg: 'Brak lub nieprawidłowy token XSRF. Odśwież stronę i spróbuj ponownie.',
          status: 'ERROR',
        });
      }
      expect(await snapshot(testDb.db)).toEqual(before);
    });

    it('refuses another session’s token', async () => {
      const alice = visitor(app);
      const mallory = visitor(app);
      await alice.post('/api/sessionData');
      await mallory.post('/api/sessionData');
      const before = await snapshot(testDb.db);
      const response = await alice.post('/api/event', { body: event, xsrf: mallory.cookie('XSRF-TOKEN')! });
      expect(response.statusCode).toBe(403);
      expect(await snapshot(testDb.db)).toEqual(before);
    });

    it('refuses a visitor token the server did not sign, even when header and cookie agree, and stores nothing', async () => {
      const browser = visitor(app);
      await browser.post('/api/sessionData');
      const [nonce, mac] = browser.cookie('XSRF-TOKEN')!.split('.') as [string, string];
      const forged = [`${nonce}.${'A'.repeat(43)}`, `${'C'.repeat(43)}.${mac}`, 'x'.repeat(87)];
      for (const token of forged) {
        browser.setCookie('XSRF-TOKEN', token);
        const response = await browser.post('/api/cart/clearCart', { body: {}, xsrf: true });
        expect(response.statusCode).toBe(403);
        expect(setCookies(response).has('SESSION')).toBe(false);
      }
      expect(await sessionRows()).toEqual([]);
    });

    it('refuses a state-changing call without any session', async () => {
      const response = await visitor(app).post('/api/event', { body: event, xsrf: 'y'.repeat(43) });
      expect(response.statusCode).toBe(403);
      expect((await testDb.db.query('SELECT 1 FROM analytics_events')).rowCount).toBe(0);
    });

    it('accepts the call with the session’s token and stores the event with the session', async () => {
      const browser = await storedVisitor();
      const response = await browser.post('/api/event', { body: event, xsrf: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: null, errorCode: 200, msg: '', status: 'SUCCESS' });
      const rows = (await testDb.db.query('SELECT session_id, action, param, uri, created_at FROM analytics_events')).rows;
      expect(rows).toEqual([
        { session_id: sha256(browser.cookie('SESSION')!), action: 'MY_ACCOUNT', param: { position: 2 }, uri: '/moje-konto', created_at: clock.now() },
      ]);
    });
  });

  describe('inactivity (30 minutes)', () => {
    it('ends a session idle 31 minutes while one idle 29 minutes lives on, and activity moves last-seen', async () => {
      const active = await storedVisitor();
      const idle = await storedVisitor();
      const activeData = (await active.post('/api/sessionData')).json().data;
      const activeId = sha256(active.cookie('SESSION')!);
      const idleId = sha256(idle.cookie('SESSION')!);

      clock.advance(29 * MINUTE);
      const at29 = clock.now();
      const alive = await active.post('/api/checkSessionData');
      expect(alive.statusCode).toBe(200);
      expect(alive.json().data.sessionId).toBe(activeData.sessionId);
      expect((await sessionRows()).find((r) => r.id === activeId)?.last_seen_at).toEqual(at29);

      clock.advance(2 * MINUTE);
      const gone = await idle.post('/api/checkSessionData');
      expect(gone.statusCode).toBe(401);
      expect((await sessionRows()).map((r) => r.id)).toEqual([activeId]);
      expect((await sessionRows()).some((r) => r.id === idleId)).toBe(false);

      // 31 minutes after its start, but only 2 after its last activity.
      expect((await active.post('/api/checkSessionData')).statusCode).toBe(200);

      // The visitor starts again from the anonymous defaults.
      const fresh = (await idle.post('/api/sessionData')).json().data;
      expect(fresh).toMatchObject({ sessionId: null, sessionStamp: clock.now().toISOString() });
    });

    it('writes last-seen at most once per 30 seconds', async () => {
      const start = clock.now();
      const browser = await storedVisitor();
      clock.advance(10_000);
      await browser.post('/api/checkSessionData');
      expect((await sessionRows())[0]!.last_seen_at).toEqual(start);
      clock.advance(25_000);
      await browser.post('/api/checkSessionData');
      expect((await sessionRows())[0]!.last_seen_at).toEqual(clock.now());
    });
  });

  it('closeBrowser ends the session and clears both cookies', async () => {
    const browser = await storedVisitor();
    const cookie = browser.cookie('SESSION')!;

    // HEAD is safe: it does not end the session.
    expect((await browser.call('HEAD', '/api/closeBrowser')).statusCode).toBe(404);
    expect(await sessionRows()).toHaveLength(1);

    // A link on another site cannot sign the visitor out.
    const foreign = await browser.get('/api/closeBrowser', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ data: null, errorCode: 403, msg: 'Odrzucono żądanie wysłane z innej witryny.' });
    expect(await sessionRows()).toHaveLength(1);

    const response = await browser.get('/api/closeBrowser', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, errorCode: 200, msg: '', status: 'SUCCESS' });
    expect(isCleared(setCookies(response).get('SESSION'))).toBe(true);
    expect(isCleared(setCookies(response).get('XSRF-TOKEN'))).toBe(true);
    expect(await sessionRows()).toEqual([]);

    // The old cookie, replayed, opens nothing.
    const replay = visitor(app);
    replay.setCookie('SESSION', cookie);
    expect((await replay.post('/api/checkSessionData')).statusCode).toBe(401);
  });

  it('rotateSession gives a new id and XSRF token with the same data; the old cookie stops working', async () => {
    const browser = await storedVisitor();
    const before = (await browser.post('/api/sessionData', { body: { frontendVersion: '2.0.0' } })).json().data;
    await browser.post('/api/event', { body: { action: 'CLICK', uri: '/' }, xsrf: true });
    const oldCookie = browser.cookie('SESSION')!;
    const oldXsrf = browser.cookie('XSRF-TOKEN')!;

    const login = await browser.post('/api/test-login', { xsrf: true });
    expect(login.json()).toEqual({ rotated: true });
    expect(browser.cookie('SESSION')).not.toBe(oldCookie);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(oldXsrf);

    const after = (await browser.post('/api/checkSessionData')).json().data;
    expect(after).toEqual(before);

    const newId = sha256(browser.cookie('SESSION')!);
    expect((await testDb.db.query('SELECT id, rotated_from FROM sessions')).rows).toEqual([{ id: newId, rotated_from: sha256(oldCookie) }]);
    // The session's records follow it to the new id.
    expect((await testDb.db.query('SELECT session_id FROM analytics_events')).rows).toEqual([{ session_id: newId }]);

    const attacker = visitor(app);
    attacker.setCookie('SESSION', oldCookie);
    expect((await attacker.post('/api/checkSessionData')).statusCode).toBe(401);
    // The old XSRF token is no longer the session's.
    expect((await browser.post('/api/event', { body: { action: 'CLICK', uri: '/' }, xsrf: oldXsrf })).statusCode).toBe(403);
  });
});
