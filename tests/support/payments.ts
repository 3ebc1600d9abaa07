import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openCart, putItems } from '#server/carts/store.ts';
import type { Database } from '#server/db/index.ts';
import { sessionIdOf } from '#server/sessions/tokens.ts';
import { signedInVisitor, visitor, type Visitor, type VisitorOptions } from './server-app.ts';

/**
 * Helpers for tests of the payment calls: customers made for one test, carts
 * at their summary, the gateway's pages used the way a browser uses them,
 * and a snapshot of every row a payment call could change.
 */

export const SUMMARY_CONSENTS = [
  { cconsent: 'REGULAMIN_SPRZEDAZY', value: 1 },
  { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
] as const;

export interface NewCustomer {
  cgroupe?: 'K' | 'C' | 'P';
  prepaidCategory?: 'NEWSALES' | 'UPSELL';
  msisdn?: string;
  /** Products on the contract: article code, offer code, fee. */
  products?: Array<{ articleCode: string; offerCode: string; fee: string; commitmentEndDate?: string }>;
  ltoEndDate?: string;
}

/** A customer of its own for one test (no identity account: tests sign in through signedInVisitor). */
export async function createCustomer(db: Database, customer: NewCustomer = {}): Promise<string> {
  const login = `klient.test-${randomBytes(6).toString('hex')}@horyzont.example`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO customers (login, display_name, prepaid_category, customer_identifier, msisdn) VALUES ($1, 'Klient Testowy', $2, $3, $4) RETURNING id`,
    [login, customer.prepaidCategory ?? null, `HOR-TEST-${randomBytes(6).toString('hex')}`, customer.msisdn ?? null],
  );
  const id = rows[0]!.id;
  const contract = await db.query<{ id: number }>(
    `INSERT INTO contracts (customer_id, cgroupe, debabo, lto_duration, lto_end_date) VALUES ($1, $2, '2025-01-15', $3, $4) RETURNING id`,
    [id, customer.cgroupe ?? 'C', customer.ltoEndDate ? 12 : null, customer.ltoEndDate ?? null],
  );
  for (const product of customer.products ?? []) {
    await db.query(`INSERT INTO contract_products (contract_id, article_code, offer_code, fee, commitment_end_date) VALUES ($1, $2, $3, $4, $5)`, [
      contract.rows[0]!.id,
      product.articleCode,
      product.offerCode,
      product.fee,
      product.commitmentEndDate ?? null,
    ]);
  }
  return login;
}

export async function customerVisitor(app: FastifyInstance, customer: NewCustomer = {}, options: VisitorOptions = {}) {
  return signedInVisitor(app, await createCustomer(app.portal.db, customer), options);
}

export const sessionIdOfVisitor = (caller: Visitor): string => sessionIdOf(caller.cookie('SESSION') ?? '');

/** The caller's cart holding these offers (at their catalogue price), at the stage given (SUMMARY by default). */
export async function cartWith(
  app: FastifyInstance,
  caller: Visitor & { customerId: string },
  offerCodes: readonly string[],
  stage = 'SUMMARY',
): Promise<string> {
  const { db, catalogue } = app.portal;
  return db.transaction(async (tx) => {
    const lto = offerCodes.some((code) => (catalogue.offer(code)?.ltoduration ?? 0) > 0);
    const cart = await openCart(tx, { sessionId: sessionIdOfVisitor(caller), customerId: caller.customerId }, lto ? 'lto' : 'regular');
    await putItems(
      tx,
      cart.id,
      offerCodes.map((code) => {
        const offer = catalogue.offer(code);
        if (!offer) throw new Error(`No offer ${code}`);
        return { operationType: 'A' as const, offerCode: code, articleCode: offer.article.articlecode, price: offer.pricepromo ?? '0' };
      }),
    );
    await tx.query('UPDATE carts SET current_stage = $2 WHERE id = $1', [cart.id, stage]);
    return cart.id;
  });
}

/**
 * Every row a payment call could change. Sessions without their activity
 * times: any call a session makes may record that it is still in use.
 */
export async function paymentsSnapshot(db: Database): Promise<unknown> {
  const tables = [
    'carts',
    'cart_items',
    'orders',
    'payments',
    'order_summary_consents',
    'payment_means',
    'payment_mean_consents',
    'payment_transactions',
    'contracts',
    'contract_products',
    'customers',
    'gateway_transactions',
    'gateway_instruments',
    'gateway_pin_challenges',
    'prepaid_cards',
    'prepaid_top_ups',
  ];
  const sessions = await db.query('SELECT id, customer_id, xsrf_token, data, created_at, rotated_from FROM sessions ORDER BY id');
  const rows: Record<string, unknown> = { sessions: sessions.rows, events: (await db.query('SELECT * FROM analytics_events ORDER BY id')).rows };
  for (const table of tables) rows[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
  return rows;
}

/** The gateway page a payment url opens, as a browser gets it (with the page's form cookie). */
export async function openGatewayPage(
  browser: Visitor,
  paymentUrl: string,
): Promise<{ html: string; csrf: string; response: LightMyRequestResponse }> {
  const response = await browser.get(paymentUrl);
  const csrf = /name="csrf" value="([^"]+)"/.exec(response.body)?.[1] ?? '';
  return { html: response.body, csrf, response };
}

/** Submits the gateway page's form (pay, or cancel), as the page's own form does. */
export async function submitGatewayForm(
  browser: Visitor,
  paymentUrl: string,
  fields: Record<string, string>,
  action: 'pay' | 'cancel' = 'pay',
): Promise<LightMyRequestResponse> {
  const { csrf } = await openGatewayPage(browser, paymentUrl);
  return browser.post(paymentUrl, {
    payload: new URLSearchParams({ csrf, action, ...fields }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  });
}

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const UNSUPPORTED_BANK_CARD = { ...TEST_CARD, cardNumber: '5200 0000 0090 1881' };
export const DECLINED_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

/** The PIN the gateway's test phone shows. */
export function pinShownOn(html: string): string {
  const pin = /Twój kod PIN to ([0-9]{4})/.exec(html)?.[1];
  if (!pin) throw new Error('The gateway page shows no PIN');
  return pin;
}

/** A browser of its own for the gateway window (the gateway keeps no portal cookies). */
export const gatewayBrowser = (app: FastifyInstance): Visitor => visitor(app);

/** Where a response redirects, as path and query. */
export function redirectOf(response: LightMyRequestResponse): URL {
  const location = response.headers.location;
  if (typeof location !== 'string') throw new Error(`No redirect (status ${response.statusCode})`);
  return new URL(location, 'http://portal.test');
}
