import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, demoAppFor, signedInVisitor, visitor } from '#testing/server-app.ts';
import { createCheckout } from './gateway/checkout.ts';
import { paymentSettingsFromEnv } from './settings.ts';
import { customerVisitor, gatewayBrowser, paymentsSnapshot, redirectOf, submitGatewayForm, TEST_CARD } from '#testing/payments.ts';

/** The payment-means calls: mop/config, mop/consents, validateMsisdn, mop/add, mop/checkMopProcess, mop/remove, payments/token. */

const CARD_CONSENT = [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }];
const OPERATOR_CONSENT = [{ cconsent: 'ZGODA_RACHUNEK_OPERATORA', value: true }];
const START = '2026-11-02T09:00:00.000Z';

type Caller = Awaited<ReturnType<typeof customerVisitor>>;

describe.each(anyDriver)('payment means on %s', (driver) => {
  const demo = demoAppFor(driver, START);

  const post = (caller: Caller, url: string, body?: unknown) => caller.post(url, { ...(body === undefined ? {} : { body }), xsrf: true });

  async function addCard(caller: Caller) {
    const added = envelopeOf<{ paymentUrl: string; transactionId: string }>(await post(caller, '/api/mop/add', { mopId: 1, consents: CARD_CONSENT }));
    expect(added.status).toBe('SUCCESS');
    return added.data;
  }

  async function registeredCard(caller: Caller) {
    const { paymentUrl, transactionId } = await addCard(caller);
    const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, TEST_CARD));
    return { transactionId, token: back.searchParams.get('token') ?? '' };
  }

  describe('mop/config and mop/consents', () => {
    it('lists the five means with their Polish labels, the operators’ prefixes and the PIN rules', async () => {
      const customer = await customerVisitor(demo.app);
      const config = envelopeOf<{ paymentMeans: Array<Record<string, unknown>>; pinTimeoutSeconds: number; pinAttempts: number }>(
        await customer.get('/api/mop/config'),
      ).data;
      expect(config.paymentMeans.map((mean) => mean.mopId)).toEqual([1, 2, 6, 7, 8]);
      expect(config.paymentMeans[1]).toMatchObject({
        kind: 'MOBILE_OPERATOR',
        label: 'Zapłać z Operatorem A',
        addLabel: 'Dopisz do rachunku Operatora A',
        operatorName: 'Operator A',
        requiresMsisdn: true,
        requiresCode: false,
      });
      expect(config.paymentMeans[1]?.msisdnPrefixes).toContain('601');
      expect(config.paymentMeans[0]).toMatchObject({ kind: 'CARD', label: 'Karta płatnicza', operatorName: null, msisdnPrefixes: [] });
      expect(config.paymentMeans[4]).toMatchObject({ kind: 'INSTANT_CODE', label: 'Płatność kodem', requiresCode: true });
      expect(config).toMatchObject({ pinTimeoutSeconds: 120, pinAttempts: 3 });
    });

    it('lists the consents of adding a means', async () => {
      const customer = await customerVisitor(demo.app);
      const consents = envelopeOf<Array<Record<string, unknown>>>(await customer.get('/api/mop/consents')).data;
      expect(consents).toEqual([
        expect.objectContaining({ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: false, indiscount: '0', required: true, mopIds: [1] }),
        expect.objectContaining({ cconsent: 'ZGODA_RACHUNEK_OPERATORA', required: true, mopIds: [2, 6, 7] }),
      ]);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      const anonymous = visitor(demo.app);
      expect((await anonymous.get('/api/mop/config')).statusCode).toBe(401);
      await anonymous.post('/api/sessionData');
      const response = await anonymous.get('/api/mop/config');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).msg).toBe('Zaloguj się, aby skorzystać z tej usługi.');
    });
  });

  describe('validateMsisdn', () => {
    it('sends a PIN to a number of that operator and answers the mobile-payment model', async () => {
      const customer = await signedInVisitor(demo.app, 'klient.operator-b@horyzont.example');
      const response = await post(customer, '/api/validateMsisdn', { msisdn: '48 692 111 222', mopId: 6 });
      const model = envelopeOf<{ token_csum: string }>(response).data;
      expect(response.statusCode).toBe(200);
      expect(model).toEqual({
        showError: false,
        currentMsisdn: '602 000 106',
        msisdn: '692 111 222',
        token_csum: expect.stringMatching(/^pin_/),
        uforStatus: 'PIN_SENT',
        ts: START,
        expiresAt: '2026-11-02T09:02:00.000Z',
      });
      const challenge = await demo.db.query('SELECT customer_reference, msisdn, operator_mop, status FROM gateway_pin_challenges WHERE id = $1', [
        model.token_csum,
      ]);
      expect(challenge.rows).toEqual([{ customer_reference: customer.customerId, msisdn: '692111222', operator_mop: 6, status: 'PENDING' }]);
    });

    it.each([
      ['12345', 'INVALID_NUMBER', null],
      ['221234567', 'UNKNOWN_OPERATOR', '221 234 567'],
      ['602123456', 'WRONG_OPERATOR', '602 123 456'],
    ])('%s for operator A: showError with %s, no PIN sent', async (msisdn, uforStatus, shown) => {
      const customer = await customerVisitor(demo.app);
      const model = envelopeOf(await post(customer, '/api/validateMsisdn', { msisdn, mopId: 2 })).data;
      expect(model).toMatchObject({ showError: true, uforStatus, msisdn: shown, token_csum: null, currentMsisdn: null, expiresAt: null });
      const challenges = await demo.db.query('SELECT 1 FROM gateway_pin_challenges WHERE customer_reference = $1', [customer.customerId]);
      expect(challenges.rows).toEqual([]);
    });

    it('allows 5 checks per 15 minutes per customer, then 429 with nothing sent', async () => {
      const customer = await customerVisitor(demo.app);
      // Other numbers each time: a number has a limit of its own.
      for (let i = 0; i < 5; i += 1) expect((await post(customer, '/api/validateMsisdn', { msisdn: `60100001${i}`, mopId: 2 })).statusCode).toBe(200);
      const before = await paymentsSnapshot(demo.db);
      const refused = await post(customer, '/api/validateMsisdn', { msisdn: '601000019', mopId: 2 });
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused)).toMatchObject({
        errorCode: 429,
        data: null,
        msg: 'Zbyt wiele prób weryfikacji numeru. Spróbuj ponownie za kilkanaście minut.',
      });
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
      // Another customer is counted apart.
      expect((await post(await customerVisitor(demo.app), '/api/validateMsisdn', { msisdn: '601000019', mopId: 2 })).statusCode).toBe(200);
      demo.clock.advance(15 * 60_000);
      try {
        expect((await post(customer, '/api/validateMsisdn', { msisdn: '601000019', mopId: 2 })).statusCode).toBe(200);
      } finally {
        demo.clock.set(START);
      }
    });
  });

  describe('mop/add', () => {
    it('creates a PENDING means with its consent and a gateway transaction; answers the page to open', async () => {
      const customer = await customerVisitor(demo.app);
      const response = await post(customer, '/api/mop/add', { mopId: 1, consents: CARD_CONSENT });
      const added = envelopeOf<{ paymentUrl: string; transactionId: string }>(response).data;
      expect(added).toEqual({
        mopId: 1,
        status: 'PENDING',
        paymentUrl: `/bramka-platnicza/transakcja/${added.transactionId}`,
        transactionId: expect.stringMatching(/^gt_/),
      });
      const means = await demo.db.query<{ id: number }>('SELECT id, status, display_string, payment_url FROM payment_means WHERE customer_id = $1', [
        customer.customerId,
      ]);
      expect(means.rows).toEqual([
        { id: expect.any(Number), status: 'PENDING', display_string: 'Karta płatnicza (dodawanie w toku)', payment_url: added.paymentUrl },
      ]);
      const consent = await demo.db.query('SELECT code FROM payment_mean_consents WHERE payment_mean_id = $1', [means.rows[0]!.id]);
      expect(consent.rows).toEqual([{ code: 'ZGODA_PLATNOSCI_CYKLICZNE' }]);
      const gateway = await demo.db.query('SELECT kind, purpose, amount, customer_reference, status FROM gateway_transactions WHERE id = $1', [
        added.transactionId,
      ]);
      expect(gateway.rows).toEqual([
        { kind: 'CARD', purpose: 'REGISTRATION', amount: '0.00', customer_reference: customer.customerId, status: 'PENDING' },
      ]);
      // Until the gateway reports, the session shows no new means.
      const session = envelopeOf<{ payments: unknown[] }>(await customer.post('/api/sessionData')).data;
      expect(session.payments).toEqual([]);
    });

    it('refuses a means whose required consent is not accepted: 406, nothing changed', async () => {
      const customer = await customerVisitor(demo.app);
      const before = await paymentsSnapshot(demo.db);
      for (const consents of [undefined, [], [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: 0 }], OPERATOR_CONSENT]) {
        const response = await post(customer, '/api/mop/add', { mopId: 1, ...(consents ? { consents } : {}) });
        expect(response.statusCode).toBe(422);
        expect(envelopeOf(response)).toMatchObject({ errorCode: 406, msg: 'Zaakceptuj wymagane zgody, aby dodać tę metodę płatności.' });
      }
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('needs a confirmed number for operator billing: missing 406, another customer’s 404, lapsed 406', async () => {
      const customer = await customerVisitor(demo.app);
      const other = await customerVisitor(demo.app);
      const othersToken = envelopeOf<{ token_csum: string }>(await post(other, '/api/validateMsisdn', { msisdn: '601999000', mopId: 2 })).data
        .token_csum;
      const ownToken = envelopeOf<{ token_csum: string }>(await post(customer, '/api/validateMsisdn', { msisdn: '601999001', mopId: 2 })).data
        .token_csum;
      const before = await paymentsSnapshot(demo.db);

      const missing = await post(customer, '/api/mop/add', { mopId: 2, consents: OPERATOR_CONSENT });
      expect(envelopeOf(missing)).toMatchObject({ errorCode: 406, msg: 'Najpierw podaj numer telefonu i poczekaj na SMS z kodem PIN.' });
      const foreign = await post(customer, '/api/mop/add', { mopId: 2, tokenCsum: othersToken, consents: OPERATOR_CONSENT });
      expect(foreign.statusCode).toBe(404);
      const otherOperator = await post(customer, '/api/mop/add', { mopId: 6, tokenCsum: ownToken, consents: OPERATOR_CONSENT });
      expect(otherOperator.statusCode).toBe(404);
      const otherNumber = await post(customer, '/api/mop/add', { mopId: 2, tokenCsum: ownToken, msisdn: '601999002', consents: OPERATOR_CONSENT });
      expect(otherNumber.statusCode).toBe(404);
      demo.clock.advance(120_000);
      try {
        const lapsed = await post(customer, '/api/mop/add', { mopId: 2, tokenCsum: ownToken, msisdn: '601 999 001', consents: OPERATOR_CONSENT });
        expect(envelopeOf(lapsed)).toMatchObject({ errorCode: 406, msg: expect.stringContaining('Kod PIN wygasł') });
      } finally {
        demo.clock.set(START);
      }
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('replaces an addition still open: the first is cancelled at the gateway and FAILED', async () => {
      const customer = await customerVisitor(demo.app);
      const first = await addCard(customer);
      const second = await addCard(customer);
      const gateway = await demo.db.query('SELECT id, status, failure_reason FROM gateway_transactions WHERE id = ANY($1) ORDER BY created_at', [
        [first.transactionId, second.transactionId],
      ]);
      expect(gateway.rows).toEqual(
        expect.arrayContaining([
          { id: first.transactionId, status: 'FAILED', failure_reason: 'CANCELLED' },
          { id: second.transactionId, status: 'PENDING', failure_reason: null },
        ]),
      );
      const statuses = await demo.db.query('SELECT status FROM payment_means WHERE customer_id = $1 ORDER BY id', [customer.customerId]);
      expect(statuses.rows).toEqual([{ status: 'FAILED' }, { status: 'PENDING' }]);
      // The first window now only offers the way back.
      const late = await gatewayBrowser(demo.app).get(first.paymentUrl);
      expect(late.body).toContain('Transakcja nie powiodła się. Transakcja została anulowana.');
      expect(late.body).toContain('reason=CANCELLED');
    });

    it('a new card is kept beside the customer’s card, whose token stays usable until the customer removes it', async () => {
      const customer = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      await registeredCard(customer);
      const cards = await demo.db.query(
        `SELECT display_string, gateway_reference FROM payment_means WHERE customer_id = $1 AND status = 'ACTIVE' ORDER BY id`,
        [customer.customerId],
      );
      expect(cards.rows).toEqual([
        { display_string: 'Karta •••• 4242', gateway_reference: 'demo-hor-demo-007-1' },
        { display_string: 'Karta •••• 4242', gateway_reference: expect.stringMatching(/^card_/) },
      ]);
      const demoCard = await demo.db.query(`SELECT status FROM gateway_instruments WHERE token = 'demo-hor-demo-007-1'`);
      expect(demoCard.rows).toEqual([{ status: 'ACTIVE' }]);
    });

    it('refuses a fourth card with the reason, changing nothing; with one removed, a card can be added again', async () => {
      const customer = await customerVisitor(demo.app);
      for (let n = 0; n < 3; n++) await registeredCard(customer);
      const before = await paymentsSnapshot(demo.db);
      const refused = await post(customer, '/api/mop/add', { mopId: 1, consents: CARD_CONSENT });
      expect(refused.statusCode).toBe(422);
      expect(envelopeOf(refused)).toMatchObject({ errorCode: 406 });
      expect(envelopeOf(refused).msg).toBe('Możesz zapisać najwyżej 3 karty. Usuń jedną z nich, aby dodać nową.');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);

      const listed = envelopeOf<{ payments: Array<{ meanId: string }> }>(await customer.post('/api/sessionData')).data.payments;
      await post(customer, '/api/mop/remove', { mopId: 1, meanId: listed[2]!.meanId });
      await registeredCard(customer);
      const after = envelopeOf<{ payments: Array<{ meanId: string }> }>(await customer.post('/api/sessionData')).data.payments;
      expect(after).toHaveLength(3);
      expect(after.map((mean) => mean.meanId)).not.toContain(listed[2]!.meanId);
    });
  });

  describe('mop/checkMopProcess', () => {
    it('answers 404 to a customer who never added a means', async () => {
      const response = await post(await customerVisitor(demo.app), '/api/mop/checkMopProcess');
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).msg).toBe('Nie dodajesz teraz żadnej metody płatności.');
    });

    it('answers PENDING while the customer is at the gateway', async () => {
      const customer = await customerVisitor(demo.app);
      const { transactionId } = await addCard(customer);
      expect(envelopeOf(await post(customer, '/api/mop/checkMopProcess')).data).toEqual({
        mopId: 1,
        status: 'PENDING',
        failureReason: null,
        transactionId,
        displayString: 'Karta płatnicza (dodawanie w toku)',
        expiryDate: null,
        payments: [],
      });
    });

    it('asks the gateway when its notification has not arrived, and applies the outcome once', async () => {
      const customer = await customerVisitor(demo.app);
      const { transactionId } = await addCard(customer);
      // Settled at the gateway without the portal hearing of it (a lost notification).
      const checkout = createCheckout({ db: demo.db, now: demo.clock.now, settings: paymentSettingsFromEnv() });
      expect((await checkout.payByCard(transactionId, TEST_CARD)).kind).toBe('settled');

      const process = envelopeOf(await post(customer, '/api/mop/checkMopProcess')).data;
      expect(process).toMatchObject({ status: 'ACTIVE', displayString: 'Karta •••• 4242', expiryDate: '2030-12-31' });
      const snapshot = await paymentsSnapshot(demo.db);
      expect(envelopeOf(await post(customer, '/api/mop/checkMopProcess')).data).toEqual(process);
      expect(await paymentsSnapshot(demo.db)).toEqual(snapshot);
    });
  });

  describe('mop/remove', () => {
    it('removes the customer’s active means and withdraws its card token', async () => {
      const customer = await customerVisitor(demo.app);
      const { token } = await registeredCard(customer);
      const response = await post(customer, '/api/mop/remove', { mopId: 1 });
      expect(envelopeOf(response)).toMatchObject({ status: 'SUCCESS', data: { payments: [] } });
      const left = await demo.db.query(`SELECT 1 FROM payment_means WHERE customer_id = $1 AND status = 'ACTIVE'`, [customer.customerId]);
      expect(left.rows).toEqual([]);
      expect((await demo.db.query('SELECT status FROM gateway_instruments WHERE token = $1', [token])).rows).toEqual([{ status: 'REVOKED' }]);
      expect(envelopeOf<{ payments: unknown[] }>(await customer.post('/api/sessionData')).data.payments).toEqual([]);
    });

    it('answers 404 when the customer has no such means: klient.c neither sees nor removes klient.karta’s card', async () => {
      const owner = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      const other = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const before = await paymentsSnapshot(demo.db);
      for (const mopId of [1, 2, 8]) {
        const response = await post(other, '/api/mop/remove', { mopId });
        expect(response.statusCode).toBe(404);
        expect(envelopeOf(response).msg).toBe('Nie masz takiej metody płatności.');
      }
      expect((await post(other, '/api/mop/checkMopProcess')).statusCode).toBe(404);
      expect(envelopeOf<{ payments: unknown[] }>(await other.post('/api/sessionData')).data.payments).toEqual([]);
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
      const ownersMeans = envelopeOf<{ payments: Array<{ mopId: number; meanId: string }> }>(await owner.post('/api/sessionData')).data.payments;
      expect(ownersMeans.length).toBeGreaterThan(0);
      expect(new Set(ownersMeans.map((mean) => mean.mopId))).toEqual(new Set([1]));
      // Naming one of the owner's cards does not help either.
      const byId = await post(other, '/api/mop/remove', { mopId: 1, meanId: ownersMeans[0]!.meanId });
      expect(byId.statusCode).toBe(404);
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('removes the one card meanId names and keeps the other, whose token stays usable', async () => {
      const customer = await customerVisitor(demo.app);
      const first = await registeredCard(customer);
      const second = await registeredCard(customer);
      const listed = envelopeOf<{ payments: Array<{ meanId: string }> }>(await customer.post('/api/sessionData')).data.payments;
      expect(listed).toHaveLength(2);
      // The older card is listed second: the newest is the one charged.
      const response = await post(customer, '/api/mop/remove', { mopId: 1, meanId: listed[1]!.meanId });
      expect(envelopeOf<{ payments: Array<{ meanId: string }> }>(response).data.payments.map((mean) => mean.meanId)).toEqual([listed[0]!.meanId]);
      const tokens = await demo.db.query('SELECT token, status FROM gateway_instruments WHERE token = ANY($1::text[]) ORDER BY status', [
        [first.token, second.token],
      ]);
      expect(tokens.rows).toEqual([
        { token: second.token, status: 'ACTIVE' },
        { token: first.token, status: 'REVOKED' },
      ]);
      const again = await post(customer, '/api/mop/remove', { mopId: 1, meanId: listed[1]!.meanId });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('payments/token', () => {
    it('attaches the card a token stands for, settling its registration; repeated, changes nothing', async () => {
      const customer = await customerVisitor(demo.app);
      const { transactionId } = await addCard(customer);
      const checkout = createCheckout({ db: demo.db, now: demo.clock.now, settings: paymentSettingsFromEnv() });
      const settled = await checkout.payByCard(transactionId, TEST_CARD);
      const token = settled.kind === 'settled' ? (settled.outcome.instrument?.token ?? '') : '';

      const first = await post(customer, '/api/payments/token', { token, tokenType: 'CARD' });
      expect(envelopeOf(first).data).toEqual({
        mean: { meanId: expect.stringMatching(/^[0-9]+$/), mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2030-12-31', paymentUrl: null },
        payments: [
          { meanId: expect.stringMatching(/^[0-9]+$/), mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2030-12-31', paymentUrl: null },
        ],
      });
      const snapshot = await paymentsSnapshot(demo.db);
      expect(envelopeOf(await post(customer, '/api/payments/token', { token, tokenType: 'CARD' })).data).toEqual(envelopeOf(first).data);
      expect(await paymentsSnapshot(demo.db)).toEqual(snapshot);
    });

    it('answers 404 for an unknown token or another customer’s, and 406 for a withdrawn one; nothing changes', async () => {
      const owner = await customerVisitor(demo.app);
      const { token } = await registeredCard(owner);
      const other = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      let before = await paymentsSnapshot(demo.db);
      for (const candidate of [token, 'card_unknownunknownunknown', 'demo-hor-demo-007-1']) {
        const response = await post(other, '/api/payments/token', { token: candidate, tokenType: 'CARD' });
        expect(response.statusCode).toBe(404);
        expect(envelopeOf(response).msg).toBe('Nie znaleziono tej karty w bramce płatności.');
      }
      expect(await paymentsSnapshot(demo.db)).toEqual(before);

      await post(owner, '/api/mop/remove', { mopId: 1 });
      before = await paymentsSnapshot(demo.db);
      const withdrawn = await post(owner, '/api/payments/token', { token, tokenType: 'CARD' });
      expect(withdrawn.statusCode).toBe(422);
      expect(envelopeOf(withdrawn)).toMatchObject({ errorCode: 406, msg: 'Tej karty nie można już dodać. Dodaj kartę ponownie.' });
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('XSRF and sign-in', () => {
    it.each([
      ['/api/validateMsisdn', { msisdn: '601000001', mopId: 2 }],
      ['/api/mop/add', { mopId: 8 }],
      ['/api/mop/checkMopProcess', {}],
      ['/api/mop/remove', { mopId: 1 }],
      ['/api/payments/token', { token: 'card_x', tokenType: 'CARD' }],
    ])('%s without the XSRF header: 403, nothing changed; not signed in: 401', async (url, body) => {
      const customer = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      const before = await paymentsSnapshot(demo.db);
      const forged = await customer.post(url, { body });
      expect(forged.statusCode).toBe(403);
      expect(envelopeOf(forged).msg).toContain('XSRF');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);

      const anonymous = visitor(demo.app);
      await anonymous.post('/api/sessionData');
      expect((await anonymous.post(url, { body, xsrf: true })).statusCode).toBe(401);
    });
  });
});
