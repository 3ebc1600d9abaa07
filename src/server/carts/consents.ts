import { isDeepStrictEqual } from 'node:util';
import type { Offer } from '#content-schema/index.ts';
import { isLtoOffer } from '#domain/available-offers.ts';
import { polishDay } from '#domain/billing-period.ts';
import { appliedDiscount, possibleDiscount, type PossibleDiscount } from '#domain/cart-discount.ts';
import { nextLtoEndDate } from '#domain/lto-period.ts';
import { mergeSaleConsents } from '#domain/sale-consents.ts';
import type { Cart, Consent } from '#domain/session.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { CallError } from '../http/call-error.ts';
import { shownKind, type CartCall, type CartOutcome } from './context.ts';
import { holdingsOf } from './holdings.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { activeCarts, awaitsOrder, cartView, kindOf, reviseCart } from './store.ts';

/**
 * The sale consents of the cart the session shows
 * (updateOrderByConsentsChanges) and the discount they unlock
 * (cart/getPossibleDiscount).
 */

const offerOf = (catalogue: Catalogue) => (code: string) => catalogue.offer(code);

/** The sale-consent discount of the cart the session shows; none for the empty cart. */
export function discountOf(catalogue: Catalogue, shown: Cart): PossibleDiscount {
  return possibleDiscount(shown.items, shown.consents, offerOf(catalogue));
}

export interface ConsentsChange {
  cart: Cart;
  discount: PossibleDiscount;
  nextLtoEndDate: string | null;
}

/**
 * The end of the LTO cart's commitment: the longest long-term offer in it,
 * run on from the customer's current commitment for a prolongation (items B),
 * else from today.
 */
async function ltoEndOf(call: CartCall, cart: Cart): Promise<string | null> {
  const offers = cart.items
    .filter((item) => item.operationType === 'A' || item.operationType === 'B')
    .map((item) => call.catalogue.offer(item.offerCode))
    .filter((offer): offer is Offer => offer !== undefined && isLtoOffer(offer));
  if (offers.length === 0) return null;
  const months = Math.max(...offers.map((offer) => offer.ltoduration ?? 0));
  const prolongation = cart.items.some((item) => item.operationType === 'B');
  const currentEnd = prolongation ? (await holdingsOf(call.tx, call.owner.customerId)).ltoEndDate : null;
  return nextLtoEndDate(polishDay(call.now), months, currentEnd);
}

export async function changeSaleConsents(
  call: CartCall,
  changes: readonly Pick<Consent, 'cconsent' | 'value'>[],
): Promise<CartOutcome<ConsentsChange>> {
  const { tx, catalogue, now, owner, flags } = call;
  const locked = (await activeCarts(tx, owner, { lock: true })).find((cart) => kindOf(cart) === shownKind(flags));
  if (!locked) throw new CallError(404, cartMessages.noCartForConsents);
  if (awaitsOrder(locked)) throw new CallError(324, cartMessages.orderPending);

  const current = (await cartView(tx, locked)).consents;
  const merged = mergeSaleConsents(current, changes);
  const changed = merged.filter((consent) => !current.some((stored) => isDeepStrictEqual(stored, consent)));
  for (const consent of changed) {
    await tx.query(
      `INSERT INTO consents (cart_id, code, value, indiscount, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (cart_id, code) WHERE cart_id IS NOT NULL
       DO UPDATE SET value = EXCLUDED.value, indiscount = EXCLUDED.indiscount, updated_at = EXCLUDED.updated_at`,
      [locked.id, consent.cconsent, consent.value === 1, consent.indiscount === '1', now],
    );
  }
  const cart = await cartView(tx, changed.length > 0 ? await reviseCart(tx, locked.id, now) : locked);
  const discount = possibleDiscount(cart.items, cart.consents, offerOf(catalogue));
  const ltoEnd = locked.lto ? await ltoEndOf(call, cart) : null;
  return {
    result: { cart, discount, nextLtoEndDate: ltoEnd },
    session: { consentsSale: cart.consents, discountAmount: appliedDiscount(discount), nextLtoEndDate: ltoEnd },
  };
}
