import { describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { envelopeOf, demoAppFor, signedInVisitor, visitor } from '#testing/server-app.ts';
import {
  cartWith,
  customerVisitor,
  DECLINED_CARD,
  gatewayBrowser,
  openGatewayPage,
  paymentsSnapshot,
  pinShownOn,
  redirectOf,
  submitGatewayForm,
  SUMMARY_CONSENTS,
  TEST_CARD,
  type NewCustomer,
} from '#testing/payments.ts';

/**
 * cart/finalize: one order per cart, paid at once or on the gateway's page,
 * the purchase taking effect for the customer; every refusal leaves nothing
 * behind, and a double submit never orders or charges twice.
 */

const START = '2026-11-02T09:00:00.000Z';
const THANK_YOU = '/oferta-online/dziekujemy';

interface Finalized {
  cart: {
    id: string;
    cartStatus: string;
    currentStage: string;
    transactionId: string | null;
    thankYouPage: string | null;
    contractId: string | null;
    items: unknown[];
  };
  paymentUrl: string | null;
  order: { id: string; number: string; status: string; total: string; currency: string };
}

type Caller = Awaited<ReturnType<typeof customerVisitor>>;

describe.each(drivers)('cart/finalize on %s', (driver) => {
  const demo = demoAppFor(driver, START);

  const finalize = (caller: Caller, body: Record<string, unknown>, headers?: Record<string, string>) =>
    caller.post('/api/cart/finalize', { body: { summaryConsents: SUMMARY_CONSENTS, ...body }, xsrf: true, ...(headers ? { headers } : {}) });

  const rows = async (sql: string, params: unknown[]) => (await demo.db.query(sql, params)).rows;

  const productsOf = (customerId: string) =>
    rows(
      `SELECT c.cgroupe, p.article_code, p.offer_code, p.status, p.fee, p.commitment_end_date
       FROM contract_products p JOIN contracts c ON c.id = p.contract_id WHERE c.customer_id = $1 ORDER BY c.id, p.article_code`,
      [customerId],
    );

  /** A customer of the test with the test card stored at the gateway. */
  async function customerWithCard(customer: NewCustomer = {}) {
    const caller = await customerVisitor(demo.app, customer);
    const added = envelopeOf<{ paymentUrl: string }>(
      await caller.post('/api/mop/add', { body: { mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }] }, xsrf: true }),
    ).data;
    expect(redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), added.paymentUrl, TEST_CARD)).pathname).toBe('/afterPayment');
    return caller;
  }

  function expectRefused(response: Awaited<ReturnType<Caller['post']>>, errorCode: number, msg: string | RegExp) {
    const envelope = envelopeOf(response);
    expect(envelope).toMatchObject({ data: null, errorCode, status: 'ERROR' });
    if (typeof msg === 'string') expect(envelope.msg).toBe(msg);
    else expect(envelope.msg).toMatch(msg);
  }

  describe('paid at once', () => {
    it('charges the stored card: order CONFIRMED, cart at ACTIVATION, the product the customer’s', async () => {
      const customer = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const response = await finalize(customer, { cartId, mopId: 1 });

      expect(response.statusCode).toBe(200);
      const result = envelopeOf<Finalized>(response).data;
      expect(result.paymentUrl).toBeNull();
      expect(result.order).toEqual({
        id: expect.any(String),
        number: expect.stringMatching(/^HZ-2026-\d{5}$/),
        status: 'CONFIRMED',
        total: '39.99',
        currency: 'PLN',
      });
      expect(result.cart).toMatchObject({
        id: cartId,
        cartStatus: 'ACTIVATION_PENDING',
        currentStage: 'ACTIVATION',
        transactionId: result.order.number,
        thankYouPage: THANK_YOU,
        contractId: expect.any(String),
      });
      expect(await rows('SELECT status, total FROM orders WHERE cart_id = $1', [cartId])).toEqual([{ status: 'CONFIRMED', total: '39.99' }]);
      const payments = await rows('SELECT mop_id, amount, status, gateway_reference FROM payments WHERE order_id = $1', [result.order.id]);
      expect(payments).toEqual([{ mop_id: 1, amount: '39.99', status: 'SUCCEEDED', gateway_reference: expect.stringMatching(/^gt_/) }]);
      const charge = await rows('SELECT channel, amount, instrument_token, status FROM gateway_transactions WHERE id = $1', [
        (payments[0] as { gateway_reference: string }).gateway_reference,
      ]);
      expect(charge).toEqual([{ channel: 'DIRECT', amount: '39.99', instrument_token: 'demo-hor-demo-007-1', status: 'SUCCEEDED' }]);
      expect(await rows('SELECT code FROM order_summary_consents WHERE order_id = $1 ORDER BY code', [result.order.id])).toEqual([
        { code: 'REGULAMIN_SPRZEDAZY' },
        { code: 'ROZPOCZECIE_SWIADCZENIA' },
      ]);
      expect(await productsOf(customer.customerId)).toContainEqual({
        cgroupe: 'C',
        article_code: 'MCCSNK01',
        offer_code: 'OTT_SPORT_M',
        status: 'ACTIVE',
        fee: '39.99',
        commitment_end_date: null,
      });
      // The session follows: the product is current, the cart is the ordered one.
      const session = envelopeOf<{ currentProducts: Array<{ articleCode: string }>; cart: { id: string; cartStatus: string } }>(
        await customer.post('/api/sessionData'),
      ).data;
      expect(session.currentProducts.map((product) => product.articleCode)).toContain('MCCSNK01');
      expect(session.cart).toMatchObject({ id: cartId, cartStatus: 'ACTIVATION_PENDING' });

      // Submitted again: the cart is no longer open (368, silent at ACTIVATION), nothing is charged.
      const before = await paymentsSnapshot(demo.db);
      const again = await finalize(customer, { cartId, mopId: 1 });
      expect(again.statusCode).toBe(409);
      expectRefused(again, 368, 'To zamówienie zostało już złożone.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('places one order and charges once for two submits at the same moment', async () => {
      const customer = await customerWithCard();
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M', 'OTT_STRUMIEN_M']);
      const responses = await Promise.all([finalize(customer, { cartId, mopId: 1 }), finalize(customer, { cartId, mopId: 1 })]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const orders = await rows('SELECT id, status, total FROM orders WHERE cart_id = $1', [cartId]);
      expect(orders).toEqual([{ id: expect.any(String), status: 'CONFIRMED', total: '68.99' }]);
      expect(await rows('SELECT status FROM payments WHERE order_id = $1', [(orders[0] as { id: string }).id])).toEqual([{ status: 'SUCCEEDED' }]);
      expect(
        await rows(`SELECT 1 FROM gateway_transactions WHERE customer_reference = $1 AND channel = 'DIRECT'`, [customer.customerId]),
      ).toHaveLength(1);
    });

    it('takes the instant code: the customer pays with the code from the banking app', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_STRUMIEN_M']);
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      expect(result.order).toMatchObject({ status: 'CONFIRMED', total: '29.00' });
      expect(await rows('SELECT mop_id, status FROM payments WHERE order_id = $1', [result.order.id])).toEqual([{ mop_id: 8, status: 'SUCCEEDED' }]);
    });

    it('refuses a wrong or missing instant code with 713 and nothing ordered; 5 codes per 15 minutes', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const before = await paymentsSnapshot(demo.db);
      const missing = await finalize(customer, { cartId, mopId: 8 });
      expectRefused(missing, 713, 'Wpisz 6-cyfrowy kod z aplikacji banku.');
      for (let i = 0; i < 5; i += 1) {
        const wrong = await finalize(customer, { cartId, mopId: 8, instantCode: '123456' });
        expect(wrong.statusCode).toBe(422);
        expectRefused(wrong, 713, 'Kod płatności jest nieprawidłowy lub wygasł. Wygeneruj nowy kod w aplikacji banku.');
      }
      const limited = await finalize(customer, { cartId, mopId: 8, instantCode: '777123' });
      expect(limited.statusCode).toBe(429);
      expectRefused(limited, 429, 'Zbyt wiele prób płatności kodem. Spróbuj ponownie za kilkanaście minut.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('counts no instant code the server never finished: after a fault midway the customer still has all 5 tries', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      // A fault once the code is counted and the order placed: the database refuses to record the payment.
      await demo.db.exec(`
        CREATE FUNCTION refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
        CREATE TRIGGER refuse_payment BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION refuse_payment();`);
      try {
        expect((await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).statusCode).toBe(500);
      } finally {
        await demo.db.exec('DROP TRIGGER refuse_payment ON payments; DROP FUNCTION refuse_payment()');
      }
      for (let i = 0; i < 5; i += 1) expect((await finalize(customer, { cartId, mopId: 8, instantCode: '123456' })).statusCode).toBe(422);
      expect((await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).statusCode).toBe(429);
    });

    it('bills the stored operator agreement (klient.operator-a, operator A)', async () => {
      const customer = await signedInVisitor(demo.app, 'klient.operator-a@horyzont.example');
      const cartId = await cartWith(demo.app, customer, ['OTT_KOMFORT_LTO12']);
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 2 })).data;
      expect(result).toMatchObject({ paymentUrl: null, order: { status: 'CONFIRMED', total: '39.99' } });
      const charge = await rows(`SELECT kind, instrument_token FROM gateway_transactions WHERE customer_reference = $1 AND channel = 'DIRECT'`, [
        customer.customerId,
      ]);
      expect(charge).toEqual([{ kind: 'OPERATOR', instrument_token: 'demo-hor-demo-008-2' }]);
    });

    it('answers 712 for a stored card whose bank is not supported (klient.lto); nothing ordered', async () => {
      const customer = await signedInVisitor(demo.app, 'klient.lto@horyzont.example');
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const before = await paymentsSnapshot(demo.db);
      const response = await finalize(customer, { cartId, mopId: 1 });
      expect(response.statusCode).toBe(422);
      expectRefused(response, 712, 'Bank Twojej karty nie obsługuje tej płatności. Wybierz inną metodę płatności lub dodaj inną kartę.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('a stored means that can no longer pay', () => {
    it('answers 406 for a stored card that has expired, and for one withdrawn at the gateway; nothing ordered', async () => {
      const customer = await customerWithCard();
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const token = `(SELECT gateway_reference FROM payment_means WHERE customer_id = $1 AND mop_id = 1 AND status = 'ACTIVE')`;
      await demo.db.query(`UPDATE gateway_instruments SET card_expiry = DATE '2026-10-31' WHERE token = ${token}`, [customer.customerId]);
      let before = await paymentsSnapshot(demo.db);
      expectRefused(
        await finalize(customer, { cartId, mopId: 1 }),
        406,
        'Twoja karta straciła ważność. Dodaj nową kartę lub wybierz inną metodę płatności.',
      );
      expect(await paymentsSnapshot(demo.db)).toEqual(before);

      await demo.db.query(`UPDATE gateway_instruments SET card_expiry = NULL, status = 'REVOKED' WHERE token = ${token}`, [customer.customerId]);
      before = await paymentsSnapshot(demo.db);
      expectRefused(await finalize(customer, { cartId, mopId: 1 }), 406, 'Ta metoda płatności nie jest już aktywna. Wybierz inną.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('paid on the gateway’s page', () => {
    it('answers the card page; the order waits; paying there confirms it and sends the window to /afterPayment', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 1 })).data;
      expect(result.paymentUrl).toMatch(/^\/bramka-platnicza\/transakcja\/gt_/);
      expect(result.order).toMatchObject({ status: 'PENDING_PAYMENT', total: '39.99' });
      expect(result.cart).toMatchObject({ cartStatus: 'ACTIVATION_PENDING', currentStage: 'SUMMARY', transactionId: null });
      expect(await productsOf(customer.customerId)).toEqual([]);

      const page = await openGatewayPage(gatewayBrowser(demo.app), result.paymentUrl ?? '');
      expect(page.html).toContain('<h1>Płatność kartą</h1>');
      expect(page.html).toContain('39,99');
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), result.paymentUrl ?? '', TEST_CARD));
      expect(back.pathname).toBe('/afterPayment');
      expect(back.searchParams.get('purpose')).toBe('ORDER');
      expect(back.searchParams.get('returnPath')).toBe('/oferta-online/podsumowanie');

      expect(await rows('SELECT status FROM orders WHERE id = $1', [result.order.id])).toEqual([{ status: 'CONFIRMED' }]);
      const cart = await rows('SELECT status, current_stage, transaction_id, thank_you_page FROM carts WHERE id = $1', [cartId]);
      expect(cart).toEqual([
        { status: 'ACTIVATION_PENDING', current_stage: 'ACTIVATION', transaction_id: result.order.number, thank_you_page: THANK_YOU },
      ]);
      expect(await productsOf(customer.customerId)).toEqual([
        { cgroupe: 'C', article_code: 'MCCSNK01', offer_code: 'OTT_SPORT_M', status: 'ACTIVE', fee: '39.99', commitment_end_date: null },
      ]);
    });

    it('answers the same page to a double submit, even at the same moment: one order, one payment', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const responses = await Promise.all([finalize(customer, { cartId, mopId: 1 }), finalize(customer, { cartId, mopId: 1 })]);
      const urls = responses.map((response) => envelopeOf<Finalized>(response).data.paymentUrl);
      expect(urls[0]).toMatch(/^\/bramka-platnicza\//);
      expect(urls[1]).toBe(urls[0]);
      const orders = await rows('SELECT id FROM orders WHERE cart_id = $1', [cartId]);
      expect(orders).toHaveLength(1);
      expect(await rows('SELECT status FROM payments WHERE order_id = $1', [(orders[0] as { id: string }).id])).toEqual([{ status: 'PENDING' }]);
    });

    it('reopens the order when the card is declined; paying again by another means confirms the same order', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const first = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 1 })).data;
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), first.paymentUrl ?? '', DECLINED_CARD));
      expect(back.pathname).toBe('/platnosc/blad');
      expect(back.searchParams.get('reason')).toBe('DECLINED');
      expect(await rows('SELECT status FROM orders WHERE id = $1', [first.order.id])).toEqual([{ status: 'FAILED' }]);
      expect(await rows('SELECT status, current_stage FROM carts WHERE id = $1', [cartId])).toEqual([{ status: 'OPEN', current_stage: 'SUMMARY' }]);

      const second = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      expect(second.order).toMatchObject({ id: first.order.id, status: 'CONFIRMED' });
      expect(await rows('SELECT mop_id, status FROM payments WHERE order_id = $1 ORDER BY created_at, status', [first.order.id])).toEqual([
        { mop_id: 1, status: 'FAILED' },
        { mop_id: 8, status: 'SUCCEEDED' },
      ]);
    });

    it('ends the open page when the customer pays by another means instead', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const first = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 1 })).data;
      const second = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      expect(second.order).toMatchObject({ id: first.order.id, status: 'CONFIRMED' });
      expect(await rows('SELECT mop_id, status FROM payments WHERE order_id = $1 ORDER BY mop_id', [first.order.id])).toEqual([
        { mop_id: 1, status: 'FAILED' },
        { mop_id: 8, status: 'SUCCEEDED' },
      ]);
      // The old window can no longer charge.
      const late = await gatewayBrowser(demo.app).get(first.paymentUrl ?? '');
      expect(late.body).toContain('Transakcja została anulowana.');
    });

    it('settles a page the customer completed before submitting again: the order is paid, no second charge', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const first = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 1 })).data;
      // Paid at the gateway; its notification not yet handled by the portal.
      await demo.db.query(`UPDATE gateway_transactions SET status = 'SUCCEEDED', completed_at = $2 WHERE id = $1`, [
        first.paymentUrl?.split('/').at(-1),
        demo.clock.now(),
      ]);
      const again = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      expect(again).toMatchObject({ paymentUrl: null, order: { id: first.order.id, status: 'CONFIRMED' }, cart: { currentStage: 'ACTIVATION' } });
      expect(await rows('SELECT mop_id, status FROM payments WHERE order_id = $1', [first.order.id])).toEqual([{ mop_id: 1, status: 'SUCCEEDED' }]);
      expect(await rows('SELECT status FROM orders WHERE id = $1', [first.order.id])).toEqual([{ status: 'CONFIRMED' }]);
    });

    it('bills operator A after the PIN: validateMsisdn, then the PIN page', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const check = envelopeOf<{ token_csum: string }>(
        await customer.post('/api/validateMsisdn', { body: { msisdn: '691 000 333', mopId: 2 }, xsrf: true }),
      ).data;
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 2, tokenCsum: check.token_csum })).data;
      expect(result.order.status).toBe('PENDING_PAYMENT');
      const browser = gatewayBrowser(demo.app);
      const page = await openGatewayPage(browser, result.paymentUrl ?? '');
      expect(page.html).toContain('<h1>Płatność z rachunku operatora</h1>');
      const back = redirectOf(await submitGatewayForm(browser, result.paymentUrl ?? '', { pin: pinShownOn(page.html) }));
      expect(back.pathname).toBe('/afterPayment');
      expect(await rows('SELECT status FROM orders WHERE id = $1', [result.order.id])).toEqual([{ status: 'CONFIRMED' }]);
    });

    it('refuses operator billing without a confirmed number or agreement (366)', async () => {
      const customer = await customerVisitor(demo.app);
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const before = await paymentsSnapshot(demo.db);
      expectRefused(await finalize(customer, { cartId, mopId: 6 }), 366, 'Potwierdź numer telefonu kodem PIN, aby zapłacić z rachunku operatora.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('what the purchase does', () => {
    it('gives a prospect (K contracts only) a new subscription contract (C)', async () => {
      const customer = await customerVisitor(demo.app, { cgroupe: 'K' });
      const cartId = await cartWith(demo.app, customer, ['OTT_START_M']);
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      const contracts = await rows('SELECT id::text AS id, cgroupe, debabo, corig FROM contracts WHERE customer_id = $1 ORDER BY id', [
        customer.customerId,
      ]);
      expect(contracts).toEqual([
        { id: expect.any(String), cgroupe: 'K', debabo: '2025-01-15', corig: null },
        { id: result.cart.contractId, cgroupe: 'C', debabo: '2026-11-02', corig: 'PORTAL' },
      ]);
      expect(await productsOf(customer.customerId)).toEqual([
        { cgroupe: 'C', article_code: 'HOR01', offer_code: 'OTT_START_M', status: 'ACTIVE', fee: '29.99', commitment_end_date: null },
      ]);
    });

    it('gives a prepaid-category prospect a prepaid contract (P)', async () => {
      const customer = await customerVisitor(demo.app, { cgroupe: 'K', prepaidCategory: 'NEWSALES' });
      const cartId = await cartWith(demo.app, customer, ['OTT_START_M']);
      await finalize(customer, { cartId, mopId: 8, instantCode: '777123' });
      expect((await productsOf(customer.customerId)).map((product) => (product as { cgroupe: string }).cgroupe)).toEqual(['P']);
    });

    it('commits a long-term offer: the contract’s LTO and the product’s commitment end 12 months on', async () => {
      const customer = await customerVisitor(demo.app, { products: [{ articleCode: 'HOR01', offerCode: 'OTT_START_M', fee: '29.99' }] });
      const cartId = await cartWith(demo.app, customer, ['OTT_KOMFORT_LTO12']);
      const result = envelopeOf<Finalized>(await finalize(customer, { cartId, mopId: 8, instantCode: '777123' })).data;
      expect(result.order.status).toBe('CONFIRMED');
      expect(await rows('SELECT lto_duration, lto_end_date FROM contracts WHERE customer_id = $1', [customer.customerId])).toEqual([
        { lto_duration: 12, lto_end_date: '2027-11-02' },
      ]);
      expect(await productsOf(customer.customerId)).toEqual([
        { cgroupe: 'C', article_code: 'HOR01', offer_code: 'OTT_START_M', status: 'ACTIVE', fee: '29.99', commitment_end_date: null },
        { cgroupe: 'C', article_code: 'HOR02', offer_code: 'OTT_KOMFORT_LTO12', status: 'ACTIVE', fee: '39.99', commitment_end_date: '2027-11-02' },
      ]);
      const session = envelopeOf<{ ltoDuration: number; ltoEndDate: string }>(await customer.post('/api/sessionData')).data;
      expect(session).toMatchObject({ ltoDuration: 12, ltoEndDate: '2027-11-02' });
    });
  });

  describe('nothing due now', () => {
    it('confirms a change of package at once, without a payment means: Start instead of Komfort and its Sport add-on', async () => {
      const customer = await customerVisitor(demo.app, {
        products: [
          { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' },
          { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' },
        ],
      });
      const updated = envelopeOf<{ id: string }>(
        await customer.post('/api/cart/update', {
          body: {
            operation: 'ADD',
            items: [
              { offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', operationType: 'D' },
              { offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', operationType: 'D' },
              { offerCode: 'OTT_START_M' },
            ],
          },
          xsrf: true,
        }),
      ).data;
      await customer.post('/api/cart/updateStage', { body: { cartId: updated.id, newStage: 'SUMMARY' }, xsrf: true });

      const result = envelopeOf<Finalized>(await finalize(customer, { cartId: updated.id })).data;
      expect(result.order).toMatchObject({ status: 'CONFIRMED', total: '0.00' });
      expect(result.paymentUrl).toBeNull();
      expect(await rows('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [result.order.id])).toEqual([{ n: 0 }]);
      expect(await productsOf(customer.customerId)).toEqual([
        { cgroupe: 'C', article_code: 'HOR01', offer_code: 'OTT_START_M', status: 'ACTIVE', fee: '29.99', commitment_end_date: null },
      ]);
    });

    it('asks for a payment means when something is due (366), and orders nothing', async () => {
      const customer = await customerVisitor(demo.app, { products: [{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' }] });
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const before = await paymentsSnapshot(demo.db);
      expectRefused(await finalize(customer, { cartId }), 366, 'Wybierz metodę płatności.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
      expect(await rows('SELECT count(*)::int AS n FROM orders WHERE cart_id = $1', [cartId])).toEqual([{ n: 0 }]);
    });
  });

  describe('refusals change nothing', () => {
    it('answers 404 for another customer’s cart or an unknown one', async () => {
      const owner = await customerVisitor(demo.app);
      const ownersCart = await cartWith(demo.app, owner, ['OTT_SPORT_M']);
      const other = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const before = await paymentsSnapshot(demo.db);
      for (const cartId of [ownersCart, '00000000-0000-4000-8000-000000000000']) {
        const response = await finalize(other, { cartId, mopId: 8, instantCode: '777123' });
        expect(response.statusCode).toBe(404);
        expectRefused(response, 404, 'Nie znaleziono koszyka.');
      }
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it.each([
      ['a cart at another stage', ['OTT_SPORT_M'], 'PACKAGE', { mopId: 1 }, 366, 'Przejdź do podsumowania zamówienia, aby za nie zapłacić.'],
      ['an empty cart', [], 'SUMMARY', { mopId: 1 }, 366, 'Koszyk jest pusty.'],
      ['a means an offer does not allow', ['OTT_SPORT_M', 'OTT_STRUMIEN_M'], 'SUMMARY', { mopId: 2 }, 366, /Tej metody płatności nie można użyć/],
      [
        'an offer no longer sold',
        ['OTT_LATO_2025'],
        'SUMMARY',
        { mopId: 1 },
        366,
        'Oferta „Letnia promocja Komfort 2025” nie jest już dostępna. Usuń ją z koszyka.',
      ],
      [
        'summary consents missing',
        ['OTT_SPORT_M'],
        'SUMMARY',
        { mopId: 1, summaryConsents: [] },
        406,
        'Zaakceptuj wszystkie zgody w podsumowaniu, aby złożyć zamówienie.',
      ],
      [
        'a summary consent refused',
        ['OTT_SPORT_M'],
        'SUMMARY',
        {
          mopId: 1,
          summaryConsents: [
            { cconsent: 'REGULAMIN_SPRZEDAZY', value: 1 },
            { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: 0 },
          ],
        },
        406,
        /Zaakceptuj wszystkie zgody/,
      ],
    ] as const)('%s: %s', async (_name, offers, stage, body, errorCode, msg) => {
      const customer = await customerWithCard();
      const cartId = await cartWith(demo.app, customer, offers, stage);
      const before = await paymentsSnapshot(demo.db);
      expectRefused(await finalize(customer, { cartId, ...body }), errorCode, msg);
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('answers 368 for a cancelled cart', async () => {
      const customer = await customerWithCard();
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      await demo.db.query(`UPDATE carts SET status = 'CANCELLED' WHERE id = $1`, [cartId]);
      const before = await paymentsSnapshot(demo.db);
      expectRefused(await finalize(customer, { cartId, mopId: 1 }), 368, 'To zamówienie zostało już złożone.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('answers 401 to an anonymous visitor, 403 without the XSRF header and 451 outside Poland', async () => {
      const customer = await customerWithCard();
      const cartId = await cartWith(demo.app, customer, ['OTT_SPORT_M']);
      const anonymous = visitor(demo.app);
      await anonymous.post('/api/sessionData');
      const before = await paymentsSnapshot(demo.db);
      const body = { cartId, mopId: 1, summaryConsents: SUMMARY_CONSENTS };
      expect((await anonymous.post('/api/cart/finalize', { body, xsrf: true })).statusCode).toBe(401);
      const forged = await customer.post('/api/cart/finalize', { body });
      expect(forged.statusCode).toBe(403);
      const abroad = await finalize(customer, { cartId, mopId: 1 }, { 'x-country-code': 'DE' });
      expect(abroad.statusCode).toBe(451);
      expect(envelopeOf(abroad).msg).toBe('Usługa jest dostępna wyłącznie w Polsce.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });
  });
});
