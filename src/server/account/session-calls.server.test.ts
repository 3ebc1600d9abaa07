import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { anyDriver, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, setCookies, signedInVisitor, testApp, type TestClock, visitor } from '#testing/server-app.ts';
import { icaLink, icaLinksFromEnv } from './identity-pages.ts';
import { accountSnapshot, customerCart, sessionIdOfVisitor } from '#testing/account.ts';

/** quietLogin, account/refreshToken, account/showIca and account/segments. */

const PORTAL = 'https://portal.horyzont.example';

/** The sign-in settings these tests run with, whatever the machine's environment says. */
function stubIdentityEnv(extra: Record<string, string> = {}) {
  for (const name of ['OIDC_MODE', 'OIDC_ISSUER', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'SITE_URL', 'PORT']) vi.stubEnv(name, '');
  vi.stubEnv('PUBLIC_URL', PORTAL);
  for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
}

describe('identity provider account pages', () => {
  it('are the embedded provider’s pages under its issuer by default', () => {
    const links = icaLinksFromEnv({ PUBLIC_URL: PORTAL });
    expect(links).toEqual({
      portalOrigin: PORTAL,
      pages: {
        CHANGE_LOGIN: `${PORTAL}/oidc/konto/zmiana-loginu`,
        CHANGE_PASSWORD: `${PORTAL}/oidc/konto/zmiana-hasla`,
        DELETE_ACCOUNT: `${PORTAL}/oidc/konto/usuniecie-konta`,
      },
    });
  });

  it('come from configuration with an external provider, which may leave some out', () => {
    const env = {
      PUBLIC_URL: PORTAL,
      OIDC_MODE: 'external',
      OIDC_ISSUER: 'https://id.example.net',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_ACCOUNT_URL_CHANGE_PASSWORD: 'https://id.example.net/account/password?lang=pl',
    };
    const links = icaLinksFromEnv(env);
    expect(links.pages).toEqual({ CHANGE_PASSWORD: 'https://id.example.net/account/password?lang=pl' });
    expect(icaLink(links, 'CHANGE_PASSWORD', '/moje-konto')).toEqual({
      url: 'https://id.example.net/account/password?lang=pl&returnTo=https%3A%2F%2Fportal.horyzont.example%2Fmoje-konto',
      returnTo: `${PORTAL}/moje-konto`,
    });
    expect(icaLink(links, 'DELETE_ACCOUNT', '/moje-konto')).toBeNull();
    expect(() => icaLinksFromEnv({ ...env, OIDC_ACCOUNT_URL_CHANGE_LOGIN: 'javascript:alert(1)' })).toThrow(
      'OIDC_ACCOUNT_URL_CHANGE_LOGIN must be an http(s) URL',
    );
  });
});

