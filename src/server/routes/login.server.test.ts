import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { anyDriver, openTestDatabase } from '#testing/database.ts';
import { anonymiseDueAccounts } from '../account/deletion.ts';
import { createAccount } from '../identity/accounts.ts';
import { DEMO_PASSWORD } from '../identity/index.ts';
import { alertTextOf, Browser, expectCallback, expectPage, submit, type Page } from '#testing/identity.ts';
import { listeningPortalFor } from '#testing/server-app.ts';
import { limits } from '#api-contract/limits.ts';
import { spendAllBut } from '#testing/rate-limits.ts';
import { ACCOUNT_PAGE, customerFor, LOGIN_FAILED_PAGE, safeReturnTo } from './login.ts';

const DAY_MS = 86_400_000;

const DEMO = 'klient.c@horyzont.example';

describe('safeReturnTo', () => {
  it('keeps paths on this site and drops anything that could leave it', () => {
    expect(safeReturnTo('/oferta-online/koszyk?krok=2')).toBe('/oferta-online/koszyk?krok=2');
    for (const hostile of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'oferta', '/a b', '/a\nb', '']) {
      expect(safeReturnTo(hostile), hostile).toBeNull();
    }
    expect(safeReturnTo(undefined)).toBeNull();
  });
});

describe.each(anyDriver)('login through the embedded provider on %s', (driver) => {
  const portal = listeningPortalFor(driver);

  /** A browser that follows redirects until the portal sends it to a page of the shop (the account page, the cart). */
  const newBrowser = () => new Browser(`${portal.origin}/oferta-online/`);
  const isProviderUrl = (url: string) => url.startsWith(`${portal.origin}/oidc/`);

  /** GET /api/login, then follow its redirect into the provider, to the provider's first page. */
  async function openLogin(browser: Browser, query = ''): Promise<{ response: Response; page: Page }> {
    const response = await browser.request(`${portal.origin}/api/login${query}`);
    await response.body?.cancel();
    const page = expectPage(await browser.go(new URL(response.headers.get('location') ?? '', portal.origin).href));
    return { response, page };
  }

  async function sessionData(cookie: string | undefined, call = 'sessionData') {
    const response = await fetch(`${portal.origin}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `SESSION=${cookie}` } : {}) },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> | null; errorCode: number } };
  }

  /** Submits the login form and follows redirects through /api/login?code=… back to the site. */
  async function signIn(browser: Browser, page: Page, email: string, password: string) {
    return submit(browser, page, 'Zaloguj się', { 'Adres e-mail': email, Hasło: password });
  }

  it('signs a demo customer in: provider login page, code back to /api/login, a new session that names the customer', async () => {
    const browser = newBrowser();
    const { response, page } = await openLogin(browser);

    expect(response.status).toBe(302);
    const authorization = new URL(response.headers.get('location') ?? '');
    expect(authorization.origin + authorization.pathname).toBe(`${portal.origin}/oidc/auth`);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${portal.origin}/api/login`);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    const preLoginSession = browser.cookies.get('SESSION');
    expect(preLoginSession).toBeTruthy();

    expect(isProviderUrl(page.url)).toBe(true);
    expect(within(page.body).getByRole('heading', { level: 1 }).textContent).toBe('Zaloguj się');

    const landing = expectCallback(await signIn(browser, page, DEMO, DEMO_PASSWORD));
    expect(landing.href).toBe(`${portal.origin}${ACCOUNT_PAGE}`);

    const loggedIn = browser.cookies.get('SESSION');
    expect(loggedIn).toBeTruthy();
    expect(loggedIn).not.toBe(preLoginSession);

    const data = await sessionData(loggedIn);
    expect(data.status).toBe(200);
    expect(data.body.data?.userLogin).toBe(DEMO);
    // The customer's records come with the login: their group-C contract and its products.
    expect(data.body.data).toMatchObject({
      customerIdentifier: 'HOR-DEMO-002',
      numabo: '7000002',
      accountActive: 1,
      contracts: [{ cgroupe: 'C', activity: '01', corig: 'DEMO' }],
      mainAddress: { street: 'Słoneczna', number: '12', postalCode: '00-950', city: 'Warszawa' },
    });
    const products = data.body.data?.currentProducts as { articleCode: string; offerCode: string; status: string; fee: string }[];
    expect(products.map(({ articleCode, offerCode, status, fee }) => ({ articleCode, offerCode, status, fee }))).toEqual([
      { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', status: 'ACTIVE', fee: '49.99' },
      { articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M', status: 'ACTIVE', fee: '29.00' },
    ]);
    // A change after login (a product planned off) shows in the next sessionData and checkSessionData.
    await portal.db.query(
      `UPDATE contract_products SET status = 'PLANNED_OFF', end_date = '2030-01-31'
       WHERE article_code = 'FN01' AND contract_id IN (SELECT k.id FROM contracts k JOIN customers c ON c.id = k.customer_id WHERE c.login = $1)`,
      [DEMO],
    );
    for (const call of ['sessionData', 'checkSessionData']) {
      const refreshed = (await sessionData(loggedIn, call)).body.data?.currentProducts as {
        articleCode: string;
        status: string;
        endDate: string | null;
      }[];
      expect(refreshed.find((product) => product.articleCode === 'FN01')).toMatchObject({ status: 'PLANNED_OFF', endDate: '2030-01-31' });
    }
    await portal.db.query(
      `UPDATE contract_products SET status = 'ACTIVE', end_date = NULL
       WHERE article_code = 'FN01' AND contract_id IN (SELECT k.id FROM contracts k JOIN customers c ON c.id = k.customer_id WHERE c.login = $1)`,
      [DEMO],
    );
    // What the server keeps for the login (PKCE verifier, ID token) never reaches the browser.
    expect(JSON.stringify(data.body)).not.toMatch(/pendingLogin|codeVerifier|oidcIdToken|eyJ/);

    const owner = await portal.db.query<{ login: string }>(
      "SELECT c.login FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.id = (SELECT id FROM sessions WHERE data->>'userLogin' = $1 LIMIT 1)",
      [DEMO],
    );
    expect(owner.rows).toEqual([{ login: DEMO }]);

    // The cookie from before login opens nothing any more.
    expect((await sessionData(preLoginSession, 'checkSessionData')).body.errorCode).toBe(401);
    expect((await sessionData(preLoginSession)).body.data?.userLogin).toBeNull();
  });

  it('keeps a wrong password on the provider’s page with the Polish error and issues no code', async () => {
    const browser = newBrowser();
    const { page } = await openLogin(browser);
    const before = browser.cookies.get('SESSION');

    const refused = expectPage(await signIn(browser, page, DEMO, 'Zle-haslo-2026'));
    expect(isProviderUrl(refused.url)).toBe(true);
    expect(alertTextOf(refused)).toContain('Nieprawidłowy e-mail lub hasło.');
    expect(browser.cookies.get('SESSION')).toBe(before);
    expect((await sessionData(before)).body.data?.userLogin).toBeNull();
  });

  it('sends a callback without a pending login, or with a forged state, to the failed-login page', async () => {
    const stray = await fetch(`${portal.origin}/api/login?code=x&state=y`, { redirect: 'manual' });
    expect(stray.status).toBe(302);
    expect(stray.headers.get('location')).toBe(LOGIN_FAILED_PAGE);

    // A login in progress whose callback carries a state that is not its own.
    const victim = newBrowser();
    await openLogin(victim);
    const forged = await victim.request(`${portal.origin}/api/login?code=abc&state=not-the-one`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe(LOGIN_FAILED_PAGE);
    expect((await sessionData(victim.cookies.get('SESSION'))).body.data?.userLogin).toBeNull();

    const denied = await victim.request(`${portal.origin}/api/login?error=access_denied&state=x`);
    expect(denied.headers.get('location')).toBe(LOGIN_FAILED_PAGE);
  });

  it('returns to a page of the site given at the start, never to another site', async () => {
    const browser = newBrowser();
    const { page } = await openLogin(browser, `?returnTo=${encodeURIComponent('/oferta-online/koszyk')}`);
    expect(expectCallback(await signIn(browser, page, DEMO, DEMO_PASSWORD)).href).toBe(`${portal.origin}/oferta-online/koszyk`);

    const other = newBrowser();
    const { page: form } = await openLogin(other, `?returnTo=${encodeURIComponent('//evil.example/')}`);
    expect(expectCallback(await signIn(other, form, DEMO, DEMO_PASSWORD)).href).toBe(`${portal.origin}${ACCOUNT_PAGE}`);
  });

  it('opens the shop registration, and a newly registered customer gets a customer record on first login', async () => {
    const browser = newBrowser();
    const { response, page } = await openLogin(browser, '?rejestracja=sklep');
    expect(new URL(response.headers.get('location') ?? '').searchParams.get('signup')).toBe('shop');
    expect(within(page.body).getByRole('heading', { level: 1 }).textContent).toBe('Załóż konto, aby złożyć zamówienie');

    const landing = await submit(browser, page, 'Załóż konto i kontynuuj zamówienie', {
      'Adres e-mail': 'nowy.klient@example.pl',
      'Imię i nazwisko': 'Nowy Klient',
      Hasło: 'Horyzont2027',
      'Powtórz hasło': 'Horyzont2027',
      'Akceptuję regulamin sprzedaży Telewizji Horyzont.': 'tak',
    });
    expect(expectCallback(landing).href).toBe(`${portal.origin}${ACCOUNT_PAGE}`);
    expect((await sessionData(browser.cookies.get('SESSION'))).body.data?.userLogin).toBe('nowy.klient@example.pl');

    const customer = await portal.db.query<{ display_name: string; subject_is_account: boolean }>(
      `SELECT c.display_name, c.oidc_subject = a.id::text AS subject_is_account
       FROM customers c JOIN identity_accounts a ON lower(a.login) = lower(c.login) WHERE lower(c.login) = 'nowy.klient@example.pl'`,
    );
    expect(customer.rows).toEqual([{ display_name: 'Nowy Klient', subject_is_account: true }]);
  });

  it('logout ends the session and sends the browser to the provider’s end-session page', async () => {
    const browser = newBrowser();
    const { page } = await openLogin(browser);
    expectCallback(await signIn(browser, page, DEMO, DEMO_PASSWORD));
    const loggedIn = browser.cookies.get('SESSION');
    expect((await sessionData(loggedIn)).body.data?.userLogin).toBe(DEMO);

    // A link on another site's page does not sign the customer out.
    const foreign = await fetch(`${portal.origin}/api/logout`, {
      headers: { cookie: `SESSION=${loggedIn}`, 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.get('location')).toBe('/');
    expect((await sessionData(loggedIn, 'checkSessionData')).body.data?.userLogin).toBe(DEMO);

    const response = await browser.request(`${portal.origin}/api/logout`);
    expect(response.status).toBe(302);
    const endSession = new URL(response.headers.get('location') ?? '');
    expect(isProviderUrl(endSession.href)).toBe(true);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${portal.origin}/`);
    expect(browser.cookies.has('SESSION')).toBe(false);

    expect((await sessionData(loggedIn, 'checkSessionData')).body.errorCode).toBe(401);
    const fresh = await sessionData(loggedIn);
    expect(fresh.body.data?.userLogin).toBeNull();
  });

  it('stores at most the declared pending logins per client address in 10 minutes: beyond, the visitor lands on the failure page and nothing is stored', async () => {
    const start = () => portal.app.inject({ method: 'GET', url: '/api/login', remoteAddress: '198.51.100.90' });
    const sessions = async () => Number((await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n);
    const before = await sessions();
    await spendAllBut(portal.db, limits.sessionStarts, '198.51.100.90', () => portal.app.portal.config.now(), 20);
    for (let i = 0; i < 20; i += 1) {
      const started = await start();
      expect(started.statusCode).toBe(302);
      expect(started.headers.location).toContain('/oidc/');
    }
    const refused = await start();
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe(LOGIN_FAILED_PAGE);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before + 20);
    // Another client signs in as usual.
    const other = await portal.app.inject({ method: 'GET', url: '/api/login', remoteAddress: '198.51.100.91' });
    expect(other.headers.location).toContain('/oidc/');
  });

  it('answers a malformed query with a 400 envelope', async () => {
    for (const url of ['/api/login?rejestracja=inna', '/api/logout?x=1']) {
      const response = await fetch(`${portal.origin}${url}`, { redirect: 'manual' });
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 400, data: null });
    }
  });

  it('deleting the account on the provider keeps the customer for 14 days, then anonymises them and keeps their orders and payments', async () => {
    const login = 'klient.operator-c@horyzont.example';
    const { db } = portal;
    const before = (await db.query<{ id: string; display_name: string }>('SELECT id, display_name FROM customers WHERE login = $1', [login]))
      .rows[0]!;
    // An order the customer paid, delivered to their address, with a comment.
    const cart = (
      await db.query<{ id: string }>(
        `INSERT INTO carts (customer_id, status, address_primary) VALUES ($1, 'FINALIZED', '{"street": "Zaułek Tajny", "city": "Skrytów"}') RETURNING id`,
        [before.id],
      )
    ).rows[0]!.id;
    await db.query(
      `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price, cmt) VALUES ($1, 'A', 'OTT_START_M', 'HOR01', '29.99', 'Dzwonić po 17')`,
      [cart],
    );
    const order = (
      await db.query<{ id: string }>(`INSERT INTO orders (cart_id, customer_id, total, status) VALUES ($1, $2, '29.99', 'CONFIRMED') RETURNING id`, [
        cart,
        before.id,
      ])
    ).rows[0]!.id;
    await db.query(`INSERT INTO payments (order_id, mop_id, amount, status) VALUES ($1, 1, '29.99', 'SUCCEEDED')`, [order]);

    const browser = newBrowser();
    const form = expectPage(await browser.go(`${portal.origin}/oidc/konto/usuniecie-konta`));
    const done = expectPage(
      await submit(browser, form, 'Usuń konto', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD, 'Wpisz słowo USUŃ, aby potwierdzić': 'USUŃ' }),
    );
    expect(within(done.body).getByRole('heading', { level: 1 }).textContent).toBe('Konto zostanie usunięte za 14 dni');

    const nameHeld = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT (SELECT count(*) FROM customers WHERE display_name = $1 OR login = $2) + (SELECT count(*) FROM identity_accounts WHERE display_name = $1 OR login = $2) AS n',
          [before.display_name, login],
        )
      ).rows[0]!.n;
    // Within the grace period nothing goes: a sign-in would keep the account.
    expect(Number(await nameHeld())).toBeGreaterThan(0);
    expect(await anonymiseDueAccounts(db, new Date(Date.now() + 13 * DAY_MS))).toBe(0);
    expect(Number(await nameHeld())).toBeGreaterThan(0);

    const over = new Date(Date.now() + 14 * DAY_MS + 60_000);
    expect(await anonymiseDueAccounts(db, over)).toBe(1);
    expect(Number(await nameHeld())).toBe(0);
    const kept = await db.query(
      `SELECT c.display_name, c.msisdn, c.contact_phone, c.oidc_subject, c.anonymised_at IS NOT NULL AS anonymised,
              (SELECT count(*)::int FROM addresses a WHERE a.customer_id = c.id) AS addresses,
              (SELECT count(*)::int FROM payment_means m WHERE m.customer_id = c.id) AS payment_means,
              (SELECT count(*)::int FROM consents k WHERE k.customer_id = c.id) AS consents
         FROM customers c WHERE c.id = $1`,
      [before.id],
    );
    expect(kept.rows).toEqual([
      {
        display_name: 'Konto usunięte',
        msisdn: null,
        contact_phone: null,
        oidc_subject: null,
        anonymised: true,
        addresses: 0,
        payment_means: 0,
        consents: 0,
      },
    ]);
    // The tax records stay, without the address and the comment.
    expect((await db.query('SELECT total, status FROM orders WHERE id = $1 AND customer_id = $2', [order, before.id])).rows).toEqual([
      { total: '29.99', status: 'CONFIRMED' },
    ]);
    expect((await db.query('SELECT amount, status FROM payments WHERE order_id = $1', [order])).rows).toEqual([
      { amount: '29.99', status: 'SUCCEEDED' },
    ]);
    expect((await db.query('SELECT address_primary FROM carts WHERE id = $1', [cart])).rows).toEqual([{ address_primary: null }]);
    expect((await db.query('SELECT cmt FROM cart_items WHERE cart_id = $1', [cart])).rows).toEqual([{ cmt: null }]);
    // The services ended; the e-mail address is free for a new account.
    const running = await db.query(`SELECT 1 FROM contracts WHERE customer_id = $1 AND (finabo IS NULL OR finabo > $2::date)`, [before.id, over]);
    expect(running.rows).toEqual([]);
    const browserAgain = newBrowser();
    const again = expectPage(await browserAgain.go(`${portal.origin}/oidc/konto/usuniecie-konta`));
    const refused = expectPage(
      await submit(browserAgain, again, 'Usuń konto', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD, 'Wpisz słowo USUŃ, aby potwierdzić': 'USUŃ' }),
    );
    expect(alertTextOf(refused)).toContain('Nieprawidłowy e-mail lub hasło.');
  });
});

describe.each(anyDriver)('changing or deleting the account at the embedded provider on %s', (driver) => {
  const portal = listeningPortalFor(driver);

  const userLoginOf = async (cookie: string | undefined) => {
    const response = await fetch(`${portal.origin}/api/sessionData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `SESSION=${cookie ?? ''}` },
      body: '{}',
    });
    return ((await response.json()) as { data: { userLogin: string | null } }).data.userLogin;
  };

  async function signedInBrowser(login: string): Promise<Browser> {
    const browser = new Browser(`${portal.origin}/oferta-online/`);
    const response = await browser.request(`${portal.origin}/api/login`);
    await response.body?.cancel();
    const form = expectPage(await browser.go(new URL(response.headers.get('location') ?? '', portal.origin).href));
    expectCallback(await submit(browser, form, 'Zaloguj się', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD }));
    return browser;
  }

  it('shows a changed login at once in the customer’s sessions and personal data', async () => {
    const login = `zmieniany.${Date.now()}@example.pl`;
    const newLogin = `nowy.${Date.now()}@example.pl`;
    await createAccount(portal.db, { login, password: DEMO_PASSWORD, displayName: 'Zenon Zmieniany' });
    const browser = await signedInBrowser(login);
    const form = expectPage(await browser.go(`${portal.origin}/oidc/konto/zmiana-loginu`));
    const done = expectPage(await submit(browser, form, 'Zmień login', { 'Nowy adres e-mail': newLogin.toUpperCase(), Hasło: DEMO_PASSWORD }));
    expect(within(done.body).getByRole('heading', { level: 1 }).textContent).toBe('Login został zmieniony');
    expect(await userLoginOf(browser.cookies.get('SESSION'))).toBe(newLogin);
    const personalData = await fetch(`${portal.origin}/api/account/personalData`, {
      headers: { cookie: `SESSION=${browser.cookies.get('SESSION') ?? ''}` },
    });
    expect(((await personalData.json()) as { data: { login: string } }).data.login).toBe(newLogin);
  });

  it('ends the customer’s portal sessions on every device, and a sign-in within 14 days keeps the account', async () => {
    const login = `usuwany.${Date.now()}@example.pl`;
    await createAccount(portal.db, { login, password: DEMO_PASSWORD, displayName: 'Uta Usuwana' });
    const browser = await signedInBrowser(login);
    const other = await signedInBrowser(login);
    expect(await userLoginOf(browser.cookies.get('SESSION'))).toBe(login);
    expect(await userLoginOf(other.cookies.get('SESSION'))).toBe(login);

    // Signed in at the provider too, the form asks for the password and the word only.
    const form = expectPage(
      await browser.go(
        `${portal.origin}/oidc/konto/usuniecie-konta?returnTo=${encodeURIComponent(`${portal.origin}/oferta-online/moje-konto/usun-konto`)}`,
      ),
    );
    expect(within(form.body).queryByLabelText('Adres e-mail')).toBeNull();
    const done = expectPage(await submit(browser, form, 'Usuń konto', { Hasło: DEMO_PASSWORD, 'Wpisz słowo USUŃ, aby potwierdzić': 'USUŃ' }));
    expect(within(done.body).getByRole('heading', { level: 1 }).textContent).toBe('Konto zostanie usunięte za 14 dni');
    expect(within(done.body).getByRole('link', { name: 'Wróć do portalu' }).getAttribute('href')).toBe(`${portal.origin}/`);

    expect(await userLoginOf(browser.cookies.get('SESSION'))).toBeNull();
    expect(await userLoginOf(other.cookies.get('SESSION'))).toBeNull();
    const left = await portal.db.query(`SELECT 1 FROM sessions WHERE data->>'userLogin' = $1`, [login]);
    expect(left.rows).toEqual([]);
    const pending = async () =>
      (await portal.db.query<{ pending: boolean }>('SELECT deletion_requested_at IS NOT NULL AS pending FROM customers WHERE login = $1', [login]))
        .rows;
    expect(await pending()).toEqual([{ pending: true }]);

    // Signing in again within the grace period keeps the account.
    const back = await signedInBrowser(login);
    expect(await userLoginOf(back.cookies.get('SESSION'))).toBe(login);
    expect(await pending()).toEqual([{ pending: false }]);
  });
});

describe.each(anyDriver)('a first sign-in through an external provider on %s', (driver) => {
  it('makes the customer record with the provider’s name cleaned as free text is', async () => {
    const t = await openTestDatabase(driver);
    try {
      const identity = {
        subject: 'zewnetrzny-1',
        email: 'ewa.zewnetrzna@example.pl',
        name: 'Ewa\u202e Nowak\r\n\u200b',
        idToken: 'x',
        accessToken: 'x',
        staff: false,
      };
      const customer = await customerFor(t.db, identity);
      const { rows } = await t.db.query<{ display_name: string }>('SELECT display_name FROM customers WHERE id = $1', [customer.id]);
      expect(rows[0]?.display_name).toBe('Ewa Nowak');
      // A name of nothing but refused characters leaves the e-mail address as the name.
      const bare = await customerFor(t.db, { ...identity, subject: 'zewnetrzny-2', email: 'bez.imienia@example.pl', name: '\u202e\u200b' });
      expect((await t.db.query<{ display_name: string }>('SELECT display_name FROM customers WHERE id = $1', [bare.id])).rows[0]?.display_name).toBe(
        'bez.imienia@example.pl',
      );
    } finally {
      await t.cleanup();
    }
  });
});
