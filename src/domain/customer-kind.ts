import type { Contract, CurrentProduct } from './session.ts';

/**
 * Spec 6: contract group K is a prospect-type contract; a customer whose
 * contracts are all K (or who has none) is treated like a non-customer and
 * buys as a new customer. Groups C, M, P, T, V, J mark an existing customer.
 */

export const PROSPECT_GROUP = 'K';

export function isNewCustomer(contracts: readonly Pick<Contract, 'cgroupe'>[]): boolean {
  return contracts.every((contract) => contract.cgroupe === PROSPECT_GROUP);
}

/** Contract group P: a prepaid contract, whose account balance the customer tops up and spends. */
export const PREPAID_GROUP = 'P';

export function isPrepaidCustomer(contracts: readonly Pick<Contract, 'cgroupe'>[]): boolean {
  return contracts.some((contract) => contract.cgroupe === PREPAID_GROUP);
}

/**
 * The article codes a customer holds as the sale rules count them: their
 * ACTIVE products; none for a customer who buys as a new one.
 */
export function heldArticles(
  contracts: readonly Pick<Contract, 'cgroupe'>[],
  products: readonly Pick<CurrentProduct, 'articleCode' | 'status'>[],
): string[] {
  if (isNewCustomer(contracts)) return [];
  return products.filter((product) => product.status === 'ACTIVE').map((product) => product.articleCode);
}
