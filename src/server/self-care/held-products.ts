import type { CurrentProduct } from '#domain/session.ts';
import type { HeldProduct } from '#domain/switch-off.ts';
import type { Queryable } from '../db/index.ts';
import type { ProductRow } from '../customers/customer-session.ts';

/**
 * The products a customer holds on their contracts, with what the service
 * calls need of each contract (billing day, long-term offer), in the order
 * the session lists them (oldest contract first).
 */

export interface HeldProductRow extends HeldProduct {
  offerCode: string;
  /** Decimal text. */
  fee: string;
  /** The contract's start day: its billing day of the month. */
  debabo: string;
  cgroupe: string;
  ltoEndDate: string | null;
  ltoDuration: number | null;
}

/** A contract product row (as the session reads it) with its contract's dates. */
interface Row extends ProductRow {
  id: string;
  debabo: string;
  cgroupe: string;
  lto_end_date: string | null;
  lto_duration: number | null;
}

/**
 * The customer's products. `lock` row-locks them until the transaction ends,
 * so changes to one customer's products (and the rules that look at all of
 * them) apply one after the other.
 */
export async function heldProducts(db: Queryable, customerId: string, options: { lock?: boolean } = {}): Promise<HeldProductRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT p.id::text AS id, p.contract_id::text AS contract_id, p.article_code, p.offer_code, p.status, p.end_date, p.fee,
            p.commitment_end_date, c.debabo, c.cgroupe, c.lto_end_date, c.lto_duration
     FROM contract_products p JOIN contracts c ON c.id = p.contract_id
     WHERE c.customer_id = $1 ORDER BY c.debabo, c.id, p.id${options.lock ? ' FOR UPDATE OF p' : ''}`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    contractId: row.contract_id,
    articleCode: row.article_code,
    offerCode: row.offer_code,
    status: row.status,
    endDate: row.end_date,
    fee: row.fee,
    commitmentEndDate: row.commitment_end_date,
    debabo: row.debabo,
    cgroupe: row.cgroupe,
    ltoEndDate: row.lto_end_date,
    ltoDuration: row.lto_duration,
  }));
}

/** The session's shape of a held product (spec 3 "Current product"). */
export function currentProductOf(product: HeldProductRow): CurrentProduct {
  return {
    articleCode: product.articleCode,
    offerCode: product.offerCode,
    contractId: product.contractId,
    status: product.status,
    endDate: product.endDate,
    fee: product.fee,
    commitmentEndDate: product.commitmentEndDate,
  };
}

export async function currentProducts(db: Queryable, customerId: string): Promise<CurrentProduct[]> {
  return (await heldProducts(db, customerId)).map(currentProductOf);
}
