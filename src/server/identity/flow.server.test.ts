import { createPublicKey, verify, type webcrypto } from 'node:crypto';
import { within } from '@testing-library/dom';
import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { Browser, expectCallback, expectPage, signIn, startSignIn, submit, identityServerFor, headingOf, alertTextOf } from '#testing/identity.ts';

const DEMO = 'klient.c@horyzont.example';

describe.each(drivers)('embedded identity provider on %s', (driver) => {
  const provider = identityServerFor(driver, { demoAccounts: true });

  const subjectOf = async (login: string) =>
    (await provider.db.query<{ id: string }>('SELECT id FROM identity_accounts WHERE login = $1 AND deleted_at IS NULL', [login])).rows[0]?.id;
  const accountCount = async () => (await provider.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_accounts')).rows[0]?.n;

  it('signs a demo customer in with the authorization code flow and PKCE, and the ID token names them', async () => {
    const { url, pending } = await provider.server.rp.startLogin();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const browser = new Browser(provider.server.redirectUri);
    const loginPage = expectPage(await browser.go(url.href));
    expect(loginPage.status).toBe(200);
    expect(headingOf(loginPage)).toBe('Zaloguj się');
    expect(loginPage.body.ownerDocument.documentElement.lang).toBe('pl');

    const callback = expectCallback(await submit(browser, loginPage, 'Zaloguj się', { 'Adres e-mail': DEMO.toUpperCase(), Hasło: DEMO_PASSWORD }));
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe(pending.state);

    const identity = await provider.server.rp.finishLogin(callback, pending);
    expect(identity.subject).toBe(await subjectOf(DEMO));
    expect(identity.email).toBe(DEMO);
    expect(identity.name).toBe('Celina Wiśniewska');
    // The demo customer's record is found through the subject, as for any provider.
    const customer = await provider.db.query<{ login: string }>('SELECT login FROM customers WHERE oidc_subject = $1', [identity.subject]);
    expect(customer.rows).toEqual([{ login: DEMO }]);
  });

  it('refuses a code exchange without the PKCE verifier', async () => {
    const landing = await signIn(provider.server, DEMO, DEMO_PASSWORD);
    const callback = expectCallback(landing);
    const config = await provider.server.rp.configuration();
    await expect(
      client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: client.randomPKCECodeVerifier(), expectedState: landing.pending.state }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('shows the login page again with one Polish error for a wrong password, and issues no code', async () => {
    const landing = await signIn(provider.server, DEMO, 'ZłeHasło2026');
    const page = expectPage(landing);
    expect(page.status).toBe(400);
    expect(headingOf(page)).toBe('Zaloguj się');
    expect(alertTextOf(page)).toContain('Nieprawidłowy e-mail lub hasło.');
    const email = within(page.body).getByLabelText('Adres e-mail') as HTMLInputElement;
    expect(email.value).toBe(DEMO);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.hasAttribute('autofocus')).toBe(true);
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(page.body.ownerDocument.getElementById(describedBy)?.textContent).toBe('Nieprawidłowy e-mail lub hasło.');
    expect((within(page.body).getByLabelText('Hasło') as HTMLInputElement).value).toBe('');

    // An unknown e-mail gets exactly the same answer.
    const unknown = expectPage(await signIn(provider.server, 'nikt@horyzont.example', DEMO_PASSWORD));
    expect(alertTextOf(unknown)).toContain('Nieprawidłowy e-mail lub hasło.');
  });

  it('links each field error to its field and focuses the first one', async () => {
    const { browser, page } = await startSignIn(provider.server);
    const result = expectPage(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': 'to-nie-email', Hasło: '' }));
    const view = within(result.body);
    const email = view.getByLabelText('Adres e-mail');
    const password = view.getByLabelText('Hasło');
    expect(email.hasAttribute('autofocus')).toBe(true);
    expect(password.hasAttribute('autofocus')).toBe(false);
    const described = (input: HTMLElement) => result.body.ownerDocument.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(described(email)).toBe('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
    expect(described(password)).toBe('Podaj hasło.');
    expect(view.getByRole('link', { name: 'Podaj hasło.' }).getAttribute('href')).toBe(`#${password.id}`);
  });

  it('refuses a login form without its token and signs nobody in', async () => {
    const { browser, page } = await startSignIn(provider.server);
    const landing = await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': DEMO, Hasło: DEMO_PASSWORD }, { dropCsrf: true });
    const refused = expectPage(landing);
    expect(refused.status).toBe(403);
    expect(headingOf(refused)).toBe('Formularz wygasł');
    // The same browser still has to log in: its interaction was not finished.
    const again = expectPage(await browser.go(page.url));
    expect(headingOf(again)).toBe('Zaloguj się');
  });

  it('refuses a registration form without its token and creates no account', async () => {
    const { browser, page } = await startSignIn(provider.server, { signup: 'standard' });
    const before = await accountCount();
    const refused = expectPage(
      await submit(
        browser,
        page,
        'Załóż konto',
        { 'Adres e-mail': 'bez.tokenu@example.pl', 'Imię i nazwisko': 'Jan Bez Tokenu', Hasło: 'Dobrehaslo123', 'Powtórz hasło': 'Dobrehaslo123' },
        { dropCsrf: true },
      ),
    );
    expect(refused.status).toBe(403);
    expect(await accountCount()).toBe(before);
  });

  it('registers from the login page, signs the new customer in, and lets them sign in again later', async () => {
    const { browser, page } = await startSignIn(provider.server);
    const registration = expectPage(
      await browser.go(new URL(within(page.body).getByRole('link', { name: 'Załóż konto' }).getAttribute('href') ?? '', page.url).href),
    );
    expect(headingOf(registration)).toBe('Załóż konto');
    expect(within(registration.body).queryByLabelText(/Akceptuję regulamin sprzedaży/)).toBeNull();

    const first = await submit(browser, registration, 'Załóż konto', {
      'Adres e-mail': 'Nowa.Klientka@Example.pl',
      'Imię i nazwisko': 'Nowa Klientka',
      Hasło: 'Telewizja2026',
      'Powtórz hasło': 'Telewizja2026',
    });
    expect(expectCallback(first).searchParams.get('code')).toBeTruthy();

    const later = await signIn(provider.server, 'nowa.klientka@example.pl', 'Telewizja2026');
    const identity = await provider.server.rp.finishLogin(expectCallback(later), later.pending);
    expect(identity).toMatchObject({
      email: 'nowa.klientka@example.pl',
      name: 'Nowa Klientka',
      subject: await subjectOf('nowa.klientka@example.pl'),
    });
  });

  it('refuses a second account for the same e-mail and keeps the form filled in', async () => {
    const { browser, page } = await startSignIn(provider.server, { signup: 'standard' });
    const before = await accountCount();
    const refused = expectPage(
      await submit(browser, page, 'Załóż konto', {
        'Adres e-mail': 'KLIENT.K@horyzont.example',
        'Imię i nazwisko': 'Ktoś Inny',
        Hasło: 'Inne2026haslo',
        'Powtórz hasło': 'Inne2026haslo',
      }),
    );
    expect(refused.status).toBe(400);
    expect(alertTextOf(refused)).toContain('Konto z tym adresem e-mail już istnieje.');
    expect((within(refused.body).getByLabelText('Imię i nazwisko') as HTMLInputElement).value).toBe('Ktoś Inny');
    expect(await accountCount()).toBe(before);
  });

  it('checks the password rules at registration', async () => {
    const { browser, page } = await startSignIn(provider.server, { signup: 'standard' });
    const refused = expectPage(
      await submit(browser, page, 'Załóż konto', {
        'Adres e-mail': 'krotkie.haslo@example.pl',
        'Imię i nazwisko': 'Krótkie Hasło',
        Hasło: 'tylkolitery',
        'Powtórz hasło': 'innehaslo',
      }),
    );
    expect(alertTextOf(refused)).toContain('Hasło musi zawierać litery i cyfry.');
    expect(await subjectOf('krotkie.haslo@example.pl')).toBeUndefined();
  });

  it('in the shop, registration needs the sale terms accepted and then returns to the order signed in', async () => {
    const { browser, page, pending } = await startSignIn(provider.server, { signup: 'shop' });
    expect(headingOf(page)).toBe('Załóż konto, aby złożyć zamówienie');
    expect(within(page.body).getByText(/wrócisz do niego i dokończysz zakup/)).toBeTruthy();
    const values = {
      'Adres e-mail': 'zakupy@example.pl',
      'Imię i nazwisko': 'Zofia Zakupowa',
      Hasło: 'Zamawiam2026',
      'Powtórz hasło': 'Zamawiam2026',
    };
    const button = 'Załóż konto i kontynuuj zamówienie';
    const refused = expectPage(await submit(browser, page, button, values));
    expect(alertTextOf(refused)).toContain('Zaakceptuj regulamin sprzedaży, aby założyć konto i kontynuować zamówienie.');
    expect(await subjectOf('zakupy@example.pl')).toBeUndefined();

    const accepted = await submit(browser, refused, button, { ...values, 'Akceptuję regulamin sprzedaży Telewizji Horyzont.': 'tak' });
    const identity = await provider.server.rp.finishLogin(expectCallback(accepted), pending);
    expect(identity.email).toBe('zakupy@example.pl');
    const stored = await provider.db.query<{ accepted: boolean }>(
      'SELECT sale_terms_accepted_at IS NOT NULL AS accepted FROM identity_accounts WHERE id = $1',
      [identity.subject],
    );
    expect(stored.rows).toEqual([{ accepted: true }]);
  });

  it('grants consent for the portal without a page, even when consent is asked for', async () => {
    const { browser, page, pending } = await startSignIn(provider.server);
    await provider.server.rp.finishLogin(
      expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': DEMO, Hasło: DEMO_PASSWORD })),
      pending,
    );

    const config = await provider.server.rp.configuration();
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: provider.server.redirectUri,
      scope: 'openid email',
      prompt: 'consent',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = expectCallback(await browser.go(url.href));
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.claims()?.email).toBe(DEMO);
  });

  it('signs out on the Polish logout page and returns to the portal', async () => {
    const { browser, page, pending } = await startSignIn(provider.server);
    const callback = expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': DEMO, Hasło: DEMO_PASSWORD }));
    const identity = await provider.server.rp.finishLogin(callback, pending);

    // Signed in at the provider: a new sign-in in this browser needs no password.
    const { url: silent } = await provider.server.rp.startLogin();
    expect((await browser.go(silent.href)).kind).toBe('callback');

    const confirm = expectPage(await browser.go((await provider.server.rp.logoutUrl(identity.idToken)).href));
    expect(headingOf(confirm)).toBe('Wylogowanie');
    const after = expectPage(await submit(browser, confirm, 'Tak, wyloguj mnie', {}));
    expect(after.url).toBe(`${provider.server.origin}/`);

    const { url: next } = await provider.server.rp.startLogin();
    const loginAgain = expectPage(await browser.go(next.href));
    expect(headingOf(loginAgain)).toBe('Zaloguj się');
  });

  it('keeps its signing keys and tokens across a restart on the same database', async () => {
    const landing = await signIn(provider.server, DEMO, DEMO_PASSWORD);
    const before = await provider.server.rp.finishLogin(expectCallback(landing), landing.pending);

    const other = await provider.openAnother();
    await provider.server.restart(other);

    // The restarted provider publishes the key that signed the earlier ID token…
    const jwks = (await (await fetch(`${provider.server.issuer}/jwks`)).json()) as { keys: (webcrypto.JsonWebKey & { kid: string })[] };
    const [header, payload, signature] = before.idToken.split('.') as [string, string, string];
    const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid: string; alg: string };
    expect(alg).toBe('RS256');
    const jwk = jwks.keys.find((key) => key.kid === kid);
    expect(jwk).toBeDefined();
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      createPublicKey({ key: jwk as webcrypto.JsonWebKey, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);

    // …and still honours the access token issued before it restarted.
    const config = await provider.server.rp.configuration();
    const userinfo = await client.fetchUserInfo(config, before.accessToken, before.subject);
    expect(userinfo.email).toBe(DEMO);

    // A new sign-in works on the restarted provider.
    const again = await signIn(provider.server, DEMO, DEMO_PASSWORD);
    expect((await provider.server.rp.finishLogin(expectCallback(again), again.pending)).subject).toBe(before.subject);
  });
});
