import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { DriverName } from '#server/db/database.ts';
import type { Database } from '#server/db/index.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { seedDemoAccounts } from '#server/identity/index.ts';
import { signedInVisitor, snapshot, testApp, testClock, type TestClock, type Visitor } from './server-app.ts';

/**
 * One app over a test database per test file for the service calls: the demo
 * customers seeded on the test clock's day (so their dates are known), a
 * signed-in visitor per demo login, and a reset of the products between tests.
 */

export const CLOCK_START = '2026-11-02T09:00:00.000Z';

const loginOf = (name: string) => (name.includes('@') ? name : `${name}@horyzont.example`);

export interface ServicesFixture {
  testDb: TestDatabase;
  db: Database;
  app: FastifyInstance;
  clock: TestClock;
  /** A new signed-in visitor for a demo login (klient.c → klient.c@horyzont.example), its session started at the clock's time. */
  as(name: string): Promise<Visitor & { customerId: string }>;
  customerIdOf(name: string): Promise<string>;
  /** The contract products, switch-offs and clock as they were after seeding. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const PRODUCT_COLUMNS = 'id, contract_id, article_code, offer_code, status, end_date, fee, commitment_end_date, created_at';

export async function servicesFixture(driver: DriverName): Promise<ServicesFixture> {
  const testDb = await openTestDatabase(driver);
  const { db } = testDb;
  const clock = testClock(CLOCK_START);
  await seedDemoAccounts(db, dayjs(CLOCK_START));
  const app = await testApp(db, { clock });
  await app.ready();
  const seeded = (await db.query(`SELECT ${PRODUCT_COLUMNS} FROM contract_products ORDER BY id`)).rows;

  return {
    testDb,
    db,
    app,
    clock,
    as: (name) => signedInVisitor(app, loginOf(name)),
    async customerIdOf(name) {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM customers WHERE lower(login) = lower($1)', [loginOf(name)]);
      if (!rows[0]) throw new Error(`No demo customer ${name}`);
      return rows[0].id;
    },
    async reset() {
      clock.set(CLOCK_START);
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM product_switch_offs');
        await tx.query('DELETE FROM contract_products');
        for (const row of seeded) {
          await tx.query(`INSERT INTO contract_products (${PRODUCT_COLUMNS}) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
            row.id,
            row.contract_id,
            row.article_code,
            row.offer_code,
            row.status,
            row.end_date,
            row.fee,
            row.commitment_end_date,
            row.created_at,
          ]);
        }
      });
    },
    async close() {
      await app.close();
      await testDb.cleanup();
    },
  };
}

/** Every row a service call could change, to assert that a refused call changed nothing. */
export async function servicesSnapshot(db: Database): Promise<unknown> {
  const all = async (table: string, order: string) => (await db.query(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
  return {
    base: await snapshot(db),
    products: await all('contract_products', 'id'),
    switchOffs: await all('product_switch_offs', 'contract_product_id'),
    coupons: await all('restored_activation_coupons', 'coupon_id'),
    identifiers: await all('partner_identifiers', 'customer_id, partner'),
    tokens: await all('partner_activation_tokens', 'token_hash'),
    cartItems: await all('cart_items', 'id'),
    documents: await all('documents', 'id'),
  };
}

/** A customer's contract products as stored (article code → status and end date). */
export async function storedProducts(db: Database, customerId: string): Promise<Record<string, { status: string; endDate: string | null }>> {
  const { rows } = await db.query<{ article_code: string; status: string; end_date: string | null }>(
    `SELECT p.article_code, p.status, p.end_date FROM contract_products p JOIN contracts c ON c.id = p.contract_id
     WHERE c.customer_id = $1 ORDER BY p.id`,
    [customerId],
  );
  return Object.fromEntries(rows.map((row) => [row.article_code, { status: row.status, endDate: row.end_date }]));
}

/** The id of a customer's contract (the first, or the one holding an article). */
export async function contractIdOf(db: Database, customerId: string, articleCode?: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT c.id::text AS id FROM contracts c
     WHERE c.customer_id = $1 AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM contract_products p WHERE p.contract_id = c.id AND p.article_code = $2))
     ORDER BY c.id LIMIT 1`,
    [customerId, articleCode ?? null],
  );
  if (!rows[0]) throw new Error(`No contract of ${customerId}${articleCode ? ` with ${articleCode}` : ''}`);
  return rows[0].id;
}

/** Adds a product to a customer's first contract (a case the demo data does not hold). */
export async function addProduct(
  db: Database,
  customerId: string,
  product: { articleCode: string; offerCode: string; fee: string; status?: string; endDate?: string; commitmentEndDate?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO contract_products (contract_id, article_code, offer_code, status, end_date, fee, commitment_end_date) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      await contractIdOf(db, customerId),
      product.articleCode,
      product.offerCode,
      product.status ?? 'ACTIVE',
      product.endDate ?? null,
      product.fee,
      product.commitmentEndDate ?? null,
    ],
  );
}
