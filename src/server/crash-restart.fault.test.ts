import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, drivers, expectOneOrder, finishPurchase, freshData, OFFER, steps, TIMEOUT } from '#testing/portal-customer.ts';
import { startPortalProcess } from '#testing/portal-process.ts';

/**
 * The fault suite, kill points: the portal's server as a separate process,
 * killed with SIGKILL at each step of a purchase and restarted on the same
 * database. What the customer did is never lost (the session, the cart, the
 * order), and a purchase never makes two orders. Each test has a server and
 * data of its own, so they run side by side (the fault project's maxConcurrency).
 */

describe.concurrent.each(drivers)('the portal killed and restarted on %s', (driver) => {
  const { onFreshData, customerOn } = freshData(driver);

  describe.each(steps.map((step, index) => [step.name, index] as const))('kill -9 at %s', (_name, index) => {
    it.each(['while the call runs', 'right after its answer'] as const)(
      '%s: after the restart the customer is still signed in, the cart is as before or after the call, at most one order, and the purchase completes with exactly one',
      (moment) =>
        onFreshData(async (storage) => {
          const customer = await customerOn(storage, { bought: false });
          for (const step of steps.slice(0, index)) {
            const response = await step.run(customer, await customer.session());
            expect(response.status, step.name).toBe(200);
          }
          const before = await customer.session();

          const call = steps[index]!.run(customer, before);
          if (moment === 'while the call runs') {
            void call.catch(() => undefined);
            await sleep(index * 3);
          } else {
            expect((await call).status).toBe(200);
          }
          await customer.portal.crash();

          customer.portal = await startPortalProcess({ env: storage.env });
          const after = await customer.session();
          expect(after.userLogin).toBe(CUSTOMER);
          expect(after.ordersHistory.length).toBeLessThanOrEqual(1);
          if (moment === 'right after its answer') {
            if (index === 0) expect(after.cart.items.map((item) => item.offerCode)).toContain(OFFER);
            if (index === 1) expect(after.cart.currentStage).not.toBe('PACKAGE');
            if (index >= 2) expectOneOrder(after);
          } else if (after.ordersHistory.length === 1) {
            expectOneOrder(after);
          } else {
            // Committed or not, never half: the cart holds what it held before the call, or what the call put in.
            const held = before.cart.items.map((item) => item.offerCode);
            const possible = index === 0 ? [held, [...held, OFFER]] : [held];
            expect(possible).toContainEqual(after.cart.items.map((item) => item.offerCode));
          }

          await finishPurchase(customer);
          expectOneOrder(await customer.session());
          await customer.portal.stop();
        }),
      TIMEOUT,
    );
  });
});
