import type { Queryable } from '../db/index.ts';
import { PORTABILITY_CONFIRMED, PORTABILITY_UNCONFIRMED } from '#domain/services-abroad.ts';
import {
  ORDERS_HISTORY_LENGTH,
  type Address,
  type Consent,
  type Contract,
  type CurrentProduct,
  type OperationType,
  type OrderHistoryEntry,
  type PaymentMean,
  type Session,
} from '#domain/session.ts';

/**
 * What a logged-in session carries about its customer (spec section 3):
 * account figures, contracts, their products, the active payment means,
 * addresses, account consents and placed orders, read from the customer's records and
 * shaped as the Session fields. Dates stay 'YYYY-MM-DD' and money a decimal
 * string, as the database layer hands them over.
 */

export type CustomerSession = Pick<
  Session,
  | 'customerIdentifier'
  | 'numabo'
  | 'numabont'
  | 'msisdn'
  | 'prepaidCategory'
  | 'accountActive'
  | 'portabilityFlag'
  | 'accountBalance'
  | 'contracts'
  | 'currentProducts'
  | 'payments'
  | 'paymentMean'
  | 'mainAddress'
  | 'billAddress'
  | 'consents'
  | 'ltoDuration'
  | 'ltoEndDate'
  | 'ordersHistory'
>;

interface CustomerRow {
  customer_identifier: string;
  numabo: string | null;
  numabont: string | null;
  msisdn: string | null;
  prepaid_category: 'NEWSALES' | 'UPSELL' | null;
  account_active: boolean;
  account_balance: string;
  residence_confirmed: boolean;
}

interface ContractRow {
  cgroupe: Contract['cgroupe'];
  activity: string;
  debabo: string;
  finabo: string | null;
  corig: string | null;
  lto_duration: number | null;
  lto_end_date: string | null;
}

/** A contract product row as the customer's records hold it. */
export interface ProductRow {
  contract_id: string;
  article_code: string;
  offer_code: string;
  status: string;
  end_date: string | null;
  fee: string;
  commitment_end_date: string | null;
}

interface PaymentMeanRow {
  id: string;
  mop_id: number;
  display_string: string;
  expiry_date: string | null;
  payment_url: string | null;
}

/** An address row as the customer's records hold it (MAIN, BILL). */
export interface AddressRow {
  kind: 'MAIN' | 'BILL';
  street: string;
  number: string;
  apartment: string | null;
  postal_code: string;
  city: string;
}

interface ConsentRow {
  code: string;
  value: boolean;
  indiscount: boolean;
}

/** An order line as the customer's placed orders hold it (its cart's items). */
interface OrderLineRow {
  order_id: string;
  ordered_at: string;
  status: OrderHistoryEntry['status'];
  total: string;
  operation_type: OperationType;
  offer_code: string;
  article_code: string;
  price: string;
}

/** Lines of the same order are adjacent (the query orders them so): one entry an order, in the query's order. */
function ordersOf(rows: readonly OrderLineRow[]): OrderHistoryEntry[] {
  const orders = new Map<string, OrderHistoryEntry>();
  for (const row of rows) {
    const order = orders.get(row.order_id) ?? {
      transactionId: row.order_id,
      orderedAt: row.ordered_at,
      status: row.status,
      total: row.total,
      items: [],
    };
    order.items.push({ operationType: row.operation_type, offerCode: row.offer_code, articleCode: row.article_code, price: row.price });
    orders.set(row.order_id, order);
  }
  return [...orders.values()];
}

/** A customer with no prepaid category of their own is a new sale (the session's default). */
const DEFAULT_PREPAID_CATEGORY = 'NEWSALES';

/** As the session carries addresses: no apartment reads as ''. */
export const addressOf = (row: AddressRow | undefined): Address | null =>
  row ? { street: row.street, number: row.number, apartment: row.apartment ?? '', postalCode: row.postal_code, city: row.city } : null;

