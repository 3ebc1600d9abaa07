import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/session.ts';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, testAppFor, visitor } from '#testing/server-app.ts';
import {
  add,
  anonymous,
  call,
  CLIENT_C,
  CLIENT_LTO,
  cartRow,
  customer,
  dataOf,
  expectRefusal,
  expectUnchanged,
  FROM_GERMANY,
  itemRows,
  lines,
  placeOrder,
  resetCarts,
  sessionOf,
} from '#testing/carts.ts';

/** The cart calls besides cart/update: clearing, stages, cancelling, the special-offer mark, discount and sale consents. */

const BOTH_CONSENTS = [
  { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
  { cconsent: 'INDREK_MCI', value: 1 },
];

describe.each(anyDriver)('cart calls on %s', { timeout: 60_000 }, (driver) => {
  const server = testAppFor(driver, { start: '2026-11-02T09:00:00.000Z' });

  beforeEach(() => resetCarts(server.db));

  const consents = async (cartId: string) =>
    (await server.db.query('SELECT code, value, indiscount FROM consents WHERE cart_id = $1 ORDER BY code', [cartId])).rows;

  describe('cart/clearCart and cart/clearCartLto', () => {
    it('empties the cart and takes it back to PACKAGE, keeping what was entered for the order', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_KOMFORT_M', 'OTT_SPORT_M')));
      dataOf(await call(browser, 'updateOrderByConsentsChanges', BOTH_CONSENTS));
      expect(dataOf(await call(browser, 'cart/updateStage', { cartId: cart.id, newStage: 'SUMMARY' })).currentStage).toBe('SUMMARY');

      const cleared = dataOf(await call(browser, 'cart/clearCart', {}));
      expect(cleared).toMatchObject({ id: cart.id, items: [], currentStage: 'PACKAGE', cartStatus: 'OPEN' });
      expect(cleared.consents).toHaveLength(2);
      expect(await itemRows(server.db, cart.id!)).toEqual([]);
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ current_stage: 'PACKAGE', status: 'OPEN' });
    });

    it('with the data flag also drops the sale consents, voucher, addresses and special-offer mark', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'specialOffer/markProcess', {});
      const address = { street: 'Polna', number: '7', postalCode: '31-042', city: 'Kraków' };
      const cart = dataOf(
        await call(browser, 'cart/update', { operation: 'ADD_SPO', items: [{ offerCode: 'OTT_START_M' }], addressPrimary: address }),
      );
      await server.db.query(`INSERT INTO consents (cart_id, code, value, indiscount) VALUES ($1, 'INDREK_MCI', true, true)`, [cart.id]);
      dataOf(await call(browser, 'cart/checkVoucher', { code: 'HORYZONT10' }));
      expect(await sessionOf(browser)).toMatchObject({ isSpecialOfferInCart: true, voucherCode: 'HORYZONT10' });

      const cleared = dataOf(await call(browser, 'cart/clearCart', { data: true }));
      expect(cleared).toMatchObject({ id: cart.id, items: [], consents: [], addressPrimary: null, currentStage: 'PACKAGE' });
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ voucher_code: null, special_offer: false, address_primary: null });
      expect(await consents(cart.id!)).toEqual([]);
      expect(await sessionOf(browser)).toMatchObject({ isSpecialOfferInCart: false, voucherCode: null });
    });

    it('answers the empty cart when there is none, creating nothing', async () => {
      const browser = await anonymous(server.app);
      const cleared = await expectUnchanged(server.db, async () => dataOf(await call(browser, 'cart/clearCart')));
      expect(cleared).toMatchObject({ id: null, items: [], currentStage: 'PACKAGE' });
    });

    it('clearCartLto empties only the LTO cart and ends the LTO flow', async () => {
      const browser = await anonymous(server.app);
      const regular = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      const lto = dataOf(await call(browser, 'cart/update', add('OTT_CINEMA_LTO6')));
      expect((await sessionOf(browser)).ltoInCart).toBe(true);

      expect(dataOf(await call(browser, 'cart/clearCartLto'))).toMatchObject({ id: lto.id, items: [] });
      expect(await itemRows(server.db, lto.id!)).toEqual([]);
      const session = await sessionOf(browser);
      expect(session.ltoInCart).toBe(false);
      expect(lines(session.cart)).toEqual(['OTT_START_M/HOR01/A 29.99']);
      expect(session.cart.id).toBe(regular.id);
    });

    it('refuses while the cart’s order is in progress (324), changing nothing', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      await expectUnchanged(server.db, async () => expectRefusal(await call(celina, 'cart/clearCart', { data: true }), 409, 324));
    });

    it('refuses a body it does not know and a call without XSRF, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_CINEMA_LTO6'));
      await expectUnchanged(server.db, async () => {
        expectRefusal(await call(browser, 'cart/clearCartLto', { all: true }), 400, 400, 'nieznane pole „all”');
        expectRefusal(await call(browser, 'cart/clearCart', { data: 'tak' }), 400, 400, 'Nieprawidłowe pole „data”: oczekiwano wartości logicznej');
        expectRefusal(await browser.post('/api/cart/clearCartLto'), 403, 403);
      });
    });
  });

  describe('cart/updateStage', () => {
    const stage = (caller: Parameters<typeof call>[0], cartId: string | null, newStage: string) =>
      call(caller, 'cart/updateStage', { cartId, newStage });

    it('moves an open cart with items forward, back and to a named stage, and stores it', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      expect(dataOf(await stage(browser, cart.id, 'NEXT')).currentStage).toBe('SUMMARY');
      expect((await cartRow(server.db, cart.id!))?.current_stage).toBe('SUMMARY');
      expect((await sessionOf(browser)).cart.currentStage).toBe('SUMMARY');
      expect(dataOf(await stage(browser, cart.id, 'PREVIOUS')).currentStage).toBe('PACKAGE');
      expect(dataOf(await stage(browser, cart.id, 'PREVIOUS')).currentStage).toBe('PACKAGE');
      expect(dataOf(await stage(browser, cart.id, 'SUMMARY')).currentStage).toBe('SUMMARY');
    });

    it('keeps an empty cart at PACKAGE and an open cart before ACTIVATION (366), changing nothing', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      await call(browser, 'cart/update', { operation: 'REMOVE', carticle: 'HOR01' });
      await expectUnchanged(server.db, async () =>
        expectRefusal(await stage(browser, cart.id, 'NEXT'), 422, 366, 'Koszyk jest pusty. Wybierz pakiet, aby przejść dalej.'),
      );
      await call(browser, 'cart/update', add('OTT_START_M'));
      await stage(browser, cart.id, 'SUMMARY');
      await expectUnchanged(server.db, async () => {
        expectRefusal(await stage(browser, cart.id, 'NEXT'), 422, 366, 'Aby przejść do aktywacji, złóż zamówienie.');
        expectRefusal(await stage(browser, cart.id, 'THP'), 422, 366);
      });
    });

    it('answers 404 for a stage that does not exist and for a cart that is not the caller’s', async () => {
      const owner = await anonymous(server.app);
      const cart = dataOf(await call(owner, 'cart/update', add('OTT_START_M')));
      const other = await customer(server.app, CLIENT_C);
      await expectUnchanged(server.db, async () => {
        expectRefusal(await stage(owner, cart.id, 'PLATNOSC'), 404, 404, 'Nie ma etapu zamówienia „PLATNOSC”.');
        expectRefusal(await stage(other, cart.id, 'NEXT'), 404, 404, 'Nie znaleziono koszyka.');
        expectRefusal(await stage(other, '00000000-0000-4000-8000-000000000000', 'NEXT'), 404, 404);
      });
    });

    it('moves a placed order through activation, completes it at the last stage, then answers 368', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await stage(celina, cart.id, 'PREVIOUS'), 409, 368, 'Ten koszyk jest już zamknięty'),
      );
      expect(dataOf(await stage(celina, cart.id, 'NEXT'))).toMatchObject({ currentStage: 'BOX_ACTIVATION', cartStatus: 'ACTIVATION_PENDING' });
      expect(dataOf(await stage(celina, cart.id, 'THP'))).toMatchObject({ currentStage: 'THP', cartStatus: 'FINALIZED' });
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ status: 'FINALIZED', current_stage: 'THP' });
      await expectUnchanged(server.db, async () => expectRefusal(await stage(celina, cart.id, 'NEXT'), 409, 368));
      // The slot is free: the next purchase opens a new cart.
      expect(dataOf(await call(celina, 'cart/update', add('OTT_CINEMA_LTO6'))).id).not.toBe(cart.id);
    });

    it('keeps a placed order at ACTIVATION while the customer’s account is not active (366), and lets it on once it is', async () => {
      const karol = await customer(server.app, 'klient.karta@horyzont.example');
      const cart = dataOf(await call(karol, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      await server.db.query(`UPDATE customers SET account_active = false WHERE lower(login) = 'klient.karta@horyzont.example'`);
      await expectUnchanged(server.db, async () => {
        expectRefusal(
          await stage(karol, cart.id, 'NEXT'),
          422,
          366,
          'Twoje konto nie jest jeszcze aktywne, więc nie możemy włączyć zamówionych usług. Zadzwoń na infolinię 801 234 567.',
        );
        expectRefusal(await stage(karol, cart.id, 'THP'), 422, 366);
      });
      await server.db.query(`UPDATE customers SET account_active = true WHERE lower(login) = 'klient.karta@horyzont.example'`);
      expect(dataOf(await stage(karol, cart.id, 'THP'))).toMatchObject({ currentStage: 'THP', cartStatus: 'FINALIZED' });
    });

    it('keeps an order awaiting its payment at SUMMARY (368)', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await stage(celina, cart.id, 'SUMMARY');
      await placeOrder(server.db, cart.id!, { orderStatus: 'PENDING_PAYMENT' });
      await expectUnchanged(server.db, async () => {
        expectRefusal(await stage(celina, cart.id, 'NEXT'), 409, 368);
        expectRefusal(await stage(celina, cart.id, 'ACTIVATION'), 409, 368);
        expectRefusal(await stage(celina, cart.id, 'PACKAGE'), 409, 368);
      });
    });

    it('refuses a malformed stage and a missing cart id (400), and a foreign country (451)', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      await expectUnchanged(server.db, async () => {
        expectRefusal(await stage(browser, cart.id, 'next'), 400, 400, 'podaj kod etapu (np. SUMMARY), NEXT lub PREVIOUS');
        expectRefusal(await call(browser, 'cart/updateStage', { newStage: 'NEXT' }), 400, 400, 'Nieprawidłowe pole „cartId”: pole jest wymagane.');
        expectRefusal(await stage(browser, 'C-7', 'NEXT'), 400, 400, 'nieprawidłowy identyfikator koszyka');
        expectRefusal(await call(browser, 'cart/updateStage', { cartId: cart.id, newStage: 'NEXT' }, FROM_GERMANY), 451, 451);
      });
    });
  });

  describe('cart/cancel', () => {
    it('cancels an order awaiting payment: cart, order and pending payments; a new cart can follow', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      const orderId = await placeOrder(server.db, cart.id!, { orderStatus: 'PENDING_PAYMENT' });
      await server.db.query(`INSERT INTO payments (order_id, mop_id, amount, status) VALUES ($1, 1, 39.99, 'FAILED')`, [orderId]);
      expectRefusal(await call(celina, 'cart/update', add('OTT_CINEMA_LTO6')), 409, 324);

      const shown = dataOf(await call(celina, 'cart/cancel'));
      expect(shown).toMatchObject({ id: null, items: [], cartStatus: 'OPEN', currentStage: 'PACKAGE' });
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ status: 'CANCELLED' });
      expect((await server.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows).toEqual([{ status: 'CANCELLED' }]);
      expect((await server.db.query('SELECT status FROM payments WHERE order_id = $1 ORDER BY status', [orderId])).rows).toEqual([
        { status: 'CANCELLED' },
        { status: 'FAILED' },
      ]);
      expect(lines(dataOf(await call(celina, 'cart/update', add('OTT_CINEMA_LTO6'))))).toEqual(['OTT_CINEMA_LTO6/MYCAN01/A 24.99']);
    });

    it('refuses to cancel a paid order (its products are the customer’s), changing nothing', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(celina, 'cart/cancel'), 422, 406, 'To zamówienie jest już opłacone, więc nie można go anulować w portalu.'),
      );
      await server.db.query(`UPDATE carts SET status = 'FINALIZED' WHERE id = $1`, [cart.id]);
    });

    it('cancels an open cart the session shows', async () => {
      const browser = await anonymous(server.app);
      const open = dataOf(await call(browser, 'cart/update', add('OTT_CINEMA_LTO6')));
      expect(dataOf(await call(browser, 'cart/cancel', { cartId: open.id }))).toMatchObject({ id: null, items: [] });
      expect(await cartRow(server.db, open.id!)).toMatchObject({ status: 'CANCELLED' });
      expect((await sessionOf(browser)).ltoInCart).toBe(false);
    });

    it('answers 368 with nothing to cancel, and 404 for another customer’s cart, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(browser, 'cart/cancel'), 409, 368, 'Nie masz zamówienia ani koszyka do anulowania.'),
      );
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!, { orderStatus: 'PENDING_PAYMENT' });
      await expectUnchanged(server.db, async () => expectRefusal(await call(browser, 'cart/cancel', { cartId: cart.id }), 404, 404));
      await call(celina, 'cart/cancel');
      await expectUnchanged(server.db, async () => expectRefusal(await call(celina, 'cart/cancel', { cartId: cart.id }), 409, 368));
    });
  });

  describe('specialOffer/markProcess', () => {
    it('marks the process in the session, with or without a marker', async () => {
      const browser = await anonymous(server.app);
      expect(dataOf(await call(browser, 'specialOffer/markProcess'))).toEqual({ isFromSpecialOffer: true, specialOfferMarker: null });
      expect(dataOf(await call(browser, 'specialOffer/markProcess', { marker: 'black-friday' }))).toEqual({
        isFromSpecialOffer: true,
        specialOfferMarker: 'black-friday',
      });
      expect(await sessionOf(browser)).toMatchObject({ isFromSpecialOffer: true, specialOfferMarker: 'black-friday' });
    });

    it('refuses a marker with spaces and a call without XSRF, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await expectUnchanged(server.db, async () => {
        expectRefusal(await call(browser, 'specialOffer/markProcess', { marker: 'a b' }), 400, 400, 'dozwolone są litery, cyfry oraz znaki . _ -');
        expectRefusal(await browser.post('/api/specialOffer/markProcess', { body: {} }), 403, 403);
      });
    });
  });

  describe('cart/getPossibleDiscount and updateOrderByConsentsChanges', () => {
    const discount = async (caller: Parameters<typeof call>[0]) =>
      dataOf<{ active: boolean; cart: string | null }>(await caller.get('/api/cart/getPossibleDiscount'));

    it('has no discount without a cart or for a monthly package', async () => {
      const browser = await anonymous(server.app);
      expect(await discount(browser)).toEqual({ active: false, cart: null });
      await call(browser, 'cart/update', add('OTT_START_M'));
      expect(await discount(browser)).toEqual({ active: false, cart: null });
    });

    it('offers 5.00 a month for a long-term offer and MCCSNK01, in effect once both consents are given', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_KOMFORT_LTO12')));
      expect(await discount(browser)).toEqual({ active: false, cart: '5.00' });

      const first = dataOf<{ cart: Cart; discount: unknown; nextLtoEndDate: string | null }>(
        await call(browser, 'updateOrderByConsentsChanges', [{ cconsent: 'INDELECTR_MAIL_MCI', value: 1 }]),
      );
      expect(first.discount).toEqual({ active: false, cart: '5.00' });
      expect(first.cart.consents).toEqual([{ cconsent: 'INDELECTR_MAIL_MCI', value: 1, indiscount: '1' }]);
      expect(first.nextLtoEndDate).toBe('2027-11-02');

      const both = dataOf<{ cart: Cart; discount: unknown; nextLtoEndDate: string | null }>(
        await call(browser, 'updateOrderByConsentsChanges', BOTH_CONSENTS),
      );
      expect(both.discount).toEqual({ active: true, cart: '5.00' });
      expect(await consents(cart.id!)).toEqual([
        { code: 'INDELECTR_MAIL_MCI', value: true, indiscount: true },
        { code: 'INDREK_MCI', value: true, indiscount: true },
      ]);
      expect(await discount(browser)).toEqual({ active: true, cart: '5.00' });
      expect(await sessionOf(browser)).toMatchObject({
        discountAmount: '5.00',
        nextLtoEndDate: '2027-11-02',
        consentsSale: [
          { cconsent: 'INDELECTR_MAIL_MCI', value: 1, indiscount: '1' },
          { cconsent: 'INDREK_MCI', value: 1, indiscount: '1' },
        ],
      });

      await call(browser, 'cart/update', add('OTT_SPORT_M'));
      expect(await discount(browser)).toEqual({ active: true, cart: '10.00' });
      expect((await sessionOf(browser)).discountAmount).toBe('10.00');

      const withdrawn = dataOf<{ discount: unknown }>(await call(browser, 'updateOrderByConsentsChanges', [{ cconsent: 'INDREK_MCI', value: 0 }]));
      expect(withdrawn.discount).toEqual({ active: false, cart: '10.00' });
      expect((await sessionOf(browser)).discountAmount).toBeNull();
    });

    it('runs a prolongation’s commitment on from the current one, and gives it no consent discount', async () => {
      const lucja = await customer(server.app, CLIENT_LTO);
      await call(lucja, 'cart/update', { ...add('OTT_KOMFORT_LTO12'), addLtoProlongate: true });
      const { rows } = await server.db.query<{ end: string }>(
        `SELECT to_char(lto_end_date + interval '12 months', 'YYYY-MM-DD') AS end FROM contracts WHERE customer_id = $1`,
        [lucja.customerId],
      );
      const changed = dataOf<{ discount: unknown; nextLtoEndDate: string | null }>(await call(lucja, 'updateOrderByConsentsChanges', BOTH_CONSENTS));
      expect(changed).toMatchObject({ discount: { active: false, cart: null }, nextLtoEndDate: rows[0]!.end });
    });

    it('answers no end date for a regular cart', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_SPORT_M', 'OTT_KOMFORT_M'));
      const changed = dataOf<{ discount: unknown; nextLtoEndDate: string | null }>(
        await call(browser, 'updateOrderByConsentsChanges', BOTH_CONSENTS),
      );
      expect(changed).toMatchObject({ discount: { active: true, cart: '5.00' }, nextLtoEndDate: null });
    });

    it('refuses without a cart (404), while an order awaits (324), and bad lists (400), changing nothing', async () => {
      const browser = await anonymous(server.app);
      await expectUnchanged(server.db, async () => expectRefusal(await call(browser, 'updateOrderByConsentsChanges', BOTH_CONSENTS), 404, 404));
      await call(browser, 'cart/update', add('OTT_KOMFORT_LTO12'));
      await expectUnchanged(server.db, async () => {
        expectRefusal(
          await call(browser, 'updateOrderByConsentsChanges', [{ cconsent: 'INDTEL_MCI', value: 1 }]),
          400,
          400,
          'dozwolone wartości: „INDELECTR_MAIL_MCI”, „INDREK_MCI”',
        );
        expectRefusal(await call(browser, 'updateOrderByConsentsChanges', [{ cconsent: 'INDREK_MCI', value: true }]), 400, 400, '„[0].value”');
        expectRefusal(
          await call(browser, 'updateOrderByConsentsChanges', [...BOTH_CONSENTS, { cconsent: 'INDREK_MCI', value: 0 }]),
          400,
          400,
          'każda zgoda może wystąpić na liście tylko raz',
        );
        expectRefusal(await call(browser, 'updateOrderByConsentsChanges', { consents: BOTH_CONSENTS }), 400, 400, 'oczekiwano listy');
      });
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      await expectUnchanged(server.db, async () => expectRefusal(await call(celina, 'updateOrderByConsentsChanges', BOTH_CONSENTS), 409, 324));
    });

    it('answers no discount to a visitor without a stored session, and stores none', async () => {
      const stranger = visitor(server.app);
      await stranger.post('/api/sessionData', { body: {} });
      await expectUnchanged(server.db, async () => {
        const response = await stranger.get('/api/cart/getPossibleDiscount');
        expect(envelopeOf(response)).toEqual({ data: { active: false, cart: null }, errorCode: 200, msg: '', status: 'SUCCESS' });
      });
      const browser = await anonymous(server.app);
      expectRefusal(await browser.get('/api/cart/getPossibleDiscount?cart=1'), 400, 400, 'nieznane pole „cart”');
      expect(envelopeOf(await browser.get('/api/cart/getPossibleDiscount')).errorCode).toBe(200);
    });
  });
});
