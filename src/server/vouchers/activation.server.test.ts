import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartMessages } from '#domain/cart-messages.ts';
import { voucherMessages as m } from '#domain/voucher-messages.ts';
import { drivers } from '#testing/database.ts';
import { seedDemoAccounts } from '../identity/index.ts';
import { fulfilOrder } from '../payments/fulfilment.ts';
import { envelopeOf, newTestAddress, signedInVisitor, testAppFor, visitorWithSession, type Visitor } from '#testing/server-app.ts';
import { limits } from '#api-contract/limits.ts';
import { spendAllBut } from '#testing/rate-limits.ts';

/** voucher/check and voucher/activate on the demo codes of migration 0019. */

const START = '2026-11-02T09:00:00.000Z';
const TODAY = '2026-11-02';

describe.each(drivers)('voucher activation on %s', (driver) => {
  const server = testAppFor(driver, { start: START });

  beforeAll(async () => {
    await seedDemoAccounts(server.db);
  }, 60_000);

  beforeEach(async () => {
    server.clock.set(START);
    // The demo codes' dates are relative to the day the migration ran; the tests set them relative to their clock.
    await server.db.query(`UPDATE activation_codes SET valid_from = DATE '${TODAY}' - 30, valid_to = DATE '${TODAY}' + 365`);
    await server.db.query(
      `UPDATE activation_codes SET valid_from = DATE '${TODAY}' - 400, valid_to = DATE '${TODAY}' - 1 WHERE code = 'HRZWYGASL001'`,
    );
    await server.db.query(`UPDATE activation_codes SET valid_from = DATE '${TODAY}' + 30 WHERE code = 'HRZPRZYSZ001'`);
  });

  const check = (caller: Visitor, code: string, variant = 'HORYZONT') => caller.post('/api/voucher/check', { body: { code, variant }, xsrf: true });
  const activate = (caller: Visitor, code: string, variant = 'HORYZONT') =>
    caller.post('/api/voucher/activate', { body: { code, variant }, xsrf: true });
  const productsOf = async (customerId: string) =>
    (
      await server.db.query<{ article_code: string; status: string; end_date: string | null; fee: string }>(
        `SELECT p.article_code, p.status, p.end_date::text AS end_date, p.fee::text AS fee FROM contract_products p JOIN contracts c ON c.id = p.contract_id
          WHERE c.customer_id = $1 ORDER BY p.id`,
        [customerId],
      )
    ).rows;
  const activationsOf = async (code: string) =>
    (
      await server.db.query<{ customer_id: string | null; outcome: string }>(
        'SELECT customer_id, outcome FROM code_activations WHERE code = $1 ORDER BY id',
        [code],
      )
    ).rows;

  it('tells any visitor what a code gives, typed on its partner’s page, and that activating it needs signing in', async () => {
    const response = await check(await visitorWithSession(server.app), 'TNSDEMA12345', 'TENNIS');
    expect(response.statusCode).toBe(200);
    expect(envelopeOf(response).data).toEqual({
      code: 'TNSDEMA12345',
      offerCode: 'OTT_SPORT_M',
      offerName: 'Sport Horyzont',
      months: 1,
      validTo: '2027-11-02',
      signInRequired: true,
    });
    const customer = await signedInVisitor(server.app, 'klient.voucher-sport@horyzont.example');
    expect(envelopeOf(await check(customer, 'TNSDEMA12345', 'TENNIS')).data).toMatchObject({ signInRequired: false });
  });

  it.each([
    ['HRZXXXX12345', 'HORYZONT', 404, m.errors.unknown],
    ['HRZWYGASL001', 'HORYZONT', 359, m.errors.refusals.expired],
    ['HRZPRZYSZ001', 'HORYZONT', 359, m.errors.refusals['not-yet-valid']],
    ['HRZZUZYTY001', 'HORYZONT', 359, m.errors.refusals['used-up']],
    ['TNSDEMA12345', 'POLISH_BANK', 361, m.errors.refusals['other-partner']],
  ])('refuses %s on the %s page with errorCode %i and its own message', async (code, variant, errorCode, message) => {
    const response = await check(await visitorWithSession(server.app), code, variant);
    expect(envelopeOf(response)).toMatchObject({ errorCode, msg: message });
    expect(response.statusCode).toBe(errorCode === 404 ? 404 : 422);
  });

  it.each(['hrzdema12345', 'HRZDEMA1234', 'HRZDEMA123456', 'HRZDEMABCDEF', 'HRZ-DEMA-1234', 'HRZDEMO12345', '<b>HRZDEMA</b>'])(
    'refuses the code %j by the contract’s pattern, naming the field',
    async (code) => {
      const response = await check(await visitorWithSession(server.app), code);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).msg).toContain(m.invalidFormat);
    },
  );

  it('needs a signed-in customer to activate', async () => {
    const response = await activate(await visitorWithSession(server.app), 'HRZDEMA12345');
    expect(response.statusCode).toBe(401);
    expect(await activationsOf('HRZDEMA12345')).toEqual([]);
  });

  it('puts the product on an existing customer’s contract free for the code’s months, once for a double submit, and refuses the used code to others', async () => {
    const customer = await signedInVisitor(server.app, 'klient.voucher-uslugi@horyzont.example');
    const [first, second] = await Promise.all([activate(customer, 'HRZDEMA12345'), activate(customer, 'HRZDEMA12345')]);
    const expected = {
      code: 'HRZDEMA12345',
      offerCode: 'OTT_STRUMIEN_M',
      offerName: 'Strumień – plan standardowy',
      months: 2,
      outcome: 'SERVICE',
      freeUntil: '2027-01-01',
      nextUrl: '/oferta-online/moje-uslugi',
    };
    expect(envelopeOf(first).data).toEqual(expected);
    expect(envelopeOf(second).data).toEqual(expected);
    expect(await productsOf(customer.customerId)).toEqual([
      { article_code: 'HOR01', status: 'ACTIVE', end_date: null, fee: '29.99' },
      { article_code: 'FN01', status: 'PLANNED_OFF', end_date: '2027-01-01', fee: '0.00' },
    ]);
    // „Moje usługi” reads the session's products: the next sessionData shows it.
    const session = envelopeOf<{ currentProducts: Array<{ articleCode: string; status: string; endDate: string | null }> }>(
      await customer.post('/api/sessionData', { xsrf: true }),
    );
    expect(session.data.currentProducts).toContainEqual(
      expect.objectContaining({ articleCode: 'FN01', status: 'PLANNED_OFF', endDate: '2027-01-01' }),
    );

    // Later, even after the code's last day, the same customer gets the same answer.
    await server.db.query(`UPDATE activation_codes SET valid_to = DATE '${TODAY}' - 1 WHERE code = 'HRZDEMA12345'`);
    expect(envelopeOf(await activate(customer, 'HRZDEMA12345')).data).toEqual(expected);
    await server.db.query(`UPDATE activation_codes SET valid_to = DATE '${TODAY}' + 365 WHERE code = 'HRZDEMA12345'`);

    const other = await signedInVisitor(server.app, 'klient.plan@horyzont.example');
    expect(envelopeOf(await activate(other, 'HRZDEMA12345'))).toMatchObject({ errorCode: 359, msg: m.errors.refusals['used-up'] });
    expect(await activationsOf('HRZDEMA12345')).toEqual([{ customer_id: customer.customerId, outcome: 'SERVICE' }]);

    // Kept on after the free months: restored in „Moje usługi”, at the regular fee.
    const contract = await server.db.query<{ id: string }>(`SELECT id::text AS id FROM contracts WHERE customer_id = $1`, [customer.customerId]);
    const restored = await customer.post('/api/cart/unSwitchOff', { body: { contractId: contract.rows[0]!.id, articleCode: 'FN01' }, xsrf: true });
    expect(restored.statusCode).toBe(200);
    expect((await productsOf(customer.customerId))[1]).toEqual({ article_code: 'FN01', status: 'ACTIVE', end_date: null, fee: '29.00' });
  });

  it('refuses an add-on to a customer without its base package, a package to one who has one, and a product already held, storing nothing', async () => {
    const start = await signedInVisitor(server.app, 'klient.voucher-uslugi@horyzont.example');
    const sport = envelopeOf(await activate(start, 'TNSDEMB12345', 'TENNIS'));
    expect(sport.errorCode).toBe(366);
    expect(sport.msg).toBe(m.errors.needsBase('Sport Horyzont', 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.'));

    const komfort = await signedInVisitor(server.app, 'klient.voucher-sport@horyzont.example');
    expect(envelopeOf(await activate(komfort, 'BNKDEMB12345', 'BANK_PARTNER'))).toMatchObject({
      errorCode: 366,
      msg: m.errors.mainPackageHeld('Pakiet Komfort'),
    });

    const strumien = await signedInVisitor(server.app, 'klient.voucher-bank@horyzont.example');
    expect(envelopeOf(await activate(strumien, 'HRZDEMB12345'))).toMatchObject({
      errorCode: 366,
      msg: m.errors.alreadyHeld('Strumień – plan standardowy'),
    });

    for (const code of ['TNSDEMB12345', 'BNKDEMB12345', 'HRZDEMB12345']) expect(await activationsOf(code)).toEqual([]);
  });

  it('gives a package to a customer whose contract has none', async () => {
    const customer = await signedInVisitor(server.app, 'klient.voucher-bank@horyzont.example');
    expect(envelopeOf(await activate(customer, 'PLBDEMA12345', 'POLISH_BANK')).data).toMatchObject({
      outcome: 'SERVICE',
      offerName: 'Pakiet Start',
      freeUntil: '2027-05-01',
    });
    expect(await productsOf(customer.customerId)).toContainEqual({
      article_code: 'HOR01',
      status: 'PLANNED_OFF',
      end_date: '2027-05-01',
      fee: '0.00',
    });
  });

  it('puts the offer in a prospect’s cart with its first payment free and moves the cart to the summary', async () => {
    const prospect = await signedInVisitor(server.app, 'klient.voucher-koszyk@horyzont.example');
    const response = await activate(prospect, 'BNKDEMA12345', 'BANK_PARTNER');
    expect(envelopeOf(response).data).toEqual({
      code: 'BNKDEMA12345',
      offerCode: 'OTT_KOMFORT_M',
      offerName: 'Pakiet Komfort',
      months: 3,
      outcome: 'CART',
      freeUntil: null,
      nextUrl: '/oferta-online/podsumowanie',
    });
    const session = envelopeOf<{ cart: { currentStage: string; items: Array<{ offerCode: string; price: string }> }; voucherCode: string | null }>(
      await prospect.post('/api/sessionData', { xsrf: true }),
    ).data;
    expect(session.voucherCode).toBe('BNKDEMA12345');
    expect(session.cart.currentStage).toBe('SUMMARY');
    expect(session.cart.items.map((item) => item.offerCode)).toEqual(['OTT_KOMFORT_M']);
    expect(await productsOf(prospect.customerId)).toEqual([]);
    // A repeated request adds nothing.
    expect(envelopeOf(await activate(prospect, 'BNKDEMA12345', 'BANK_PARTNER')).data).toMatchObject({ outcome: 'CART' });
    const items = await server.db.query<{ offer_code: string; cart_id: string }>(
      'SELECT i.offer_code, i.cart_id::text AS cart_id FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = $1',
      [prospect.customerId],
    );
    expect(items.rows.map((row) => row.offer_code)).toEqual(['OTT_KOMFORT_M']);

    // The code's voucher serves that customer's cart alone: typed at anyone else's summary it is unknown, whoever orders first.
    for (const other of [await visitorWithSession(server.app), await signedInVisitor(server.app, 'klient.k@horyzont.example')]) {
      await other.post('/api/cart/update', { body: { operation: 'ADD', items: [{ offerCode: 'OTT_KOMFORT_M' }] }, xsrf: true });
      expect(envelopeOf(await other.post('/api/cart/checkVoucher', { body: { code: 'BNKDEMA12345' }, xsrf: true }))).toMatchObject({
        errorCode: 359,
        msg: cartMessages.voucherUnknown,
      });
    }

    // The order, once placed, gives the package free for the code's months from that day, then planned off.
    await server.db.transaction((tx) =>
      fulfilOrder(
        tx,
        server.app.portal.catalogue,
        { customerId: prospect.customerId, cartId: items.rows[0]!.cart_id },
        new Date('2026-11-05T10:00:00Z'),
      ),
    );
    expect(await productsOf(prospect.customerId)).toEqual([{ article_code: 'HOR02', status: 'PLANNED_OFF', end_date: '2027-02-04', fee: '0.00' }]);
    const activation = await server.db.query(
      'SELECT free_until::text AS free_until, contract_product_id IS NOT NULL AS linked FROM code_activations WHERE code = $1',
      ['BNKDEMA12345'],
    );
    expect(activation.rows).toEqual([{ free_until: '2027-02-04', linked: true }]);
  });

  it('limits guessing per session and per client address, so a new session does not start afresh', async () => {
    const address = newTestAddress();
    const first = await visitorWithSession(server.app, { address });
    for (let attempt = 1; attempt <= limits.voucherCodes.limit; attempt += 1) expect((await check(first, 'HRZXXXX12345')).statusCode).toBe(404);
    expect(envelopeOf(await check(first, 'HRZDEMB12345'))).toMatchObject({ errorCode: 429, msg: m.errors.tooManyAttempts });

    // New sessions from the address get what is left of its allowance: here, 19.
    await spendAllBut(server.db, limits.voucherCodesPerAddress, address, () => server.clock.now(), 19);
    const codes: number[] = [];
    for (let session = 0; session < 2; session += 1) {
      const next = await visitorWithSession(server.app, { address });
      for (let attempt = 0; attempt < 10; attempt += 1) codes.push((await check(next, 'HRZXXXX12345')).statusCode);
    }
    expect(codes.filter((code) => code === 404)).toHaveLength(19);
    expect(codes.filter((code) => code === 429)).toHaveLength(1);

    // Another address is not affected.
    expect((await check(await visitorWithSession(server.app), 'HRZDEMB12345')).statusCode).toBe(200);
  });
});