/** The customer's session fields, or null when no such customer exists (deleted account). */
export async function loadCustomerSession(db: Queryable, customerId: string): Promise<CustomerSession | null> {
  const customer = (
    await db.query<CustomerRow>(
      `SELECT customer_identifier, numabo, numabont, msisdn, prepaid_category, account_active, account_balance,
              residence_confirmed_on IS NOT NULL AS residence_confirmed
       FROM customers WHERE id = $1`,
      [customerId],
    )
  ).rows[0];
  if (!customer) return null;

  // Independent reads of one customer's rows; each is ordered so the session's lists are stable between loads.
  const [contracts, products, means, addresses, consents, orderLines] = await Promise.all([
    db.query<ContractRow>(
      `SELECT cgroupe, activity, debabo, finabo, corig, lto_duration, lto_end_date
       FROM contracts WHERE customer_id = $1 ORDER BY debabo, id`,
      [customerId],
    ),
    db.query<ProductRow>(
      `SELECT p.contract_id::text AS contract_id, p.article_code, p.offer_code, p.status, p.end_date, p.fee, p.commitment_end_date
       FROM contract_products p JOIN contracts c ON c.id = p.contract_id
       WHERE c.customer_id = $1 ORDER BY c.debabo, c.id, p.id`,
      [customerId],
    ),
    db.query<PaymentMeanRow>(
      `SELECT id::text AS id, mop_id, display_string, expiry_date, payment_url
       FROM payment_means WHERE customer_id = $1 AND status = 'ACTIVE' ORDER BY updated_at DESC, id DESC`,
      [customerId],
    ),
    db.query<AddressRow>(`SELECT kind, street, number, apartment, postal_code, city FROM addresses WHERE customer_id = $1`, [customerId]),
    db.query<ConsentRow>(`SELECT code, value, indiscount FROM consents WHERE customer_id = $1 ORDER BY code`, [customerId]),
    // Placed orders (paid, or cancelled afterwards), newest first; the order's number is what its cart's transactionId shows.
    db.query<OrderLineRow>(
      `SELECT o.number AS order_id, to_char(o.created_at AT TIME ZONE 'Europe/Warsaw', 'YYYY-MM-DD') AS ordered_at, o.status, o.total,
              i.operation_type, i.offer_code, i.article_code, i.price
       FROM (SELECT id, number, cart_id, created_at, status, total FROM orders
             WHERE customer_id = $1 AND status IN ('CONFIRMED', 'CANCELLED')
             ORDER BY created_at DESC, id DESC LIMIT $2) o
       JOIN cart_items i ON i.cart_id = o.cart_id
       ORDER BY o.created_at DESC, o.id DESC, i.id`,
      [customerId, ORDERS_HISTORY_LENGTH],
    ),
  ]);

  const payments: PaymentMean[] = means.rows.map((row) => ({
    meanId: String(row.id),
    mopId: Number(row.mop_id),
    displayString: row.display_string,
    expiryDate: row.expiry_date,
    paymentUrl: row.payment_url,
  }));
  // The long-term offer the customer is in: the one ending last.
  const lto = contracts.rows
    .filter((row) => row.lto_end_date !== null)
    .sort((a, b) => (a.lto_end_date ?? '').localeCompare(b.lto_end_date ?? ''))
    .at(-1);

  return {
    customerIdentifier: customer.customer_identifier,
    numabo: customer.numabo,
    numabont: customer.numabont,
    msisdn: customer.msisdn,
    prepaidCategory: customer.prepaid_category ?? DEFAULT_PREPAID_CATEGORY,
    accountActive: customer.account_active ? 1 : 0,
    // Cross-border portability follows the verified residence (migration 0015).
    portabilityFlag: customer.residence_confirmed ? PORTABILITY_CONFIRMED : PORTABILITY_UNCONFIRMED,
    accountBalance: customer.account_balance,
    contracts: contracts.rows.map((row): Contract => ({
      cgroupe: row.cgroupe,
      activity: row.activity,
      finabo: row.finabo,
      debabo: row.debabo,
      corig: row.corig,
    })),
    currentProducts: products.rows.map((row): CurrentProduct => ({
      articleCode: row.article_code,
      offerCode: row.offer_code,
      contractId: row.contract_id,
      status: row.status,
      endDate: row.end_date,
      fee: row.fee,
      commitmentEndDate: row.commitment_end_date,
    })),
    payments,
    // The most recently confirmed means is the one in use (spec: paymentMean carries its mopId).
    paymentMean: { mopId: payments[0]?.mopId ?? null },
    mainAddress: addressOf(addresses.rows.find((row) => row.kind === 'MAIN')),
    billAddress: addressOf(addresses.rows.find((row) => row.kind === 'BILL')),
    consents: consents.rows.map((row): Consent => ({ cconsent: row.code, value: row.value, indiscount: row.indiscount ? '1' : '0' })),
    ltoDuration: lto?.lto_duration ?? null,
    ltoEndDate: lto?.lto_end_date ?? null,
    ordersHistory: ordersOf(orderLines.rows),
  };
}
