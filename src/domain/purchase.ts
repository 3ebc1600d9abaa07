import dayjs from 'dayjs';
import { roundMoney } from './format.ts';
import type { ContractGroup, OperationType } from './session.ts';

/**
 * What a paid order does to the customer's contracts: which contract the
 * products go on (a new one for a customer who has only prospect contracts),
 * the products added or removed, commitments of long-term offers (LTO) and
 * the order's amount. Dates are calendar days 'YYYY-MM-DD'.
 */

export interface PurchaseItem {
  operationType: OperationType;
  offerCode: string;
  articleCode: string;
  /** Decimal text, the item's monthly price. */
  price: string;
  /** The offer's commitment in months (ltoduration > 0), null for a monthly offer. */
  ltoMonths: number | null;
}

export interface OwnedContract {
  id: string;
  cgroupe: ContractGroup;
  debabo: string;
  ltoEndDate: string | null;
}

export interface OwnedProduct {
  contractId: string;
  articleCode: string;
  commitmentEndDate: string | null;
}

export interface PurchaseInput {
  items: readonly PurchaseItem[];
  contracts: readonly OwnedContract[];
  products: readonly OwnedProduct[];
  /** A prepaid-category customer gets a prepaid contract (group P), others a subscription (C). */
  prepaidCustomer: boolean;
  today: string;
}

export interface PlannedProduct {
  articleCode: string;
  offerCode: string;
  fee: string;
  commitmentEndDate: string | null;
}

export interface PurchasePlan {
  contract: { existingId: string } | { create: { cgroupe: 'C' | 'P'; debabo: string } };
  /** Products put on the contract (an owned one with the same article code is replaced). */
  add: PlannedProduct[];
  /** Article codes the customer no longer has (items with operation D). */
  remove: string[];
  /** The contract's long-term offer after the purchase, or null when the purchase holds none. */
  lto: { duration: number; endDate: string } | null;
}

/**
 * Items that are bought: operation A, and B, a held product prolonged under a
 * long-term offer (it replaces the one held). D removes a product; V carries
 * no change of products.
 */
const isPurchase = (item: PurchaseItem) => item.operationType === 'A' || item.operationType === 'B';

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** Spec 6: a customer whose contracts are all K is a prospect; the purchase goes on their newest other contract. */
function targetContract(contracts: readonly OwnedContract[]): OwnedContract | undefined {
  return contracts
    .filter((contract) => contract.cgroupe !== 'K')
    .sort((a, b) => a.debabo.localeCompare(b.debabo) || Number(a.id) - Number(b.id))
    .at(-1);
}

/**
 * A long-term offer commits the customer for its months from today, or from
 * the end of the commitment the product is still under (a prolongation).
 */
function commitmentEnd(months: number, today: string, current: string | null): string {
  const start = current !== null && current > today ? current : today;
  return dayjs(start).add(months, 'month').format('YYYY-MM-DD');
}

export function planPurchase(input: PurchaseInput): PurchasePlan {
  const target = targetContract(input.contracts);
  const owned = (articleCode: string) =>
    target ? input.products.find((product) => product.contractId === target.id && product.articleCode === articleCode) : undefined;

  const add: PlannedProduct[] = [];
  let lto: PurchasePlan['lto'] = null;
  for (const item of input.items.filter(isPurchase)) {
    const months = item.ltoMonths !== null && item.ltoMonths > 0 ? item.ltoMonths : null;
    const commitmentEndDate = months === null ? null : commitmentEnd(months, input.today, owned(item.articleCode)?.commitmentEndDate ?? null);
    if (months !== null && commitmentEndDate !== null && (lto === null || commitmentEndDate > lto.endDate)) {
      lto = { duration: months, endDate: commitmentEndDate };
    }
    add.push({ articleCode: item.articleCode, offerCode: item.offerCode, fee: roundMoney(item.price).toFixed(2), commitmentEndDate });
  }
  // The contract's LTO never ends earlier than it already did.
  if (lto !== null) lto = { duration: lto.duration, endDate: later(lto.endDate, target?.ltoEndDate ?? null) ?? lto.endDate };

  const bought = new Set(add.map((product) => product.articleCode));
  const remove = [
    ...new Set(input.items.filter((item) => item.operationType === 'D' && !bought.has(item.articleCode)).map((item) => item.articleCode)),
  ];

  return {
    contract: target ? { existingId: target.id } : { create: { cgroupe: input.prepaidCustomer ? 'P' : 'C', debabo: input.today } },
    add,
    remove,
    lto,
  };
}
