import Decimal from 'decimal.js';
import type { CartUpdateInput } from '#api-contract/cart.ts';
import { isLtoOffer } from '#domain/available-offers.ts';
import { appliedDiscount, possibleDiscount } from '#domain/cart-discount.ts';
import { addOffers, CartContents, CartPlanRefusal, itemKey, removeOffers, requestedOffers, type PlannedItem } from '#domain/cart-plan.ts';
import type { Cart } from '#domain/session.ts';
import type { Transaction } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { shownKind, type CartCall, type CartOutcome, type SessionPatch } from './context.ts';
import { holdingsOf } from './holdings.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import {
  activeCarts,
  awaitsOrder,
  cartView,
  emptyCart,
  findOwnCart,
  itemsOf,
  kindOf,
  openCart,
  putItems,
  reviseCart,
  type CartFields,
  type CartKind,
  type ActiveCartRow,
  type CartRow,
} from './store.ts';

/**
 * cart/update: ADD, ADD_SPO and REMOVE over the owner's cart in progress.
 * The request is resolved against the catalogue first (nothing is read for
 * an offer that does not exist), then the cart is locked, the new contents
 * are planned in memory against what the owner holds, and only the
 * difference is written, so a repeated add writes nothing at all.
 */

/** Runs a step of the cart plan (src/domain/cart-plan.ts), its refusals answered as the call's error. */
function planned<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof CartPlanRefusal) throw new CallError(error.code, error.message);
    throw error;
  }
}

const sameItem = (a: PlannedItem, b: PlannedItem) =>
  a.offerCode === b.offerCode && new Decimal(a.price).equals(b.price) && a.productChange === b.productChange && a.cmt === b.cmt;

interface Difference {
  gone: PlannedItem[];
  changed: PlannedItem[];
}

/** What differs between the stored items and the planned ones. */
function differenceOf(before: readonly PlannedItem[], after: CartContents): Difference {
  const beforeByKey = new Map(before.map((item) => [itemKey(item.articleCode, item.operationType), item]));
  return {
    gone: before.filter((item) => after.get(item.articleCode, item.operationType) === undefined),
    changed: [...after.items.values()].filter((item) => {
      const previous = beforeByKey.get(itemKey(item.articleCode, item.operationType));
      return previous === undefined || !sameItem(previous, item);
    }),
  };
}

