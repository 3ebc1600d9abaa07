import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { DEMO_PASSWORD } from '../identity/index.ts';
import { Browser, expectCallback, expectPage, submit } from '#testing/identity.ts';
import { sessionIdOf } from '../sessions/tokens.ts';
import { listeningPortal, testAppFor, type ListeningPortal, type Visitor } from '#testing/server-app.ts';
import { adoptVisitorCarts } from './adoption.ts';
import { add, anonymous, call, CLIENT_C, cartRow, customer, dataOf, lines, placeOrder, resetCarts } from '#testing/carts.ts';

/** At login the visitor's cart in progress becomes the customer's. */

describe.each(anyDriver)('adoptVisitorCarts on %s', { timeout: 60_000 }, (driver) => {
  const server = testAppFor(driver);

  beforeEach(() => resetCarts(server.db));

  const sessionOfVisitor = (caller: Visitor) => sessionIdOf(caller.cookie('SESSION')!);
  const adopt = async (caller: Visitor, customerId: string, ltoInCart = false) =>
    adoptVisitorCarts(server.db, sessionOfVisitor(caller), customerId, server.clock.now(), ltoInCart);

  it('hands the visitor’s cart to a customer who has none, and the session shows it', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const browser = await anonymous(server.app);
    const cart = dataOf(await call(browser, 'cart/update', add('OTT_CINEMA_LTO6')));
    expect(await adopt(browser, celina.customerId, true)).toEqual({ ltoInCart: true });
    expect(await cartRow(server.db, cart.id!)).toMatchObject({ customer_id: celina.customerId, status: 'OPEN', lto: true });
  });

  it('keeps the newer of two carts of one kind and cancels the other', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const older = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    server.clock.advance(60_000);
    const browser = await anonymous(server.app);
    const newer = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
    expect(await adopt(browser, celina.customerId)).toEqual({ ltoInCart: false });
    expect(await cartRow(server.db, older.id!)).toMatchObject({ status: 'CANCELLED' });
    expect(await cartRow(server.db, newer.id!)).toMatchObject({ status: 'OPEN', customer_id: celina.customerId });

    // The other way round: the customer's cart changed last.
    const visitorFirst = await anonymous(server.app);
    const stale = dataOf(await call(visitorFirst, 'cart/update', add('OTT_STRUMIEN_M')));
    server.clock.advance(60_000);
    expect(lines(dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M'))))).toEqual([
      'OTT_START_M/HOR01/A 29.99',
      'OTT_SPORT_M/MCCSNK01/A 39.99',
    ]);
    await adopt(visitorFirst, celina.customerId);
    expect(await cartRow(server.db, stale.id!)).toMatchObject({ status: 'CANCELLED', customer_id: null });
    expect(await cartRow(server.db, newer.id!)).toMatchObject({ status: 'OPEN', customer_id: celina.customerId });
  });

  it('never lets an empty cart replace one with items, nor anything replace an order in progress', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const filled = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    server.clock.advance(60_000);
    const browser = await anonymous(server.app);
    const emptied = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
    await call(browser, 'cart/update', { operation: 'REMOVE', carticle: 'HOR01' });
    await adopt(browser, celina.customerId);
    expect(await cartRow(server.db, filled.id!)).toMatchObject({ status: 'OPEN' });
    expect(await cartRow(server.db, emptied.id!)).toMatchObject({ status: 'CANCELLED' });

    await placeOrder(server.db, filled.id!);
    server.clock.advance(60_000);
    const later = await anonymous(server.app);
    const newer = dataOf(await call(later, 'cart/update', add('OTT_START_M')));
    await adopt(later, celina.customerId);
    expect(await cartRow(server.db, filled.id!)).toMatchObject({ status: 'ACTIVATION_PENDING' });
    expect(await cartRow(server.db, newer.id!)).toMatchObject({ status: 'CANCELLED' });
  });

  it('keeps a regular and an LTO cart apart, showing the one the visitor was shown', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const regular = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    const browser = await anonymous(server.app);
    const lto = dataOf(await call(browser, 'cart/update', add('OTT_CINEMA_LTO6')));
    expect(await adopt(browser, celina.customerId, true)).toEqual({ ltoInCart: true });
    expect(await cartRow(server.db, regular.id!)).toMatchObject({ status: 'OPEN', customer_id: celina.customerId });
    expect(await cartRow(server.db, lto.id!)).toMatchObject({ status: 'OPEN', customer_id: celina.customerId });
  });

  it('with no visitor cart, shows the customer’s only cart in progress', async () => {
    const celina = await customer(server.app, CLIENT_C);
    await call(celina, 'cart/update', add('OTT_CINEMA_LTO6'));
    expect(await adopt(await anonymous(server.app), celina.customerId, false)).toEqual({ ltoInCart: true });
  });
});

describe('login through the embedded provider hands over the visitor’s cart', { timeout: 120_000 }, () => {
  let t: TestDatabase;
  let portal: ListeningPortal;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    portal = await listeningPortal(t.db);
  }, 120_000);

  afterAll(async () => {
    await portal?.close();
    await t?.cleanup();
  });

  it('a cart filled before signing in is the customer’s after, next to their own cart of the other kind', async () => {
    const { origin } = portal;
    const customerId = (await t.db.query<{ id: string }>('SELECT id FROM customers WHERE login = $1', [CLIENT_C])).rows[0]!.id;
    const own = (await t.db.query<{ id: string }>(`INSERT INTO carts (customer_id) VALUES ($1) RETURNING id`, [customerId])).rows[0]!.id;
    await t.db.query(
      `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'OTT_SPORT_M', 'MCCSNK01', 39.99)`,
      [own],
    );

    const browser = new Browser(`${origin}/oferta-online/`);
    const start = await browser.request(`${origin}/api/login`);
    await start.body?.cancel();
    const cookie = () => [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const added = await fetch(`${origin}/api/cart/update`, {
      method: 'POST',
      headers: { cookie: cookie(), 'content-type': 'application/json', 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify(add('OTT_CINEMA_LTO6')),
    });
    expect(added.status).toBe(200);
    const visitorCartId = ((await added.json()) as { data: { id: string } }).data.id;

    const page = expectPage(await browser.go(new URL(start.headers.get('location') ?? '', origin).href));
    expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': CLIENT_C, Hasło: DEMO_PASSWORD }));

    const session = await fetch(`${origin}/api/sessionData`, {
      method: 'POST',
      headers: { cookie: cookie(), 'content-type': 'application/json' },
      body: '{}',
    });
    const data = ((await session.json()) as { data: { userLogin: string; ltoInCart: boolean; cart: { id: string; items: [] } } }).data;
    expect(data).toMatchObject({ userLogin: CLIENT_C, ltoInCart: true });
    expect(data.cart.id).toBe(visitorCartId);
    expect(lines(data.cart)).toEqual(['OTT_CINEMA_LTO6/MYCAN01/A 24.99']);
    expect(await cartRow(t.db, visitorCartId)).toMatchObject({ customer_id: customerId, status: 'OPEN' });
    expect(await cartRow(t.db, own)).toMatchObject({ customer_id: customerId, status: 'OPEN' });
  });
});
