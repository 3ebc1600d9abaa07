import type { ContractGroup, OperationType } from '#domain/session.ts';
import { planPurchase } from '#domain/purchase.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { polishDay } from '#domain/billing-period.ts';
import { freeUntil } from '#domain/voucher-activation.ts';

/**
 * A paid order takes effect: the cart's items become the customer's contract
 * products (src/domain/purchase.ts says how), on a new contract for a
 * customer who had only prospect contracts. Answers the contract's id.
 */
export async function fulfilOrder(db: Queryable, catalogue: Catalogue, order: { customerId: string; cartId: string }, now: Date): Promise<string> {
  const [items, contracts, products, customer] = await Promise.all([
    db.query<{ operation_type: OperationType; offer_code: string; article_code: string; price: string }>(
      'SELECT operation_type, offer_code, article_code, price FROM cart_items WHERE cart_id = $1 ORDER BY id',
      [order.cartId],
    ),
    db.query<{ id: string; cgroupe: ContractGroup; debabo: string; lto_end_date: string | null }>(
      'SELECT id::text AS id, cgroupe, debabo, lto_end_date FROM contracts WHERE customer_id = $1 FOR UPDATE',
      [order.customerId],
    ),
    db.query<{ contract_id: string; article_code: string; commitment_end_date: string | null }>(
      `SELECT p.contract_id::text AS contract_id, p.article_code, p.commitment_end_date
       FROM contract_products p JOIN contracts c ON c.id = p.contract_id WHERE c.customer_id = $1`,
      [order.customerId],
    ),
    db.query<{ prepaid_category: string | null }>('SELECT prepaid_category FROM customers WHERE id = $1', [order.customerId]),
  ]);

  const today = polishDay(now);
  const plan = planPurchase({
    items: items.rows.map((item) => ({
      operationType: item.operation_type,
      offerCode: item.offer_code,
      articleCode: item.article_code,
      price: item.price,
      ltoMonths: catalogue.offer(item.offer_code)?.ltoduration ?? null,
    })),
    contracts: contracts.rows.map((row) => ({ id: row.id, cgroupe: row.cgroupe, debabo: row.debabo, ltoEndDate: row.lto_end_date })),
    products: products.rows.map((row) => ({
      contractId: row.contract_id,
      articleCode: row.article_code,
      commitmentEndDate: row.commitment_end_date,
    })),
    prepaidCustomer: customer.rows[0]?.prepaid_category != null,
    today,
  });

  let contractId: string;
  if ('existingId' in plan.contract) contractId = plan.contract.existingId;
  else {
    const created = await db.query<{ id: string }>(
      `INSERT INTO contracts (customer_id, cgroupe, debabo, corig) VALUES ($1, $2, $3, 'PORTAL') RETURNING id::text AS id`,
      [order.customerId, plan.contract.create.cgroupe, plan.contract.create.debabo],
    );
    contractId = created.rows[0]?.id ?? '';
  }

  for (const product of plan.add) {
    // A product bought again is active again; a commitment it is under is never shortened.
    await db.query(
      `INSERT INTO contract_products (contract_id, article_code, offer_code, status, end_date, fee, commitment_end_date)
       VALUES ($1, $2, $3, 'ACTIVE', NULL, $4, $5)
       ON CONFLICT (contract_id, article_code) DO UPDATE SET offer_code = EXCLUDED.offer_code, status = 'ACTIVE', end_date = NULL,
         fee = EXCLUDED.fee, commitment_end_date = GREATEST(EXCLUDED.commitment_end_date, contract_products.commitment_end_date)`,
      [contractId, product.articleCode, product.offerCode, product.fee, product.commitmentEndDate],
    );
  }
  if (plan.remove.length > 0) {
    await db.query(
      `DELETE FROM contract_products p USING contracts c WHERE p.contract_id = c.id AND c.customer_id = $1 AND p.article_code = ANY($2::text[])`,
      [order.customerId, plan.remove],
    );
  }
  await applyVoucherActivations(db, order, contractId, today);
  if (plan.lto) {
    await db.query('UPDATE contracts SET lto_duration = $2, lto_end_date = $3 WHERE id = $1', [contractId, plan.lto.duration, plan.lto.endDate]);
  }
  return contractId;
}

/**
 * A voucher activated into the cart (src/server/vouchers): the product the
 * order gives is free for the code's months from today, then planned off,
 * as one activated into the services is; the activation now names it.
 */
async function applyVoucherActivations(
  db: Queryable,
  order: { customerId: string; cartId: string },
  contractId: string,
  today: string,
): Promise<void> {
  const { rows } = await db.query<{ id: string; article_code: string; months: number }>(
    `SELECT a.id::text AS id, a.article_code, c.months FROM code_activations a JOIN activation_codes c ON c.code = a.code
      WHERE a.cart_id = $1 AND a.customer_id = $2 AND a.outcome = 'CART' AND a.contract_product_id IS NULL`,
    [order.cartId, order.customerId],
  );
  for (const activation of rows) {
    const until = freeUntil(today, activation.months);
    const product = await db.query<{ id: string }>(
      `UPDATE contract_products SET status = 'PLANNED_OFF', end_date = $3, fee = 0 WHERE contract_id = $1 AND article_code = $2 RETURNING id::text AS id`,
      [contractId, activation.article_code, until],
    );
    const productId = product.rows[0]?.id;
    if (productId)
      await db.query('UPDATE code_activations SET contract_product_id = $2, free_until = $3 WHERE id = $1', [activation.id, productId, until]);
  }
}
