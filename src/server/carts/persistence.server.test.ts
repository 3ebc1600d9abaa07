import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { drivers } from '#testing/database.ts';
import { testApp, testClock, visitor, onTwoServers, sameBrowserOn } from '#testing/server-app.ts';
import { add, anonymous, call, CLIENT_C, customer, dataOf, lines, sessionOf } from '#testing/carts.ts';

/** The database alone carries a cart: across a server restart and between servers on one database. */

describe('a restart of the server on embedded PGlite', () => {
  it('keeps the carts of an anonymous visitor and of a customer, with their items and stage', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-carts-'));
    const clock = testClock();
    try {
      let db = await openDatabase({ dataDir }, {});
      let app = await testApp(db, { clock });
      const browser = await anonymous(app);
      const visitorCart = dataOf(await call(browser, 'cart/update', add('OTT_KOMFORT_M', 'OTT_SPORT_M')));
      dataOf(await call(browser, 'cart/updateStage', { cartId: visitorCart.id, newStage: 'SUMMARY' }));
      const celina = await customer(app, CLIENT_C);
      const customerCart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      dataOf(await call(celina, 'cart/updateStage', { cartId: customerCart.id, newStage: 'SUMMARY' }));
      await app.close();
      await db.close();

      db = await openDatabase({ dataDir }, {});
      app = await testApp(db, { clock });
      try {
        const again = visitor(app);
        again.setCookie('SESSION', browser.cookie('SESSION')!);
        const visitorSession = await sessionOf(again);
        expect(visitorSession.cart).toMatchObject({ id: visitorCart.id, currentStage: 'SUMMARY' });
        expect(lines(visitorSession.cart)).toEqual(['OTT_KOMFORT_M/HOR02/A 49.99', 'OTT_SPORT_M/MCCSNK01/A 39.99']);

        // The customer's cart is the customer's: the old session and a new one after a new login both show it.
        const oldSession = visitor(app);
        oldSession.setCookie('SESSION', celina.cookie('SESSION')!);
        expect((await sessionOf(oldSession)).cart).toEqual({ ...customerCart, currentStage: 'SUMMARY' });
        const newLogin = await customer(app, CLIENT_C);
        expect((await sessionOf(newLogin)).cart).toEqual({ ...customerCart, currentStage: 'SUMMARY' });
      } finally {
        await app.close();
        await db.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

// PGlite serves one process, so two servers on one database means the PostgreSQL driver.
const serverDrivers = drivers.filter((driver) => driver === 'postgres');

describe.each(serverDrivers)('two app instances on one %s database', (driver) => {
  it('see and change the same cart, also at the same time', async () => {
    await onTwoServers(driver, async ({ a: appA, b: appB }) => {
      const onA = await anonymous(appA);
      const onB = sameBrowserOn(appB, onA);

      const cart = dataOf(await call(onA, 'cart/update', add('OTT_KOMFORT_M')));
      expect((await sessionOf(onB)).cart).toEqual(cart);

      const [fromA, fromB] = await Promise.all([call(onA, 'cart/update', add('OTT_STRUMIEN_M')), call(onB, 'cart/update', add('OTT_SPORT_M'))]);
      expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
      const seen = await sessionOf(onA);
      expect(seen.cart.id).toBe(cart.id);
      expect(lines(seen.cart).sort()).toEqual(['OTT_KOMFORT_M/HOR02/A 49.99', 'OTT_SPORT_M/MCCSNK01/A 39.99', 'OTT_STRUMIEN_M/FN01/A 29.00']);
      expect((await sessionOf(onB)).cart).toEqual(seen.cart);
    });
  }, 120_000);
});
