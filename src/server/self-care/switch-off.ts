import { currentBillingPeriod, type Day } from '#domain/billing-period.ts';
import type { CurrentProduct } from '#domain/session.ts';
import { isSwitchOffRefusal, planSwitchOff, type SwitchOffPlan, type SwitchOffRefusal } from '#domain/switch-off.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable, Transaction } from '../db/index.ts';
import type { ResignationReason } from '#domain/resignation-reasons.ts';
import { CallError } from '../http/call-error.ts';
import { currentProductOf, heldProducts, type HeldProductRow } from './held-products.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/**
 * cart/verifySwitchOff, cart/switchOff and cart/unSwitchOff: a product of the
 * customer's goes off at the end of its contract's billing period, or stays
 * after all. Each change runs in one transaction over the customer's
 * row-locked products, and records why each product went off
 * (product_switch_offs), so keeping the product brings its add-ons back too.
 */

export interface ProductRef {
  contractId: string;
  articleCode: string;
}

export interface SwitchOffRequest extends ProductRef {
  /** Why the customer cancels (the reason-for-resignation sidebar); recorded on the product itself, not on its add-ons. */
  reason?: ResignationReason | undefined;
}

export interface SwitchOffContext {
  catalogue: Catalogue;
  customerId: string;
  today: Day;
}

const nameOf = (catalogue: Catalogue, articleCode: string) => catalogue.product(articleCode)?.articlename ?? articleCode;

function refusal(catalogue: Catalogue, refused: SwitchOffRefusal): CallError {
  switch (refused.reason) {
    case 'plannedOff':
      return new CallError(406, serviceMessages.alreadyPlannedOff(refused.endDate));
    case 'commitment':
      return new CallError(406, serviceMessages.underCommitment(nameOf(catalogue, refused.articleCode), refused.until));
    case 'notSwitchable':
      return new CallError(406, serviceMessages.notSwitchable);
  }
}

/** The customer's product on that contract; anything else (another customer's contract included) is not found. */
function findHeld(held: readonly HeldProductRow[], ref: ProductRef): HeldProductRow {
  const product = held.find((candidate) => candidate.contractId === ref.contractId && candidate.articleCode === ref.articleCode);
  if (!product) throw new CallError(404, serviceMessages.productNotFound);
  return product;
}

async function plan(db: Queryable, context: SwitchOffContext, ref: ProductRef, lock: boolean) {
  const { catalogue, customerId, today } = context;
  const held = await heldProducts(db, customerId, { lock });
  const target = findHeld(held, ref);
  const planned = planSwitchOff({
    target,
    held,
    bundles: catalogue.bundles,
    disabled: catalogue.product(target.articleCode)?.disabledowngrade ?? false,
    today,
    periodEnd: currentBillingPeriod(target.debabo as Day, today).end,
  });
  if (isSwitchOffRefusal(planned)) throw refusal(catalogue, planned);
  return planned;
}

export interface SwitchOffCheck {
  contractId: string;
  articleCode: string;
  endDate: Day;
  codes: string[];
}

const checkOf = (planned: SwitchOffPlan): SwitchOffCheck => ({
  contractId: planned.target.contractId,
  articleCode: planned.target.articleCode,
  endDate: planned.endDate,
  codes: [...new Set(planned.dependents.map((product) => product.articleCode))],
});

export async function verifySwitchOff(db: Queryable, context: SwitchOffContext, ref: ProductRef): Promise<SwitchOffCheck> {
  return checkOf(await plan(db, context, ref, false));
}

export async function switchOff(db: Transaction, context: SwitchOffContext, request: SwitchOffRequest, now: Date): Promise<CurrentProduct[]> {
  const { reason, ...ref } = request;
  return db.transaction(async (tx) => {
    const planned = await plan(tx, context, ref, true);
    const ids = [planned.target.id, ...planned.dependents.map((product) => product.id)];
    await tx.query(`UPDATE contract_products SET status = 'PLANNED_OFF', end_date = $2 WHERE id = ANY($1::bigint[])`, [ids, planned.endDate]);
    for (const id of ids) {
      const isTarget = id === planned.target.id;
      await tx.query(
        `INSERT INTO product_switch_offs (contract_product_id, caused_by, effective_date, requested_at, reason) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (contract_product_id)
         DO UPDATE SET caused_by = EXCLUDED.caused_by, effective_date = EXCLUDED.effective_date, requested_at = EXCLUDED.requested_at,
           reason = EXCLUDED.reason`,
        [id, isTarget ? null : planned.target.id, planned.endDate, now, isTarget ? (reason ?? null) : null],
      );
    }
    return (await heldProducts(tx, context.customerId)).map(currentProductOf);
  });
}

/**
 * The planned-off base package the product cannot work without: a bundle of
 * the product needs one of its bases, the customer holds some, none of them
 * ACTIVE. (Holding no base at all is not the customer's doing: not refused.)
 */
function plannedOffBase(catalogue: Catalogue, product: HeldProductRow, held: readonly HeldProductRow[]): HeldProductRow | null {
  for (const bundle of catalogue.bundles) {
    const bases = bundle.availablewithsomeactive;
    if (bases.length === 0 || !bundle.relationship.some((entry) => entry.articlecode === product.articleCode)) continue;
    const heldBases = held.filter((candidate) => bases.includes(candidate.articleCode));
    if (heldBases.length > 0 && !heldBases.some((base) => base.status === 'ACTIVE')) return heldBases[0]!;
  }
  return null;
}

export async function unSwitchOff(db: Transaction, context: SwitchOffContext, ref: ProductRef): Promise<CurrentProduct[]> {
  const { catalogue, customerId } = context;
  return db.transaction(async (tx) => {
    const held = await heldProducts(tx, customerId, { lock: true });
    const target = findHeld(held, ref);
    if (target.status !== 'PLANNED_OFF') throw new CallError(406, serviceMessages.nothingToRestore);
    const base = plannedOffBase(catalogue, target, held);
    if (base) throw new CallError(406, serviceMessages.restoreBaseFirst(nameOf(catalogue, base.articleCode)));

    // The add-ons that went off because of it come back with it.
    const { rows } = await tx.query<{ id: string }>(
      `SELECT s.contract_product_id::text AS id FROM product_switch_offs s
       JOIN contract_products p ON p.id = s.contract_product_id
       WHERE s.caused_by = $1 AND p.status = 'PLANNED_OFF'`,
      [target.id],
    );
    const ids = [target.id, ...rows.map((row) => row.id)];
    // A product a voucher gave free for some months is kept on at its regular fee (code_activations, migration 0019).
    await tx.query(
      `UPDATE contract_products p SET status = 'ACTIVE', end_date = NULL,
         fee = COALESCE((SELECT a.regular_fee FROM code_activations a WHERE a.contract_product_id = p.id), p.fee)
       WHERE p.id = ANY($1::bigint[])`,
      [ids],
    );
    await tx.query('DELETE FROM product_switch_offs WHERE contract_product_id = ANY($1::bigint[])', [ids]);
    return (await heldProducts(tx, customerId)).map(currentProductOf);
  });
}
