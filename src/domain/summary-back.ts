/**
 * Spec 2 "Back from summary": the cart goes back to the previous stage, then
 * the visitor goes to the first of these that applies:
 * 1. the activate-box page, in a set-top-box activation flow (restoreActivation);
 * 2. a saved return address (the main package page they chose the offer on);
 * 3. my account or my services, for a visitor who came from self-care
 *    (my account for prepaid NEWSALES customers): that ends the flow started
 *    there, so the session's fromSelfcare is cleared (endsSelfcare);
 * 4. the select-package page, while the cart holds something to go back to;
 * 5. otherwise the main package page, after the cart is cleared.
 */

export interface SummaryBackInput {
  restoreActivation: boolean;
  savedReturnUrl: string | null;
  fromSelfcare: boolean;
  prepaidCategory: string | null;
  cartHasItems: boolean;
  urls: { activateBox: string; selectPackage: string; mainPackage: string; myAccount: string; myServices: string };
}

export type SummaryBack = { url: string; clearCart: boolean; endsSelfcare?: true };

export function summaryBackTarget(input: SummaryBackInput): SummaryBack {
  const { urls } = input;
  if (input.restoreActivation) return { url: urls.activateBox, clearCart: false };
  if (input.savedReturnUrl) return { url: input.savedReturnUrl, clearCart: false };
  if (input.fromSelfcare) return { url: input.prepaidCategory === 'NEWSALES' ? urls.myAccount : urls.myServices, clearCart: false, endsSelfcare: true };
  if (input.cartHasItems) return { url: urls.selectPackage, clearCart: false };
  return { url: urls.mainPackage, clearCart: true };
}

/** The url of a sale stage, from the content system's ordered list. */
export function stageUrl(stages: ReadonlyArray<{ stage: string; url: string }>, stage: string): string | undefined {
  return stages.find((entry) => entry.stage === stage)?.url;
}
