import type { Bundle } from '#content-schema/index.ts';

/**
 * Spec 3 bundles with package "oneOf": the customer has one of their
 * products, not several (the standard or the premium plan of a service).
 * Adding an offer whose main article is in such a bundle, while the cart
 * holds another offer of the same bundle, asks the visitor to choose one
 * (the one-of choice modal of spec 2).
 */

export interface OneOfConflict {
  bundle: Bundle;
  /** Offers in the cart the added one would sit beside, by offer code. */
  rivals: string[];
}

/** The one-of bundle holding the article, if any. */
export function oneOfBundleOf(articleCode: string, bundles: readonly Bundle[]): Bundle | undefined {
  return bundles.find((bundle) => bundle.package === 'oneOf' && bundle.relationship.some((entry) => entry.articlecode === articleCode));
}

/**
 * The conflict of adding an offer (its main article) to a cart whose offers
 * have the given main articles: the offers of the same one-of bundle, or
 * null when there are none.
 */
export function oneOfConflict(
  added: { offerCode: string; articleCode: string },
  cartOffers: ReadonlyArray<{ offerCode: string; articleCode: string }>,
  bundles: readonly Bundle[],
): OneOfConflict | null {
  const bundle = oneOfBundleOf(added.articleCode, bundles);
  if (!bundle) return null;
  const members = new Set(bundle.relationship.map((entry) => entry.articlecode));
  const rivals = cartOffers.filter((line) => line.offerCode !== added.offerCode && members.has(line.articleCode)).map((line) => line.offerCode);
  return rivals.length > 0 ? { bundle, rivals } : null;
}
