import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { seedDemoAccounts } from '../identity/demo-accounts.ts';
import { loadCustomerSession } from './customer-session.ts';

describe.each(anyDriver)('loadCustomerSession on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;
  const today = dayjs('2026-11-15');

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
    await seedDemoAccounts(db, today);
  }, 60_000);

  afterAll(() => t?.cleanup());

  const customerId = async (login: string) =>
    (await db.query<{ id: string }>('SELECT id FROM customers WHERE login = $1', [login])).rows[0]?.id ?? '';
  const sessionOf = async (login: string) => {
    const session = await loadCustomerSession(db, await customerId(login));
    if (!session) throw new Error(`No customer ${login}`);
    return session;
  };

  it('gives the existing customer their group-C contract, its active products and the account figures', async () => {
    const session = await sessionOf('klient.c@horyzont.example');
    expect(session.contracts).toEqual([{ cgroupe: 'C', activity: '01', debabo: '2025-09-15', finabo: null, corig: 'DEMO' }]);
    const { rows } = await db.query<{ id: string }>(
      'SELECT k.id::text AS id FROM contracts k JOIN customers c ON c.id = k.customer_id WHERE c.login = $1',
      ['klient.c@horyzont.example'],
    );
    const contractId = rows[0]?.id;
    expect(session.currentProducts).toEqual([
      { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', contractId, status: 'ACTIVE', endDate: null, fee: '49.99', commitmentEndDate: null },
      { articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M', contractId, status: 'ACTIVE', endDate: null, fee: '29.00', commitmentEndDate: null },
    ]);
    expect(session).toMatchObject({
      customerIdentifier: 'HOR-DEMO-002',
      numabo: '7000002',
      numabont: '1',
      msisdn: null,
      accountActive: 1,
      accountBalance: '0.00',
      payments: [],
      paymentMean: { mopId: null },
      consents: [],
      ltoDuration: null,
      ltoEndDate: null,
    });
    const address = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };
    expect(session.mainAddress).toEqual(address);
    expect(session.billAddress).toEqual(address);
  });

  it('shows a product planned off with its end date next to the active one', async () => {
    const session = await sessionOf('klient.wylaczenie@horyzont.example');
    expect(session.currentProducts.map(({ articleCode, status, endDate }) => ({ articleCode, status, endDate }))).toEqual([
      { articleCode: 'HOR01', status: 'ACTIVE', endDate: null },
      { articleCode: 'MCCSNK01', status: 'PLANNED_OFF', endDate: today.add(20, 'day').format('YYYY-MM-DD') },
    ]);
  });

  it('carries the card as the payment mean in use, with its display text and expiry date', async () => {
    const session = await sessionOf('klient.karta@horyzont.example');
    expect(session.paymentMean).toEqual({ mopId: 1 });
    expect(session.payments).toEqual([
      { meanId: expect.stringMatching(/^[0-9]+$/), mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2028-12-31', paymentUrl: null },
    ]);
  });

  it('gives a prepaid UPSELL customer their category and balance, and a customer without one the NEWSALES default', async () => {
    expect(await sessionOf('klient.prepaid-upsell@horyzont.example')).toMatchObject({ prepaidCategory: 'UPSELL', accountBalance: '25.00' });
    expect((await sessionOf('klient.c@horyzont.example')).prepaidCategory).toBe('NEWSALES');
  });

  it('gives the prospect only group-K contracts', async () => {
    const session = await sessionOf('klient.k@horyzont.example');
    expect(session.contracts.length).toBeGreaterThan(0);
    expect(session.contracts.map((contract) => contract.cgroupe)).toEqual(session.contracts.map(() => 'K'));
    expect(session.currentProducts).toEqual([]);
  });

  it('carries the long-term offer’s duration and end date, and the commitment end on its product', async () => {
    const session = await sessionOf('klient.lto@horyzont.example');
    const ltoEnd = today.subtract(10, 'month').add(12, 'month').format('YYYY-MM-DD');
    expect(session).toMatchObject({ ltoDuration: 12, ltoEndDate: ltoEnd });
    expect(session.currentProducts.map((product) => product.commitmentEndDate)).toEqual([ltoEnd]);
  });

  it('follows later changes: account consents, an inactive account, a payment means no longer active', async () => {
    const id = await customerId('klient.kod@horyzont.example');
    await db.query(
      `INSERT INTO consents (customer_id, code, value, indiscount) VALUES ($1, 'INDREK_MCI', false, false), ($1, 'INDELECTR_MAIL_MCI', true, true)`,
      [id],
    );
    await db.query('UPDATE customers SET account_active = false WHERE id = $1', [id]);
    await db.query(`UPDATE payment_means SET status = 'FAILED' WHERE customer_id = $1`, [id]);
    expect(await loadCustomerSession(db, id)).toMatchObject({
      consents: [
        { cconsent: 'INDELECTR_MAIL_MCI', value: true, indiscount: '1' },
        { cconsent: 'INDREK_MCI', value: false, indiscount: '0' },
      ],
      accountActive: 0,
      payments: [],
      paymentMean: { mopId: null },
    });
  });

  it('says the cross-border portability from the verified residence: confirmed for the seed’s verified customers, the default otherwise', async () => {
    expect((await sessionOf('klient.c@horyzont.example')).portabilityFlag).toBe('potwierdzony');
    expect((await sessionOf('klient.prepaid-upsell@horyzont.example')).portabilityFlag).toBe('niepotwierdzony');
    const id = await customerId('klient.operator-a@horyzont.example');
    await db.query(`UPDATE customers SET residence_confirmed_on = '2026-11-10' WHERE id = $1`, [id]);
    expect((await loadCustomerSession(db, id))?.portabilityFlag).toBe('potwierdzony');
  });

  it('carries the orders the customer placed, newest first, with their lines; not an order still awaiting payment', async () => {
    const id = await customerId('klient.operator-c@horyzont.example');
    const order = async (status: string, createdAt: string, lines: Array<[string, string, string]>) => {
      const cart = (await db.query<{ id: string }>(`INSERT INTO carts (customer_id, status) VALUES ($1, 'FINALIZED') RETURNING id`, [id])).rows[0]!
        .id;
      for (const [offerCode, articleCode, price] of lines) {
        await db.query(`INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', $2, $3, $4)`, [
          cart,
          offerCode,
          articleCode,
          price,
        ]);
      }
      const total = lines.reduce((sum, [, , price]) => sum + Number(price), 0).toFixed(2);
      return (
        await db.query<{ number: string }>(
          `INSERT INTO orders (cart_id, customer_id, total, status, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING number`,
          [cart, id, total, status, createdAt],
        )
      ).rows[0]!.number;
    };
    const first = await order('CONFIRMED', '2026-10-01T10:00:00Z', [['OTT_STRUMIEN_M', 'FN01', '29.00']]);
    // 23:30 UTC on 31 October is already 1 November in Warsaw.
    const second = await order('CANCELLED', '2026-10-31T23:30:00Z', [
      ['OTT_KOMFORT_M', 'HOR02', '49.99'],
      ['OTT_SPORT_M', 'MCCSNK01', '39.99'],
    ]);
    await order('PENDING_PAYMENT', '2026-11-10T10:00:00Z', [['OTT_START_M', 'HOR01', '29.99']]);

    // The number a customer reads aloud: prefix, year, sequence.
    expect([first, second]).toEqual([expect.stringMatching(/^HZ-\d{4}-\d{5}$/), expect.stringMatching(/^HZ-\d{4}-\d{5}$/)]);
    const item = (offerCode: string, articleCode: string, price: string) => ({ operationType: 'A', offerCode, articleCode, price });
    expect((await loadCustomerSession(db, id))?.ordersHistory).toEqual([
      {
        transactionId: second,
        orderedAt: '2026-11-01',
        status: 'CANCELLED',
        total: '89.98',
        items: [item('OTT_KOMFORT_M', 'HOR02', '49.99'), item('OTT_SPORT_M', 'MCCSNK01', '39.99')],
      },
      { transactionId: first, orderedAt: '2026-10-01', status: 'CONFIRMED', total: '29.00', items: [item('OTT_STRUMIEN_M', 'FN01', '29.00')] },
    ]);
    expect((await sessionOf('klient.c@horyzont.example')).ordersHistory).toEqual([]);
  });

  it('answers null for a customer that does not exist', async () => {
    expect(await loadCustomerSession(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
