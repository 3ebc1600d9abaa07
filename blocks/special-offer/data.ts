import type block from './block.ts';
import type { BlockProps } from '#registry/define-block.ts';
import { offerForArticle } from '#domain/available-offers.ts';
import { getEventConfigs, getOffers } from '#content/queries.ts';
import { loadShopCatalogue } from '#shop/load-catalogue.ts';
import { pickOffers } from '../_shared/offers.ts';

/**
 * Build time: the offers the button adds – the listed codes (a missing code
 * fails the build), or the offer selling the event's article. An event
 * without a configuration, or whose article nothing sells, gets no offers:
 * the block then says „Brak konfiguracji” (spec 8). With them come the
 * bundles they belong to, for the rule of who may buy them.
 */
export default async function specialOfferData(props: BlockProps<typeof block>) {
  const [offers, events, catalogue] = await Promise.all([getOffers(), getEventConfigs(), loadShopCatalogue()]);
  pickOffers(props.offerCodes, offers, 'Blok „Oferta specjalna”');
  const event = props.eventId ? events.find((candidate) => candidate.id === props.eventId) : undefined;
  const eventOffer = event ? offerForArticle(offers, event.articleCode) : undefined;
  const codes = props.eventId ? (eventOffer ? [eventOffer.code] : []) : props.offerCodes;
  const sold = catalogue.offers.filter((offer) => codes.includes(offer.code));
  const articles = new Set(sold.flatMap((offer) => offer.articleCodes));
  return {
    offers: sold,
    /** Only the bundles of these offers: their base-package rules decide who may buy them. */
    bundles: catalogue.bundles.filter((bundle) => bundle.relationship.some((entry) => articles.has(entry.articlecode))),
    event: event ? { id: event.id, articleCode: event.articleCode } : null,
    stages: catalogue.stages,
  };
}
