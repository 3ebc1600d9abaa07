import { cartTotal, voucherDiscount, type VoucherKind } from '#domain/cart-discount.ts';
import type { Queryable } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { shownKind, type CartCall, type CartOutcome } from './context.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { activeCarts, awaitsOrder, itemsOf, kindOf, reviseCart, type StoredItem } from './store.ts';

/**
 * cart/checkVoucher: a voucher code checked against the vouchers table
 * (0004_cart.sql) and kept on the cart the session shows. Guessing codes is
 * limited per caller (limits.cartVouchers, routes/cart.ts: counted on the
 * database, outside the attempt's transaction, so a refused attempt counts too).
 */

interface VoucherRow {
  code: string;
  description: string;
  kind: VoucherKind;
  value: string;
  valid_from: Date;
  valid_to: Date | null;
  max_redemptions: number | null;
  once_per_customer: boolean;
  offer_codes: string[] | null;
}

export interface AcceptedVoucher {
  code: string;
  description: string;
  discount: string;
  validTo: string | null;
}

/** Codes are typed in any case; they are stored upper-case. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Orders placed with the voucher so far (its carts past OPEN, not cancelled, other than `cartId`), of everyone or of one customer. */
async function redemptions(db: Queryable, code: string, customerId: string | null, cartId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM carts
      WHERE voucher_code = $1 AND status IN ('ACTIVATION_PENDING', 'FINALIZED') AND ($2::uuid IS NULL OR customer_id = $2) AND id <> $3`,
    [code, customerId, cartId],
  );
  return rows[0]?.n ?? 0;
}

export interface ValidVoucher {
  voucher: VoucherRow;
  /** The cart's lines the voucher is for. */
  covered: StoredItem[];
}

/**
 * The voucher, if it applies to the cart's lines now: known, valid today, for
 * the cart's offers, not used up (orders of other carts count). Otherwise 359
 * with the reason.
 */
export async function validVoucher(
  db: Queryable,
  code: string,
  cartId: string,
  items: readonly StoredItem[],
  customerId: string | null,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<ValidVoucher> {
  // Placing an order locks the voucher before its orders are counted, in a statement of its own: a statement sees what was
  // committed when it began, so orders counted while waiting for the lock would miss the one placed by the lock's holder.
  if (options.lock) await db.query('SELECT 1 FROM vouchers WHERE code = $1 FOR UPDATE', [code]);
  // An activation code's voucher (src/server/vouchers) serves only the cart of a customer who activated the code into it;
  // typed by anyone else it is unknown, so it cannot bypass the code's partner and activation limits.
  const voucher = (
    await db.query<VoucherRow>(
      `SELECT code, description, kind, value, valid_from, valid_to, max_redemptions, once_per_customer, offer_codes FROM vouchers v
        WHERE code = $1
          AND (NOT EXISTS (SELECT 1 FROM activation_codes a WHERE a.code = v.code)
               OR EXISTS (SELECT 1 FROM code_activations ca WHERE ca.code = v.code AND ca.outcome = 'CART' AND ca.customer_id = $2::uuid))`,
      [code, customerId],
    )
  ).rows[0];
  if (!voucher) throw new CallError(359, cartMessages.voucherUnknown);
  if (now < voucher.valid_from) throw new CallError(359, cartMessages.voucherNotYetValid);
  if (voucher.valid_to !== null && now >= voucher.valid_to) throw new CallError(359, cartMessages.voucherExpired);
  const covered = voucher.offer_codes === null ? [...items] : items.filter((item) => voucher.offer_codes?.includes(item.offerCode));
  if (covered.length === 0) throw new CallError(359, cartMessages.voucherNotForCart);
  if (voucher.max_redemptions !== null && (await redemptions(db, code, null, cartId)) >= voucher.max_redemptions) {
    throw new CallError(359, cartMessages.voucherUsedUp);
  }
  if (voucher.once_per_customer && customerId && (await redemptions(db, code, customerId, cartId)) > 0) {
    throw new CallError(359, cartMessages.voucherUsedUp);
  }
  return { voucher, covered };
}

export async function checkVoucher(call: CartCall, typed: string): Promise<CartOutcome<AcceptedVoucher>> {
  const { tx, now, owner, flags } = call;
  const code = normaliseVoucherCode(typed);
  const cart = (await activeCarts(tx, owner, { lock: true })).find((candidate) => kindOf(candidate) === shownKind(flags));
  if (cart && awaitsOrder(cart)) throw new CallError(324, cartMessages.orderPending);
  const items = cart ? (await itemsOf(tx, cart.id)).filter((item) => item.operationType !== 'D') : [];
  if (!cart || items.length === 0) throw new CallError(359, cartMessages.voucherNeedsCart);
  const { voucher, covered } = await validVoucher(tx, code, cart.id, items, owner.customerId, now);

  if (cart.voucher_code !== code) await reviseCart(tx, cart.id, now, { voucher_code: code });
  return {
    result: {
      code,
      description: voucher.description,
      discount: voucherDiscount({ kind: voucher.kind, value: voucher.value }, cartTotal(covered)).toFixed(2),
      validTo: voucher.valid_to?.toISOString() ?? null,
    },
    session: { voucherCode: code },
  };
}
