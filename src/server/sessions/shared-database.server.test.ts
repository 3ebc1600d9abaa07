import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { openDatabase } from '../db/index.ts';
import { add, call, CLIENT_C, customer, dataOf, lines, sessionOf } from '#testing/carts.ts';
import { testApp, visitor, onTwoServers, sameBrowserOn } from '#testing/server-app.ts';

interface Product {
  articleCode: string;
  contractId: string;
  status: string;
}

/** Node processes hold no session state: the database alone carries a session from one server to another. */

// PGlite serves one process, so two servers on one database means the PostgreSQL driver.
const serverDrivers = drivers.filter((driver) => driver === 'postgres');

describe.each(serverDrivers)('two app instances on one %s database', (driver) => {
  it('serve one session interchangeably', async () => {
    await onTwoServers(driver, async ({ a: appA, b: appB }) => {
      const browser = visitor(appA);
      await browser.post('/api/sessionData');
      expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
      const started = (await browser.post('/api/sessionData')).json();

      // The same cookies, sent to the other server.
      const onB = sameBrowserOn(appB, browser);
      // The same session on the other server; only the answer's stamp is its own time.
      expect((await onB.post('/api/checkSessionData')).json()).toEqual({ ...started, data: { ...started.data, sessionStamp: expect.any(String) } });
      expect((await onB.post('/api/event', { body: { action: 'CLICK', uri: '/' }, xsrf: true })).statusCode).toBe(200);

      // Ended on A, gone on B.
      expect((await browser.get('/api/closeBrowser')).statusCode).toBe(200);
      expect((await onB.post('/api/checkSessionData')).statusCode).toBe(401);
    });
  });

  it('show a signed-in customer a change made through one in the next call on the other, with both caches warm', async () => {
    await onTwoServers(driver, async ({ a: appA, b: appB }) => {
      const onA = await customer(appA, CLIENT_C);
      const onB = sameBrowserOn(appB, onA);
      const productsOn = async (caller: typeof onB) => (await sessionOf(caller)).currentProducts as Product[];
      const schedule = async (caller: typeof onB) => dataOf<{ nextPayments: unknown[] }>(await call(caller, 'payments/schedule', {}));
      // Each server has read (and may keep) the customer's records, cart and schedule.
      for (const server of [onA, onB, onA, onB]) await Promise.all([sessionOf(server), schedule(server)]);
      const streaming = (await productsOn(onB)).find((product) => product.articleCode === 'FN01')!;
      expect(streaming.status).toBe('ACTIVE');

      // The customer's records, changed on A.
      expect((await call(onA, 'cart/switchOff', { contractId: streaming.contractId, articleCode: 'FN01' })).statusCode).toBe(200);
      expect((await productsOn(onB)).find((product) => product.articleCode === 'FN01')?.status).toBe('PLANNED_OFF');
      expect(await schedule(onB)).toEqual(await schedule(onA));

      // The customer's cart, changed on B, then on A.
      const added = dataOf(await call(onB, 'cart/update', add('OTT_SPORT_M')));
      expect((await sessionOf(onA)).cart).toEqual(added);
      expect(await schedule(onA)).toEqual(await schedule(onB));
      expect(JSON.stringify(await schedule(onA))).toContain('MCCSNK01');
      dataOf(await call(onA, 'cart/clearCart', {}));
      expect(lines((await sessionOf(onB)).cart)).toEqual([]);
      expect(JSON.stringify(await schedule(onB))).not.toContain('MCCSNK01');
    });
  });
});

describe('a restart of the server on embedded PGlite', () => {
  it('keeps the session: the cookie still works after the app and database are closed and reopened', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-sessions-'));
    try {
      let db = await openDatabase({ dataDir }, {});
      let app = await testApp(db);
      const browser = visitor(app);
      await browser.post('/api/sessionData');
      // A visitor's token from before the restart: its signing key is kept in the database too.
      const visitorToken = browser.cookie('XSRF-TOKEN')!;
      expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
      const started = (await browser.post('/api/sessionData', { body: { frontendVersion: '3.1.0' } })).json();
      await app.close();
      await db.close();

      db = await openDatabase({ dataDir }, {});
      app = await testApp(db);
      const again = visitor(app);
      again.setCookie('SESSION', browser.cookie('SESSION')!);
      const checked = await again.post('/api/checkSessionData');
      const newcomer = visitor(app);
      newcomer.setCookie('XSRF-TOKEN', visitorToken);
      const stored = await newcomer.post('/api/cart/clearCart', { body: {}, xsrf: true });
      await app.close();
      await db.close();

      expect(checked.statusCode).toBe(200);
      // The same session; only the answer's stamp is its own time.
      expect(checked.json()).toEqual({ ...started, data: { ...started.data, sessionStamp: expect.any(String) } });
      expect(stored.statusCode).toBe(200);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
