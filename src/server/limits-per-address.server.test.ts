import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from '#testing/database.ts';
import { cartWith, customerVisitor, SUMMARY_CONSENTS } from '#testing/payments.ts';
import { closeDemoApp, envelopeOf, openDemoApp, visitor, type TestClock, type Visitor } from '#testing/server-app.ts';

/**
 * Limits that a new session or a new account must not get around (issue 11):
 * every call that looks something up or sends something to a third party is
 * counted per client address as well as per session or customer, and PIN
 * messages per phone number too. Each attack below comes from one address
 * with fresh sessions or accounts, staying under the per-session or
 * per-customer limit, until the address's limit refuses it; another address
 * is still served.
 */

const START = '2026-11-02T09:00:00.000Z';
const ACTIVE_CARD = '100000000018';

type Caller = Visitor & { customerId?: string };

interface Attack {
  name: string;
  /** Attempts one address is allowed in the window. */
  perAddress: number;
  /** Attempts each fresh session or account makes (under its own limit). */
  perCaller: number;
  /** A fresh session or account from this address. */
  newCaller(app: FastifyInstance, address: string): Promise<Caller>;
  attempt(caller: Caller, app: FastifyInstance, n: number): Promise<LightMyRequestResponse>;
  refusal: string;
}

const post = (caller: Visitor, url: string, body: unknown) => caller.post(url, { body, xsrf: true });

/** An anonymous visitor who has loaded the session, as the portal's pages do first. */
async function newVisitor(app: FastifyInstance, address: string): Promise<Caller> {
  const caller = visitor(app, { address });
  expect((await caller.post('/api/sessionData', { body: {} })).statusCode).toBe(200);
  return caller;
}

const newAccount = (app: FastifyInstance, address: string) => customerVisitor(app, {}, { address });

const attacks: Attack[] = [
  {
    name: 'prepaid card look-ups (/api-tnk/tnk-card-status) from new anonymous sessions',
    perAddress: 20,
    perCaller: 5,
    newCaller: newVisitor,
    attempt: (caller) => post(caller, '/api-tnk/tnk-card-status', { cardNumber: ACTIVE_CARD }),
    refusal: 'Zbyt wiele sprawdzeń kart. Spróbuj ponownie za kilka minut.',
  },
  {
    name: 'prepaid top-ups (/api-tnk/payment-url) from new anonymous sessions',
    perAddress: 20,
    perCaller: 5,
    newCaller: newVisitor,
    attempt: (caller) => post(caller, '/api-tnk/payment-url', { cardNumber: ACTIVE_CARD, packageCode: 'TNK_1M' }),
    refusal: 'Zbyt wiele rozpoczętych doładowań. Spróbuj ponownie za kilka minut.',
  },
  {
    name: 'MSISDN checks (validateMsisdn, a PIN message each) from new accounts, each to another number',
    perAddress: 10,
    perCaller: 2,
    newCaller: newAccount,
    attempt: (caller, _app, n) => post(caller, '/api/validateMsisdn', { msisdn: `6010002${String(n).padStart(2, '0')}`, mopId: 2 }),
    refusal: 'Zbyt wiele prób weryfikacji numeru. Spróbuj ponownie za kilkanaście minut.',
  },
  {
    name: 'instant codes tried at cart/finalize from new accounts',
    perAddress: 10,
    perCaller: 2,
    newCaller: async (app, address) => {
      const caller = await newAccount(app, address);
      await cartWith(app, caller, ['OTT_SPORT_M']);
      return caller;
    },
    attempt: async (caller) => {
      const cart = envelopeOf<{ cart: { id: string } }>(await caller.post('/api/sessionData', { body: {} })).data.cart;
      return post(caller, '/api/cart/finalize', { cartId: cart.id, mopId: 8, instantCode: '123456', summaryConsents: SUMMARY_CONSENTS });
    },
    refusal: 'Zbyt wiele prób płatności kodem. Spróbuj ponownie za kilkanaście minut.',
  },
  {
    name: 'payment means added (mop/add, a gateway transaction each) from new accounts',
    perAddress: 20,
    perCaller: 5,
    newCaller: newAccount,
    attempt: (caller) => post(caller, '/api/mop/add', { mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }] }),
    refusal: 'Zbyt wiele prób dodania metody płatności. Spróbuj ponownie za kilkanaście minut.',
  },
  {
    name: 'messages to customer service (account/sendMessage) from new accounts',
    perAddress: 20,
    perCaller: 5,
    newCaller: newAccount,
    attempt: (caller, _app, n) => post(caller, '/api/account/sendMessage', { subjectCode: 'TECHNICAL', body: `Wiadomość ${n}` }),
    refusal: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za godzinę.',
  },
  {
    name: 'help-article ratings (article/rate) from new anonymous sessions',
    perAddress: 120,
    perCaller: 40,
    newCaller: newVisitor,
    attempt: (caller, _app, n) => post(caller, '/api/article/rate', { uri: `/pomoc/artykul-${n}`, helpful: true }),
    refusal: 'Oceniono zbyt wiele artykułów. Spróbuj ponownie później.',
  },
  {
    name: 'voucher checks (cart/checkVoucher) from new anonymous sessions',
    perAddress: 30,
    perCaller: 5,
    newCaller: newVisitor,
    attempt: (caller, _app, n) => post(caller, '/api/cart/checkVoucher', { code: `ZLY${n}` }),
    refusal: 'Zbyt wiele prób wpisania kodu rabatowego. Spróbuj ponownie za kilka minut.',
  },
  {
    name: 'analytics events (/api/event), each a stored row, from new anonymous sessions',
    perAddress: 300,
    perCaller: 100,
    newCaller: newVisitor,
    attempt: (caller, _app, n) => post(caller, '/api/event', { action: `KLIK_${n}`, uri: '/moje-konto' }),
    refusal: 'Zbyt wiele zdarzeń wysłanych z tego adresu. Spróbuj ponownie za kilka minut.',
  },
];

