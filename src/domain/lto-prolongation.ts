import Decimal from 'decimal.js';

/**
 * What prolonging a customer's long-term offer (LTO) for a given number of
 * months consists of (spec 7 lto/getLtoProlongateCartData): for every article
 * the customer holds on an LTO, the catalogue's ACTIVE offer of that article
 * with exactly that duration (the cheapest when several), added to the LTO
 * cart as an A item at the offer's promotional price; the LTO bundles of the
 * offers' main articles; the article codes prolonged. An article that is part
 * of a chosen offer's product list (Prestiż brings FC91) needs no offer of its
 * own. When any held LTO article has no such offer there is no prolongation
 * for that duration.
 */

export interface ProlongationOffer {
  code: string;
  status: string;
  ltoduration: number | null;
  pricepromo: string;
  productlist: ReadonlyArray<{ articlecode: string }>;
  article: { articlecode: string };
}

export interface ProlongationBundle {
  id: string;
  lto: boolean;
  relationship: ReadonlyArray<{ articlecode: string }>;
}

export interface ProlongationCartItem {
  operationType: 'A';
  offerCode: string;
  articleCode: string;
  /** Decimal text with two places. */
  price: string;
}

export interface ProlongationCartData {
  bundles: string[];
  articleCodes: string[];
  cartItems: ProlongationCartItem[];
}

const byPrice = (a: ProlongationOffer, b: ProlongationOffer) => new Decimal(a.pricepromo).comparedTo(b.pricepromo) || a.code.localeCompare(b.code);

export function prolongationCartData(
  ltoCodes: readonly string[],
  duration: number,
  offers: readonly ProlongationOffer[],
  bundles: readonly ProlongationBundle[],
): ProlongationCartData | null {
  const codes = [...new Set(ltoCodes)];
  if (codes.length === 0) return null;
  const candidates = offers.filter((offer) => offer.status === 'ACTIVE' && offer.ltoduration === duration);
  const covered = new Set<string>();
  const chosen: ProlongationOffer[] = [];
  for (const code of codes) {
    if (covered.has(code)) continue;
    const offer = candidates.filter((candidate) => candidate.article.articlecode === code).sort(byPrice)[0];
    if (!offer) continue;
    chosen.push(offer);
    covered.add(code);
    for (const entry of offer.productlist) covered.add(entry.articlecode);
  }
  if (codes.some((code) => !covered.has(code))) return null;

  const mainCodes = chosen.map((offer) => offer.article.articlecode);
  return {
    bundles: bundles
      .filter((bundle) => bundle.lto && bundle.relationship.some((entry) => mainCodes.includes(entry.articlecode)))
      .map((bundle) => bundle.id),
    articleCodes: codes,
    cartItems: chosen.map((offer) => ({
      operationType: 'A',
      offerCode: offer.code,
      articleCode: offer.article.articlecode,
      price: new Decimal(offer.pricepromo).toFixed(2),
    })),
  };
}
