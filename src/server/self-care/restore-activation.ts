import { randomBytes } from 'node:crypto';
import { addDays, type Day } from '#domain/billing-period.ts';
import type { RestoredActivationCoupon } from '#domain/session.ts';
import { findActiveCart, lockCart, openCart, touchCart, type CartOwner, type CartRow } from '../carts/store.ts';
import type { Queryable, Transaction } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/**
 * stb/restoreActivation: re-activation of a customer's set-top box. The
 * customer gets a restoredActivationCoupon (spec 3) and their cart moves to
 * the BOX_ACTIVATION stage of the sale flow, where the box is activated with
 * the coupon's code. One ACTIVE coupon per customer (a unique index): while it
 * is valid, asking again answers it; another decoder number replaces it.
 */

export const COUPON_VALID_DAYS = 30;
export const BOX_ACTIVATION_STAGE = 'BOX_ACTIVATION';
/** Who issues the coupons (usercre/usermod). */
const ISSUER = 'SELFCARE';

/** No 0/O, 1/I: the code is typed in from the screen. 32 letters, so a random byte's low 5 bits pick one evenly. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCouponCode(): string {
  const letters = [...randomBytes(12)].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/** Spec 3 "restoredActivationCoupon" as issued: every identifying and dating field is known. */
export type Coupon = RestoredActivationCoupon & {
  [K in 'couponId' | 'couponCode' | 'datcre' | 'usercre' | 'datmod' | 'usermod' | 'validFrom' | 'validTo']: string;
};

interface CouponRow {
  coupon_id: string;
  cart_id: string | null;
  coupon_code: string;
  sale_channel: string;
  ctype: string;
  coffre: string | null;
  numabo: string | null;
  numabont: string | null;
  numdec: string | null;
  status: string;
  created_at: Date;
  created_by: string;
  updated_at: Date;
  updated_by: string;
  valid_from: string;
  valid_to: string;
}

const COUPON_COLUMNS = `coupon_id, cart_id, coupon_code, sale_channel, ctype, coffre, numabo, numabont, numdec, status,
  created_at, created_by, updated_at, updated_by, valid_from, valid_to`;

export function couponOf(row: CouponRow): Coupon {
  return {
    couponId: row.coupon_id,
    couponCode: row.coupon_code,
    saleChannel: row.sale_channel,
    ctype: row.ctype,
    coffre: row.coffre,
    numabo: row.numabo,
    numabont: row.numabont,
    numdec: row.numdec,
    status: row.status,
    datcre: row.created_at.toISOString(),
    usercre: row.created_by,
    datmod: row.updated_at.toISOString(),
    usermod: row.updated_by,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}

export interface RestoreActivationContext {
  customerId: string;
  owner: CartOwner;
  now: Date;
  today: Day;
}

export interface RestoredActivation {
  coupon: Coupon;
  cart: CartRow;
}

async function activeCoupon(tx: Transaction, customerId: string): Promise<CouponRow | undefined> {
  const { rows } = await tx.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM restored_activation_coupons WHERE customer_id = $1 AND status = 'ACTIVE'`,
    [customerId],
  );
  return rows[0];
}

/** Runs inside the caller's transaction (which also records the session's flag). */
export async function restoreActivation(tx: Transaction, context: RestoreActivationContext, numdec: string | undefined): Promise<RestoredActivation> {
  const { customerId, owner, now, today } = context;
  // The customer's row lock makes a customer's concurrent requests apply one after the other.
  const customer = (
    await tx.query<{ numabo: string | null; numabont: string | null; customer: boolean }>(
      `SELECT numabo, numabont, EXISTS (SELECT 1 FROM contracts WHERE customer_id = $1 AND cgroupe <> 'K') AS customer
       FROM customers WHERE id = $1 FOR UPDATE`,
      [customerId],
    )
  ).rows[0];
  if (!customer?.customer) throw new CallError(406, serviceMessages.noBoxToRestore);

  const pending = await findActiveCart(tx, owner, 'regular');
  if (pending?.status === 'ACTIVATION_PENDING') throw new CallError(324, serviceMessages.orderPending);

  let coupon = await activeCoupon(tx, customerId);
  if (coupon && (coupon.valid_to < today || (numdec !== undefined && numdec !== coupon.numdec))) {
    await tx.query(`UPDATE restored_activation_coupons SET status = $2, updated_at = $3, updated_by = $4 WHERE coupon_id = $1`, [
      coupon.coupon_id,
      coupon.valid_to < today ? 'EXPIRED' : 'CANCELLED',
      now,
      ISSUER,
    ]);
    coupon = undefined;
  }

  const opened = await openCart(tx, owner, 'regular');
  if (opened.current_stage !== BOX_ACTIVATION_STAGE) {
    await tx.query('UPDATE carts SET current_stage = $2 WHERE id = $1', [opened.id, BOX_ACTIVATION_STAGE]);
    await touchCart(tx, opened.id, now);
  }

  if (!coupon) {
    const { rows } = await tx.query<CouponRow>(
      `INSERT INTO restored_activation_coupons
         (coupon_code, customer_id, cart_id, numabo, numabont, numdec, created_at, created_by, updated_at, updated_by, valid_from, valid_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $8, $9, $10) RETURNING ${COUPON_COLUMNS}`,
      [
        newCouponCode(),
        customerId,
        opened.id,
        customer.numabo,
        customer.numabont,
        numdec ?? null,
        now,
        ISSUER,
        today,
        addDays(today, COUPON_VALID_DAYS),
      ],
    );
    coupon = rows[0]!;
  } else if (coupon.cart_id !== opened.id) {
    // The coupon's cart was ordered or cancelled since: the coupon follows the cart now open.
    await tx.query('UPDATE restored_activation_coupons SET cart_id = $2 WHERE coupon_id = $1', [coupon.coupon_id, opened.id]);
  }
  return { coupon: couponOf(coupon), cart: await lockCart(tx, opened.id) };
}

/**
 * stb/activationCoupon: the coupon of the re-activation in progress, so the
 * portal can show it again after a reload. A coupon past its day is left as
 * it is (a read changes nothing): the next restoreActivation expires it.
 */
export async function currentCoupon(db: Queryable, customerId: string, today: Day): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM restored_activation_coupons WHERE customer_id = $1 AND status = 'ACTIVE' AND valid_to >= $2`,
    [customerId, today],
  );
  return rows[0] ? couponOf(rows[0]) : null;
}
