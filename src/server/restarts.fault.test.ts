import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Customer, CUSTOMER, expectOneOrder, freshData, TIMEOUT } from '#testing/portal-customer.ts';
import { failedStart, startPortalProcess } from '#testing/portal-process.ts';

/**
 * The fault suite, restarts on one embedded folder (the lock and the folder
 * are PGlite's; a PostgreSQL server keeps its data itself): a crash never
 * blocks the next start; a damaged folder stops the start and is served
 * again once repaired; a second server on the folder is refused. Each test
 * has a folder of its own, so they run side by side.
 */

describe.concurrent('the portal restarted on one PGlite folder', () => {
  const { onFreshData, customerOn } = freshData('pglite');

  it(
    'starts 20 times in a row on the same data, stopped gracefully or killed, and keeps the customer’s session and order every time',
    () =>
      onFreshData(async (storage) => {
        const customer = await customerOn(storage, { bought: true });
        let portal = customer.portal;
        const order = (await customer.session()).ordersHistory[0]!.transactionId;

        for (let start = 1; start <= 20; start += 1) {
          if (start % 2 === 0) await portal.crash();
          else expect((await portal.stop()).code).toBe(0);
          portal = await startPortalProcess({ env: storage.env });
          customer.portal = portal;
          const session = await customer.session();
          expect(session.userLogin, `start ${start}`).toBe(CUSTOMER);
          expect(
            session.ordersHistory.map((entry) => entry.transactionId),
            `start ${start}`,
          ).toEqual([order]);
        }
        // The account itself still signs in.
        const again = new Customer(portal);
        await again.signIn();
        expectOneOrder(await again.session());
        await portal.stop();
      }),
    TIMEOUT * 2,
  );

  it(
    'refuses to start on a folder missing PG_VERSION, naming it and changing nothing; repaired, it serves the same orders',
    () =>
      onFreshData(async (storage) => {
        const customer = await customerOn(storage, { bought: true });
        await customer.portal.stop();

        const folder = storage.env.PGLITE_DIR!;
        const version = fs.readFileSync(path.join(folder, 'PG_VERSION'));
        fs.rmSync(path.join(folder, 'PG_VERSION'));
        const refused = await failedStart({ env: storage.env });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`Cannot open the database: The embedded database folder ${folder} cannot be used`);
        expect(refused.output).toContain('no PG_VERSION file');
        expect(fs.existsSync(path.join(folder, 'PG_VERSION'))).toBe(false);

        fs.writeFileSync(path.join(folder, 'PG_VERSION'), version);
        customer.portal = await startPortalProcess({ env: storage.env });
        expectOneOrder(await customer.session());
        await customer.portal.stop();
      }),
    TIMEOUT,
  );

  it(
    'refuses a second server on the same folder, naming the first, while the first keeps serving',
    () =>
      onFreshData(async (storage) => {
        const portal = await startPortalProcess({ env: storage.env });
        const second = await failedStart({ env: storage.env });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`is in use by process ${portal.pid}`);
        expect(
          (await fetch(`${portal.origin}/api/sessionData`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
        ).toBe(200);
        await portal.stop();
      }),
    TIMEOUT,
  );

  it(
    'refuses a second server on the same folder after the first one’s lock socket is deleted, and the first keeps every change',
    () =>
      onFreshData(async (storage) => {
        const customer = await customerOn(storage, { bought: true });
        const folder = storage.env.PGLITE_DIR!;
        // What an operator clearing "stale" lock files, or a temp-file cleaner, would do.
        fs.rmSync(`${fs.realpathSync(folder)}.lock`);
        const second = await failedStart({ env: storage.env });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`is in use by process ${customer.portal.pid}`);

        await customer.ok('cart/update', { operation: 'ADD', items: [{ offerCode: 'OTT_KOMFORT_M' }] });
        await customer.portal.stop();
        customer.portal = await startPortalProcess({ env: storage.env });
        const session = await customer.session();
        expectOneOrder(session);
        expect(session.cart.items.map((item) => item.offerCode)).toContain('OTT_KOMFORT_M');
        await customer.portal.stop();
      }),
    TIMEOUT,
  );
});
