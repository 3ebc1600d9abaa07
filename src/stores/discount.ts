import { atom } from 'nanostores';
import type { z } from 'zod';
import type { possibleDiscountSchema } from '#api-contract/cart.ts';

/** Possible discount (spec 3): whether the cart's sale-consent discount is in effect, and its amount. */
export type PossibleDiscount = z.output<typeof possibleDiscountSchema>;

/**
 * The cart's possible discount, loaded at start-up (GET cart/getPossibleDiscount)
 * and replaced whenever an answer carries a newer one (a consents change).
 * null until known, or when loading it failed.
 */
export const $possibleDiscount = atom<PossibleDiscount | null>(null);

export function setPossibleDiscount(discount: PossibleDiscount | null): void {
  $possibleDiscount.set(discount);
}
