import Decimal from 'decimal.js';
import type { Offer } from '#content-schema/commerce.ts';

/** How offer blocks present an offer; shared by offer-tiles and offer-comparison. */

const months = new Intl.PluralRules('pl-PL');
const monthWord = { one: 'miesiąc', few: 'miesiące', many: 'miesięcy', other: 'miesiąca' } as const;

/** „Umowa na 12 miesięcy” for a long-term offer, „Bez zobowiązania” otherwise. */
export function commitmentText(ltoduration: number | null): string {
  if (!ltoduration || ltoduration <= 0) return 'Bez zobowiązania';
  const form = months.select(ltoduration) as keyof typeof monthWord;
  return `Umowa na ${ltoduration} ${monthWord[form] ?? monthWord.other}`;
}

/** The name customers know the offer by. */
export const offerTitle = (offer: Offer): string => offer.article.packagetitle || offer.name;

/** The regular price to strike through, only when it is above the promotional one. */
export function regularPrice(offer: Pick<Offer, 'pricepromo' | 'pricebaselto'>): string | null {
  if (!offer.pricebaselto) return null;
  return new Decimal(offer.pricebaselto).greaterThan(offer.pricepromo) ? offer.pricebaselto : null;
}

/**
 * The offers an editor picked, in the editor's order. A code missing from the
 * content fails the build: a page must never silently lose an offer.
 */
export function pickOffers(codes: readonly string[], offers: readonly Offer[], where: string): Offer[] {
  const byCode = new Map(offers.map((o) => [o.code, o]));
  return codes.map((code) => {
    const offer = byCode.get(code);
    if (!offer) throw new Error(`${where}: nieznany kod oferty „${code}” – takiej oferty nie ma w treściach`);
    return offer;
  });
}

/** Link to the purchase configurator with the offer preselected. */
export function offerLink(target: string, code: string): string {
  const [path, query = ''] = target.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('oferta', code);
  return `${path}?${params.toString()}`;
}
