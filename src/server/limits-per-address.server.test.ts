import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from '#testing/database.ts';
import { cartWith, customerVisitor, SUMMARY_CONSENTS } from '#testing/payments.ts';
import { closeDemoApp, envelopeOf, openDemoApp, visitor, type TestClock, type Visitor } from '#testing/server-app.ts';
import { spendAllBut } from '#testing/rate-limits.ts';
import { limits, type Limit } from '#api-contract/limits.ts';

/**
 * Limits per client address (issues 11 and 28). Anonymous calls are counted
 * per session and per address: sessions cost nothing, so each attack below
 * comes from one address with fresh sessions, staying under the per-session
 * limit, until the address's limit refuses it; another address is still
 * served. Signed-in customers are counted by their accounts alone: thousands
 * of them may share one carrier's address, and one of them using up their
 * allowance, or anonymous visitors using up the address's, refuses no one
 * else behind it.
 */

const START = '2026-11-02T09:00:00.000Z';
const ACTIVE_CARD = '100000000018';

type Caller = Visitor & { customerId?: string };

interface Attack {
  name: string;
  /** The address's limit, as the contract declares it. */
  perAddress: Limit;
  /** Attempts each fresh session makes (under its own limit). */
  perCaller: number;
  attempt(caller: Caller, n: number): Promise<LightMyRequestResponse>;
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

const CART_VOUCHERS_REFUSAL = 'Zbyt wiele prób wpisania kodu rabatowego. Spróbuj ponownie za kilka minut.';
const VOUCHER_CODES_REFUSAL = 'Za dużo prób wpisania kodu. Spróbuj ponownie za kilka minut.';
const RATINGS_REFUSAL = 'Oceniono zbyt wiele artykułów. Spróbuj ponownie później.';

/** A well-formed activation code no one holds: 12 letters and digits, a digit among them. */
const unknownCode = (n: number) => `NIEMA${String(n).padStart(7, '0')}`;

const attacks: Attack[] = [
  {
    name: 'prepaid card look-ups (/api-tnk/tnk-card-status)',
    perAddress: limits.cardLookupsPerAddress,
    perCaller: 5,
    attempt: (caller) => post(caller, '/api-tnk/tnk-card-status', { cardNumber: ACTIVE_CARD }),
    refusal: 'Zbyt wiele sprawdzeń kart. Spróbuj ponownie za kilka minut.',
  },
  {
    name: 'prepaid top-ups (/api-tnk/payment-url)',
    perAddress: limits.topUpsPerAddress,
    perCaller: 5,
    attempt: (caller) => post(caller, '/api-tnk/payment-url', { cardNumber: ACTIVE_CARD, packageCode: 'TNK_1M' }),
    refusal: 'Zbyt wiele rozpoczętych doładowań. Spróbuj ponownie za kilka minut.',
  },
  {
    name: 'help-article ratings (article/rate)',
    perAddress: limits.articleRatingsPerAddress,
    perCaller: 40,
    attempt: (caller, n) => post(caller, '/api/article/rate', { uri: `/pomoc/artykul-${n}`, helpful: true }),
    refusal: RATINGS_REFUSAL,
  },
  {
    name: 'voucher checks (cart/checkVoucher)',
    perAddress: limits.cartVouchersPerAddress,
    perCaller: 3,
    attempt: (caller, n) => post(caller, '/api/cart/checkVoucher', { code: `ZLY${n}` }),
    refusal: CART_VOUCHERS_REFUSAL,
  },
  {
    name: 'activation codes (voucher/check)',
    perAddress: limits.voucherCodesPerAddress,
    perCaller: 5,
    attempt: (caller, n) => post(caller, '/api/voucher/check', { code: unknownCode(n), variant: 'HORYZONT' }),
    refusal: VOUCHER_CODES_REFUSAL,
  },
  {
    name: 'analytics events (/api/event), each a stored row',
    perAddress: limits.eventsPerAddress,
    perCaller: 20,
    attempt: (caller, n) => post(caller, '/api/event', { action: `KLIK_${n}`, uri: '/moje-konto' }),
    refusal: 'Zbyt wiele zdarzeń wysłanych z tego adresu. Spróbuj ponownie za kilka minut.',
  },
];

interface CustomerCall {
  name: string;
  /** Each customer's limit, as the contract declares it. */
  perCustomer: Limit;
  /** The address's limit for anonymous callers of the same call, if it has one. */
  anonymousPerAddress?: Limit;
  /** A customer ready to make the call. */
  newCustomer(app: FastifyInstance, address: string): Promise<Caller>;
  attempt(caller: Caller, n: number): Promise<LightMyRequestResponse>;
  refusal: string;
}

let numbers = 0;

const customerCalls: CustomerCall[] = [
  {
    name: 'MSISDN checks (validateMsisdn), each to another number',
    perCustomer: limits.msisdnChecks,
    newCustomer: newAccount,
    attempt: (caller) => post(caller, '/api/validateMsisdn', { msisdn: `60100${String((numbers += 1)).padStart(4, '0')}`, mopId: 2 }),
    refusal: 'Zbyt wiele prób weryfikacji numeru. Spróbuj ponownie za kilkanaście minut.',
  },
  {
    name: 'instant codes tried at cart/finalize',
    perCustomer: limits.instantCodes,
    newCustomer: async (app, address) => {
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
    name: 'payment means added (mop/add)',
    perCustomer: limits.meanAdditions,
    newCustomer: newAccount,
    attempt: (caller) => post(caller, '/api/mop/add', { mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }] }),
    refusal: 'Zbyt wiele prób dodania metody płatności. Spróbuj ponownie za kilkanaście minut.',
  },
  {
    name: 'messages to customer service (account/sendMessage)',
    perCustomer: limits.customerMessages,
    newCustomer: newAccount,
    attempt: (caller, n) => post(caller, '/api/account/sendMessage', { subjectCode: 'TECHNICAL', body: `Wiadomość ${n}` }),
    refusal: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za godzinę.',
  },
  {
    name: 'voucher checks (cart/checkVoucher)',
    perCustomer: limits.cartVouchers,
    anonymousPerAddress: limits.cartVouchersPerAddress,
    newCustomer: newAccount,
    attempt: (caller, n) => post(caller, '/api/cart/checkVoucher', { code: `ZLY${n}` }),
    refusal: CART_VOUCHERS_REFUSAL,
  },
  {
    name: 'activation codes (voucher/check)',
    perCustomer: limits.voucherCodes,
    anonymousPerAddress: limits.voucherCodesPerAddress,
    newCustomer: newAccount,
    attempt: (caller, n) => post(caller, '/api/voucher/check', { code: unknownCode(n), variant: 'HORYZONT' }),
    refusal: VOUCHER_CODES_REFUSAL,
  },
  {
    name: 'help-article ratings (article/rate)',
    perCustomer: limits.articleRatings,
    anonymousPerAddress: limits.articleRatingsPerAddress,
    newCustomer: newAccount,
    attempt: (caller, n) => post(caller, '/api/article/rate', { uri: `/pomoc/artykul-${n}`, helpful: true }),
    refusal: RATINGS_REFUSAL,
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

  it.each(attacks.map((attack) => [attack.name, attack] as const))(
    '%s from new anonymous sessions stop at the address’s limit',
    async (_name, attack) => {
      const address = newAddress();
      // Visitors from this address have made all but the last attempts the address is allowed; fresh sessions make those.
      const left = 2 * attack.perCaller + 1;
      await spendAllBut(testDb.db, attack.perAddress, address, () => clock.now(), left);
      let caller = await newVisitor(app, address);
      let made = 0;
      for (let n = 0; n < left; n += 1) {
        if (made === attack.perCaller) {
          caller = await newVisitor(app, address);
          made = 0;
        }
        const response = await attack.attempt(caller, n);
        expect(response.statusCode, `attempt ${n + 1}: ${response.body}`).not.toBe(429);
        made += 1;
      }

      const refused = await attack.attempt(await newVisitor(app, address), left);
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused)).toEqual({ data: null, errorCode: 429, msg: attack.refusal, status: 'ERROR' });

      // Another client is counted apart.
      const elsewhere = await newVisitor(app, newAddress());
      expect((await attack.attempt(elsewhere, left + 1)).statusCode).not.toBe(429);
    },
  );

  it.each(customerCalls.map((call) => [call.name, call] as const))(
    '%s: customers behind one address are each counted by their own account',
    async (_name, call) => {
      const address = newAddress();
      if (call.anonymousPerAddress) {
        // Anonymous visitors behind the address have used up its allowance: they are refused, customers are not.
        await spendAllBut(testDb.db, call.anonymousPerAddress, address, () => clock.now(), 0);
        expect((await call.attempt(await newVisitor(app, address), 0)).statusCode).toBe(429);
      }
      const [first, second] = [await call.newCustomer(app, address), await call.newCustomer(app, address)];
      for (let n = 0; n < call.perCustomer.limit; n += 1) {
        const response = await call.attempt(first!, n);
        expect(response.statusCode, `attempt ${n + 1}: ${response.body}`).not.toBe(429);
      }
      const refused = await call.attempt(first!, call.perCustomer.limit);
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused)).toEqual({ data: null, errorCode: 429, msg: call.refusal, status: 'ERROR' });

      // The next customer behind the same address has an allowance of their own, all of it.
      for (let n = 0; n < call.perCustomer.limit; n += 1) {
        const response = await call.attempt(second!, n);
        expect(response.statusCode, `second customer, attempt ${n + 1}: ${response.body}`).not.toBe(429);
      }
    },
  );

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
