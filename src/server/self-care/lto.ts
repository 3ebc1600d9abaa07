import type { Day } from '#domain/billing-period.ts';
import { ltoDates, type LtoDates } from '#domain/lto-dates.ts';
import { prolongationCartData, type ProlongationCartData } from '#domain/lto-prolongation.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { heldProducts, type HeldProductRow } from './held-products.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/**
 * lto/getEndDate and lto/getLtoProlongateCartData: the customer's long-term
 * offer (a contract with an LTO end date; the one ending last, as the
 * session shows it) and its prolongation (rules in domain/lto-dates.ts and
 * domain/lto-prolongation.ts).
 */

export interface LtoContext {
  catalogue: Catalogue;
  customerId: string;
  today: Day;
}

const onLto = (product: HeldProductRow) => product.ltoEndDate !== null && product.ltoDuration !== null;

/** The products of the LTO contract ending last. */
function currentLto(held: readonly HeldProductRow[]): HeldProductRow[] {
  const last = held
    .filter(onLto)
    .sort((a, b) => (a.ltoEndDate ?? '').localeCompare(b.ltoEndDate ?? '') || Number(a.contractId) - Number(b.contractId))
    .at(-1);
  return last ? held.filter((product) => product.contractId === last.contractId) : [];
}

export async function ltoEndDateFor(db: Queryable, context: LtoContext): Promise<LtoDates> {
  const { catalogue, customerId, today } = context;
  const products = currentLto(await heldProducts(db, customerId));
  const contract = products[0];
  if (!contract) return ltoDates(null, null, today);
  // A prolongation lasts as long as the LTO offer of the contract's products; the contract's own duration otherwise.
  const offerMonths = products.map((product) => catalogue.offer(product.offerCode)?.ltoduration ?? 0).find((months) => months > 0);
  return ltoDates({ endDate: contract.ltoEndDate!, duration: contract.ltoDuration! }, offerMonths ?? null, today);
}

export async function ltoProlongationFor(db: Queryable, context: LtoContext, duration: number): Promise<ProlongationCartData> {
  const { catalogue, customerId } = context;
  const codes = (await heldProducts(db, customerId))
    .filter((product) => onLto(product) && product.status === 'ACTIVE')
    .map((product) => product.articleCode);
  if (codes.length === 0) throw new CallError(366, serviceMessages.noLto);
  const data = prolongationCartData(codes, duration, catalogue.offers, catalogue.bundles);
  if (!data) throw new CallError(366, serviceMessages.noProlongation(duration));
  return data;
}
