import type { Bundle } from '#content-schema/index.ts';
import { missingBaseBundle } from '#domain/available-offers.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { heldArticles } from '#domain/customer-kind.ts';
import type { Session } from '#domain/session.ts';
import type { ShopOffer } from './catalogue.ts';
import { shopTexts } from './texts.ts';

/**
 * Where an offer stands for the visitor: already theirs (an ACTIVE product
 * with its main article), in the cart, waiting for a base package it needs
 * (spec 3 bundle availablewithsomeactive), or available to add.
 */
export type OfferState = { kind: 'owned' } | { kind: 'inCart' } | { kind: 'needsBase'; reason: string } | { kind: 'available' };

export function offerStateOf(
  offer: ShopOffer,
  session: Pick<Session, 'currentProducts' | 'contracts' | 'cart'>,
  bundles: readonly Bundle[],
): OfferState {
  const active = heldArticles(session.contracts, session.currentProducts);
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

/**
 * Why the visitor cannot buy a landing page's special offers, or null. The
 * landing flow (spec 4) empties the cart before it adds them, so they must
 * stand on their own next to what the visitor holds: none already held, and
 * each add-on's base package held or among them. Checked before anything
 * changes: a visitor the sale rules would refuse keeps the cart and is told
 * why, in the words the customer API would use.
 */
export function specialOfferObstacle(
  offers: ReadonlyArray<Pick<ShopOffer, 'title' | 'articleCode' | 'articleCodes'>>,
  session: Pick<Session, 'currentProducts' | 'contracts'>,
  bundles: readonly Bundle[],
): string | null {
  const held = new Set(heldArticles(session.contracts, session.currentProducts));
  const owned = offers.find((offer) => held.has(offer.articleCode));
  if (owned) return cartMessages.alreadyOwned(owned.title);
  const present = new Set([...held, ...offers.flatMap((offer) => offer.articleCodes)]);
  for (const offer of offers) {
    const missing = missingBaseBundle(offer.articleCode, bundles, present);
    if (missing) return missing.noneactivetooltip || cartMessages.missingBase(offer.title);
  }
  return null;
}
