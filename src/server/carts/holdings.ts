import { isNewCustomer } from '#domain/customer-kind.ts';
import type { Contract } from '#domain/session.ts';
import type { Queryable } from '../db/index.ts';

/**
 * What the cart's owner already holds, as the sale rules need it: whether
 * they buy as a new customer (spec 6: anonymous, or only K contracts), the
 * article codes of their ACTIVE products, and the end of their long-term
 * offer. Read from the customer's records, never from the session snapshot.
 */
export interface Holdings {
  newCustomer: boolean;
  /** Article codes of ACTIVE products on the customer's contracts (none for a new customer). */
  active: ReadonlySet<string>;
  /** The latest end of a long-term-offer contract ('YYYY-MM-DD'), or null. */
  ltoEndDate: string | null;
}

const NOTHING: Holdings = { newCustomer: true, active: new Set(), ltoEndDate: null };

interface HoldingRow {
  cgroupe: Contract['cgroupe'];
  lto_end_date: string | null;
  article_code: string | null;
  status: string | null;
}

export async function holdingsOf(db: Queryable, customerId: string | null): Promise<Holdings> {
  if (!customerId) return NOTHING;
  const { rows } = await db.query<HoldingRow>(
    `SELECT c.cgroupe, c.lto_end_date, p.article_code, p.status
       FROM contracts c LEFT JOIN contract_products p ON p.contract_id = c.id
      WHERE c.customer_id = $1`,
    [customerId],
  );
  if (isNewCustomer(rows)) return NOTHING;
  const active = new Set(rows.filter((row) => row.status === 'ACTIVE' && row.article_code !== null).map((row) => row.article_code as string));
  const ends = rows.map((row) => row.lto_end_date).filter((end): end is string => end !== null);
  return { newCustomer: false, active, ltoEndDate: ends.length > 0 ? ends.reduce((a, b) => (a > b ? a : b)) : null };
}
