import { orderAmount, type OrderAmount } from '#domain/cart-discount.ts';
import type { Consent } from '#domain/session.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { itemsOf, type CartRow } from './store.ts';
import { validVoucher } from './vouchers.ts';

/**
 * What the cart's order costs now (finalize charges it): its new lines, less
 * the sale-consent discount when in effect and the voucher kept on the cart.
 * A voucher that no longer applies (expired, used up meanwhile) refuses the
 * order with 359 rather than charging a price the customer did not see.
 */
export async function orderPrice(db: Queryable, catalogue: Catalogue, cart: CartRow, customerId: string | null, now: Date): Promise<OrderAmount> {
  const [items, consents] = await Promise.all([
    itemsOf(db, cart.id),
    db.query<{ code: string; value: boolean }>('SELECT code, value FROM consents WHERE cart_id = $1', [cart.id]),
  ]);
  const lines = items.filter((item) => item.operationType !== 'D');
  // Within the order's transaction: the voucher stays locked until the order is placed, so a limit on its orders holds.
  const voucher = cart.voucher_code ? await validVoucher(db, cart.voucher_code, cart.id, lines, customerId, now, { lock: true }) : null;
  return orderAmount(
    items,
    consents.rows.map((row): Pick<Consent, 'cconsent' | 'value'> => ({ cconsent: row.code, value: row.value ? 1 : 0 })),
    (code) => catalogue.offer(code),
    voucher && { kind: voucher.voucher.kind, value: voucher.voucher.value, covers: voucher.voucher.offer_codes },
  );
}
