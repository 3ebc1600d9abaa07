import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { createAccount } from './accounts.ts';
import { limits } from '#api-contract/limits.ts';
import { spendAllBut } from '#testing/rate-limits.ts';
import { passwordThrottle } from './password-throttle.ts';
import { Browser, expectPage, signIn, submit, identityServerFor, alertTextOf } from '#testing/identity.ts';

const PASSWORD = 'Horyzont2026!';

describe.each(anyDriver)('failed password attempts on %s', (driver) => {
  const provider = identityServerFor(driver);

  const newAccount = async (name: string) => {
    const login = `${name}.${randomBytes(3).toString('hex')}@example.pl`;
    await createAccount(provider.db, { login, password: PASSWORD, displayName: 'Test Testowy' });
    return login;
  };

  it('stop checking the password of a login after too many failures, without locking other logins out', async () => {
    const target = await newAccount('cel');
    const bystander = await newAccount('inny');
    for (let attempt = 0; attempt < limits.failedPasswordsPerLogin.limit; attempt += 1) {
      const wrong = await signIn(provider.server, target, `Zgadywanie${attempt}x`);
      expect(expectPage(wrong).status).toBe(400);
    }

    // Even the right password is not checked now: the page says why and for how long.
    const locked = expectPage(await signIn(provider.server, target, PASSWORD));
    expect(locked.status).toBe(429);
    expect(alertTextOf(locked)).toMatch(/Zbyt wiele nieudanych prób podania hasła\. .*spróbuj ponownie za 1?\d min\./);
    // The login is compared without regard to case, so changing it does not reset the count.
    expect(expectPage(await signIn(provider.server, target.toUpperCase(), PASSWORD)).status).toBe(429);

    expect((await signIn(provider.server, bystander, PASSWORD)).kind).toBe('callback');
  });

  it('count failures on the account pages too (change password without being signed in)', async () => {
    const target = await newAccount('konto');
    for (let attempt = 0; attempt < limits.failedPasswordsPerLogin.limit; attempt += 1) {
      expect(expectPage(await signIn(provider.server, target, `Zgadywanie${attempt}x`)).status).toBe(400);
    }
    const hash = async () =>
      (await provider.db.query<{ password_hash: string }>('SELECT password_hash FROM identity_accounts WHERE login = $1', [target])).rows[0]
        ?.password_hash;
    const before = await hash();
    const browser = new Browser(provider.server.redirectUri);
    const form = expectPage(await browser.go(`${provider.server.issuer}/konto/zmiana-hasla`));
    const refused = expectPage(
      await submit(browser, form, 'Zmień hasło', {
        'Obecny adres e-mail': target,
        'Obecne hasło': PASSWORD,
        'Nowe hasło': 'NoweHaslo2027',
        'Powtórz nowe hasło': 'NoweHaslo2027',
      }),
    );
    expect(refused.status).toBe(429);
    expect(alertTextOf(refused)).toContain('Zbyt wiele nieudanych prób podania hasła');
    expect(await hash()).toBe(before);
  });

  it('do not count successful sign-ins', async () => {
    const login = await newAccount('czesto');
    for (let attempt = 0; attempt < limits.failedPasswordsPerLogin.limit + 2; attempt += 1) {
      expect((await signIn(provider.server, login, PASSWORD)).kind).toBe('callback');
    }
  });

  it('refuse an account beyond the declared limit per address within the hour, on the registration page, creating none', async () => {
    const register = async (n: number) => {
      const browser = new Browser(provider.server.redirectUri);
      const form = expectPage(await browser.go(`${provider.server.issuer}/konto/rejestracja`));
      const login = `nowy${n}.${randomBytes(3).toString('hex')}@example.pl`;
      const page = expectPage(
        await submit(browser, form, 'Załóż konto', {
          'Adres e-mail': login,
          'Imię i nazwisko': 'Nowy Klient',
          Hasło: PASSWORD,
          'Powtórz hasło': PASSWORD,
        }),
      );
      return { login, page };
    };
    // The test's address (this machine) has registered all but the last two accounts the hour allows.
    await spendAllBut(provider.db, limits.registrations, '127.0.0.1', () => new Date(), 2);
    for (let n = 0; n < 2; n += 1) expect((await register(n)).page.status).toBe(200);

    const { login, page } = await register(99);
    expect(page.status).toBe(429);
    expect(alertTextOf(page)).toMatch(/Z tego adresu założono już zbyt wiele kont\. Spróbuj ponownie za \d+ min\./);
    expect((await provider.db.query('SELECT 1 FROM identity_accounts WHERE login = $1', [login])).rows).toEqual([]);
  }, 30_000);

  it('count the address the portal’s rule names, never a forwarded header it was not told to trust', async () => {
    const throttle = passwordThrottle(provider.db);
    // Requests straight from one peer, each naming another client in X-Forwarded-For.
    const forged = (n: number) =>
      ({ headers: { 'x-forwarded-for': `198.51.100.${n}` }, socket: { remoteAddress: '192.0.2.9' } }) as unknown as IncomingMessage;
    for (let n = 0; n < limits.failedPasswordsPerAddress.limit; n += 1) await throttle.failed(forged(n), `ktos${n}@example.pl`);
    expect(await throttle.blockedFor(forged(200), 'ktos-nowy@example.pl')).toBeGreaterThan(0);
  });
});
