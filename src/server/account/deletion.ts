import type { z } from 'zod';
import type { accountExportSchema } from '#api-contract/account.ts';
import type { Database, Queryable, Transaction } from '../db/index.ts';

/**
 * Deleting an account as the law expects (GDPR art. 17, with the tax
 * records the operator must keep). Asking for it (at the identity provider's
 * page) ends the customer's portal sessions and starts a grace period of
 * DELETION_GRACE_DAYS, during which signing in again cancels it. Once the
 * period is over, the personal data is anonymised: the account's name,
 * login, numbers, addresses, saved payment means, consents, messages,
 * call-backs and comments go; the services end; the orders and payments stay,
 * owned by an anonymous record. Before that, the customer can take their
 * data with them (exportOf, GDPR art. 20).
 */

export const DELETION_GRACE_DAYS = 14;
const DAY_MS = 86_400_000;

export type AccountExport = z.input<typeof accountExportSchema>;

/** Starts the grace period of the customer behind the provider's subject (a repeated request keeps the first) and ends their portal sessions. */
export async function requestDeletion(db: Database, oidcSubject: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE customers SET deletion_requested_at = COALESCE(deletion_requested_at, $2), updated_at = $2
        WHERE oidc_subject = $1 AND anonymised_at IS NULL RETURNING id`,
      [oidcSubject, now],
    );
    if (rows[0]) await tx.query('DELETE FROM sessions WHERE customer_id = $1', [rows[0].id]);
  });
}

/** Signing in during the grace period keeps the account; true when a deletion was pending. */
export async function cancelDeletion(db: Queryable, customerId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE customers SET deletion_requested_at = NULL WHERE id = $1 AND deletion_requested_at IS NOT NULL AND anonymised_at IS NULL',
    [customerId],
  );
  return (rowCount ?? 0) > 0;
}

/** Anonymises every account whose grace period is over, each in a transaction of its own; how many. */
export async function anonymiseDueAccounts(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS);
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM customers WHERE deletion_requested_at <= $1 AND anonymised_at IS NULL ORDER BY deletion_requested_at LIMIT 100',
    [cutoff],
  );
  let done = 0;
  for (const { id } of rows) {
    const anonymised = await db.transaction(async (tx) => {
      // Another process may be at it, or the customer signed in meanwhile: the row decides, under its lock.
      const due = await tx.query(
        'SELECT 1 FROM customers WHERE id = $1 AND deletion_requested_at <= $2 AND anonymised_at IS NULL FOR UPDATE SKIP LOCKED',
        [id, cutoff],
      );
      if (due.rowCount === 0) return false;
      await anonymise(tx, id, now);
      return true;
    });
    if (anonymised) done += 1;
  }
  return done;
}

/** Removes what identifies the customer and keeps the order and payment records, owned by the anonymous record. */
async function anonymise(tx: Transaction, customerId: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ oidc_subject: string | null }>('SELECT oidc_subject FROM customers WHERE id = $1', [customerId]);
  const subject = rows[0]?.oidc_subject ?? null;
  // The services end today (a contract not started yet ends on its first day).
  await tx.query(`UPDATE contracts SET finabo = GREATEST(debabo, LEAST(COALESCE(finabo, $2::date), $2::date)) WHERE customer_id = $1`, [
    customerId,
    now,
  ]);
  for (const statement of [
    'DELETE FROM sessions WHERE customer_id = $1',
    'DELETE FROM addresses WHERE customer_id = $1',
    'DELETE FROM payment_means WHERE customer_id = $1',
    'DELETE FROM consents WHERE customer_id = $1',
    'DELETE FROM messages WHERE customer_id = $1',
    'DELETE FROM call_bookings WHERE customer_id = $1',
    // Carts that became orders are the orders' records: kept without their addresses and comments; the rest go.
    `DELETE FROM carts c WHERE c.customer_id = $1 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)`,
    'UPDATE carts SET address_primary = NULL, address_delivery = NULL WHERE customer_id = $1',
    'UPDATE cart_items SET cmt = NULL WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = $1)',
    'UPDATE article_ratings SET comment = NULL, customer_id = NULL WHERE customer_id = $1',
    'UPDATE analytics_events SET customer_id = NULL WHERE customer_id = $1',
  ]) {
    await tx.query(statement, [customerId]);
  }
  await tx.query(
    `UPDATE customers SET oidc_subject = NULL, login = 'usuniete-' || id || '@konto.invalid', display_name = 'Konto usunięte',
       msisdn = NULL, numabo = NULL, numabont = NULL, contact_phone = NULL, account_active = false, anonymised_at = $2, updated_at = $2
     WHERE id = $1`,
    [customerId, now],
  );
  // The embedded provider's account: it can no longer sign in, and its e-mail is free for a new registration.
  if (subject) {
    await tx.query(
      `UPDATE identity_accounts SET deleted_at = $2, updated_at = $2, customer_id = NULL, display_name = 'Konto usunięte',
         login = 'usuniete-' || id || '@konto.invalid'
       WHERE id::text = $1 AND deleted_at IS NULL`,
      [subject, now],
    );
  }
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
/** Rows as records with ISO dates. */
const records = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])));

/** Everything the portal keeps about the customer, as one document. */
export async function exportOf(db: Queryable, customerId: string, now: Date): Promise<AccountExport> {
  const query = async (sql: string) => records((await db.query<Record<string, unknown>>(sql, [customerId])).rows);
  const [customer] = await query(
    `SELECT login, display_name AS "displayName", customer_identifier AS "customerIdentifier", contact_phone AS "contactPhone",
            msisdn, numabo, numabont, created_at AS "createdAt", deletion_requested_at AS "deletionRequestedAt"
       FROM customers WHERE id = $1`,
  );
  if (!customer) throw new Error(`Customer ${customerId} does not exist`);
  return {
    exportedAt: now.toISOString(),
    customer,
    addresses: await query(
      `SELECT kind, street, number, apartment, postal_code AS "postalCode", city, updated_at AS "updatedAt" FROM addresses WHERE customer_id = $1 ORDER BY kind`,
    ),
    contracts: await query(
      `SELECT k.id, k.cgroupe AS "group", k.debabo AS "start", k.finabo AS "end", k.lto_end_date AS "commitmentEnd",
              COALESCE(jsonb_agg(jsonb_build_object('offerCode', p.offer_code, 'articleCode', p.article_code, 'status', p.status, 'fee', p.fee,
                'endDate', p.end_date, 'commitmentEndDate', p.commitment_end_date) ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '[]') AS products
         FROM contracts k LEFT JOIN contract_products p ON p.contract_id = k.id
        WHERE k.customer_id = $1 GROUP BY k.id ORDER BY k.id`,
    ),
    orders: await query(
      `SELECT o.number, o.total, o.currency, o.status, o.created_at AS "createdAt",
              (SELECT COALESCE(jsonb_agg(jsonb_build_object('offerCode', i.offer_code, 'articleCode', i.article_code, 'price', i.price,
                 'operation', i.operation_type, 'comment', i.cmt) ORDER BY i.id), '[]') FROM cart_items i WHERE i.cart_id = o.cart_id) AS items,
              (SELECT COALESCE(jsonb_agg(jsonb_build_object('amount', p.amount, 'status', p.status, 'method', p.mop_id, 'createdAt', p.created_at)
                 ORDER BY p.created_at), '[]') FROM payments p WHERE p.order_id = o.id) AS payments
         FROM orders o WHERE o.customer_id = $1 ORDER BY o.created_at`,
    ),
    paymentMeans: await query(
      `SELECT mop_id AS method, display_string AS "shownAs", expiry_date AS "expiry", status, created_at AS "createdAt"
         FROM payment_means WHERE customer_id = $1 ORDER BY id`,
    ),
    consents: await query('SELECT code, value, updated_at AS "updatedAt" FROM consents WHERE customer_id = $1 ORDER BY code'),
    messages: await query('SELECT subject_code AS subject, body, created_at AS "createdAt" FROM messages WHERE customer_id = $1 ORDER BY created_at'),
    callBookings: await query(
      `SELECT contact_name AS "contactName", phone, topic, preferred_from AS "preferredFrom", preferred_to AS "preferredTo", status, created_at AS "createdAt"
         FROM call_bookings WHERE customer_id = $1 ORDER BY created_at`,
    ),
    articleRatings: await query(
      'SELECT uri, helpful, comment, created_at AS "createdAt" FROM article_ratings WHERE customer_id = $1 ORDER BY created_at',
    ),
  };
}
