import type { Offer } from '#content-schema/commerce.ts';
import { isOfferAvailable } from '#domain/available-offers.ts';
import { offerLink, offerTitle, pickOffers } from '../_shared/offers.ts';

export type SlideContent = {
  offerCode: string;
  badge?: string | undefined;
  image?: { src: string; width: number; height: number; alt: string } | undefined;
};

/** A slide as rendered: the content's slide with its offer. */
export type Slide = SlideContent & { offer: Offer; title: string; href: string };

/**
 * The slides in the given order, with their offers; offers not for sale are
 * left out (spec 4, available products). A code missing from the content
 * fails the build, as in every offer block.
 */
export function slidesInOrder(
  order: readonly string[],
  slides: readonly SlideContent[],
  offers: readonly Offer[],
  targetUrl: string,
  where: string,
): Slide[] {
  const byCode = new Map(slides.map((slide) => [slide.offerCode, slide]));
  return pickOffers(order, offers, where)
    .filter(isOfferAvailable)
    .map((offer) => ({ ...byCode.get(offer.code)!, offer, title: offerTitle(offer), href: offerLink(targetUrl, offer.code) }));
}

/** What analytics learns of a slide (src/analytics/ab-exposure.ts): the offer code as id, its title, price and place. */
export const slideAnalytics = (slide: Slide, index: number): string =>
  JSON.stringify({ id: slide.offer.code, title: slide.title, price: slide.offer.pricepromo, position: index + 1 });
