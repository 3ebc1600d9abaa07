import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { Browser, expectCallback, expectPage, submit } from '#testing/identity.ts';
import { listeningPortalFor } from '#testing/server-app.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../identity/index.ts';
import { INBOX_PATH } from './inbox.ts';

/**
 * The forms inbox holds what people wrote (names, e-mails, phones, messages):
 * only staff see it, signed in through the identity provider with the staff
 * role; to anyone else it answers as a path that does not exist.
 */

describe.each(anyDriver)('the forms inbox on %s', (driver) => {
  const portal = listeningPortalFor(driver);
  const NAME = 'Zofia Skrzynkowa';

  beforeAll(async () => {
    await portal.db.query(`INSERT INTO form_submissions (id, kind, payload, email) VALUES ($1, 'contact', $2::jsonb, $3)`, [
      randomUUID(),
      JSON.stringify({ name: NAME, email: 'zofia.skrzynkowa@example.pl', phone: '601222333', message: 'Proszę o kontakt.' }),
      'zofia.skrzynkowa@example.pl',
    ]);
  });

  /** Signs in through the provider's login form, coming back to `returnTo`; the browser keeps the portal's cookies. */
  async function signedIn(login: string, returnTo: string): Promise<Browser> {
    const browser = new Browser(`${portal.origin}${returnTo}`);
    const start = await browser.request(`${portal.origin}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    await start.body?.cancel();
    const form = expectPage(await browser.go(new URL(start.headers.get('location') ?? '', portal.origin).href));
    expectCallback(await submit(browser, form, 'Zaloguj się', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD }));
    return browser;
  }

  async function read(browser: Browser, path: string) {
    const response = await browser.request(`${portal.origin}${path}`);
    return { status: response.status, body: await response.text(), robots: response.headers.get('x-robots-tag') };
  }

  it('answers an anonymous visitor as a path that does not exist, showing nothing of the forms', async () => {
    const browser = new Browser(portal.origin);
    const unknown = await read(browser, '/skrzynka-ktorej-nie-ma');
    const inbox = await read(browser, INBOX_PATH);
    expect(inbox.status).toBe(404);
    expect(inbox.body).toBe(unknown.body);
    expect(inbox.body).not.toContain(NAME);
  });

  it('answers a signed-in customer as a path that does not exist', async () => {
    const customer = await signedIn('klient.c@horyzont.example', '/oferta-online/moje-konto');
    const inbox = await read(customer, INBOX_PATH);
    expect(inbox.status).toBe(404);
    expect(inbox.body).toBe((await read(customer, '/skrzynka-ktorej-nie-ma')).body);
    expect(inbox.body).not.toContain(NAME);
  });

  it('shows staff, signed in through the provider with the staff role, the stored forms, and tells robots not to index it', async () => {
    const staff = await signedIn(DEMO_STAFF.login, INBOX_PATH);
    const inbox = await read(staff, INBOX_PATH);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain('Skrzynka formularzy');
    expect(inbox.body).toContain(NAME);
    expect(inbox.robots).toBe('noindex, nofollow');
  });

  it('does not tell the browser the session is staff’s', async () => {
    const staff = await signedIn(DEMO_STAFF.login, INBOX_PATH);
    const response = await staff.api(`${portal.origin}/api/sessionData`);
    expect(JSON.stringify(await response.json())).not.toMatch(/staff/i);
  });
});