async function writeDifference(tx: Transaction, cartId: string, { gone, changed }: Difference): Promise<void> {
  if (gone.length > 0) {
    await tx.query(
      `DELETE FROM cart_items WHERE cart_id = $1
         AND (article_code, operation_type::text) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
      [cartId, gone.map((item) => item.articleCode), gone.map((item) => item.operationType)],
    );
  }
  await putItems(tx, cartId, changed);
}

/** Answered by a read-only attempt that found something to write: the change must run in a transaction. */
export const WRITE_NEEDED = Symbol('write needed');

export async function updateCart(call: CartCall, input: CartUpdateInput): Promise<CartOutcome<Cart>> {
  const { tx, catalogue, now, owner, flags } = call;
  const adding = input.operation !== 'REMOVE';
  if (input.operation === 'ADD_SPO' && !flags.isFromSpecialOffer) throw new CallError(366, cartMessages.specialOfferOnly);

  // Both of the owner's carts are locked: concurrent changes of one owner's carts apply one after the other.
  const carts = await activeCarts(tx, owner, { lock: true });
  let named: ActiveCartRow | null = null;
  if (input.cartId) {
    named = carts.find((cart) => cart.id === input.cartId) ?? null;
    if (!named) {
      if (await findOwnCart(tx, owner, input.cartId)) throw new CallError(368, cartMessages.cartClosed);
      throw new CallError(404, cartMessages.cartNotFound);
    }
  }
  const requested = adding ? planned(() => requestedOffers(catalogue, input)) : [];
  const lto = input.addLtoProlongate === true || flags.ltoInCart || requested.some(({ offer }) => isLtoOffer(offer));
  const kind: CartKind = named ? kindOf(named) : lto ? 'lto' : 'regular';
  const found = named ?? carts.find((cart) => kindOf(cart) === kind) ?? null;

  // A new purchase waits for the owner's order in progress; a removal only for the cart's own.
  if (adding ? carts.some(awaitsOrder) : found !== null && awaitsOrder(found)) throw new CallError(324, cartMessages.orderPending);
  let cart: CartRow | null = found ?? (adding ? await openCart(tx, owner, kind) : null);
  if (!cart) return { result: emptyCart() };
  if (cart.status === 'ACTIVATION_PENDING') throw new CallError(324, cartMessages.orderPending);
  if (cart.status !== 'OPEN') throw new CallError(368, cartMessages.cartClosed);

  const holdings = await holdingsOf(tx, owner.customerId);
  const before = await itemsOf(tx, cart.id);
  const contents = new CartContents(before);
  planned(() => (adding ? addOffers(catalogue, contents, holdings, requested, input) : removeOffers(catalogue, contents, holdings, input)));
  const difference = differenceOf(before, contents);
  const itemsChanged = difference.gone.length > 0 || difference.changed.length > 0;
  const fields: CartFields = {};
  if (input.addressPrimary !== undefined) fields.address_primary = input.addressPrimary;
  if (input.addressDelivery !== undefined) fields.address_delivery = input.addressDelivery;
  if (input.operation === 'ADD_SPO' && !cart.special_offer) fields.special_offer = true;
  if (itemsChanged || Object.keys(fields).length > 0) {
    await writeDifference(tx, cart.id, difference);
    cart = await reviseCart(tx, cart.id, now, fields);
  }

  const view = await cartView(tx, cart, contents.inStoredOrder(before));
  return { result: view, session: sessionAfter(call, input, kind, view) };
}

/** Session fields after a change of the `kind` cart, now `view`: the cart the session shows, its flags and discount. */
function sessionAfter({ catalogue, flags }: CartCall, input: CartUpdateInput, kind: CartKind, view: Cart): SessionPatch {
  const session: SessionPatch = {};
  if (input.operation !== 'REMOVE') session.ltoInCart = kind === 'lto';
  if (input.operation === 'ADD_SPO') session.isSpecialOfferInCart = true;
  const shown = shownKind({ ...flags, ltoInCart: session.ltoInCart ?? flags.ltoInCart });
  if (shown === kind) session.discountAmount = appliedDiscount(possibleDiscount(view.items, view.consents, (code) => catalogue.offer(code)));
  return session;
}

/** The carts in progress as the session would show them (the empty cart for none). */
export interface ShownCarts {
  regular: Cart;
  lto: Cart;
}

const storedItem = (item: Cart['items'][number]): PlannedItem => ({
  operationType: item.operationType,
  offerCode: item.offerCode,
  articleCode: item.articleCode,
  price: String(item.price ?? '0.00'),
  productChange: item.productChange === true,
  cmt: item.cmt ?? null,
});

/**
 * An ADD of what the cart already holds, exactly as it holds it, changes
 * nothing: answered from the carts as the session shows them (kept in memory
 * on embedded PGlite), without a transaction; this is what the load bench
 * repeats. Anything that would write, or that the shown carts cannot decide
 * (an order in progress, a named cart, addresses, a comment, a special
 * offer), answers WRITE_NEEDED and runs as `updateCart`. Refusals decided
 * here are the same as there, and change nothing either.
 */
export async function unchangedByAdd(call: CartCall, input: CartUpdateInput, shown: ShownCarts): Promise<CartOutcome<Cart> | typeof WRITE_NEEDED> {
  const { tx, catalogue, owner, flags } = call;
  const decidable =
    input.operation === 'ADD' &&
    input.cartId == null &&
    input.addressPrimary === undefined &&
    input.addressDelivery === undefined &&
    input.cmt === undefined &&
    shown.regular.cartStatus === 'OPEN' &&
    shown.lto.cartStatus === 'OPEN';
  if (!decidable) return WRITE_NEEDED;
  const requested = planned(() => requestedOffers(catalogue, input));
  const lto = input.addLtoProlongate === true || flags.ltoInCart || requested.some(({ offer }) => isLtoOffer(offer));
  const kind: CartKind = lto ? 'lto' : 'regular';
  const view = shown[kind];
  if (view.id === null) return WRITE_NEEDED;

  const before = view.items.map(storedItem);
  const contents = new CartContents(before);
  const holdings = await holdingsOf(tx, owner.customerId);
  planned(() => addOffers(catalogue, contents, holdings, requested, input));
  const { gone, changed } = differenceOf(before, contents);
  if (gone.length > 0 || changed.length > 0) return WRITE_NEEDED;
  return { result: view, session: sessionAfter(call, input, kind, view) };
}
