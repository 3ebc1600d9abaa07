import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, visitor } from '#testing/server-app.ts';
import { addProduct, servicesFixture, servicesSnapshot, type ServicesFixture } from '#testing/self-care.ts';

/** offerDocument/all, hbogo/getCustomerIdentifier and netflix/getUrl. */

type Doc = { id: string; source: string; articleCodes: string[]; title: string };
const GENERAL_SUMMARY = ['wzor-umowy-online', 'formularz-odstapienia', 'informacja-rodo'];

describe.each(anyDriver)('documents and partner services on %s', (driver) => {
  let fx: ServicesFixture;

  beforeAll(async () => {
    fx = await servicesFixture(driver);
    // Documents of two customers: klient.c must only ever see theirs.
    for (const [login, title] of [
      ['klient.c', 'Umowa klienta C'],
      ['klient.lto', 'Umowa klienta LTO'],
    ] as const) {
      const customerId = await fx.customerIdOf(login);
      await fx.db.query(
        `INSERT INTO documents (customer_id, file_id, title, article_code, summary_available, selfcare_available) VALUES
         ($1, '5201', $2, 'HOR02', false, true), ($1, 'umowa-archiwalna', $3, NULL, true, true)`,
        [customerId, title, `${title} (archiwum)`],
      );
      await fx.db.query(`UPDATE documents SET status = 'INACTIVE' WHERE file_id = 'umowa-archiwalna'`);
    }
  }, 60_000);
  afterAll(async () => fx.close());
  beforeEach(async () => {
    await fx.reset();
    await fx.db.query('DELETE FROM carts');
    await fx.db.query('DELETE FROM partner_identifiers');
    await fx.db.query('DELETE FROM partner_activation_tokens');
  });

  describe('offerDocument/all', () => {
    const documents = async (caller: ReturnType<typeof visitor>, body: unknown) => {
      const before = await servicesSnapshot(fx.db);
      const response = await caller.post('/api/offerDocument/all', { body, xsrf: true });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
      return response;
    };

    it('answers an anonymous visitor the summary documents of the offers asked for', async () => {
      const stranger = visitor(fx.app);
      await stranger.post('/api/sessionData');
      const response = await documents(stranger, { offerCodes: ['OTT_KOMFORT_LTO12'] });
      expect(response.statusCode).toBe(200);
      const list = envelopeOf<{ documents: Doc[] }>(response).data.documents;
      expect(list.map((document) => document.id)).toEqual([
        'regulamin-uslug-online',
        'regulamin-promocji-komfort-12',
        'cennik-online',
        ...GENERAL_SUMMARY,
      ]);
      expect(list[0]).toEqual({
        id: 'regulamin-uslug-online',
        title: 'Regulamin świadczenia usług online Telewizji Horyzont',
        category: 'regulaminy',
        file: { databaseId: 5001, url: '/dokumenty/pliki/regulamin-uslug-online.pdf' },
        status: 'ACTIVE',
        summaryavailable: true,
        selfcareavailable: true,
        downgradeavailable: true,
        source: 'offer',
        articleCodes: ['HOR02'],
      });
    });

    it('finds the offers of article codes, and of the cart when none are given', async () => {
      const client = await fx.as('klient.c');
      const byArticle = envelopeOf<{ documents: Doc[] }>(await documents(client, { articleCodes: ['MCCSNK01'] })).data.documents;
      expect(byArticle[0]).toMatchObject({ id: 'cennik-online', articleCodes: ['MCCSNK01'] });

      const { rows } = await fx.db.query<{ id: string }>('INSERT INTO carts (customer_id) VALUES ($1) RETURNING id', [client.customerId]);
      await fx.db.query(
        `INSERT INTO cart_items (cart_id, operation_type, offer_code, article_code, price) VALUES ($1, 'A', 'OTT_START_M', 'HOR01', '29.99')`,
        [rows[0]!.id],
      );
      const fromCart = envelopeOf<{ documents: Doc[] }>(await documents(client, {})).data.documents;
      expect(fromCart.filter((document) => document.source === 'offer').map((document) => [document.id, document.articleCodes])).toEqual([
        ['regulamin-uslug-online', ['HOR01']],
        ['cennik-online', ['HOR01']],
      ]);
    });

    it('adds a signed-in customer’s own documents with the context’s flag, never another customer’s', async () => {
      const client = await fx.as('klient.c');
      const selfcare = envelopeOf<{ documents: Doc[] }>(await documents(client, { context: 'selfcare' })).data.documents;
      // The offers of the products held (Komfort, Strumień), the general self-care documents, then the customer's own.
      expect(selfcare.map((document) => `${document.source}:${document.id}`)).toEqual([
        'offer:regulamin-uslug-online',
        'offer:cennik-online',
        'general:regulamin-telewizji-satelitarnej',
        'general:cennik-uslug-dodatkowych',
        'general:formularz-odstapienia',
        'general:informacja-rodo',
        expect.stringMatching(/^customer:customer-\d+$/),
      ]);
      expect(selfcare.at(-1)).toMatchObject({
        title: 'Umowa klienta C',
        category: null,
        file: { databaseId: 5201, url: '/dokumenty/pliki/wzor-umowy-online.pdf' },
        articleCodes: ['HOR02'],
      });
      const summary = envelopeOf<{ documents: Doc[] }>(await documents(client, { context: 'summary', offerCodes: [] })).data.documents;
      expect(summary.some((document) => document.source === 'customer')).toBe(false);
      const everything = JSON.stringify([selfcare, summary]);
      expect(everything).not.toContain('klienta LTO');
      expect(everything).not.toContain('archiwum');
    });

    it('answers 400 to an unknown context and 403 without the XSRF token', async () => {
      const client = await fx.as('klient.c');
      const bad = await client.post('/api/offerDocument/all', { body: { context: 'admin' }, xsrf: true });
      expect(bad.statusCode).toBe(400);
      expect(envelopeOf(bad).msg).toBe('Nieprawidłowe pole „context”: dozwolone wartości: „summary”, „selfcare”, „downgrade”.');
      expect((await client.post('/api/offerDocument/all', { body: {} })).statusCode).toBe(403);
    });
  });

  describe('hbogo/getCustomerIdentifier', () => {
    it('answers a stable pseudonym to a customer holding the Premium film package', async () => {
      const client = await fx.as('klient.c');
      await addProduct(fx.db, client.customerId, { articleCode: 'FC91', offerCode: 'OTT_FILMY_M', fee: '24.99' });
      const first = await client.get('/api/hbogo/getCustomerIdentifier');
      expect(first.statusCode).toBe(200);
      const identifier = envelopeOf<{ data: string }>(first).data.data;
      expect(identifier).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(identifier).not.toContain('HOR-DEMO');
      expect(identifier).not.toContain(client.customerId);

      const before = await servicesSnapshot(fx.db);
      expect(envelopeOf<{ data: string }>(await client.get('/api/hbogo/getCustomerIdentifier')).data.data).toBe(identifier);
      expect(await servicesSnapshot(fx.db)).toEqual(before);

      const other = await fx.as('klient.lto');
      await addProduct(fx.db, other.customerId, {
        articleCode: 'FC91',
        offerCode: 'OTT_FILMY_M',
        fee: '24.99',
        status: 'PLANNED_OFF',
        endDate: '2026-12-01',
      });
      const theirs = envelopeOf<{ data: string }>(await other.get('/api/hbogo/getCustomerIdentifier')).data.data;
      expect(theirs).not.toBe(identifier);
    });

    it('refuses a customer without the package (406) and changes nothing', async () => {
      const client = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      const response = await client.get('/api/hbogo/getCustomerIdentifier');
      expect(response.statusCode).toBe(422);
      expect(envelopeOf(response)).toEqual({
        data: null,
        errorCode: 406,
        status: 'ERROR',
        msg: 'Pakiet „Filmy i seriale Premium” nie jest aktywny na Twoim koncie.',
      });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });
  });

  describe('netflix/getUrl', () => {
    it('answers a one-time link for the standard plan, keeping only the token’s hash', async () => {
      const client = await fx.as('klient.c');
      const response = await client.get('/api/netflix/getUrl');
      expect(response.statusCode).toBe(200);
      const { data } = envelopeOf<{ url: string; plan: string; expiresAt: string }>(response);
      expect(data.plan).toBe('standard');
      expect(data.expiresAt).toBe('2026-11-02T09:15:00.000Z');
      const url = new URL(data.url);
      expect(`${url.origin}${url.pathname}`).toBe('https://aktywacja.strumien.example/horyzont');
      expect(url.searchParams.get('plan')).toBe('standard');
      const token = url.searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const stored = await fx.db.query<{ token_hash: string; customer_id: string; plan: string }>(
        'SELECT token_hash, customer_id, plan FROM partner_activation_tokens',
      );
      expect(stored.rows).toEqual([
        { token_hash: createHash('sha256').update(token).digest('hex'), customer_id: client.customerId, plan: 'standard' },
      ]);
      expect(JSON.stringify(stored.rows)).not.toContain(token);
    });

    it('replaces the unused link with a new one, and gives the premium plan for two streaming products', async () => {
      const client = await fx.as('klient.c');
      const first = envelopeOf<{ url: string }>(await client.get('/api/netflix/getUrl')).data.url;
      await addProduct(fx.db, client.customerId, { articleCode: 'FN02', offerCode: 'OTT_STRUMIEN_EKRAN', fee: '14.00' });
      const second = envelopeOf<{ url: string; plan: string }>(await client.get('/api/netflix/getUrl')).data;
      expect(second.plan).toBe('premium');
      expect(second.url).not.toBe(first);
      const stored = await fx.db.query<{ token_hash: string; plan: string }>('SELECT token_hash, plan FROM partner_activation_tokens');
      const token = new URL(second.url).searchParams.get('token')!;
      expect(stored.rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), plan: 'premium' }]);
    });

    it('refuses a customer without a streaming product (406) and changes nothing', async () => {
      const client = await fx.as('klient.lto');
      const before = await servicesSnapshot(fx.db);
      const response = await client.get('/api/netflix/getUrl');
      expect(envelopeOf(response)).toMatchObject({ data: null, errorCode: 406, msg: 'Serwis Strumień nie jest aktywny na Twoim koncie.' });
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });
  });

  it.each(['/api/hbogo/getCustomerIdentifier', '/api/netflix/getUrl'])('GET %s answers 401 to a visitor not signed in', async (url) => {
    const stranger = visitor(fx.app);
    expect(envelopeOf(await stranger.get(url)).errorCode).toBe(401);
    await stranger.post('/api/sessionData');
    const before = await servicesSnapshot(fx.db);
    expect(envelopeOf(await stranger.get(url))).toMatchObject({ errorCode: 401, msg: 'Zaloguj się, aby skorzystać z tej usługi.' });
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });
});
