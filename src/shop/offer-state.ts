import type { Bundle } from '../../content-schema/index.ts';
import { missingBaseBundle } from '../domain/available-offers.ts';
import type { Session } from '../domain/session-defaults.ts';
import type { ShopOffer } from './catalogue.ts';
import { shopTexts } from './texts.ts';

/**
 * Where an offer stands for the visitor: already theirs (an ACTIVE product
 * with its main article), in the cart, waiting for a base package it needs
 * (spec 3 bundle availablewithsomeactive), or available to add.
 */
export type OfferState = { kind: 'owned' } | { kind: 'inCart' } | { kind: 'needsBase'; reason: string } | { kind: 'available' };

export function offerStateOf(offer: ShopOffer, session: Pick<Session, 'currentProducts' | 'cart'>, bundles: readonly Bundle[]): OfferState {
  const active = session.currentProducts.filter((product) => product.status === 'ACTIVE').map((product) => product.articleCode);
  if (active.includes(offer.articleCode)) return { kind: 'owned' };
  const bought = session.cart.items.filter((item) => item.operationType === 'A');
  if (bought.some((item) => item.offerCode === offer.code)) return { kind: 'inCart' };
  const missing = missingBaseBundle(offer.articleCode, bundles, new Set([...active, ...bought.map((item) => item.articleCode)]));
  if (missing) return { kind: 'needsBase', reason: missing.noneactivetooltip || shopTexts.offers.needsBase };
  return { kind: 'available' };
}

/** The offer a link asked for (?oferta=CODE), if the shop sells it. */
export function preselectedOffer(code: string | null, offers: readonly ShopOffer[]): ShopOffer | undefined {
  return code ? offers.find((offer) => offer.code === code) : undefined;
}
