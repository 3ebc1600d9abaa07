import type { Bundle, Offer } from '#content-schema/index.ts';

/**
 * What the shop sells and how an offer becomes cart lines (spec sections 3
 * and 4): which offers are available, which are long-term offers (LTO),
 * which are main packages, which add-ons need a base package, and which
 * offer sells an article or a bundle on its own.
 */

type OfferStatus = Pick<Offer, 'status' | 'name'>;

/** Spec 4 "Available products": offers with status ACTIVE or a name containing _STARTER_. */
export function isOfferAvailable(offer: OfferStatus): boolean {
  return offer.status === 'ACTIVE' || offer.name.includes('_STARTER_');
}

/** Spec 4: the article codes of the available offers (main article and product list), each once. */
export function availableArticleCodes(offers: readonly Offer[]): string[] {
  return [...new Set(offers.filter(isOfferAvailable).flatMap((offer) => offerArticleCodes(offer)))];
}

/** A long-term offer commits the customer for `ltoduration` months; 0 or none is a monthly offer. */
export function isLtoOffer(offer: Pick<Offer, 'ltoduration'>): boolean {
  return (offer.ltoduration ?? 0) > 0;
}

/** The offer's main article first, then the other articles of its product list, each once. */
export function offerArticleCodes(offer: Pick<Offer, 'article' | 'productlist'>): string[] {
  return [...new Set([offer.article.articlecode, ...offer.productlist.map((product) => product.articlecode)])];
}

export interface OfferLine {
  articleCode: string;
  /** Decimal string. */
  price: string;
  /** Part of the product list, paid for by the main article's price. */
  included: boolean;
}

/**
 * The cart lines of an offer: its main article at the offer's promotional
 * price, the other articles of its product list included in that price
 * (0.00), as the offer tiles promise ("… w cenie").
 */
export function offerLines(offer: Pick<Offer, 'article' | 'productlist' | 'pricepromo'>): OfferLine[] {
  return offerArticleCodes(offer).map((articleCode, index) =>
    index === 0 ? { articleCode, price: offer.pricepromo, included: false } : { articleCode, price: '0.00', included: true },
  );
}

/** Article codes of the main packages: the products of bundles flagged main. */
export function mainArticleCodes(bundles: readonly Bundle[]): Set<string> {
  return new Set(bundles.filter((bundle) => bundle.ismain).flatMap((bundle) => bundle.relationship.map((entry) => entry.articlecode)));
}

/** A main package offer: its main article is a main bundle's product. One main package goes in a cart. */
export function isMainOffer(offer: Pick<Offer, 'article'>, bundles: readonly Bundle[]): boolean {
  return mainArticleCodes(bundles).has(offer.article.articlecode);
}

/**
 * The bundle whose base-package rule an article breaks: a bundle holding the
 * article that is sold only next to some of its `availablewithsomeactive`
 * packages, none of which is `present` (owned or in the cart).
 */
export function missingBaseBundle(articleCode: string, bundles: readonly Bundle[], present: ReadonlySet<string>): Bundle | undefined {
  return bundles.find(
    (bundle) =>
      bundle.availablewithsomeactive.length > 0 &&
      bundle.relationship.some((entry) => entry.articlecode === articleCode) &&
      !bundle.availablewithsomeactive.some((base) => present.has(base)),
  );
}

/**
 * Articles of `articleCodes` left without their base package once only
 * `owned` and the articles themselves are present; removing one may orphan
 * another, so it repeats until nothing changes.
 */
export function orphanedArticles(articleCodes: readonly string[], bundles: readonly Bundle[], owned: ReadonlySet<string>): string[] {
  let kept = [...articleCodes];
  const orphaned: string[] = [];
  for (;;) {
    const present = new Set([...owned, ...kept]);
    const lost = kept.filter((code) => missingBaseBundle(code, bundles, present) !== undefined);
    if (lost.length === 0) return orphaned;
    orphaned.push(...lost);
    kept = kept.filter((code) => !lost.includes(code));
  }
}

export type OfferKind = 'monthly' | 'lto';

/**
 * The available offer that sells an article on its own: the offer whose main
 * article it is, of the preferred kind when there is one, else of the other;
 * catalogue order decides between equals.
 */
export function offerForArticle(offers: readonly Offer[], articleCode: string, preferred: OfferKind = 'monthly'): Offer | undefined {
  const candidates = offers.filter((offer) => isOfferAvailable(offer) && offer.article.articlecode === articleCode);
  const ofKind = (kind: OfferKind) => candidates.find((offer) => isLtoOffer(offer) === (kind === 'lto'));
  return ofKind(preferred) ?? ofKind(preferred === 'lto' ? 'monthly' : 'lto');
}

/**
 * The offer that sells a bundle: for the bundle's products in order, the
 * first one an available offer sells, monthly first for a monthly bundle and
 * long-term first for an LTO-only bundle.
 */
export function offerForBundle(bundle: Bundle, offers: readonly Offer[]): Offer | undefined {
  const preferred: OfferKind = bundle.lto && !bundle.monthly ? 'lto' : 'monthly';
  for (const { articlecode } of bundle.relationship) {
    const offer = offerForArticle(offers, articlecode, preferred);
    if (offer) return offer;
  }
  return undefined;
}
