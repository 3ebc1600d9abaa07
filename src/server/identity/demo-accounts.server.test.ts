import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { authenticate } from './accounts.ts';
import { DEMO_PASSWORD, demoAccountList, seedDemoAccounts } from './demo-accounts.ts';

const seedFile = (name: string) => JSON.parse(readFileSync(new URL(`../../content-system/seed/${name}`, import.meta.url), 'utf8')) as unknown[];
const offers = seedFile('offers.json') as { code: string; productlist: { articlecode: string }[] }[];

describe.each(anyDriver)('demo accounts on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;
  let created: string[];
  const today = dayjs('2026-11-15');

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
    created = await seedDemoAccounts(db, today);
  }, 30_000);

  afterAll(() => t?.cleanup());

  const customersWhere = async (condition: string) =>
    (
      await db.query<{ login: string }>(
        `SELECT DISTINCT c.login FROM customers c
         LEFT JOIN contracts k ON k.customer_id = c.id
         LEFT JOIN contract_products p ON p.contract_id = k.id
         LEFT JOIN payment_means m ON m.customer_id = c.id
         WHERE ${condition} ORDER BY c.login`,
      )
    ).rows.map((row) => row.login);

  it('creates every listed account, each signing in with the documented password', async () => {
    const list = demoAccountList();
    expect(created.sort()).toEqual(list.map((demo) => demo.login).sort());
    for (const demo of list) {
      expect(demo.password).toBe(DEMO_PASSWORD);
      const account = await authenticate(db, demo.login, demo.password);
      expect(account?.login).toBe(demo.login);
      expect(account?.customerId).toEqual(expect.any(String));
    }
  });

  it('links each account to its customer through the subject and the customer id', async () => {
    const { rows } = await db.query<{ linked: number; total: number }>(
      `SELECT count(*) FILTER (WHERE c.oidc_subject = a.id::text AND c.login = a.login)::int AS linked, count(*)::int AS total
       FROM identity_accounts a JOIN customers c ON c.id = a.customer_id`,
    );
    expect(rows).toEqual([{ linked: demoAccountList().length, total: demoAccountList().length }]);
  });

  it('covers every kind of customer the spec distinguishes', async () => {
    expect(
      await customersWhere(`NOT EXISTS (SELECT 1 FROM contracts x WHERE x.customer_id = c.id AND x.cgroupe <> 'K') AND k.id IS NOT NULL`),
    ).toEqual(['klient.k@horyzont.example', 'klient.voucher-koszyk@horyzont.example']);
    expect(await customersWhere(`k.cgroupe = 'C'`)).toContain('klient.c@horyzont.example');
    expect(await customersWhere(`c.prepaid_category = 'NEWSALES'`)).toEqual([
      'klient.prepaid-dodaj@horyzont.example',
      'klient.prepaid-nowy@horyzont.example',
    ]);
    expect(await customersWhere(`c.prepaid_category = 'UPSELL'`)).toEqual(['klient.prepaid-upsell@horyzont.example']);
    expect(await customersWhere(`p.status = 'PLANNED_OFF' AND p.end_date > '2026-11-15'`)).toEqual(['klient.wylaczenie@horyzont.example']);
    expect(await customersWhere(`k.lto_duration IS NOT NULL AND k.lto_end_date > '2026-11-15' AND p.commitment_end_date = k.lto_end_date`)).toEqual([
      'klient.lto-przedluzenie@horyzont.example',
      'klient.lto@horyzont.example',
    ]);
    for (const mop of [1, 2, 6, 7, 8]) {
      expect(await customersWhere(`m.mop_id = ${mop} AND m.status = 'ACTIVE'`), `payment mean ${mop}`).not.toEqual([]);
    }
  });

  it('uses only article and offer codes of the seed catalogue', async () => {
    const { rows } = await db.query<{ article_code: string; offer_code: string }>('SELECT DISTINCT article_code, offer_code FROM contract_products');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const offer = offers.find((candidate) => candidate.code === row.offer_code);
      expect(
        offer?.productlist.map((product) => product.articlecode),
        `${row.offer_code}`,
      ).toContain(row.article_code);
    }
  });

  it('changes nothing when run again, and does not bring back an account a user deleted', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')).rows[0]?.n;
    const before = await count();
    await db.query(`UPDATE identity_accounts SET deleted_at = now() WHERE login = 'klient.kod@horyzont.example'`);
    expect(await seedDemoAccounts(db, today)).toEqual([]);
    expect(await count()).toBe(before);
    expect(await authenticate(db, 'klient.kod@horyzont.example', DEMO_PASSWORD)).toBeUndefined();
  });
});
