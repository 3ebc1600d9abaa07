import Decimal from 'decimal.js';

/**
 * The offer made to a customer who is about to cancel a product (spec 7
 * antiChurnOffer): the same product on a long-term offer (LTO) at a lower
 * monthly price than the customer pays now. Candidates are the catalogue's
 * ACTIVE offers of that article with an LTO duration, other than the offer
 * the customer already has; the lowest promotional price wins, then the
 * shorter commitment. No candidate cheaper than today's fee: no offer.
 */

export interface ChurnOfferCandidate {
  code: string;
  status: string;
  ltoduration: number | null;
  pricepromo: string;
  pricepromo2: string | null;
  pricebaselto: string | null;
  article: { articlecode: string };
}

export interface HeldForChurn {
  articleCode: string;
  offerCode: string;
  /** The monthly fee paid now (decimal text). */
  fee: string;
}

export interface AntiChurnChoice<O extends ChurnOfferCandidate> {
  offer: O;
  /** Monthly saving against today's fee during the promotional months (decimal text, 2 places). */
  monthlySaving: string;
}

export function antiChurnOffer<O extends ChurnOfferCandidate>(held: HeldForChurn, offers: readonly O[]): AntiChurnChoice<O> | null {
  const fee = new Decimal(held.fee);
  const candidates = offers
    .filter(
      (offer) =>
        offer.status === 'ACTIVE' &&
        (offer.ltoduration ?? 0) > 0 &&
        offer.article.articlecode === held.articleCode &&
        offer.code !== held.offerCode &&
        new Decimal(offer.pricepromo).lessThan(fee),
    )
    .sort((a, b) => new Decimal(a.pricepromo).comparedTo(b.pricepromo) || (a.ltoduration ?? 0) - (b.ltoduration ?? 0));
  const best = candidates[0];
  return best ? { offer: best, monthlySaving: fee.minus(best.pricepromo).toFixed(2) } : null;
}
