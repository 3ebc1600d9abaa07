import type { Offer } from '../../content-schema/commerce.ts';

/**
 * Spec section 4, "Available products": an offer is sold when its status is
 * ACTIVE, or when it is a starter offer (its name contains _STARTER_), whatever
 * its status.
 */
export function isSellable(offer: Pick<Offer, 'status' | 'name'>): boolean {
  return offer.status === 'ACTIVE' || offer.name.includes('_STARTER_');
}
