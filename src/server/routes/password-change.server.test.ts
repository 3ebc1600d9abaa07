import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { DEMO_PASSWORD } from '../identity/index.ts';
import { Browser, expectCallback, expectPage, submit } from '#testing/identity.ts';
import { listeningPortalFor } from '#testing/server-app.ts';

const CUSTOMER = 'klient.karta@horyzont.example';
const NEW_PASSWORD = 'NoweHaslo2027';

describe.each(anyDriver)('a password change on %s', (driver) => {
  const portal = listeningPortalFor(driver);

  /** Signs the customer in to the portal in a new browser, through /api/login and the provider's login page. */
  async function portalSignIn(password: string): Promise<Browser> {
    const browser = new Browser(`${portal.origin}/oferta-online/`);
    const start = await browser.request(`${portal.origin}/api/login`);
    await start.body?.cancel();
    const page = expectPage(await browser.go(new URL(start.headers.get('location') ?? '', portal.origin).href));
    expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': CUSTOMER, Hasło: password }));
    return browser;
  }

  async function checkSession(browser: Browser) {
    const response = await fetch(`${portal.origin}/api/checkSessionData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `SESSION=${browser.cookies.get('SESSION') ?? ''}` },
      body: '{}',
    });
    await response.body?.cancel();
    return response.status;
  }

  it('signs the customer out of the portal everywhere; the new password signs in again', async () => {
    const phone = await portalSignIn(DEMO_PASSWORD);
    const laptop = await portalSignIn(DEMO_PASSWORD);
    expect(await checkSession(phone)).toBe(200);

    // On the laptop the customer changes the password on the provider's account page.
    const form = expectPage(await laptop.go(`${portal.origin}/oidc/konto/zmiana-hasla`));
    const done = expectPage(
      await submit(laptop, form, 'Zmień hasło', { 'Obecne hasło': DEMO_PASSWORD, 'Nowe hasło': NEW_PASSWORD, 'Powtórz nowe hasło': NEW_PASSWORD }),
    );
    expect(done.status).toBe(200);

    expect(await checkSession(phone)).toBe(401);
    expect(await checkSession(laptop)).toBe(401);
    const again = await portalSignIn(NEW_PASSWORD);
    expect(await checkSession(again)).toBe(200);
  });
});
