import { describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { envelopeOf, demoAppFor } from '#testing/server-app.ts';
import {
  customerVisitor,
  DECLINED_CARD,
  gatewayBrowser,
  openGatewayPage,
  paymentsSnapshot,
  pinShownOn,
  redirectOf,
  submitGatewayForm,
  TEST_CARD,
  UNSUPPORTED_BANK_CARD,
} from '#testing/payments.ts';

/**
 * The gateway simulator's pages, used as a browser uses them: each kind of
 * payment with its test data, the form guard, the notification that tells
 * the portal (checked through mop/checkMopProcess) and the window's way back.
 */

const CARD_CONSENT = [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }];
const OPERATOR_CONSENT = [{ cconsent: 'ZGODA_RACHUNEK_OPERATORA', value: 1 }];

describe.each(drivers)('payment gateway simulator on %s', (driver) => {
  const demo = demoAppFor(driver);

  async function startCardRegistration() {
    const customer = await customerVisitor(demo.app);
    const added = envelopeOf<{ paymentUrl: string; transactionId: string }>(
      await customer.post('/api/mop/add', {
        body: { mopId: 1, consents: CARD_CONSENT, returnPath: '/oferta-online/moje-konto/moje-platnosci' },
        xsrf: true,
      }),
    );
    expect(added.status).toBe('SUCCESS');
    return { customer, ...added.data };
  }

  async function meanProcess(customer: Awaited<ReturnType<typeof customerVisitor>>) {
    return envelopeOf<{
      status: string;
      failureReason: string | null;
      displayString: string | null;
      payments: Array<{ mopId: number; displayString: string }>;
    }>(await customer.post('/api/mop/checkMopProcess', { xsrf: true })).data;
  }

  describe('card page', () => {
    it('shows a Polish form with the test cards, under its own CSP, not cached', async () => {
      const { paymentUrl } = await startCardRegistration();
      const { html, response } = await openGatewayPage(gatewayBrowser(demo.app), paymentUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      expect(response.headers['cache-control']).toBe('no-store');
      expect(html).toContain('<h1>Dodaj kartę płatniczą</h1>');
      expect(html).toContain('<label for="pole-cardNumber">Numer karty</label>');
      expect(html).toContain('4242 4242 4242 4242');
      expect(html).toContain('4242 4242 4242 4242</span> – płatność udana');
      expect(html).toContain('5200 0000 0090 1881</span> – bank nieobsługiwany');
      expect(html).toContain('4000 0000 0000 0002</span> – karta odrzucona');
      expect(html).not.toMatch(/<script|style=/);
    });

    it('serves its stylesheet', async () => {
      const response = await gatewayBrowser(demo.app).get('/bramka-platnicza/bramka.css');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/css');
    });

    it('stores the test card: the window goes to /afterPayment with the card token, the portal was told', async () => {
      const { customer, paymentUrl, transactionId } = await startCardRegistration();
      const response = await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, TEST_CARD);

      expect(response.statusCode).toBe(303);
      const back = redirectOf(response);
      expect(back.pathname).toBe('/afterPayment');
      expect(back.searchParams.get('status')).toBe('SUCCESS');
      expect(back.searchParams.get('transactionId')).toBe(transactionId);
      expect(back.searchParams.get('purpose')).toBe('ADD_MEANS');
      expect(back.searchParams.get('tokenType')).toBe('CARD');
      expect(back.searchParams.get('returnPath')).toBe('/oferta-online/moje-konto/moje-platnosci');
      const token = back.searchParams.get('token') ?? '';

      const { rows } = await demo.db.query<{ notified_at: Date | null; status: string }>(
        'SELECT notified_at, status FROM gateway_transactions WHERE id = $1',
        [transactionId],
      );
      expect(rows[0]).toMatchObject({ status: 'SUCCEEDED', notified_at: demo.clock.now() });
      const process = await meanProcess(customer);
      expect(process).toMatchObject({ status: 'ACTIVE', failureReason: null, displayString: 'Karta •••• 4242' });
      expect(process.payments).toEqual([
        { meanId: expect.stringMatching(/^[0-9]+$/), mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2030-12-31', paymentUrl: null },
      ]);
      const stored = await demo.db.query('SELECT gateway_reference FROM payment_means WHERE customer_id = $1', [customer.customerId]);
      expect(stored.rows).toEqual([{ gateway_reference: token }]);
    });

    it('refuses the unsupported bank’s card: /platnosc/blad with UNSUPPORTED_BANK, the means FAILED', async () => {
      const { customer, paymentUrl } = await startCardRegistration();
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, UNSUPPORTED_BANK_CARD));
      expect(back.pathname).toBe('/platnosc/blad');
      expect(back.searchParams.get('reason')).toBe('UNSUPPORTED_BANK');
      expect(back.searchParams.get('token')).toBeNull();
      expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'UNSUPPORTED_BANK', payments: [] });
    });

    it('passes on a declined card as DECLINED', async () => {
      const { customer, paymentUrl } = await startCardRegistration();
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, DECLINED_CARD));
      expect(back.searchParams.get('reason')).toBe('DECLINED');
      expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED' });
    });

    it('asks again, with the errors tied to their fields, for a form it cannot read; nothing changes', async () => {
      const { paymentUrl } = await startCardRegistration();
      const browser = gatewayBrowser(demo.app);
      const { csrf } = await openGatewayPage(browser, paymentUrl);
      const before = await paymentsSnapshot(demo.db);
      const response = await browser.post(paymentUrl, {
        payload: new URLSearchParams({ csrf, action: 'pay', cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('<p class="field-error" id="pole-cardNumber-blad">Podaj prawidłowy numer karty.</p>');
      expect(response.body).toContain('Ta karta straciła ważność.');
      expect(response.body).toContain('Kod CVC to 3 cyfry.');
      expect(response.body).toContain('aria-invalid="true"');
      expect(response.body).not.toContain('4242 4242 4242 4241');
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('refuses a form without its token (another site posting it): 403, nothing changes', async () => {
      const { paymentUrl } = await startCardRegistration();
      const browser = gatewayBrowser(demo.app);
      await openGatewayPage(browser, paymentUrl);
      const before = await paymentsSnapshot(demo.db);
      for (const csrf of ['', 'forged']) {
        const response = await browser.post(paymentUrl, {
          payload: new URLSearchParams({ csrf, action: 'pay', ...TEST_CARD }).toString(),
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(response.statusCode).toBe(403);
        expect(response.body).toContain('Formularz wygasł.');
      }
      // A token from another browser is worthless without that browser's cookie.
      const { csrf } = await openGatewayPage(gatewayBrowser(demo.app), paymentUrl);
      const stolen = await browser.post(paymentUrl, {
        payload: new URLSearchParams({ csrf, action: 'pay', ...TEST_CARD }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(stolen.statusCode).toBe(403);
      expect(await paymentsSnapshot(demo.db)).toEqual(before);
    });

    it('settles once: a second submit of the form goes back without paying again', async () => {
      const { customer, paymentUrl } = await startCardRegistration();
      const browser = gatewayBrowser(demo.app);
      const { csrf } = await openGatewayPage(browser, paymentUrl);
      const form = {
        payload: new URLSearchParams({ csrf, action: 'pay', ...TEST_CARD }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
      const [first, second] = await Promise.all([browser.post(paymentUrl, form), browser.post(paymentUrl, form)]);
      expect(redirectOf(first).toString()).toBe(redirectOf(second).toString());
      const instruments = await demo.db.query('SELECT 1 FROM gateway_instruments WHERE customer_reference = $1', [customer.customerId]);
      expect(instruments.rows).toHaveLength(1);
      // The page of a settled transaction only offers the way back.
      const page = await gatewayBrowser(demo.app).get(paymentUrl);
      expect(page.body).toContain('Transakcja została zakończona.');
      expect(page.body).toContain(`href="${redirectOf(first).pathname}`);
    });

    it('lets the customer cancel: back to /platnosc/blad with CANCELLED', async () => {
      const { customer, paymentUrl } = await startCardRegistration();
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, {}, 'cancel'));
      expect(back.pathname).toBe('/platnosc/blad');
      expect(back.searchParams.get('reason')).toBe('CANCELLED');
      expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    });

    it('lets a transaction lapse after 15 minutes: the page says so, going back settles it as EXPIRED', async () => {
      const { customer, paymentUrl } = await startCardRegistration();
      const browser = gatewayBrowser(demo.app);
      const { csrf } = await openGatewayPage(browser, paymentUrl);
      demo.clock.advance(15 * 60_000);
      try {
        const page = await browser.get(paymentUrl);
        expect(page.body).toContain('Czas na dokończenie transakcji minął.');
        const response = await browser.post(paymentUrl, {
          payload: new URLSearchParams({ csrf, action: 'pay', ...TEST_CARD }).toString(),
          contentType: 'application/x-www-form-urlencoded',
        });
        expect(redirectOf(response).searchParams.get('reason')).toBe('EXPIRED');
        expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
      } finally {
        demo.clock.set('2026-11-02T09:00:00.000Z');
      }
    });

    it('answers an unknown transaction and other paths with a Polish 404 page', async () => {
      for (const path of [
        '/bramka-platnicza/transakcja/gt_AAAAAAAAAAAAAAAAAAAAAAAA',
        '/bramka-platnicza/transakcja/..%2Fetc',
        '/bramka-platnicza/nic',
      ]) {
        const response = await gatewayBrowser(demo.app).get(path);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain('Nie znaleziono transakcji');
      }
      const posted = await gatewayBrowser(demo.app).post('/bramka-platnicza/transakcja/gt_AAAAAAAAAAAAAAAAAAAAAAAA', {
        payload: 'action=pay',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(posted.statusCode).toBe(404);
    });

    it('answers a body it does not take with an HTML error page, not a 5xx', async () => {
      const { paymentUrl } = await startCardRegistration();
      const response = await gatewayBrowser(demo.app).post(paymentUrl, { payload: 'x', contentType: 'text/plain' });
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toContain('text/html');
      const json = await gatewayBrowser(demo.app).post(paymentUrl, { body: { csrf: 1, action: ['pay'] } });
      expect(json.statusCode).toBe(403);
    });
  });

  describe('mobile-operator billing page', () => {
    // A number has a limit of PIN messages of its own: the later registrations bill other numbers.
    async function startOperatorRegistration(msisdn = '+48 601 234 567') {
      const customer = await customerVisitor(demo.app);
      const checked = envelopeOf<{ token_csum: string }>(await customer.post('/api/validateMsisdn', { body: { msisdn, mopId: 2 }, xsrf: true }));
      const added = envelopeOf<{ paymentUrl: string; transactionId: string }>(
        await customer.post('/api/mop/add', { body: { mopId: 2, tokenCsum: checked.data.token_csum, consents: OPERATOR_CONSENT }, xsrf: true }),
      );
      expect(added.status).toBe('SUCCESS');
      return { customer, ...added.data };
    }

    it('shows the number billed and, on the test phone, the PIN sent by SMS', async () => {
      const { paymentUrl } = await startOperatorRegistration();
      const { html } = await openGatewayPage(gatewayBrowser(demo.app), paymentUrl);
      expect(html).toContain('Opłata zostanie doliczona do rachunku u operatora Operator A dla numeru 601 234 567.');
      expect(html).toContain('<h2 id="telefon-testowy">Telefon testowy</h2>');
      expect(html).toContain('Kod jest ważny jeszcze 120 s.');
      expect(pinShownOn(html)).toMatch(/^[0-9]{4}$/);
    });

    it('confirms the number with the right PIN: the operator billing is the customer’s', async () => {
      const { customer, paymentUrl } = await startOperatorRegistration();
      const browser = gatewayBrowser(demo.app);
      const pin = pinShownOn((await openGatewayPage(browser, paymentUrl)).html);
      const back = redirectOf(await submitGatewayForm(browser, paymentUrl, { pin }));
      expect(back.pathname).toBe('/afterPayment');
      expect(back.searchParams.get('token')).toBeNull();
      const process = await meanProcess(customer);
      expect(process).toMatchObject({ status: 'ACTIVE', displayString: 'Operator A, numer 601 234 567' });
      const agreement = await demo.db.query(
        `SELECT i.msisdn, i.operator_mop FROM payment_means m JOIN gateway_instruments i ON i.token = m.gateway_reference WHERE m.customer_id = $1`,
        [customer.customerId],
      );
      expect(agreement.rows).toEqual([{ msisdn: '601234567', operator_mop: 2 }]);
    });

    it('counts wrong PINs and blocks the confirmation at the third: PIN_BLOCKED', async () => {
      const { customer, paymentUrl } = await startOperatorRegistration('601 234 568');
      const browser = gatewayBrowser(demo.app);
      const pin = pinShownOn((await openGatewayPage(browser, paymentUrl)).html);
      const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
      const first = await submitGatewayForm(browser, paymentUrl, { pin: wrong });
      expect(first.statusCode).toBe(422);
      expect(first.body).toContain('Nieprawidłowy kod PIN. Pozostałe próby: 2.');
      const second = await submitGatewayForm(browser, paymentUrl, { pin: wrong });
      expect(second.body).toContain('Pozostałe próby: 1.');
      const third = await submitGatewayForm(browser, paymentUrl, { pin: wrong });
      expect(redirectOf(third).searchParams.get('reason')).toBe('PIN_BLOCKED');
      expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'PIN_BLOCKED' });
      const challenge = await demo.db.query('SELECT status, failed_attempts FROM gateway_pin_challenges WHERE customer_reference = $1', [
        customer.customerId,
      ]);
      expect(challenge.rows).toEqual([{ status: 'BLOCKED', failed_attempts: 3 }]);
    });

    it('lets the PIN lapse after 120 seconds: PIN_EXPIRED, even with the right PIN', async () => {
      const { customer, paymentUrl } = await startOperatorRegistration('601 234 569');
      const browser = gatewayBrowser(demo.app);
      const pin = pinShownOn((await openGatewayPage(browser, paymentUrl)).html);
      demo.clock.advance(120_000);
      try {
        expect((await openGatewayPage(browser, paymentUrl)).html).toContain('Kod PIN wygasł.');
        const back = redirectOf(await submitGatewayForm(browser, paymentUrl, { pin }));
        expect(back.searchParams.get('reason')).toBe('PIN_EXPIRED');
        expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'PIN_EXPIRED' });
      } finally {
        demo.clock.set('2026-11-02T09:00:00.000Z');
      }
    });
  });

  describe('instant-code page', () => {
    async function startCodeRegistration() {
      const customer = await customerVisitor(demo.app);
      const added = envelopeOf<{ paymentUrl: string }>(await customer.post('/api/mop/add', { body: { mopId: 8 }, xsrf: true }));
      return { customer, ...added.data };
    }

    it('takes the documented test code', async () => {
      const { customer, paymentUrl } = await startCodeRegistration();
      const browser = gatewayBrowser(demo.app);
      expect((await openGatewayPage(browser, paymentUrl)).html).toContain('Kod testowy: 777123.');
      const back = redirectOf(await submitGatewayForm(browser, paymentUrl, { code: '777123' }));
      expect(back.pathname).toBe('/afterPayment');
      expect(await meanProcess(customer)).toMatchObject({ status: 'ACTIVE', displayString: 'Płatność kodem' });
    });

    it('refuses any other code: WRONG_CODE', async () => {
      const { customer, paymentUrl } = await startCodeRegistration();
      const back = redirectOf(await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, { code: '123456' }));
      expect(back.searchParams.get('reason')).toBe('WRONG_CODE');
      expect(await meanProcess(customer)).toMatchObject({ status: 'FAILED', failureReason: 'WRONG_CODE' });
    });

    it('asks again for something that is not six digits', async () => {
      const { paymentUrl } = await startCodeRegistration();
      const response = await submitGatewayForm(gatewayBrowser(demo.app), paymentUrl, { code: '12a' });
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain('Kod to 6 cyfr.');
    });
  });
});
