import { randomBytes } from 'node:crypto';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { createAccount } from './accounts.ts';
import {
  Browser,
  expectCallback,
  expectPage,
  signIn,
  startSignIn,
  submit,
  type Page,
  identityServerFor,
  headingOf,
  alertTextOf,
} from '#testing/identity.ts';

const PASSWORD = 'Horyzont2026!';

describe.each(anyDriver)('account pages of the embedded provider on %s', (driver) => {
  const provider = identityServerFor(driver);

  const page = (path: string) => `${provider.server.issuer}${path}`;
  const newAccount = async (name: string) => {
    const login = `${name}.${randomBytes(3).toString('hex')}@example.pl`;
    await createAccount(provider.db, { login, password: PASSWORD, displayName: 'Test Testowy' });
    return login;
  };
  const canSignIn = async (login: string, password: string) => (await signIn(provider.server, login, password)).kind === 'callback';
  const open = async (browser: Browser, path: string) => expectPage(await browser.go(page(path)));

  it('serves its stylesheet and pages without scripts, under a strict CSP', async () => {
    const response = await fetch(page('/konto/zmiana-hasla'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/<script|style=/);
    const stylesheet = await fetch(page('/assets/identity.css'));
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('registers on the standalone page and the new account can sign in', async () => {
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, '/konto/rejestracja');
    expect(headingOf(form)).toBe('Załóż konto');
    const done = expectPage(
      await submit(browser, form, 'Załóż konto', {
        'Adres e-mail': 'samodzielna@example.pl',
        'Imię i nazwisko': 'Sara Samodzielna',
        Hasło: 'Samodzielna2026',
        'Powtórz hasło': 'Samodzielna2026',
      }),
    );
    expect(headingOf(done)).toBe('Konto zostało utworzone');
    expect(within(done.body).getByRole('link', { name: 'Przejdź do logowania' }).getAttribute('href')).toBe(`${provider.server.origin}/l`);
    expect(await canSignIn('samodzielna@example.pl', 'Samodzielna2026')).toBe(true);
  });

  // (A line break cannot be typed here: a browser strips it from a one-line field, as jsdom does.)
  it.each([
    ['a right-to-left override', 'Sara \u202eanidomaS'],
    ['a zero-width space', 'Sara\u200b Samodzielna'],
    ['a control character', 'Sara\u0007 Samodzielna'],
  ])('refuses a name with %s at registration, saying why, and creates no account', async (_what, name) => {
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, '/konto/rejestracja');
    const login = `znak.${randomBytes(3).toString('hex')}@example.pl`;
    const refused = expectPage(
      await submit(browser, form, 'Załóż konto', {
        'Adres e-mail': login,
        'Imię i nazwisko': name,
        Hasło: 'Samodzielna2026',
        'Powtórz hasło': 'Samodzielna2026',
      }),
    );
    expect(headingOf(refused)).toBe('Załóż konto');
    expect(alertTextOf(refused)).toContain(
      'Imię i nazwisko nie może zawierać znaków sterujących, podziałów wiersza, znaków zmiany kierunku tekstu ani znaków niewidocznych.',
    );
    expect((await provider.db.query('SELECT 1 FROM identity_accounts WHERE login = $1', [login])).rows).toEqual([]);
  });

  it('changes the password: the old one stops working and the new one works', async () => {
    const login = await newAccount('haslo');
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, '/konto/zmiana-hasla');
    expect(headingOf(form)).toBe('Zmień hasło');

    const wrong = expectPage(
      await submit(browser, form, 'Zmień hasło', {
        'Obecny adres e-mail': login,
        'Obecne hasło': 'NieToHaslo123',
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'NoweHaslo2027',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(alertTextOf(wrong)).toContain('Nieprawidłowy e-mail lub hasło.');

    const mismatch = expectPage(
      await submit(browser, wrong, 'Zmień hasło', {
        'Obecny adres e-mail': login,
        'Obecne hasło': PASSWORD,
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'NoweHaslo2028',
      }),
    );
    expect(alertTextOf(mismatch)).toContain('Hasła nie są takie same.');
    expect(await canSignIn(login, PASSWORD)).toBe(true);

    const done = expectPage(
      await submit(browser, mismatch, 'Zmień hasło', {
        'Obecny adres e-mail': login,
        'Obecne hasło': PASSWORD,
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'NoweHaslo2027',
      }),
    );
    expect(headingOf(done)).toBe('Hasło zostało zmienione');
    expect(await canSignIn(login, PASSWORD)).toBe(false);
    expect(await canSignIn(login, 'NoweHaslo2027')).toBe(true);
  });

  it('returns to the portal page it was opened from (account/showIca’s returnTo), and to no other site', async () => {
    const login = await newAccount('powrot');
    const returnTo = `${provider.server.origin}/oferta-online/moje-konto/dane-osobowe`;
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, `/konto/zmiana-hasla?${new URLSearchParams({ returnTo })}`);
    const backLink = (shown: Page, name: string) => within(shown.body).getByRole('link', { name }).getAttribute('href');
    expect(backLink(form, 'Wróć do portalu bez zmian')).toBe(returnTo);

    // Refused once, the form still knows where to return.
    const mismatch = expectPage(
      await submit(browser, form, 'Zmień hasło', {
        'Obecny adres e-mail': login,
        'Obecne hasło': PASSWORD,
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'Inne2027xx',
      }),
    );
    expect(backLink(mismatch, 'Wróć do portalu bez zmian')).toBe(returnTo);
    const done = expectPage(
      await submit(browser, mismatch, 'Zmień hasło', {
        'Obecny adres e-mail': login,
        'Obecne hasło': PASSWORD,
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'NoweHaslo2027',
      }),
    );
    expect(headingOf(done)).toBe('Hasło zostało zmienione');
    expect(backLink(done, 'Wróć do portalu')).toBe(returnTo);

    for (const hostile of ['https://evil.example/oferta-online', '//evil.example/', 'javascript:alert(1)']) {
      const shown = await open(new Browser(provider.server.redirectUri), `/konto/zmiana-loginu?${new URLSearchParams({ returnTo: hostile })}`);
      expect(backLink(shown, 'Wróć do portalu bez zmian'), hostile).toBe(`${provider.server.origin}/oferta-online/moje-konto`);
    }
    // A deleted account has no page to return to: the done page leads to the start page.
    const deleted = await open(new Browser(provider.server.redirectUri), `/konto/gotowe/usuniete?${new URLSearchParams({ returnTo })}`);
    expect(backLink(deleted, 'Wróć do portalu')).toBe(`${provider.server.origin}/`);
  });

  it('refuses a password change without the form token and changes nothing', async () => {
    const login = await newAccount('bez-tokenu');
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, '/konto/zmiana-hasla');
    const refused = expectPage(
      await submit(
        browser,
        form,
        'Zmień hasło',
        { 'Obecny adres e-mail': login, 'Obecne hasło': PASSWORD, 'Nowe hasło': 'NoweHaslo2027', 'Powtórz nowe hasło': 'NoweHaslo2027' },
        { dropCsrf: true },
      ),
    );
    expect(refused.status).toBe(403);
    expect(headingOf(refused)).toBe('Formularz wygasł');
    expect(await canSignIn(login, PASSWORD)).toBe(true);
  });

  it('changes the login of the signed-in customer after their password, and refuses a taken e-mail', async () => {
    const login = await newAccount('login');
    const taken = await newAccount('zajety');
    const { browser, page: loginForm, pending } = await startSignIn(provider.server);
    const callback = expectCallback(await submit(browser, loginForm, 'Zaloguj się', { 'Adres e-mail': login, Hasło: PASSWORD }));
    await provider.server.rp.finishLogin(callback, pending);

    const form = await open(browser, '/konto/zmiana-loginu');
    expect(headingOf(form)).toBe('Zmień login');
    expect(within(form.body).getByText(`Zalogowano jako ${login}.`)).toBeTruthy();
    expect(within(form.body).queryByLabelText('Obecny adres e-mail')).toBeNull();

    const wrong = expectPage(await submit(browser, form, 'Zmień login', { 'Nowy adres e-mail': 'nowy.login@example.pl', Hasło: 'Niepoprawne123' }));
    expect(alertTextOf(wrong)).toContain('Nieprawidłowe hasło.');

    const duplicate = expectPage(await submit(browser, wrong, 'Zmień login', { 'Nowy adres e-mail': taken.toUpperCase(), Hasło: PASSWORD }));
    expect(alertTextOf(duplicate)).toContain('Konto z tym adresem e-mail już istnieje.');
    expect(await canSignIn(login, PASSWORD)).toBe(true);

    const done = expectPage(await submit(browser, duplicate, 'Zmień login', { 'Nowy adres e-mail': 'Nowy.Login@example.pl', Hasło: PASSWORD }));
    expect(headingOf(done)).toBe('Login został zmieniony');
    expect(await canSignIn(login, PASSWORD)).toBe(false);
    const again = await signIn(provider.server, 'nowy.login@example.pl', PASSWORD);
    expect((await provider.server.rp.finishLogin(expectCallback(again), again.pending)).email).toBe('nowy.login@example.pl');
  });

  it('deletes an account only with its password and the word USUŃ, handing it to the portal, which keeps it through the grace period', async () => {
    const login = await newAccount('usun');
    const browser = new Browser(provider.server.redirectUri);
    const form = await open(browser, '/konto/usuniecie-konta');
    expect(headingOf(form)).toBe('Usuń konto');
    expect(within(form.body).getByText(/konto usuniemy po 14 dniach/)).toBeTruthy();

    const unconfirmed = expectPage(
      await submit(browser, form, 'Usuń konto', { 'Adres e-mail': login, Hasło: PASSWORD, 'Wpisz słowo USUŃ, aby potwierdzić': 'usun' }),
    );
    expect(alertTextOf(unconfirmed)).toContain('Wpisz słowo USUŃ, aby potwierdzić usunięcie konta.');
    expect(provider.server.deleted.map((account) => account.login)).not.toContain(login);

    const done = expectPage(
      await submit(browser, unconfirmed, 'Usuń konto', { 'Adres e-mail': login, Hasło: PASSWORD, 'Wpisz słowo USUŃ, aby potwierdzić': 'USUŃ' }),
    );
    expect(headingOf(done)).toBe('Konto zostanie usunięte za 14 dni');
    expect(provider.server.deleted.map((account) => account.login)).toContain(login);
    // Until the portal deletes it after the grace period, signing in is how the customer keeps it.
    expect(await canSignIn(login, PASSWORD)).toBe(true);
  });

  it('answers unknown account paths with a Polish 404 page', async () => {
    const missing = await open(new Browser(provider.server.redirectUri), '/konto/nie-ma-takiej');
    expect(missing.status).toBe(404);
    expect(headingOf(missing)).toBe('Nie znaleziono strony');
  });
});
