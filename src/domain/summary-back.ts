/**
 * Spec 2 "Back from summary": the cart goes back to the previous stage, then
 * the visitor goes to the first of these that applies:
 * 1. the activate-box page, in a set-top-box activation flow (restoreActivation);
 * 2. a saved return address (the main package page they chose the offer on);
 * 3. my account or my services, for a visitor who came from self-care
 *    (my account for prepaid NEWSALES customers: a prepaid contract, group P,
 *    and the category NEWSALES; every session's category defaults to
 *    NEWSALES, spec 3, so the category alone does not make a customer a
 *    prepaid one): that ends the flow started
 *    there, so the session's fromSelfcare is cleared (endsSelfcare);
 * 4. the select-package page, while the cart holds something to go back to;
 * 5. otherwise the main package page, after the cart is cleared.
 */

export interface SummaryBackInput {
  restoreActivation: boolean;
  savedReturnUrl: string | null;
  fromSelfcare: boolean;
  prepaidCategory: string | null;
  /** The customer holds a current prepaid contract (isPrepaidCustomer). */
  prepaid: boolean;
  cartHasItems: boolean;
  urls: { activateBox: string; selectPackage: string; mainPackage: string; myAccount: string; myServices: string };
}

export type SummaryBack = { url: string; clearCart: boolean; endsSelfcare?: true };

export function summaryBackTarget(input: SummaryBackInput): SummaryBack {
  const { urls } = input;
  if (input.restoreActivation) return { url: urls.activateBox, clearCart: false };
  if (input.savedReturnUrl) return { url: input.savedReturnUrl, clearCart: false };
  if (input.fromSelfcare) {
    const prepaidNewSale = input.prepaid && input.prepaidCategory === 'NEWSALES';
    return { url: prepaidNewSale ? urls.myAccount : urls.myServices, clearCart: false, endsSelfcare: true };
  }
  if (input.cartHasItems) return { url: urls.selectPackage, clearCart: false };
  return { url: urls.mainPackage, clearCart: true };
}

/** A prepaid customer (spec 1, 6): a current contract of group P, as the customer's segments count it (segments.ts). */
export function isPrepaidCustomer(contracts: ReadonlyArray<{ cgroupe: string; finabo: string | null }>, today: string): boolean {
  // ISO dates compare as text; a contract ending today still counts today.
  return contracts.some((contract) => contract.cgroupe === 'P' && (contract.finabo === null || contract.finabo >= today));
}

/** The url of a sale stage, from the content system's ordered list. */
export function stageUrl(stages: ReadonlyArray<{ stage: string; url: string }>, stage: string): string | undefined {
  return stages.find((entry) => entry.stage === stage)?.url;
}
