import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { sessionIdOf } from '../sessions/tokens.ts';
import { envelopeOf, testAppFor, visitor } from '#testing/server-app.ts';
import {
  add,
  ADD_START,
  anonymous,
  call,
  CLIENT_C,
  CLIENT_K,
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
  remove,
  resetCarts,
  sessionOf,
} from '#testing/carts.ts';

/** cart/update over the database: ADD, REMOVE, ADD_SPO and their refusals. */

describe.each(drivers)('cart/update on %s', { timeout: 60_000 }, (driver) => {
  const server = testAppFor(driver);

  beforeEach(() => resetCarts(server.db));

  describe('a one-of choice (the configurator adds the chosen plan, then removes the other)', () => {
    it('the premium plan takes over the standard plan’s article, and the standard offer then goes without it', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_STRUMIEN_M'));
      const both = dataOf(await call(browser, 'cart/update', add('OTT_STRUMIEN_PREMIUM_M')));
      expect(lines(both)).toEqual(['OTT_STRUMIEN_PREMIUM_M/FN01/A 0.00', 'OTT_STRUMIEN_PREMIUM_M/FN02/A 43.00']);
      expect(lines(dataOf(await call(browser, 'cart/update', remove('OTT_STRUMIEN_M'))))).toEqual(lines(both));
    });

    it('back to the standard plan: the premium plan’s own article goes with it', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_STRUMIEN_PREMIUM_M'));
      await call(browser, 'cart/update', add('OTT_STRUMIEN_M'));
      expect(lines(dataOf(await call(browser, 'cart/update', remove('OTT_STRUMIEN_PREMIUM_M'))))).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00']);
    });
  });

  describe('an anonymous visitor', () => {
    it('gets the load bench’s payload into a new cart of the session; repeating it changes nothing', async () => {
      const browser = await anonymous(server.app);
      const first = dataOf(await call(browser, 'cart/update', ADD_START));
      expect(first).toMatchObject({ cartStatus: 'OPEN', currentStage: 'PACKAGE', contractType: 'PREPAID', contractId: null, consents: [] });
      expect(lines(first)).toEqual(['OTT_START_M/HOR01/A 29.99']);

      const stored = await cartRow(server.db, first.id!);
      expect(stored).toMatchObject({ session_id: sessionIdOf(browser.cookie('SESSION')!), customer_id: null, status: 'OPEN', lto: false });
      const again = await expectUnchanged(server.db, async () => dataOf(await call(browser, 'cart/update', ADD_START)));
      expect(again).toEqual(first);
      expect(await itemRows(server.db, first.id!)).toEqual([
        { operation_type: 'A', offer_code: 'OTT_START_M', article_code: 'HOR01', price: '29.99', product_change: false, cmt: null },
      ]);
      expect((await sessionOf(browser)).cart).toEqual(first);
    });

    it('puts a long-term offer in the LTO cart with its product list, and the session shows that cart', async () => {
      const browser = await anonymous(server.app);
      const regular = dataOf(await call(browser, 'cart/update', add('OTT_STRUMIEN_M')));
      const lto = dataOf(await call(browser, 'cart/update', add('OTT_PRESTIZ_LTO24')));

      expect(lto.id).not.toBe(regular.id);
      expect(lines(lto)).toEqual(['OTT_PRESTIZ_LTO24/HOR03/A 69.99', 'OTT_PRESTIZ_LTO24/FC91/A 0.00']);
      expect(await cartRow(server.db, lto.id!)).toMatchObject({ lto: true, status: 'OPEN' });
      // The regular cart is kept apart, as it was.
      expect((await itemRows(server.db, regular.id!)).map((row) => row.article_code)).toEqual(['FN01']);
      const session = await sessionOf(browser);
      expect(session.ltoInCart).toBe(true);
      expect(session.cart.id).toBe(lto.id);
      // While the LTO flow lasts, a monthly add-on joins the LTO cart.
      expect(lines(dataOf(await call(browser, 'cart/update', add('OTT_STRUMIEN_M'))))).toContain('OTT_STRUMIEN_M/FN01/A 29.00');
      expect((await sessionOf(browser)).cart.id).toBe(lto.id);
    });

    it('keeps one main package: a new one replaces the old, and an add-on leaves with its base', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_KOMFORT_M', 'OTT_SPORT_M', 'OTT_STRUMIEN_M'));
      const replaced = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      expect(lines(replaced)).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00', 'OTT_START_M/HOR01/A 29.99']);
      expect((await itemRows(server.db, replaced.id!)).map((row) => row.article_code)).toEqual(['FN01', 'HOR01']);

      // The last of two main packages in one request wins; the answer lists the items as the session will.
      const back = dataOf(await call(browser, 'cart/update', add('OTT_START_M', 'OTT_KOMFORT_M')));
      expect(lines(back)).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00', 'OTT_KOMFORT_M/HOR02/A 49.99']);
      const again = dataOf(await call(browser, 'cart/update', add('OTT_KOMFORT_M', 'OTT_START_M', 'OTT_KOMFORT_M')));
      expect(again).toEqual((await sessionOf(browser)).cart);
      expect(lines(again)).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00', 'OTT_KOMFORT_M/HOR02/A 49.99']);

      const other = await anonymous(server.app);
      await call(other, 'cart/update', add('OTT_KOMFORT_M', 'OTT_STRUMIEN_M'));
      const commented = dataOf(await call(other, 'cart/update', { ...add('OTT_START_M', 'OTT_KOMFORT_M'), cmt: 'Na prezent' }));
      expect(lines(commented)).toEqual(['OTT_KOMFORT_M/HOR02/A 49.99', 'OTT_STRUMIEN_M/FN01/A 29.00']);
      expect(commented).toEqual((await sessionOf(other)).cart);
    });

    it('removes offers (with the add-ons that need them), single articles, bundles; removing what is not there is no error', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_KOMFORT_M', 'OTT_SPORT_M', 'OTT_STRUMIEN_M'));
      expect(lines(dataOf(await call(browser, 'cart/update', remove('OTT_KOMFORT_M'))))).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00']);
      expect(lines(dataOf(await call(browser, 'cart/update', remove('OTT_CINEMA_LTO6', 'NO_SUCH_OFFER'))))).toEqual(['OTT_STRUMIEN_M/FN01/A 29.00']);
      expect(lines(dataOf(await call(browser, 'cart/update', { operation: 'REMOVE', carticle: 'FN01' })))).toEqual([]);

      await call(browser, 'cart/update', add('OTT_STRUMIEN_M', 'OTT_KOMFORT_M'));
      expect(lines(dataOf(await call(browser, 'cart/update', { operation: 'REMOVE', bundleIds: ['bundle-strumien', 1002] })))).toEqual([]);
    });

    it('answers the empty cart for a removal without a cart, creating nothing', async () => {
      const browser = await anonymous(server.app);
      const cart = await expectUnchanged(server.db, async () => dataOf(await call(browser, 'cart/update', remove('OTT_START_M'))));
      expect(cart).toMatchObject({ id: null, items: [], cartStatus: 'OPEN', currentStage: 'PACKAGE' });
    });

    it('adds bundles and lone article codes through the offers that sell them', async () => {
      const browser = await anonymous(server.app);
      expect(lines(dataOf(await call(browser, 'cart/update', { operation: 'ADD', bundleIds: ['bundle-strumien'] })))).toEqual([
        'OTT_STRUMIEN_M/FN01/A 29.00',
      ]);
      expect(lines(dataOf(await call(browser, 'cart/update', { operation: 'ADD', carticle: 'HOR02' })))).toEqual([
        'OTT_STRUMIEN_M/FN01/A 29.00',
        'OTT_KOMFORT_M/HOR02/A 49.99',
      ]);
      expect(lines(dataOf(await call(browser, 'cart/update', { operation: 'ADD', bundleIds: [1010] })))).toContain('OTT_SPORT_M/MCCSNK01/A 39.99');
    });

    it('sells a _STARTER_ offer although it is not ACTIVE', async () => {
      const browser = await anonymous(server.app);
      expect(lines(dataOf(await call(browser, 'cart/update', add('OTT_STARTER_3M'))))).toEqual(['OTT_STARTER_3M/HOR01/A 0.00']);
    });

    it('keeps addresses and a comment on the cart', async () => {
      const browser = await anonymous(server.app);
      const address = { street: 'Polna', number: '7', postalCode: '31-042', city: 'Kraków' };
      const cart = dataOf(
        await call(browser, 'cart/update', {
          ...add('OTT_START_M'),
          addressPrimary: address,
          addressDelivery: { ...address, apartment: '3' },
          cmt: 'Proszę o kontakt po 16.',
        }),
      );
      expect(cart.addressPrimary).toEqual({ ...address, apartment: '' });
      expect(cart.addressDelivery).toEqual({ ...address, apartment: '3' });
      expect(cart.items[0]?.cmt).toBe('Proszę o kontakt po 16.');
      expect((await cartRow(server.db, cart.id!))?.address_primary).toEqual({ ...address, apartment: '' });

      // Adding again without a comment keeps it; null clears an address.
      const again = dataOf(await call(browser, 'cart/update', { ...ADD_START, addressDelivery: null }));
      expect(again.items[0]?.cmt).toBe('Proszę o kontakt po 16.');
      expect(again.addressDelivery).toBeNull();
    });

    it('refuses a postal code without the dash with a Polish message naming the field, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', ADD_START);
      const address = { street: 'Polna', number: '7', postalCode: '31042', city: 'Kraków' };
      await expectUnchanged(server.db, async () =>
        expectRefusal(
          await call(browser, 'cart/update', { ...ADD_START, addressPrimary: address }),
          400,
          400,
          'Nieprawidłowe pole „addressPrimary.postalCode”: kod pocztowy musi mieć postać NN-NNN, np. 00-950.',
        ),
      );
    });

    it.each([
      ['an unknown offer', add('OTT_NIEZNANA'), 'Oferta „OTT_NIEZNANA” nie istnieje.'],
      ['an inactive offer', add('OTT_LATO_2025'), 'Oferta „Letnia promocja Komfort 2025” nie jest już dostępna.'],
      [
        'an article that is not the offer’s',
        { operation: 'ADD', items: [{ offerCode: 'OTT_START_M', articleCode: 'HOR03' }] },
        'Produkt „HOR03” nie należy do oferty',
      ],
      ['an add-on without its base package', add('OTT_SPORT_M'), 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.'],
      ['an unknown bundle', { operation: 'ADD', bundleIds: ['bundle-nieznany'] }, 'Pakiet „bundle-nieznany” nie istnieje.'],
      ['a bundle nothing sells', { operation: 'ADD', bundleIds: ['bundle-dodatki'] }, 'Pakiet „Dodatki” nie jest obecnie dostępny w sprzedaży.'],
      ['an article nothing sells', { operation: 'ADD', carticle: 'FC97' }, 'Produkt „FC97” nie jest dostępny w sprzedaży.'],
      ['a prolongation of nothing held', { ...add('OTT_KOMFORT_LTO12'), addLtoProlongate: true }, 'Nie masz usługi „Pakiet Komfort”'],
      [
        'a special offer outside its process',
        { operation: 'ADD_SPO', items: [{ offerCode: 'OTT_START_M' }] },
        'Ofertę specjalną można zamówić tylko ze strony tej oferty.',
      ],
    ])('refuses %s with 366, changing nothing', async (_name, body, message) => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', add('OTT_STRUMIEN_M'));
      await expectUnchanged(server.db, async () => expectRefusal(await call(browser, 'cart/update', body), 422, 366, message));
    });

    it('adds a special offer only after the special-offer process is marked, and marks the cart', async () => {
      const browser = await anonymous(server.app);
      expect(dataOf(await call(browser, 'specialOffer/markProcess', { marker: 'jesien-2026' }))).toEqual({
        isFromSpecialOffer: true,
        specialOfferMarker: 'jesien-2026',
      });
      const cart = dataOf(await call(browser, 'cart/update', { operation: 'ADD_SPO', items: [{ offerCode: 'OTT_KOMFORT_LTO12' }] }));
      expect(lines(cart)).toEqual(['OTT_KOMFORT_LTO12/HOR02/A 39.99']);
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ special_offer: true, lto: true });
      expect(await sessionOf(browser)).toMatchObject({ isSpecialOfferInCart: true, isFromSpecialOffer: true, ltoInCart: true });
    });

    it('adds two different offers sent at the same time from one session: both land in one cart', async () => {
      const browser = await anonymous(server.app);
      const [a, b] = await Promise.all([call(browser, 'cart/update', add('OTT_KOMFORT_M')), call(browser, 'cart/update', add('OTT_STRUMIEN_M'))]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const carts = await server.db.query<{ id: string }>('SELECT id FROM carts WHERE session_id = $1', [sessionIdOf(browser.cookie('SESSION')!)]);
      expect(carts.rows).toHaveLength(1);
      expect((await itemRows(server.db, carts.rows[0]!.id)).map((row) => row.article_code).sort()).toEqual(['FN01', 'HOR02']);
    });
  });

  describe('a signed-in customer', () => {
    it('cannot buy what they hold, buys an add-on to a package they hold, and keeps the cart as theirs', async () => {
      const celina = await customer(server.app, CLIENT_C);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(celina, 'cart/update', add('OTT_KOMFORT_M')), 422, 366, 'Masz już usługę „Pakiet Komfort”.'),
      );
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      expect(lines(cart)).toEqual(['OTT_SPORT_M/MCCSNK01/A 39.99']);
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ customer_id: celina.customerId });
    });

    it('gives up a held product (D) and cannot then add an add-on that needs it', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', { operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_M', operationType: 'D' }] }));
      expect(cart.items).toEqual([
        { operationType: 'D', offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '0.00', productChange: true, cmt: null },
      ]);
      await expectUnchanged(server.db, async () =>
        expectRefusal(
          await call(celina, 'cart/update', {
            operation: 'ADD',
            items: [{ offerCode: 'OTT_KOMFORT_M', operationType: 'D' }, { offerCode: 'OTT_SPORT_M' }],
          }),
          422,
          366,
          'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.',
        ),
      );
      await expectUnchanged(server.db, async () =>
        expectRefusal(
          await call(celina, 'cart/update', { operation: 'ADD', items: [{ offerCode: 'OTT_CINEMA_LTO6', operationType: 'D' }] }),
          422,
          366,
          'Nie masz usługi „Pakiet Cinema”',
        ),
      );
    });

    it('prolongs a held long-term offer in the LTO cart (items B), but not with a monthly offer', async () => {
      const lucja = await customer(server.app, CLIENT_LTO);
      const cart = dataOf(await call(lucja, 'cart/update', { ...add('OTT_KOMFORT_LTO12'), addLtoProlongate: true }));
      expect(lines(cart)).toEqual(['OTT_KOMFORT_LTO12/HOR02/B 39.99']);
      expect(await cartRow(server.db, cart.id!)).toMatchObject({ lto: true, customer_id: lucja.customerId });
      expect((await sessionOf(lucja)).ltoInCart).toBe(true);
      await expectUnchanged(server.db, async () =>
        expectRefusal(
          await call(lucja, 'cart/update', { ...add('OTT_KOMFORT_M'), addLtoProlongate: true }),
          422,
          366,
          'Przedłużyć umowę można tylko ofertą długoterminową',
        ),
      );
    });

    it('treats a customer with only K contracts as a new customer (what a K contract holds does not count)', async () => {
      const kamil = await customer(server.app, CLIENT_K);
      await server.db.query(
        `INSERT INTO contract_products (contract_id, article_code, offer_code, fee) SELECT id, 'HOR02', 'OTT_KOMFORT_M', 49.99 FROM contracts WHERE customer_id = $1`,
        [kamil.customerId],
      );
      try {
        expect(lines(dataOf(await call(kamil, 'cart/update', add('OTT_KOMFORT_M'))))).toEqual(['OTT_KOMFORT_M/HOR02/A 49.99']);
        await call(kamil, 'cart/update', remove('OTT_KOMFORT_M'));
        expectRefusal(await call(kamil, 'cart/update', add('OTT_SPORT_M')), 422, 366);
      } finally {
        await server.db.query(`DELETE FROM contract_products WHERE contract_id IN (SELECT id FROM contracts WHERE customer_id = $1)`, [
          kamil.customerId,
        ]);
      }
    });

    it('waits with a new purchase while an order is in progress (324), and a removal from that order too', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!);
      for (const body of [add('OTT_PRESTIZ_LTO24'), remove('OTT_SPORT_M'), { ...add('OTT_CINEMA_LTO6'), cartId: cart.id }]) {
        await expectUnchanged(server.db, async () =>
          expectRefusal(await call(celina, 'cart/update', body), 409, 324, 'Masz niezakończone zamówienie. Anuluj je, aby złożyć nowe.'),
        );
      }
    });

    it('waits while an order awaits its payment at the gateway (324)', async () => {
      const celina = await customer(server.app, CLIENT_C);
      const cart = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      await placeOrder(server.db, cart.id!, { orderStatus: 'PENDING_PAYMENT' });
      await expectUnchanged(server.db, async () => expectRefusal(await call(celina, 'cart/update', add('OTT_STRUMIEN_M')), 409, 324));
    });
  });

  describe('the cart named by id', () => {
    it('changes the caller’s own cart', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      expect(lines(dataOf(await call(browser, 'cart/update', { ...add('OTT_STRUMIEN_M'), cartId: cart.id })))).toHaveLength(2);
    });

    it('answers 404 for another visitor’s or customer’s cart, or an id that does not exist, reading and changing nothing', async () => {
      const owner = await anonymous(server.app);
      const foreign = dataOf(await call(owner, 'cart/update', add('OTT_START_M')));
      const celina = await customer(server.app, CLIENT_C);
      const celinas = dataOf(await call(celina, 'cart/update', add('OTT_SPORT_M')));
      const intruder = await anonymous(server.app);
      for (const cartId of [foreign.id, celinas.id, '00000000-0000-4000-8000-000000000000']) {
        for (const body of [
          { ...add('OTT_STRUMIEN_M'), cartId },
          { ...remove('OTT_START_M', 'OTT_SPORT_M'), cartId },
        ]) {
          await expectUnchanged(server.db, async () => expectRefusal(await call(intruder, 'cart/update', body), 404, 404, 'Nie znaleziono koszyka.'));
        }
      }
      const lucja = await customer(server.app, CLIENT_LTO);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(lucja, 'cart/update', { ...add('OTT_STRUMIEN_M'), cartId: celinas.id }), 404, 404),
      );
    });

    it('refuses a closed cart of the caller with 368', async () => {
      const browser = await anonymous(server.app);
      const cart = dataOf(await call(browser, 'cart/update', add('OTT_START_M')));
      await server.db.query(`UPDATE carts SET status = 'CANCELLED' WHERE id = $1`, [cart.id]);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(browser, 'cart/update', { ...add('OTT_STRUMIEN_M'), cartId: cart.id }), 409, 368, 'Ten koszyk jest już zamknięty'),
      );
    });
  });

  describe('protocol', () => {
    it('refuses a call without the XSRF header (403) and one without a session, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await call(browser, 'cart/update', ADD_START);
      await expectUnchanged(server.db, async () => {
        expectRefusal(await browser.post('/api/cart/update', { body: add('OTT_STRUMIEN_M') }), 403, 403, 'Brak lub nieprawidłowy token XSRF.');
        expectRefusal(await browser.post('/api/cart/update', { body: add('OTT_STRUMIEN_M'), xsrf: 'x'.repeat(43) }), 403, 403);
        // Without a session there is no XSRF token to match either: the XSRF check answers first.
        expectRefusal(await visitor(server.app).post('/api/cart/update', { body: ADD_START, xsrf: 'x'.repeat(43) }), 403, 403);
      });
    });

    it('answers 451 from a country outside the allowed list, changing nothing', async () => {
      const browser = await anonymous(server.app);
      await expectUnchanged(server.db, async () =>
        expectRefusal(await call(browser, 'cart/update', ADD_START, FROM_GERMANY), 451, 451, 'wyłącznie w Polsce'),
      );
      expect(envelopeOf(await call(browser, 'cart/update', ADD_START, { 'x-country-code': 'PL' })).errorCode).toBe(200);
    });
  });
});
