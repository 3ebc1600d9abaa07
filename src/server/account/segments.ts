import dayjs from 'dayjs';
import { customerSegments, streetKey, type SegmentContract } from '#domain/segments.ts';
import type { PrepaidCategory } from '#domain/session.ts';
import type { Queryable } from '../db/index.ts';

/** The facts behind a customer's segments, read from their records (rule: src/domain/segments.ts). */

interface CustomerRow {
  numabo: string | null;
  numabont: string | null;
}

interface ContractRow {
  cgroupe: SegmentContract['cgroupe'];
  finabo: string | null;
  lto_end_date: string | null;
}

export interface SubscriberNumbers {
  numabo: string | null;
  numabont: string | null;
}

export async function subscriberNumbersOf(db: Queryable, customerId: string): Promise<SubscriberNumbers | null> {
  const { rows } = await db.query<CustomerRow>('SELECT numabo, numabont FROM customers WHERE id = $1', [customerId]);
  const row = rows[0];
  return row ? { numabo: row.numabo, numabont: row.numabont } : null;
}

/** Whether the main address is in the fibre range (postal code and street key in ftth_coverage). */
async function inFtthRange(db: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await db.query<{ street: string; postal_code: string }>(
    `SELECT street, postal_code FROM addresses WHERE customer_id = $1 AND kind = 'MAIN'`,
    [customerId],
  );
  const address = rows[0];
  if (!address) return false;
  const covered = await db.query('SELECT 1 FROM ftth_coverage WHERE postal_code = $1 AND street_key = $2', [
    address.postal_code,
    streetKey(address.street),
  ]);
  return covered.rowCount > 0;
}

export async function segmentsOf(db: Queryable, customerId: string, now: Date): Promise<{ segmentCode: string }[]> {
  const [customer, contracts, ftthCovered] = await Promise.all([
    db.query<{ prepaid_category: PrepaidCategory | null }>('SELECT prepaid_category FROM customers WHERE id = $1', [customerId]),
    db.query<ContractRow>('SELECT cgroupe, finabo, lto_end_date FROM contracts WHERE customer_id = $1', [customerId]),
    inFtthRange(db, customerId),
  ]);
  const segments = customerSegments({
    contracts: contracts.rows.map((row) => ({ cgroupe: row.cgroupe, finabo: row.finabo, ltoEndDate: row.lto_end_date })),
    prepaidCategory: customer.rows[0]?.prepaid_category ?? null,
    ftthCovered,
    today: dayjs(now).format('YYYY-MM-DD'),
  });
  return segments.map((segmentCode) => ({ segmentCode }));
}
