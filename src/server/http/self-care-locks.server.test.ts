import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT } from '#domain/consents.ts';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, signedInVisitor, testAppFor } from '#testing/server-app.ts';
import { findSelfCareLocks } from './self-care-locks.ts';

/**
 * The self-care lock in the server: while a lock window of a page is active,
 * the calls with which that page's blocks change the customer's data are
 * refused with 503 and a Polish envelope naming the window, whatever the
 * browser does; other calls, and the same call outside the window, go on.
 * The windows come from the built pages, as the shell renders them.
 */

const WINDOW = { startDate: '2026-12-13T23:00:00+01:00', endDate: '2026-12-14T05:00:00+01:00', url: '/oferta-online/moje-konto/prace-serwisowe' };
const ADDRESS = { street: 'Długa', number: '12', apartment: '3', postalCode: '00-950', city: 'Łódź' };

/** A built page as the shell renders its body: the lock events and the calls they cover, HTML-escaped as Astro escapes attributes. */
const builtPage = (events: unknown[], calls: string[]) => {
  const escape = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!DOCTYPE html><html lang="pl"><head><title>Dane osobowe</title></head><body data-template="my-account-personal-data" data-locks="${escape(events)}" data-locked-calls="${escape(calls)}"><main></main></body></html>`;
};

describe('the built pages’ lock windows', () => {
  it('are read as the calls each window covers; pages without windows add none', async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-locks-'));
    try {
      fs.mkdirSync(path.join(client, 'oferta-online/moje-konto/dane-osobowe'), { recursive: true });
      fs.writeFileSync(path.join(client, 'oferta-online/moje-konto/dane-osobowe/index.html'), builtPage([WINDOW], ['account/updatePersonalData']));
      fs.writeFileSync(path.join(client, 'index.html'), '<!DOCTYPE html><html><body data-template="home"><main></main></body></html>');
      const locks = await findSelfCareLocks(client);
      expect([...locks]).toEqual([['account/updatePersonalData', [WINDOW]]]);
    } finally {
      fs.rmSync(client, { recursive: true, force: true });
    }
  });
});

describe.each(anyDriver)('a self-care call during a lock window on %s', (driver) => {
  const server = testAppFor(driver, {
    start: '2026-12-13T20:00:00Z',
    app: { selfCareLocks: new Map([['account/updatePersonalData', [WINDOW]]]) },
  });

  it('is refused inside the window, naming it, and changes nothing; a call the window does not cover goes on', async () => {
    // Signed in before the window began, the customer keeps the page open into it.
    server.clock.set('2026-12-13T22:50:00+01:00');
    const customer = await signedInVisitor(server.app, 'klient.c@horyzont.example');
    server.clock.set('2026-12-13T23:05:00+01:00');
    const personalData = async () => (await customer.get('/api/account/personalData')).body;
    const before = await personalData();
    const refused = await customer.post('/api/account/updatePersonalData', { body: { mainAddress: ADDRESS }, xsrf: true });
    expect(refused.statusCode).toBe(503);
    expect(envelopeOf(refused)).toEqual({
      data: null,
      errorCode: 503,
      msg: 'Trwają prace serwisowe (od 13.12.2026, 23:00 do 14.12.2026, 05:00): tej zmiany nie można teraz wprowadzić. Spróbuj ponownie po ich zakończeniu.',
      status: 'ERROR',
    });
    // Until the end of the window, 5 h 55 min away.
    expect(refused.headers['retry-after']).toBe(String(5 * 3600 + 55 * 60));
    expect(await personalData()).toBe(before);

    const other = await customer.post('/api/account/updateConsents', {
      body: { consents: [{ cconsent: MARKETING_CONSENT, value: true }] },
      xsrf: true,
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('goes on before and after the window', async () => {
    for (const at of ['2026-12-13T22:58:00+01:00', '2026-12-14T05:01:00+01:00']) {
      server.clock.set(at);
      const customer = await signedInVisitor(server.app, 'klient.c@horyzont.example');
      const response = await customer.post('/api/account/updatePersonalData', { body: { mainAddress: ADDRESS }, xsrf: true });
      expect(response.statusCode, `${at}: ${response.body}`).toBe(200);
    }
  });
});
