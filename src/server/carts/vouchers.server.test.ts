import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { testAppFor } from '#testing/server-app.ts';
import { limits } from '#api-contract/limits.ts';
import { spendAllBut } from '#testing/rate-limits.ts';
import {
  add,
  anonymous,
  call,
  CLIENT_C,
  CLIENT_CARD,
  cartRow,
  customer,
  dataOf,
  expectRefusal,
  expectUnchanged,
  placeOrder,
  resetCarts,
  sessionOf,
} from '#testing/carts.ts';

/** cart/checkVoucher against the demo vouchers of 0004_cart.sql. */

describe.each(drivers)('cart/checkVoucher on %s', { timeout: 60_000 }, (driver) => {
  const server = testAppFor(driver, { start: '2026-11-02T09:00:00.000Z' });

  beforeEach(async () => {
    await resetCarts(server.db);
    // Each test in a fresh attempt window of its own.
    server.clock.advance(10 * 60 * 1000);
  });

  const check = (caller: Parameters<typeof call>[0], code: string) => call(caller, 'cart/checkVoucher', { code });
  const voucher = (response: Awaited<ReturnType<typeof check>>) =>
    dataOf<{ code: string; description: string; discount: string; validTo: string | null }>(response);

  it('puts a valid code on the cart, as typed in any case, and says what it takes off the first payment', async () => {
    const browser = await anonymous(server.app);
    const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M', 'OTT_STRUMIEN_M')));
    expect(voucher(await check(browser, ' horyzont10 '))).toEqual({
      code: 'HORYZONT10',
      description: 'Rabat 10% na pierwszą płatność',
      discount: '5.90',
      validTo: '2030-12-31T22:59:59.000Z',
    });
    expect(await cartRow(server.db, cart.id!)).toMatchObject({ voucher_code: 'HORYZONT10' });
    expect((await sessionOf(browser)).voucherCode).toBe('HORYZONT10');

    // A voucher for one offer counts that offer only; a new code replaces the old one.
    expect(voucher(await check(browser, 'START5'))).toMatchObject({ code: 'START5', discount: '5.00', validTo: '2030-12-31T22:59:59.000Z' });
    expect(await cartRow(server.db, cart.id!)).toMatchObject({ voucher_code: 'START5' });
  });

  it.each([
    ['an unknown code', 'NIEMA123', 'Ten kod rabatowy jest nieprawidłowy.'],
    ['an expired code', 'LATO2025', 'Ten kod rabatowy wygasł.'],
    ['a code not valid yet', 'ZIMA2031', 'Ten kod rabatowy nie jest jeszcze aktywny.'],
    ['a used-up code', 'WYCZERPANY', 'Ten kod rabatowy został już wykorzystany.'],
    ['a code for other offers', 'START5', 'Ten kod rabatowy nie obejmuje produktów w Twoim koszyku.'],
  ])('refuses %s with 359, changing nothing', async (_name, code, message) => {
    const browser = await anonymous(server.app);
    await call(browser, 'cart/update', add('OTT_KOMFORT_M'));
    await expectUnchanged(server.db, async () => expectRefusal(await check(browser, code), 422, 359, message));
  });

  it('needs a cart with something in it', async () => {
    const browser = await anonymous(server.app);
    await expectUnchanged(server.db, async () => expectRefusal(await check(browser, 'HORYZONT10'), 422, 359, 'Dodaj produkt do koszyka'));
    await call(browser, 'cart/update', add('OTT_START_M'));
    await call(browser, 'cart/update', { operation: 'REMOVE', carticle: 'HOR01' });
    await expectUnchanged(server.db, async () => expectRefusal(await check(browser, 'HORYZONT10'), 422, 359, 'Dodaj produkt do koszyka'));
  });

  it('gives a once-per-customer code once: refused after the customer ordered with it, still fine for another', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const first = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    expect(voucher(await check(celina, 'POWITANIE20')).discount).toBe('20.00');
    await placeOrder(server.db, first.id!);
    await server.db.query(`UPDATE carts SET status = 'FINALIZED' WHERE id = $1`, [first.id]);
    await call(celina, 'cart/update', add('OTT_CINEMA_LTO6'));
    await expectUnchanged(server.db, async () => expectRefusal(await check(celina, 'POWITANIE20'), 422, 359, 'został już wykorzystany'));

    const karol = await customer(server.app, CLIENT_CARD);
    await call(karol, 'cart/update', add('OTT_STRUMIEN_M'));
    expect(voucher(await check(karol, 'POWITANIE20')).discount).toBe('20.00');
  });

  it('waits while the cart’s order is in progress (324)', async () => {
    const celina = await customer(server.app, CLIENT_C);
    const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
    await placeOrder(server.db, cart.id!);
    await expectUnchanged(server.db, async () => expectRefusal(await check(celina, 'HORYZONT10'), 409, 324));
  });

  it('counts every attempt, refused ones too: the sixth in ten minutes gets 429 even with a good code, then the window passes', async () => {
    const browser = await anonymous(server.app);
    const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
    for (const code of ['ZLY1', 'ZLY2', 'ZLY3', 'ZLY4', 'ZLY5']) expectRefusal(await check(browser, code), 422, 359);
    await expectUnchanged(server.db, async () =>
      expectRefusal(await check(browser, 'HORYZONT10'), 429, 429, 'Zbyt wiele prób wpisania kodu rabatowego. Spróbuj ponownie za kilka minut.'),
    );
    expect(await cartRow(server.db, cart.id!)).toMatchObject({ voucher_code: null });

    // Another visitor has attempts of their own.
    const other = await anonymous(server.app);
    await call(other, 'cart/update', add('OTT_START_M'));
    expect(voucher(await check(other, 'HORYZONT10')).code).toBe('HORYZONT10');

    server.clock.advance(10 * 60 * 1000);
    expect(voucher(await check(browser, 'HORYZONT10')).code).toBe('HORYZONT10');
  });

  it('limits attempts per address across anonymous sessions', async () => {
    // The address has all but 10 attempts of its window spent; three new sessions make 15.
    await spendAllBut(server.db, limits.cartVouchersPerAddress, '198.51.100.30', () => server.clock.now(), 10);
    const callers = await Promise.all(Array.from({ length: 3 }, () => anonymous(server.app, { address: '198.51.100.30' })));
    let refused = 0;
    for (const caller of callers) {
      for (let attempt = 0; attempt < limits.cartVouchers.limit; attempt += 1) {
        const response = await check(caller, `ZLY${attempt}`);
        if (response.statusCode === 429) refused += 1;
      }
    }
    expect(refused).toBe(3 * limits.cartVouchers.limit - 10);
  });

  it('refuses a malformed code with a Polish message, and a call without XSRF', async () => {
    const browser = await anonymous(server.app);
    await call(browser, 'cart/update', add('OTT_START_M'));
    await expectUnchanged(server.db, async () => {
      expectRefusal(await check(browser, 'HORYZONT-10'), 400, 400, 'Nieprawidłowe pole „code”: kod rabatowy może zawierać tylko litery i cyfry.');
      expectRefusal(await check(browser, '   '), 400, 400, 'pole nie może być puste');
      expectRefusal(await browser.post('/api/cart/checkVoucher', { body: { code: 'HORYZONT10' } }), 403, 403);
    });
  });
});
