import { isDeepStrictEqual } from 'node:util';
import { defaultSession, type Session } from '#domain/session.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Transaction } from '../db/index.ts';
import type { SessionRecord, StoredSessionData } from '../sessions/index.ts';
import { ownerOf, type CartKind, type CartOwner } from './store.ts';

/**
 * What a cart call works with: the transaction it changes things in, the
 * catalogue, the clock's now, the cart's owner and the session fields that
 * steer the cart flow. Calls answer their result and the session fields they
 * change; the route writes those in the same transaction.
 */
export interface CartCall {
  tx: Transaction;
  catalogue: Catalogue;
  now: Date;
  owner: CartOwner;
  flags: SessionCartFlags;
}

/** Session fields that steer the cart flow. */
export interface SessionCartFlags {
  /** The session shows (and adds to) the long-term-offer cart. */
  ltoInCart: boolean;
  /** The visitor came through a special offer's page (specialOffer/markProcess). */
  isFromSpecialOffer: boolean;
}

/** Session fields the cart calls keep. */
export type SessionPatch = Partial<
  Pick<
    Session,
    | 'ltoInCart'
    | 'isSpecialOfferInCart'
    | 'isFromSpecialOffer'
    | 'specialOfferMarker'
    | 'discountAmount'
    | 'voucherCode'
    | 'consentsSale'
    | 'nextLtoEndDate'
    | 'fromSelfcare'
  >
>;

export interface CartOutcome<T> {
  result: T;
  session?: SessionPatch;
}

export function sessionFlagsOf(data: StoredSessionData): SessionCartFlags {
  return { ltoInCart: data.ltoInCart === true, isFromSpecialOffer: data.isFromSpecialOffer === true };
}

export function callOf(tx: Transaction, catalogue: Catalogue, now: Date, session: SessionRecord): CartCall {
  return { tx, catalogue, now, owner: ownerOf(session), flags: sessionFlagsOf(session.data) };
}

/** The kind of cart the session shows. */
export function shownKind(flags: SessionCartFlags): CartKind {
  return flags.ltoInCart ? 'lto' : 'regular';
}

/** The fields of `patch` that differ from the session's data (a field it lacks has its default), so nothing is written for nothing. */
export function changedFields(data: StoredSessionData, patch: SessionPatch): SessionPatch {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    const current = key in data ? data[key] : defaultSession[key as keyof Session];
    if (value !== undefined && !isDeepStrictEqual(current, value)) changed[key] = value;
  }
  return changed as SessionPatch;
}

/**
 * Session fields of a cart that is no longer in progress (emptied with its data, cancelled or completed):
 * the flow it belonged to has ended, so one started from self-care is no longer (fromSelfcare).
 */
export function closedCartPatch(kind: CartKind): SessionPatch {
  return {
    ...(kind === 'lto' ? { ltoInCart: false } : {}),
    isSpecialOfferInCart: false,
    voucherCode: null,
    discountAmount: null,
    fromSelfcare: false,
  };
}
