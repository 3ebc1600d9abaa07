import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { openDatabase } from '../db/index.ts';
import { seedDemoAccounts } from '../identity/index.ts';
import { envelopeOf, signedInVisitor, testApp, testClock, visitor } from '#testing/server-app.ts';
import {
  addProduct,
  CLOCK_START,
  contractIdOf,
  servicesFixture,
  servicesSnapshot,
  storedProducts,
  type ServicesFixture,
} from '#testing/self-care.ts';

/**
 * cart/verifySwitchOff, cart/switchOff and cart/unSwitchOff over the demo
 * customers seeded on 2026-11-02: their contracts started on 2025-09-02
 * (billed on the 2nd, so the current period ends on 2026-12-01), klient.lto's
 * 12-month commitment runs to 2027-01-02, klient.wylaczenie's Sport goes off
 * on 2026-11-22.
 */

const PERIOD_END = '2026-12-01';

describe.each(drivers)('switching products off on %s', (driver) => {
  let fx: ServicesFixture;

  beforeAll(async () => {
    fx = await servicesFixture(driver);
  }, 60_000);
  afterAll(async () => fx.close());
  beforeEach(async () => fx.reset());

  const body = async (login: string, articleCode: string, contractOf = login) => ({
    contractId: await contractIdOf(fx.db, await fx.customerIdOf(contractOf), articleCode),
    articleCode,
  });

  describe('cart/verifySwitchOff', () => {
    it('answers the end of the billing period and changes nothing', async () => {
      const client = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'FN01'), xsrf: true });
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response)).toMatchObject({
        errorCode: 200,
        status: 'SUCCESS',
        data: { articleCode: 'FN01', endDate: PERIOD_END, codes: [] },
      });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('names the add-ons that lose their base package', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' });
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });
      expect(envelopeOf(response).data).toMatchObject({ articleCode: 'HOR02', endDate: PERIOD_END, codes: ['MCCSNK01'] });
    });

    it('follows the Polish calendar day: late on the 1st of December in Warsaw is already the next period', async () => {
      // Sessions end after 30 idle minutes: each moment gets a session of its own.
      fx.clock.set('2026-12-01T22:30:00.000Z'); // 23:30 in Warsaw, still 1 December
      const onTheFirst = await (await fx.as('klient.c')).post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'FN01'), xsrf: true });
      expect(envelopeOf<{ endDate: string }>(onTheFirst).data.endDate).toBe('2026-12-01');
      fx.clock.set('2026-12-01T23:30:00.000Z'); // 00:30 on 2 December in Warsaw: a new period began
      const onTheSecond = await (await fx.as('klient.c')).post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'FN01'), xsrf: true });
      expect(envelopeOf<{ endDate: string }>(onTheSecond).data.endDate).toBe('2027-01-01');
    });

    it('refuses a product already planned off (406)', async () => {
      const client = await fx.as('klient.wylaczenie');
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.wylaczenie', 'MCCSNK01'), xsrf: true });
      expect(response.statusCode).toBe(422);
      expect(envelopeOf(response)).toEqual({
        data: null,
        errorCode: 406,
        status: 'ERROR',
        msg: 'Ta usługa jest już zaplanowana do wyłączenia z dniem 22.11.2026.',
      });
    });

    it('refuses a product under commitment, naming the date (406)', async () => {
      const client = await fx.as('klient.lto');
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.lto', 'HOR02'), xsrf: true });
      expect(response.statusCode).toBe(422);
      expect(envelopeOf(response)).toMatchObject({
        errorCode: 406,
        msg: 'Usługi „Pakiet Komfort” nie można wyłączyć ani zmienić przed końcem okresu zobowiązania (02.01.2027).',
      });
    });

    it('refuses when an add-on going along is under commitment (406)', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, {
        articleCode: 'MCCSNK01',
        offerCode: 'OTT_SPORT_M',
        fee: '39.99',
        commitmentEndDate: '2027-03-31',
      });
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });
      expect(envelopeOf(response)).toMatchObject({ errorCode: 406, msg: expect.stringContaining('„Sport Horyzont”') });
      expect(envelopeOf(response).msg).toContain('31.03.2027');
    });

    it('refuses a product the catalogue marks disabledowngrade (406)', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'FCA3', offerCode: 'OTT_MULTIROOM', fee: '15.00' });
      const response = await client.post('/api/cart/verifySwitchOff', { body: await body('klient.c', 'FCA3'), xsrf: true });
      expect(envelopeOf(response)).toMatchObject({
        errorCode: 406,
        msg: 'Tej usługi nie można wyłączyć samodzielnie. Skontaktuj się z nami, a pomożemy.',
      });
    });

    it('answers 404 for a product not on the contract', async () => {
      const client = await fx.as('klient.c');
      const response = await client.post('/api/cart/verifySwitchOff', {
        body: { contractId: await contractIdOf(fx.db, client.customerId), articleCode: 'HOR03' },
        xsrf: true,
      });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 404, status: 'ERROR', msg: 'Nie znaleziono tej usługi na Twojej umowie.' });
    });
  });

  describe('cart/switchOff', () => {
    it('plans the product and its dependent add-ons off at the end of the period', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' });
      const response = await client.post('/api/cart/switchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });

      expect(response.statusCode).toBe(200);
      const { products } = envelopeOf<{ products: Array<{ articleCode: string; status: string; endDate: string | null }> }>(response).data;
      expect(products.map(({ articleCode, status, endDate }) => ({ articleCode, status, endDate }))).toEqual([
        { articleCode: 'HOR02', status: 'PLANNED_OFF', endDate: PERIOD_END },
        { articleCode: 'FN01', status: 'ACTIVE', endDate: null },
        { articleCode: 'MCCSNK01', status: 'PLANNED_OFF', endDate: PERIOD_END },
      ]);
      expect(await storedProducts(fx.db, client.customerId)).toEqual({
        HOR02: { status: 'PLANNED_OFF', endDate: PERIOD_END },
        FN01: { status: 'ACTIVE', endDate: null },
        MCCSNK01: { status: 'PLANNED_OFF', endDate: PERIOD_END },
      });
      const reasons = await fx.db.query<{ article_code: string; cause: string | null }>(
        `SELECT p.article_code, c.article_code AS cause FROM product_switch_offs s
         JOIN contract_products p ON p.id = s.contract_product_id LEFT JOIN contract_products c ON c.id = s.caused_by ORDER BY p.id`,
      );
      expect(reasons.rows).toEqual([
        { article_code: 'HOR02', cause: null },
        { article_code: 'MCCSNK01', cause: 'HOR02' },
      ]);
      // The session follows the stored products.
      const session = envelopeOf<{ currentProducts: Array<{ articleCode: string; status: string }> }>(await client.post('/api/sessionData')).data;
      expect(session.currentProducts.find((product) => product.articleCode === 'HOR02')?.status).toBe('PLANNED_OFF');
    });

    it('stores the reason the customer gave with the product, not with the add-ons going along', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' });
      const response = await client.post('/api/cart/switchOff', { body: { ...(await body('klient.c', 'HOR02')), reason: 'PRICE' }, xsrf: true });
      expect(response.statusCode).toBe(200);
      const stored = await fx.db.query<{ article_code: string; reason: string | null }>(
        `SELECT p.article_code, s.reason FROM product_switch_offs s JOIN contract_products p ON p.id = s.contract_product_id ORDER BY p.id`,
      );
      expect(stored.rows).toEqual([
        { article_code: 'HOR02', reason: 'PRICE' },
        { article_code: 'MCCSNK01', reason: null },
      ]);
    });

    it('refuses a reason that is not on the list (400, Polish message) and changes nothing', async () => {
      const client = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      const response = await client.post('/api/cart/switchOff', { body: { ...(await body('klient.c', 'FN01')), reason: 'BO TAK' }, xsrf: true });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).msg).toContain('wybierz powód rezygnacji z listy');
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('refuses a second switch-off of the same product and changes nothing', async () => {
      const client = await fx.as('klient.c');
      const request = await body('klient.c', 'FN01');
      expect((await client.post('/api/cart/switchOff', { body: request, xsrf: true })).statusCode).toBe(200);
      const before = await servicesSnapshot(fx.db);
      const again = await client.post('/api/cart/switchOff', { body: request, xsrf: true });
      expect(envelopeOf(again)).toMatchObject({
        errorCode: 406,
        data: null,
        msg: 'Ta usługa jest już zaplanowana do wyłączenia z dniem 01.12.2026.',
      });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('lets only one of two concurrent switch-offs through', async () => {
      const client = await fx.as('klient.c');
      const request = await body('klient.c', 'FN01');
      const replies = await Promise.all([1, 2].map(() => client.post('/api/cart/switchOff', { body: request, xsrf: true })));
      expect(replies.map((reply) => envelopeOf(reply).errorCode).sort()).toEqual([200, 406]);
      expect((await storedProducts(fx.db, client.customerId)).FN01).toEqual({ status: 'PLANNED_OFF', endDate: PERIOD_END });
    });

    it('refuses a product under commitment and changes nothing', async () => {
      const client = await fx.as('klient.lto');
      const before = await servicesSnapshot(fx.db);
      const response = await client.post('/api/cart/switchOff', { body: await body('klient.lto', 'HOR02'), xsrf: true });
      expect(envelopeOf(response)).toMatchObject({ errorCode: 406, msg: expect.stringContaining('02.01.2027') });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });
  });

  describe('cart/unSwitchOff', () => {
    it('keeps a product planned off: ACTIVE again, no end date', async () => {
      const client = await fx.as('klient.wylaczenie');
      const response = await client.post('/api/cart/unSwitchOff', { body: await body('klient.wylaczenie', 'MCCSNK01'), xsrf: true });
      expect(response.statusCode).toBe(200);
      expect(envelopeOf<{ products: unknown[] }>(response).data.products).toEqual([
        expect.objectContaining({ articleCode: 'HOR01', status: 'ACTIVE', endDate: null }),
        expect.objectContaining({ articleCode: 'MCCSNK01', status: 'ACTIVE', endDate: null, fee: '39.99' }),
      ]);
      expect((await storedProducts(fx.db, client.customerId)).MCCSNK01).toEqual({ status: 'ACTIVE', endDate: null });
    });

    it('brings back the add-ons that went off with the product', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' });
      await client.post('/api/cart/switchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });
      const response = await client.post('/api/cart/unSwitchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });
      expect(response.statusCode).toBe(200);
      expect(await storedProducts(fx.db, client.customerId)).toEqual({
        HOR02: { status: 'ACTIVE', endDate: null },
        FN01: { status: 'ACTIVE', endDate: null },
        MCCSNK01: { status: 'ACTIVE', endDate: null },
      });
      expect((await fx.db.query('SELECT * FROM product_switch_offs')).rows).toEqual([]);
    });

    it('refuses an add-on whose base package is planned off, and changes nothing', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99' });
      await client.post('/api/cart/switchOff', { body: await body('klient.c', 'HOR02'), xsrf: true });
      const before = await servicesSnapshot(fx.db);
      const response = await client.post('/api/cart/unSwitchOff', { body: await body('klient.c', 'MCCSNK01'), xsrf: true });
      expect(envelopeOf(response)).toMatchObject({
        errorCode: 406,
        msg: 'Najpierw przywróć usługę „Pakiet Komfort”, bez której ta usługa nie działa.',
      });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('refuses a product that is not planned off (406)', async () => {
      const client = await fx.as('klient.c');
      const response = await client.post('/api/cart/unSwitchOff', { body: await body('klient.c', 'FN01'), xsrf: true });
      expect(envelopeOf(response)).toMatchObject({
        errorCode: 406,
        msg: 'Ta usługa nie jest zaplanowana do wyłączenia, więc nie ma czego przywracać.',
      });
    });
  });

  describe.each(['verifySwitchOff', 'switchOff', 'unSwitchOff'])('cart/%s guards', (call) => {
    const url = `/api/cart/${call}`;

    it('answers 404 for another customer’s contract and reads or changes nothing', async () => {
      const client = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      const response = await client.post(url, { body: await body('klient.c', 'HOR02', 'klient.lto'), xsrf: true });
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 404, status: 'ERROR', msg: 'Nie znaleziono tej usługi na Twojej umowie.' });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('answers 401 to a visitor who is not signed in (403 first without any session: no XSRF token to send)', async () => {
      const request = await body('klient.wylaczenie', 'MCCSNK01');
      const stranger = visitor(fx.app);
      expect(envelopeOf(await stranger.post(url, { body: request })).errorCode).toBe(403);
      await stranger.post('/api/sessionData');
      const before = await servicesSnapshot(fx.db);
      const anonymous = await stranger.post(url, { body: request, xsrf: true });
      expect(anonymous.statusCode).toBe(401);
      expect(envelopeOf(anonymous)).toMatchObject({ errorCode: 401, msg: 'Zaloguj się, aby skorzystać z tej usługi.' });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('answers 403 without the XSRF token and changes nothing', async () => {
      const client = await fx.as('klient.wylaczenie');
      const before = await servicesSnapshot(fx.db);
      const response = await client.post(url, { body: await body('klient.wylaczenie', 'HOR01') });
      expect(response.statusCode).toBe(403);
      expect(envelopeOf(response).msg).toContain('XSRF');
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });
  });
});

describe('a switch-off after a restart on embedded PGlite', () => {
  it('is still planned off when the app and database are reopened on the same folder', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-services-'));
    const clock = testClock(CLOCK_START);
    try {
      let db = await openDatabase({ dataDir }, {});
      await seedDemoAccounts(db, dayjs(CLOCK_START));
      let app = await testApp(db, { clock });
      const client = await signedInVisitor(app, 'klient.c@horyzont.example');
      const contractId = await contractIdOf(db, client.customerId, 'FN01');
      expect((await client.post('/api/cart/switchOff', { body: { contractId, articleCode: 'FN01' }, xsrf: true })).statusCode).toBe(200);
      await app.close();
      await db.close();

      db = await openDatabase({ dataDir }, {});
      app = await testApp(db, { clock });
      const again = visitor(app);
      again.setCookie('SESSION', client.cookie('SESSION')!);
      again.setCookie('XSRF-TOKEN', client.cookie('XSRF-TOKEN')!);
      const session = await again.post('/api/checkSessionData');
      const restored = await again.post('/api/cart/unSwitchOff', { body: { contractId, articleCode: 'FN01' }, xsrf: true });
      await app.close();
      await db.close();

      expect(envelopeOf<{ currentProducts: unknown[] }>(session).data.currentProducts).toContainEqual(
        expect.objectContaining({ articleCode: 'FN01', status: 'PLANNED_OFF', endDate: PERIOD_END }),
      );
      expect(restored.statusCode).toBe(200);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