describe.each(drivers)('limits per address on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let addresses = 0;

  beforeAll(async () => {
    ({ testDb, app, clock } = await openDemoApp(driver, START));
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  // Each test in fresh windows of its own.
  beforeEach(() => clock.advance(2 * 60 * 60_000));

  /** An address of its own for each attacker. */
  const newAddress = () => `203.0.113.${(addresses += 1)}`;

  it.each(attacks.map((attack) => [attack.name, attack] as const))('%s', async (_name, attack) => {
    const address = newAddress();
    let caller = await attack.newCaller(app, address);
    let made = 0;
    for (let n = 0; n < attack.perAddress; n += 1) {
      if (made === attack.perCaller) {
        caller = await attack.newCaller(app, address);
        made = 0;
      }
      const response = await attack.attempt(caller, app, n);
      expect(response.statusCode, `attempt ${n + 1}: ${response.body}`).not.toBe(429);
      made += 1;
    }

    const fresh = await attack.newCaller(app, address);
    const refused = await attack.attempt(fresh, app, attack.perAddress);
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({ data: null, errorCode: 429, msg: attack.refusal, status: 'ERROR' });

    // Another client is counted apart.
    const elsewhere = await attack.newCaller(app, newAddress());
    expect((await attack.attempt(elsewhere, app, attack.perAddress + 1)).statusCode).not.toBe(429);
  });

  it('sends at most 3 PIN messages to one phone number in 15 minutes, whichever accounts and addresses ask', async () => {
    const number = '601000777';
    const accounts = await Promise.all([0, 1, 2, 3].map(() => newAccount(app, newAddress())));
    for (const account of accounts.slice(0, 3)) {
      const sent = await post(account, '/api/validateMsisdn', { msisdn: number, mopId: 2 });
      expect(envelopeOf<{ uforStatus: string }>(sent).data.uforStatus).toBe('PIN_SENT');
    }
    const refused = await post(accounts[3]!, '/api/validateMsisdn', { msisdn: '601 000 777', mopId: 2 });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused)).toEqual({
      data: null,
      errorCode: 429,
      msg: 'Na ten numer telefonu wysłano już zbyt wiele kodów PIN. Spróbuj ponownie za kilkanaście minut.',
      status: 'ERROR',
    });
    const pins = await testDb.db.query('SELECT customer_reference FROM gateway_pin_challenges WHERE msisdn = $1', [number]);
    expect(pins.rows).toHaveLength(3);

    // Another number is served, and this one again once the window has passed.
    expect(
      envelopeOf<{ uforStatus: string }>(await post(accounts[3]!, '/api/validateMsisdn', { msisdn: '601000778', mopId: 2 })).data.uforStatus,
    ).toBe('PIN_SENT');
    clock.advance(15 * 60_000);
    expect(envelopeOf<{ uforStatus: string }>(await post(accounts[3]!, '/api/validateMsisdn', { msisdn: number, mopId: 2 })).data.uforStatus).toBe(
      'PIN_SENT',
    );
  });
});