describe.each(anyDriver)('session and identity calls on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    // Demo customers' dates are relative to the real day of seeding.
    stubIdentityEnv();
    ({ testDb, app, clock } = await openDemoApp(driver, new Date()));
    vi.unstubAllEnvs();
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  beforeEach(async () => {
    await testDb.db.query('DELETE FROM sessions');
    await testDb.db.query('DELETE FROM carts');
  });

  describe('GET quietLogin', () => {
    it('answers 401 without a session and starts none', async () => {
      const caller = visitor(app);
      const response = await caller.get('/api/quietLogin');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 401, msg: 'Nie jesteś zalogowany.', status: 'ERROR' });
      expect(setCookies(response).size).toBe(0);
      expect((await testDb.db.query('SELECT 1 FROM sessions')).rowCount).toBe(0);
    });

    it('answers 401 for an anonymous session and leaves it as it is', async () => {
      const caller = visitor(app);
      await caller.post('/api/sessionData', { body: {} });
      const before = await accountSnapshot(testDb.db);
      const response = await caller.get('/api/quietLogin');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).msg).toBe('Nie jesteś zalogowany.');
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('answers the signed-in session with the customer’s records as they are now and the cart in progress', async () => {
      const caller = await signedInVisitor(app, 'klient.c@horyzont.example');
      await testDb.db.query(`UPDATE customers SET account_balance = '12.34' WHERE id = $1`, [caller.customerId]);
      const cartId = await customerCart(testDb.db, caller.customerId);
      await testDb.db.query(
        `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'OTT_SPORT_M', 'MCCSNK01', '39.99')`,
        [cartId],
      );

      const response = await caller.get('/api/quietLogin');
      expect(response.statusCode).toBe(200);
      const { data } = envelopeOf<
        {
          userLogin: string;
          accountBalance: string;
          contracts: Array<{ cgroupe: string }>;
          currentProducts: Array<{ articleCode: string }>;
        } & Record<string, unknown>
      >(response);
      expect(data.userLogin).toBe('klient.c@horyzont.example');
      expect(data.accountBalance).toBe('12.34');
      expect(data.contracts.map((c: { cgroupe: string }) => c.cgroupe)).toEqual(['C']);
      expect(data.currentProducts.map((p: { articleCode: string }) => p.articleCode)).toEqual(['HOR02', 'FN01']);
      expect(data.cart).toMatchObject({ id: cartId, cartStatus: 'OPEN', items: [{ articleCode: 'MCCSNK01', price: '39.99' }] });
      // Server-only session keys never leave the server.
      expect(data).not.toHaveProperty('oidcIdToken');
      // The refreshed snapshot is kept in the session, and the XSRF cookie is sent again.
      const stored = await testDb.db.query<{ data: { accountBalance: string } }>('SELECT data FROM sessions WHERE id = $1', [
        sessionIdOfVisitor(caller),
      ]);
      expect(stored.rows[0]?.data.accountBalance).toBe('12.34');
      expect(setCookies(response).get('XSRF-TOKEN')?.value).toBe(caller.cookie('XSRF-TOKEN'));
    });
  });

  describe('POST account/refreshToken', () => {
    it('extends the signed-in session by 30 minutes from now and keeps the path', async () => {
      const caller = await signedInVisitor(app, 'klient.c@horyzont.example');
      clock.advance(10 * 1000);
      const response = await caller.post('/api/account/refreshToken', { body: { path: '/oferta-online/moje-konto' }, xsrf: true });
      expect(response.statusCode).toBe(200);
      const expected = new Date(clock.now().getTime() + 30 * 60 * 1000);
      expect(envelopeOf(response).data).toEqual({ expiresAt: expected.toISOString() });
      const stored = await testDb.db.query<{ expires_at: Date; last_seen_at: Date; data: { lastPath: string } }>(
        'SELECT expires_at, last_seen_at, data FROM sessions WHERE id = $1',
        [sessionIdOfVisitor(caller)],
      );
      expect(stored.rows[0]).toMatchObject({ expires_at: expected, last_seen_at: clock.now(), data: { lastPath: '/oferta-online/moje-konto' } });
    });

    it('answers 401 for an anonymous session and 403 without the XSRF token, changing nothing', async () => {
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      const signedIn = await signedInVisitor(app, 'klient.c@horyzont.example');
      const before = await accountSnapshot(testDb.db);

      const unauthenticated = await anonymous.post('/api/account/refreshToken', { body: { path: '/' }, xsrf: true });
      expect(unauthenticated.statusCode).toBe(401);
      expect(envelopeOf(unauthenticated).msg).toBe('Zaloguj się, aby skorzystać z tej usługi.');
      const forged = await signedIn.post('/api/account/refreshToken', { body: { path: '/' } });
      expect(forged.statusCode).toBe(403);
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/a b', 'moje-konto'])('refuses the path %j with 400', async (path) => {
      const caller = await signedInVisitor(app, 'klient.c@horyzont.example');
      const before = await accountSnapshot(testDb.db);
      const response = await caller.post('/api/account/refreshToken', { body: { path }, xsrf: true });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).msg).toBe('Nieprawidłowe pole „path”: oczekiwano ścieżki w portalu, zaczynającej się od „/”.');
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });
  });

  describe('POST account/showIca', () => {
    it.each([
      ['CHANGE_LOGIN', '/oidc/konto/zmiana-loginu'],
      ['CHANGE_PASSWORD', '/oidc/konto/zmiana-hasla'],
      ['DELETE_ACCOUNT', '/oidc/konto/usuniecie-konta'],
    ])('answers the embedded provider’s %s page with the return address', async (page, providerPath) => {
      const caller = await signedInVisitor(app, 'klient.c@horyzont.example');
      const before = await accountSnapshot(testDb.db);
      const response = await caller.post('/api/account/showIca', { body: { page, path: '/oferta-online/moje-konto?tab=dane' }, xsrf: true });
      expect(response.statusCode).toBe(200);
      const returnTo = `${PORTAL}/oferta-online/moje-konto?tab=dane`;
      expect(envelopeOf(response).data).toEqual({ url: `${PORTAL}${providerPath}?returnTo=${encodeURIComponent(returnTo)}`, returnTo });
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('refuses a path to another site', async () => {
      const caller = await signedInVisitor(app, 'klient.c@horyzont.example');
      const response = await caller.post('/api/account/showIca', { body: { page: 'CHANGE_LOGIN', path: '//evil.example/x' }, xsrf: true });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).msg).toContain('„path”');
    });

    it('answers 401 when not signed in and 403 without the XSRF token', async () => {
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      expect((await anonymous.post('/api/account/showIca', { body: { page: 'CHANGE_LOGIN', path: '/' }, xsrf: true })).statusCode).toBe(401);
      const signedIn = await signedInVisitor(app, 'klient.c@horyzont.example');
      expect((await signedIn.post('/api/account/showIca', { body: { page: 'CHANGE_LOGIN', path: '/' } })).statusCode).toBe(403);
    });

    it('answers errorCode 404 for a page an external provider does not offer', async () => {
      stubIdentityEnv({
        OIDC_MODE: 'external',
        OIDC_ISSUER: 'https://id.example.net',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_ACCOUNT_URL_CHANGE_PASSWORD: 'https://id.example.net/password',
      });
      const external = await testApp(testDb.db, { clock });
      vi.unstubAllEnvs();
      try {
        const caller = await signedInVisitor(external, 'klient.c@horyzont.example');
        const missing = await caller.post('/api/account/showIca', { body: { page: 'DELETE_ACCOUNT', path: '/' }, xsrf: true });
        expect(missing.statusCode).toBe(404);
        expect(envelopeOf(missing)).toMatchObject({
          data: null,
          errorCode: 404,
          msg: 'Ta zmiana danych logowania nie jest obecnie dostępna. Skontaktuj się z obsługą klienta.',
        });
        const offered = await caller.post('/api/account/showIca', { body: { page: 'CHANGE_PASSWORD', path: '/' }, xsrf: true });
        expect(envelopeOf(offered).data).toEqual({
          url: `https://id.example.net/password?returnTo=${encodeURIComponent(`${PORTAL}/`)}`,
          returnTo: `${PORTAL}/`,
        });
      } finally {
        await external.close();
      }
    });
  });

  describe('GET account/segments', () => {
    const segmentsOf = async (login: string, query = '') => {
      const caller = await signedInVisitor(app, login);
      const response = await caller.get(`/api/account/segments${query}`);
      return { response, codes: (envelopeOf<{ segmentCode: string }[] | null>(response).data ?? []).map((s) => s.segmentCode) };
    };

    it('derives the segments from the customer’s contracts and main address', async () => {
      expect((await segmentsOf('klient.k@horyzont.example')).codes).toEqual(['FTTH_OK', 'PROSPECT']);
      expect((await segmentsOf('klient.c@horyzont.example')).codes).toEqual(['FTTH_OK', 'EXISTING_CUSTOMER']);
      expect((await segmentsOf('klient.prepaid-nowy@horyzont.example')).codes).toEqual(['FTTH_OK', 'EXISTING_CUSTOMER', 'PREPAID_NEWSALES']);
      expect((await segmentsOf('klient.prepaid-upsell@horyzont.example')).codes).toEqual(['FTTH_OK', 'EXISTING_CUSTOMER', 'PREPAID_UPSELL']);
      expect((await segmentsOf('klient.lto@horyzont.example')).codes).toEqual(['FTTH_OK', 'EXISTING_CUSTOMER', 'LTO']);
    });

    it('leaves FTTH_OK out when the main address is outside the fibre range', async () => {
      const caller = await signedInVisitor(app, 'klient.karta@horyzont.example');
      await testDb.db.query(`UPDATE addresses SET street = 'Wiejska' WHERE customer_id = $1 AND kind = 'MAIN'`, [caller.customerId]);
      try {
        const response = await caller.get('/api/account/segments');
        expect(envelopeOf(response).data).toEqual([{ segmentCode: 'EXISTING_CUSTOMER' }]);
      } finally {
        await testDb.db.query(`UPDATE addresses SET street = 'Słoneczna' WHERE customer_id = $1 AND kind = 'MAIN'`, [caller.customerId]);
      }
    });

    it('accepts the caller’s own numabo and numabont, and answers 404 for another customer’s', async () => {
      const own = await segmentsOf('klient.c@horyzont.example', '?numabo=7000002&numabont=1');
      expect(own.response.statusCode).toBe(200);
      expect(own.codes).toContain('EXISTING_CUSTOMER');
      for (const query of ['?numabo=7000001', '?numabo=7000002&numabont=2', '?numabont=2']) {
        const foreign = await segmentsOf('klient.c@horyzont.example', query);
        expect(foreign.response.statusCode).toBe(404);
        expect(envelopeOf(foreign.response)).toEqual({
          data: null,
          errorCode: 404,
          msg: 'Nie znaleziono abonamentu o podanym numerze na Twoim koncie.',
          status: 'ERROR',
        });
      }
    });

    it('answers 401 without a signed-in session', async () => {
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      const response = await anonymous.get('/api/account/segments');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).data).toBeNull();
    });
  });
});
