import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { testAppFor, visitor, type Visitor, onTwoServers, sameBrowserOn } from '#testing/server-app.ts';
import {
  add,
  anonymous,
  call,
  CLIENT_C,
  CLIENT_LTO,
  customer,
  dataOf,
  expectRefusal,
  expectUnchanged,
  placeOrder,
  resetCarts,
  sessionOf,
} from '#testing/carts.ts';

/**
 * session/selfcare (spec 1 and 3 fromSelfcare, issue 13 „Dodaj usługę”): a
 * signed-in customer's shop flow marked as started from My services, kept
 * with the session on the server, and cleared by the service when the flow
 * ends: the cart completed, cancelled or cleared.
 */

const mark = (caller: Visitor, fromSelfcare: boolean) => call(caller, 'session/selfcare', { fromSelfcare });
const flagOf = async (caller: Visitor) => (await sessionOf(caller)).fromSelfcare;

describe.each(drivers)('session/selfcare on %s', { timeout: 60_000 }, (driver) => {
  const server = testAppFor(driver, { start: '2026-11-02T09:00:00.000Z' });

  beforeEach(() => resetCarts(server.db));

  it('sets the flag for the signed-in customer; every later session call answers it until it is set false', async () => {
    const celina = await customer(server.app, CLIENT_C);
    // The session has been read (and, on PGlite, cached) before the change.
    expect(await flagOf(celina)).toBe(false);

    expect(dataOf(await mark(celina, true))).toEqual({ fromSelfcare: true });
    expect(await flagOf(celina)).toBe(true);
    // A reload, and another page later: still there.
    expect(await flagOf(celina)).toBe(true);
    const checked = await celina.post('/api/checkSessionData', { body: {} });
    expect(checked.json()).toMatchObject({ data: { fromSelfcare: true } });
    // Marking again writes nothing.
    await expectUnchanged(server.db, async () => expect(dataOf(await mark(celina, true))).toEqual({ fromSelfcare: true }));

    expect(dataOf(await mark(celina, false))).toEqual({ fromSelfcare: false });
    expect(await flagOf(celina)).toBe(false);
  });

  it('belongs to the session that set it, not to the customer’s other sessions', async () => {
    const phone = await customer(server.app, CLIENT_C);
    const laptop = await customer(server.app, CLIENT_C);
    dataOf(await mark(phone, true));
    expect(await flagOf(phone)).toBe(true);
    expect(await flagOf(laptop)).toBe(false);
  });

  it('refuses an anonymous visitor (401), a call without the XSRF header (403) and a body that is not a flag (400), changing nothing', async () => {
    const browser = await anonymous(server.app);
    const celina = await customer(server.app, CLIENT_C);
    await expectUnchanged(server.db, async () => {
      expectRefusal(await mark(browser, true), 401, 401);
      expectRefusal(await mark(visitor(server.app), true), 403, 403);
      const forged = await celina.post('/api/session/selfcare', { body: { fromSelfcare: true } });
      expectRefusal(forged, 403, 403);
      expectRefusal(await call(celina, 'session/selfcare', { fromSelfcare: 'tak' }), 400, 400, 'fromSelfcare');
      expectRefusal(await call(celina, 'session/selfcare', { fromSelfcare: true, inne: 1 }), 400, 400);
      expectRefusal(await call(celina, 'session/selfcare', {}), 400, 400);
    });
    expect(await flagOf(browser)).toBe(false);
    expect(await flagOf(celina)).toBe(false);
  });

  it('is cleared with the cart: emptied (with or without its data), or the LTO cart emptied', async () => {
    const celina = await customer(server.app, CLIENT_C);
    for (const [path, body] of [
      ['cart/clearCart', {}],
      ['cart/clearCart', { data: true }],
      ['cart/clearCartLto', {}],
    ] as const) {
      dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      dataOf(await mark(celina, true));
      dataOf(await call(celina, path, body));
      expect(await flagOf(celina), `${path} ${JSON.stringify(body)}`).toBe(false);
    }
  });

  it('is cleared when the order is completed at its last stage (the thank-you page)', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    dataOf(await mark(celina, true));
    await placeOrder(server.db, cart.id!);
    dataOf(await call(celina, 'cart/updateStage', { cartId: cart.id, newStage: 'NEXT' }));
    // Still in the flow while the paid order is being activated.
    expect(await flagOf(celina)).toBe(true);
    expect(dataOf(await call(celina, 'cart/updateStage', { cartId: cart.id, newStage: 'THP' }))).toMatchObject({ cartStatus: 'FINALIZED' });
    expect(await flagOf(celina)).toBe(false);
  });

  it('is cleared when the order is cancelled, and kept when a refused call changes nothing', async () => {
    const lena = await customer(server.app, CLIENT_LTO);
    const cart = dataOf(await call(lena, 'cart/update', add('OTT_SPORT_M')));
    dataOf(await mark(lena, true));
    await placeOrder(server.db, cart.id!, { orderStatus: 'PENDING_PAYMENT' });
    // An order awaiting payment cannot be cleared (324): the flow goes on.
    expectRefusal(await call(lena, 'cart/clearCart', {}), 409, 324);
    expect(await flagOf(lena)).toBe(true);

    dataOf(await call(lena, 'cart/cancel'));
    expect(await flagOf(lena)).toBe(false);
  });
});

// PGlite serves one process, so two servers on one database means the PostgreSQL driver.
describe.each(drivers.filter((driver) => driver === 'postgres'))('session/selfcare with two app instances on one %s database', (driver) => {
  it('is seen by the next session call on the other instance, set and cleared, with both caches warm', async () => {
    await onTwoServers(driver, async ({ a: appA, b: appB }) => {
      const onA = await customer(appA, CLIENT_C);
      const onB = sameBrowserOn(appB, onA);
      for (const server of [onA, onB, onA, onB]) expect(await flagOf(server)).toBe(false);

      dataOf(await mark(onA, true));
      expect(await flagOf(onB)).toBe(true);

      dataOf(await call(onB, 'cart/update', add('OTT_SPORT_M')));
      dataOf(await call(onB, 'cart/clearCart', {}));
      expect(await flagOf(onA)).toBe(false);
    });
  }, 120_000);
});
