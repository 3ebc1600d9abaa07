import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drivers, openTestDatabase } from '../db/test-support.ts';
import { openDatabase } from '../db/index.ts';
import { testApp, visitor } from '../test-support.ts';

/** Node processes hold no session state: the database alone carries a session from one server to another. */

// PGlite serves one process, so two servers on one database means the PostgreSQL driver.
const serverDrivers = drivers.filter((driver) => driver === 'postgres');

describe.each(serverDrivers)('two app instances on one %s database', (driver) => {
  it('serve one session interchangeably', async () => {
    const testDb = await openTestDatabase(driver);
    const appA = await testApp(testDb.db);
    const appB = await testApp(await testDb.openAnother());
    try {
      const browser = visitor(appA);
      await browser.post('/api/sessionData');
      expect((await browser.post('/api/cart/clearCart', { body: {}, xsrf: true })).statusCode).toBe(200);
      const started = (await browser.post('/api/sessionData')).json();

      // The same cookies, sent to the other server.
      const onB = visitor(appB);
      onB.setCookie('SESSION', browser.cookie('SESSION')!);
      onB.setCookie('XSRF-TOKEN', browser.cookie('XSRF-TOKEN')!);
      expect((await onB.post('/api/checkSessionData')).json()).toEqual(started);
      expect((await onB.post('/api/event', { body: { action: 'CLICK', uri: '/' }, xsrf: true })).statusCode).toBe(200);

      // Ended on A, gone on B.
      expect((await browser.get('/api/closeBrowser')).statusCode).toBe(200);
      expect((await onB.post('/api/checkSessionData')).statusCode).toBe(401);
    } finally {
      await appA.close();
      await appB.close();
      await testDb.cleanup();
    }
  });
});

describe('a restart of the server on embedded PGlite', () => {
  it(
    'keeps the session: the cookie still works after the app and database are closed and reopened',
    async () => {
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
        expect(checked.json()).toEqual(started);
        expect(stored.statusCode).toBe(200);
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
