import type { CartItem } from './session.ts';

/**
 * A cart holding a change of plan: it gives up products the customer holds
 * (D lines), a downgrade or another plan, not a purchase. Nothing is due at
 * its order (domain/cart-discount.ts); it is confirmed on its own summary.
 * A module of its own, so the shop's summary reads it without the rules of
 * My services.
 */
export function isChangeOfPlan(items: readonly Pick<CartItem, 'operationType'>[]): boolean {
  return items.some((item) => item.operationType === 'D');
}
