import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { endOtherProviderSessions, sidOfIdToken } from './provider-sessions.ts';
import { Browser, expectCallback, expectPage, startSignIn, submit, identityServerFor } from '#testing/identity.ts';

const DEVICES = 'klient.urzadzenia@horyzont.example';
const OTHER = 'klient.c@horyzont.example';

describe('the sid claim of an ID token', () => {
  const token = (claims: unknown) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  it('is read from the payload, and null when missing, empty or unreadable', () => {
    expect(sidOfIdToken(token({ sid: 'abc' }))).toBe('abc');
    expect(sidOfIdToken(token({ sub: 'x' }))).toBeNull();
    expect(sidOfIdToken(token({ sid: '' }))).toBeNull();
    expect(sidOfIdToken(token({ sid: 5 }))).toBeNull();
    expect(sidOfIdToken('not-a-token')).toBeNull();
    expect(sidOfIdToken('h.%%%.s')).toBeNull();
    expect(sidOfIdToken(undefined)).toBeNull();
  });
});

describe.each(anyDriver)('ending the provider’s other sessions on %s', (driver) => {
  const provider = identityServerFor(driver, { demoAccounts: true });

  const subjectOf = async (login: string) =>
    (await provider.db.query<{ id: string }>('SELECT id FROM identity_accounts WHERE login = $1', [login])).rows[0]!.id;

  /** A browser signed in at the provider, with the ID token the portal keeps. */
  async function signedIn(login: string): Promise<{ browser: Browser; idToken: string }> {
    const { browser, page, pending } = await startSignIn(provider.server);
    const callback = expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD }));
    return { browser, idToken: (await provider.server.rp.finishLogin(callback, pending)).idToken };
  }

  /** Where a sign-in of this browser lands: the callback when the provider still knows it, its login page when not. */
  const signInAgain = async (browser: Browser) => browser.go((await provider.server.rp.startLogin()).url.href);

  /** A prompt=none round trip (quiet login): the error it returns to the portal, or null when it signed in. */
  async function quietly(browser: Browser): Promise<string | null> {
    const config = await provider.server.rp.configuration();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: provider.server.redirectUri,
      scope: 'openid',
      prompt: 'none',
      state: client.randomState(),
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    return expectCallback(await browser.go(url.href)).searchParams.get('error');
  }

  it('signs the other browsers out at the provider (no silent sign-in, prompt=none answers login_required) and keeps this one and another account’s', async () => {
    const here = await signedIn(DEVICES);
    const phone = await signedIn(DEVICES);
    const someoneElse = await signedIn(OTHER);
    const sid = sidOfIdToken(here.idToken);
    expect(sid).not.toBeNull();
    expect(await quietly(phone.browser)).toBeNull();

    expect(await endOtherProviderSessions(provider.db, await subjectOf(DEVICES), sid)).toBe(1);

    expect((await signInAgain(here.browser)).kind).toBe('callback');
    expect(await quietly(here.browser)).toBeNull();
    expect(await quietly(phone.browser)).toBe('login_required');
    const page = expectPage(await signInAgain(phone.browser));
    expect(page.body.querySelector('h1')?.textContent).toBe('Zaloguj się');
    expect((await signInAgain(someoneElse.browser)).kind).toBe('callback');
    // The ended browser's tokens went with its grant.
    const left = await provider.db.query<{ model: string }>(
      `SELECT model FROM oidc_payloads WHERE payload->>'accountId' = $1 AND model IN ('Session', 'Grant') ORDER BY model`,
      [await subjectOf(DEVICES)],
    );
    expect(left.rows.map((row) => row.model)).toEqual(['Grant', 'Session']);
  });
});
