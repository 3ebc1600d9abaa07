import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, visitor } from '#testing/server-app.ts';
import { servicesFixture, servicesSnapshot, type ServicesFixture } from '#testing/self-care.ts';

/**
 * The calls that compute without changing anything: cart/getDowngradeCodes,
 * antiChurnOffer, lto/getEndDate, lto/getLtoProlongateCartData and
 * payments/schedule, over the demo customers seeded on 2026-11-02 (contracts
 * billed on the 2nd; klient.lto's 12-month Komfort commitment started
 * 2026-01-02 and ends 2027-01-02).
 */

describe.each(anyDriver)('package changes, offers and schedules on %s', (driver) => {
  let fx: ServicesFixture;

  beforeAll(async () => {
    fx = await servicesFixture(driver);
  }, 60_000);
  afterAll(async () => fx.close());
  beforeEach(async () => fx.reset());

  /** Calls as the customer and checks the call changed nothing stored. */
  async function readAs(login: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const client = await fx.as(login);
    const before = await servicesSnapshot(fx.db);
    const response = method === 'GET' ? await client.get(url) : await client.post(url, { body, xsrf: true });
    expect(await servicesSnapshot(fx.db)).toEqual(before);
    return response;
  }

  describe('cart/getDowngradeCodes', () => {
    it('answers the codes kept after the change, comma-separated in message', async () => {
      const response = await readAs('klient.c', 'GET', '/api/cart/getDowngradeCodes?articleCode=HOR01');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({ codes: ['HOR01', 'FN01'], message: 'HOR01,FN01', removedCodes: ['HOR02'] });
    });

    it('answers no codes for the package already held', async () => {
      const response = await readAs('klient.c', 'GET', '/api/cart/getDowngradeCodes?articleCode=HOR02');
      expect(envelopeOf(response).data).toEqual({ codes: [], message: '', removedCodes: [] });
    });

    it('refuses a change while the main package is under commitment (406, with the date)', async () => {
      const response = await readAs('klient.lto', 'GET', '/api/cart/getDowngradeCodes?articleCode=HOR01');
      expect(response.statusCode).toBe(422);
      expect(envelopeOf(response)).toEqual({
        data: null,
        errorCode: 406,
        status: 'ERROR',
        msg: 'Usługi „Pakiet Komfort” nie można wyłączyć ani zmienić przed końcem okresu zobowiązania (02.01.2027).',
      });
    });

    it('refuses a disabledowngrade target and a target that replaces nothing (406), an unknown one (404)', async () => {
      expect(envelopeOf(await readAs('klient.c', 'GET', '/api/cart/getDowngradeCodes?articleCode=FCA3'))).toMatchObject({
        errorCode: 406,
        msg: 'Na ten pakiet nie można przejść samodzielnie. Skontaktuj się z nami, a pomożemy.',
      });
      expect(envelopeOf(await readAs('klient.k', 'GET', '/api/cart/getDowngradeCodes?articleCode=HOR01'))).toMatchObject({
        errorCode: 406,
        msg: 'Wybrany pakiet nie zastępuje żadnej z Twoich usług. Nowe usługi dokupisz w sklepie.',
      });
      const unknown = await readAs('klient.c', 'GET', '/api/cart/getDowngradeCodes?articleCode=NOPE01');
      expect(unknown.statusCode).toBe(404);
      expect(envelopeOf(unknown)).toMatchObject({ errorCode: 404, msg: 'Nie znaleźliśmy wybranego pakietu.' });
    });
  });

  describe('antiChurnOffer', () => {
    it('offers the 12-month Komfort to a customer paying the monthly price', async () => {
      const response = await readAs('klient.c', 'GET', '/api/antiChurnOffer?articleCode=HOR02');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        offerCode: 'OTT_KOMFORT_LTO12',
        name: 'Horyzont Online Komfort – umowa na 12 miesięcy',
        articleCode: 'HOR02',
        articleName: 'Pakiet Komfort',
        ltoDuration: 12,
        price: '39.99',
        laterPrice: '44.99',
        basePrice: '49.99',
        currentFee: '49.99',
        monthlySaving: '10.00',
      });
    });

    it.each(['klient.c', 'klient.prepaid-upsell'])(
      'is an offer %s can take: a prolongation of the article held into the long-term cart, shown by the session',
      async (login) => {
        const client = await fx.as(login);
        const offer = envelopeOf<{ offerCode: string }>(await client.get('/api/antiChurnOffer?articleCode=HOR02')).data;
        const response = await client.post('/api/cart/update', {
          body: { operation: 'ADD', addLtoProlongate: true, items: [{ offerCode: offer.offerCode }] },
          xsrf: true,
        });
        expect(envelopeOf(response)).toMatchObject({ errorCode: 200, status: 'SUCCESS' });
        expect(envelopeOf<{ items: Array<{ offerCode: string; articleCode: string; operationType: string }> }>(response).data.items).toEqual([
          expect.objectContaining({ offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', operationType: 'B' }),
        ]);
        const cartId = envelopeOf<{ id: string }>(response).data.id;
        expect(envelopeOf(await client.post('/api/cart/updateStage', { body: { cartId, newStage: 'NEXT' }, xsrf: true }))).toMatchObject({
          errorCode: 200,
        });
        const session = envelopeOf<{ ltoInCart: boolean; cart: { items: Array<{ offerCode: string }> } }>(
          await client.post('/api/sessionData', { body: {} }),
        ).data;
        expect(session.ltoInCart).toBe(true);
        expect(session.cart.items.map((item) => item.offerCode)).toEqual(['OTT_KOMFORT_LTO12']);
      },
    );

    it('answers null when there is nothing to offer or the article is not held', async () => {
      for (const [login, code] of [
        ['klient.lto', 'HOR02'], // already on that offer
        ['klient.operator-c', 'MCCSNK01'], // no long-term offer of the article
        ['klient.c', 'MCCSNK01'], // not held
      ] as const) {
        const response = await readAs(login, 'GET', `/api/antiChurnOffer?articleCode=${code}`);
        expect(response.statusCode).toBe(200);
        expect(envelopeOf(response)).toMatchObject({ data: null, errorCode: 200, status: 'SUCCESS' });
      }
    });
  });

  describe('lto/getEndDate', () => {
    it('answers the commitment’s end and the prolongation’s', async () => {
      const response = await readAs('klient.lto', 'GET', '/api/lto/getEndDate');
      expect(envelopeOf(response).data).toEqual({
        ltoEndDate: '2027-01-02',
        ltoDuration: 12,
        calcLtoEndDate: '2027-11-02',
        nextLtoEndDate: '2028-01-02',
      });
    });

    it('answers nulls to a customer without a long-term offer', async () => {
      const response = await readAs('klient.c', 'GET', '/api/lto/getEndDate');
      expect(envelopeOf(response).data).toEqual({ ltoEndDate: null, ltoDuration: null, calcLtoEndDate: null, nextLtoEndDate: null });
    });
  });

  describe('lto/getLtoProlongateCartData', () => {
    it('answers the bundles, article codes and cart items of a 12-month prolongation', async () => {
      const response = await readAs('klient.lto', 'GET', '/api/lto/getLtoProlongateCartData?ltoDuration=12');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        bundles: ['bundle-komfort-lto'],
        articleCodes: ['HOR02'],
        cartItems: [{ operationType: 'A', offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' }],
      });
    });

    it('refuses a duration without an offer, and a customer without a long-term offer (366)', async () => {
      const unknown = await readAs('klient.lto', 'GET', '/api/lto/getLtoProlongateCartData?ltoDuration=24');
      expect(unknown.statusCode).toBe(422);
      expect(envelopeOf(unknown)).toMatchObject({ errorCode: 366, msg: 'Nie mamy oferty przedłużenia Twojej umowy na 24 miesiące.' });
      expect(envelopeOf(await readAs('klient.lto', 'GET', '/api/lto/getLtoProlongateCartData?ltoDuration=5'))).toMatchObject({
        msg: 'Nie mamy oferty przedłużenia Twojej umowy na 5 miesięcy.',
      });
      expect(envelopeOf(await readAs('klient.c', 'GET', '/api/lto/getLtoProlongateCartData?ltoDuration=12'))).toMatchObject({
        errorCode: 366,
        msg: 'Nie masz umowy długoterminowej, którą można przedłużyć.',
      });
    });

    it.each([
      ['0', 'Nieprawidłowy parametr „ltoDuration”: wartość może wynosić co najmniej 1.'],
      ['12x', 'Nieprawidłowy parametr „ltoDuration”: oczekiwano liczby miesięcy.'],
      ['', 'Nieprawidłowy parametr „ltoDuration”: oczekiwano liczby miesięcy.'],
    ])('answers 400 to ltoDuration=%j', async (value, message) => {
      const response = await readAs('klient.lto', 'GET', `/api/lto/getLtoProlongateCartData?ltoDuration=${value}`);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toMatchObject({ errorCode: 400, msg: message });
    });
  });

  describe('payments/schedule', () => {
    type Schedule = {
      nextPaymentAmount: string;
      nextPayments: Array<{
        month: string;
        total: string;
        articlePayments: Array<{ articleCode: string; articleName: string; date: string; amount: string }>;
      }>;
    };
    const schedule = async (login: string, body: unknown) => envelopeOf<Schedule>(await readAs(login, 'POST', '/api/payments/schedule', body));

    it('bills the products monthly on the contract’s billing day', async () => {
      const { data } = await schedule('klient.c', { isMyAccount: true });
      expect(data.nextPaymentAmount).toBe('78.99');
      expect(data.nextPayments).toHaveLength(12);
      expect(data.nextPayments[0]).toEqual({
        month: '2026-12',
        total: '78.99',
        articlePayments: [
          {
            articleCode: 'HOR02',
            articleName: 'Pakiet Komfort',
            offerCode: 'OTT_KOMFORT_M',
            contractId: expect.any(String),
            date: '2026-12-02',
            amount: '49.99',
          },
          {
            articleCode: 'FN01',
            articleName: 'Strumień – plan standardowy',
            offerCode: 'OTT_STRUMIEN_M',
            contractId: expect.any(String),
            date: '2026-12-02',
            amount: '29.00',
          },
        ],
      });
    });

    it('previews a cancellation without the removed articles', async () => {
      const { data } = await schedule('klient.c', { isMyAccount: true, removedArticles: ['FN01'] });
      expect(data.nextPaymentAmount).toBe('49.99');
    });

    it('no longer bills a product planned off before the next billing date', async () => {
      const { data } = await schedule('klient.wylaczenie', {});
      expect(data.nextPaymentAmount).toBe('29.99');
      expect(data.nextPayments.flatMap((month) => month.articlePayments.map((payment) => payment.articleCode))).not.toContain('MCCSNK01');
    });

    it('previews a restore: the planned-off product billed on, with the add-ons that went off because of it', async () => {
      expect((await schedule('klient.wylaczenie', { isMyAccount: true, restoredArticles: ['MCCSNK01'] })).data.nextPaymentAmount).toBe('69.98');
      // Komfort switched off takes Sport (sold only with Komfort) along; restoring Komfort brings both back.
      const client = await fx.as('klient.zmiana');
      const session = envelopeOf<{ currentProducts: Array<{ articleCode: string; contractId: string }> }>(await client.post('/api/sessionData')).data;
      const contractId = session.currentProducts.find((product) => product.articleCode === 'HOR02')!.contractId;
      await client.post('/api/cart/switchOff', { body: { contractId, articleCode: 'HOR02' }, xsrf: true });
      const january = async (body: unknown) => (await schedule('klient.zmiana', body)).data.nextPayments[1]!.total;
      expect(await january({ isMyAccount: true })).toBe('29.00');
      expect(await january({ isMyAccount: true, restoredArticles: ['HOR02'] })).toBe('118.98');
      // A product that is not planned off changes nothing.
      expect(await january({ isMyAccount: true, restoredArticles: ['FN01'] })).toBe('29.00');
    });

    it('moves a long-term offer to its base price when the commitment ends', async () => {
      const { data } = await schedule('klient.lto', { isMyAccount: true });
      expect(data.nextPayments.slice(0, 3).map((month) => [month.month, month.total])).toEqual([
        ['2026-12', '39.99'],
        ['2027-01', '49.99'],
        ['2027-02', '49.99'],
      ]);
    });

    it('adds the cart’s items outside My account', async () => {
      const client = await fx.as('klient.c');
      const { rows } = await fx.db.query<{ id: string }>('INSERT INTO carts (customer_id) VALUES ($1) RETURNING id', [client.customerId]);
      await fx.db.query(
        `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'OTT_SPORT_M', 'MCCSNK01', '39.99')`,
        [rows[0]!.id],
      );
      try {
        expect((await schedule('klient.c', {})).data.nextPaymentAmount).toBe('118.98');
        expect((await schedule('klient.c', { isMyAccount: true })).data.nextPaymentAmount).toBe('78.99');
      } finally {
        await fx.db.query('DELETE FROM carts WHERE id = $1', [rows[0]!.id]);
      }
    });

    it('bills a prolongation in the cart (item B) as the product will be billed once paid: the offer’s steps run on from the current commitment', async () => {
      const client = await fx.as('klient.lto');
      const added = await client.post('/api/cart/update', {
        body: { operation: 'ADD', addLtoProlongate: true, items: [{ offerCode: 'OTT_KOMFORT_LTO12' }] },
        xsrf: true,
      });
      expect(envelopeOf<{ items: Array<{ operationType: string }> }>(added).data.items.map((item) => item.operationType)).toEqual(['B']);
      try {
        const totals = async (body: unknown) =>
          envelopeOf<Schedule>(await client.post('/api/payments/schedule', { body, xsrf: true })).data.nextPayments.map((month) => [
            month.month,
            month.total,
          ]);
        // Now: the base price once the commitment ends on 2027-01-02.
        expect((await totals({ isMyAccount: true })).slice(0, 3)).toEqual([
          ['2026-12', '39.99'],
          ['2027-01', '49.99'],
          ['2027-02', '49.99'],
        ]);
        // Prolonged by 12 months from 2027-01-02: the promotional price for 6 months, then pricepromo2 until 2028-01-02.
        const after = await totals({});
        expect(after.slice(0, 3)).toEqual([
          ['2026-12', '39.99'],
          ['2027-01', '39.99'],
          ['2027-02', '39.99'],
        ]);
        expect(after.slice(6, 9)).toEqual([
          ['2027-06', '39.99'],
          ['2027-07', '44.99'],
          ['2027-08', '44.99'],
        ]);
        // One line for Komfort: the prolongation replaces the product held.
        const months = envelopeOf<Schedule>(await client.post('/api/payments/schedule', { body: {}, xsrf: true })).data.nextPayments;
        expect(months[0]!.articlePayments.map((payment) => payment.articleCode)).toEqual(['HOR02']);
      } finally {
        await fx.db.query('DELETE FROM carts WHERE customer_id = $1', [client.customerId]);
      }
    });

    it('previews a prolongation before it goes in the cart (prolongedOffers), as the cart’s B item would be billed', async () => {
      const totals = async (body: unknown) => (await schedule('klient.lto', body)).data.nextPayments.map((month) => [month.month, month.total]);
      const previewed = await totals({ isMyAccount: true, prolongedOffers: ['OTT_KOMFORT_LTO12'] });
      expect(previewed.slice(0, 3)).toEqual([
        ['2026-12', '39.99'],
        ['2027-01', '39.99'],
        ['2027-02', '39.99'],
      ]);
      expect(previewed.slice(6, 8)).toEqual([
        ['2027-06', '39.99'],
        ['2027-07', '44.99'],
      ]);
      // An offer of an article the customer does not hold prolongs nothing.
      expect((await totals({ isMyAccount: true, prolongedOffers: ['OTT_CINEMA_LTO6'] })).slice(0, 2)).toEqual([
        ['2026-12', '39.99'],
        ['2027-01', '49.99'],
      ]);
    });

    it('is empty for a customer without products', async () => {
      expect((await schedule('klient.k', {})).data).toEqual({ nextPaymentAmount: '0.00', nextPayments: [] });
    });

    it('is worked out again after the cart or the customer’s products change, never answered stale from the cache', async () => {
      const client = await fx.as('klient.c');
      const ask = async () => JSON.stringify(envelopeOf<Schedule>(await client.post('/api/payments/schedule', { body: {}, xsrf: true })).data);
      expect(await ask()).not.toContain('MCCSNK01');
      expect(await ask()).not.toContain('MCCSNK01');
      expect(
        (await client.post('/api/cart/update', { body: { operation: 'ADD', items: [{ offerCode: 'OTT_SPORT_M' }] }, xsrf: true })).statusCode,
      ).toBe(200);
      expect(await ask()).toContain('MCCSNK01');
      await fx.db.query(
        `UPDATE contract_products SET fee = 44.44 FROM contracts c WHERE c.id = contract_id AND c.customer_id = $1 AND article_code = 'HOR02'`,
        [client.customerId],
      );
      expect(await ask()).toContain('"44.44"');
    });

    it('answers 403 without the XSRF token', async () => {
      const client = await fx.as('klient.c');
      expect((await client.post('/api/payments/schedule', { body: {} })).statusCode).toBe(403);
    });
  });

  it.each([
    '/api/cart/getDowngradeCodes?articleCode=HOR01',
    '/api/antiChurnOffer?articleCode=HOR02',
    '/api/lto/getEndDate',
    '/api/lto/getLtoProlongateCartData?ltoDuration=12',
  ])('GET %s answers 401 without a session and to a visitor not signed in', async (url) => {
    const stranger = visitor(fx.app);
    const none = await stranger.get(url);
    expect(none.statusCode).toBe(401);
    expect(envelopeOf(none)).toMatchObject({ data: null, errorCode: 401, msg: 'Sesja wygasła. Zaloguj się ponownie.' });
    await stranger.post('/api/sessionData');
    const anonymous = await stranger.get(url);
    expect(envelopeOf(anonymous)).toMatchObject({ data: null, errorCode: 401, msg: 'Zaloguj się, aby skorzystać z tej usługi.' });
  });
});
