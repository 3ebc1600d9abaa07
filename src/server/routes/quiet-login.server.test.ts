import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { DEMO_PASSWORD } from '../identity/index.ts';
import { Browser, expectCallback, expectPage, submit } from '#testing/identity.ts';
import { sessionIdOf } from '../sessions/tokens.ts';
import { listeningPortalFor } from '#testing/server-app.ts';
import { ACCOUNT_PAGE, LOGIN_FAILED_PAGE } from './login.ts';

/**
 * quietLogin/start (spec 7 quietLogin, issue 14 item 8): the prompt=none
 * round trip through the embedded provider, on the real portal server.
 */

const DEMO = 'klient.c@horyzont.example';
const PAYMENTS = '/oferta-online/moje-konto/moje-platnosci';

describe.each(anyDriver)('quiet sign-in through the embedded provider on %s', (driver) => {
  const portal = listeningPortalFor(driver);

  /** A browser that follows redirects until the portal sends it to one of its pages. */
  const newBrowser = () => new Browser(`${portal.origin}/oferta-online/`);

  async function userLogin(browser: Browser): Promise<string | null | undefined> {
    const response = await browser.api(`${portal.origin}/api/sessionData`);
    return ((await response.json()) as { data: { userLogin: string | null } }).data.userLogin;
  }

  /** Signs in through the provider's form, as the login page's link does. */
  async function signedIn(): Promise<Browser> {
    const browser = newBrowser();
    const started = await browser.request(`${portal.origin}/api/login`);
    await started.body?.cancel();
    const form = expectPage(await browser.go(new URL(started.headers.get('location') ?? '', portal.origin).href));
    expectCallback(await submit(browser, form, 'Zaloguj się', { 'Adres e-mail': DEMO, Hasło: DEMO_PASSWORD }));
    expect(await userLogin(browser)).toBe(DEMO);
    return browser;
  }

  /** The portal's cookies gone, the provider's kept (a browser that lost its portal session). */
  function losePortalSession(browser: Browser): void {
    browser.cookies.delete('SESSION');
    browser.cookies.delete('XSRF-TOKEN');
  }

  async function startQuiet(browser: Browser, returnTo = PAYMENTS): Promise<Response> {
    const response = await browser.request(`${portal.origin}/api/quietLogin/start?returnTo=${encodeURIComponent(returnTo)}`);
    await response.body?.cancel();
    return response;
  }

  const pendingOf = async (browser: Browser) =>
    (
      await portal.db.query<{ pending: unknown }>(`SELECT data->'pendingLogin' AS pending FROM sessions WHERE id = $1`, [
        sessionIdOf(browser.cookies.get('SESSION') ?? ''),
      ])
    ).rows[0]?.pending;

  it('signs the visitor in again without the provider’s form while the provider session lives, and returns to the page', async () => {
    const browser = await signedIn();
    losePortalSession(browser);
    expect(await userLogin(browser)).toBeNull();

    const started = await startQuiet(browser);
    expect(started.status).toBe(302);
    const authorization = new URL(started.headers.get('location') ?? '');
    expect(authorization.origin + authorization.pathname).toBe(`${portal.origin}/oidc/auth`);
    expect(authorization.searchParams.get('prompt')).toBe('none');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const pending = await pendingOf(browser);
    expect(pending).toMatchObject({ quiet: true, returnTo: PAYMENTS, state: authorization.searchParams.get('state') });
    const before = browser.cookies.get('SESSION');

    // The provider answers at once with a code (no page on the way): the portal exchanges it and comes back.
    const landing = expectCallback(await browser.go(authorization.href));
    expect(landing.href).toBe(`${portal.origin}${PAYMENTS}`);
    expect(browser.cookies.get('SESSION')).not.toBe(before);
    expect(await userLogin(browser)).toBe(DEMO);
    expect(await pendingOf(browser)).toBeNull();
  });

  it('sends a visitor the provider no longer knows back to the page signed out, with no session bound to anyone', async () => {
    const browser = newBrowser();
    const landing = expectCallback(await browser.go(`${portal.origin}/api/quietLogin/start?returnTo=${encodeURIComponent(PAYMENTS)}`));
    // The provider's login_required: back where the visitor was, not to the failure page, and no form shown.
    expect(landing.href).toBe(`${portal.origin}${PAYMENTS}`);
    expect(await userLogin(browser)).toBeNull();
    expect(await pendingOf(browser)).toBeNull();
    const bound = await portal.db.query('SELECT 1 FROM sessions WHERE id = $1 AND customer_id IS NOT NULL', [
      sessionIdOf(browser.cookies.get('SESSION') ?? ''),
    ]);
    expect(bound.rows).toEqual([]);

    // After the provider's logout the same holds for a browser that was signed in.
    const was = await signedIn();
    const logout = await was.request(`${portal.origin}/api/logout`);
    await logout.body?.cancel();
    const confirm = expectPage(await was.go(new URL(logout.headers.get('location') ?? '', portal.origin).href));
    await submit(was, confirm, 'Tak, wyloguj mnie', {});
    expect(expectCallback(await was.go(`${portal.origin}/api/quietLogin/start`)).href).toBe(`${portal.origin}${ACCOUNT_PAGE}`);
    expect(await userLogin(was)).toBeNull();
  });

  it('checks state and nonce as the login does: a forged callback or a token for another nonce signs nobody in', async () => {
    // The provider's refusal with a state that is not the pending one: the failure page, not a quiet return.
    const refused = newBrowser();
    await startQuiet(refused);
    const forged = await refused.request(`${portal.origin}/api/login?error=login_required&state=not-the-one`);
    expect(forged.headers.get('location')).toBe(LOGIN_FAILED_PAGE);
    await forged.body?.cancel();

    // A code for the right state, but the ID token's nonce is not the one the session waits for.
    const browser = await signedIn();
    losePortalSession(browser);
    const started = await startQuiet(browser);
    await portal.db.query(`UPDATE sessions SET data = jsonb_set(data, '{pendingLogin,nonce}', '"another-nonce"') WHERE id = $1`, [
      sessionIdOf(browser.cookies.get('SESSION') ?? ''),
    ]);
    // Stop at the portal's callback to see where it sends the browser.
    const atCallback = new Browser(`${portal.origin}/api/login`);
    for (const [name, value] of browser.cookies) atCallback.cookies.set(name, value);
    const callback = expectCallback(await atCallback.go(started.headers.get('location') ?? ''));
    expect(callback.searchParams.get('code')).toBeTruthy();
    const answered = await atCallback.request(callback.href);
    await answered.body?.cancel();
    expect(answered.headers.get('location')).toBe(LOGIN_FAILED_PAGE);
    expect(await userLogin(atCallback)).toBeNull();
  });

  it('goes straight back for a visitor already signed in, and only to a page of this site', async () => {
    const browser = await signedIn();
    const again = await startQuiet(browser);
    expect(again.headers.get('location')).toBe(PAYMENTS);
    const elsewhere = await startQuiet(browser, '//evil.example/');
    expect(elsewhere.headers.get('location')).toBe(ACCOUNT_PAGE);
    // Another site's link does nothing but lead home.
    const foreign = await fetch(`${portal.origin}/api/quietLogin/start`, { headers: { 'sec-fetch-site': 'cross-site' }, redirect: 'manual' });
    expect(foreign.headers.get('location')).toBe('/');
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });
});
