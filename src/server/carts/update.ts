import Decimal from 'decimal.js';
import type { Bundle, Offer } from '../../../content-schema/index.ts';
import type { CartUpdateInput } from '../../api-contract/cart.ts';
import {
  isLtoOffer,
  isMainOffer,
  isOfferAvailable,
  missingBaseBundle,
  offerArticleCodes,
  offerForArticle,
  offerForBundle,
  offerLines,
  orphanedArticles,
} from '../../domain/available-offers.ts';
import { appliedDiscount, possibleDiscount } from '../../domain/cart-discount.ts';
import type { Cart, OperationType } from '../../domain/session-defaults.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Transaction } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { shownKind, type CartCall, type CartOutcome, type SessionPatch } from './context.ts';
import { holdingsOf, type Holdings } from './holdings.ts';
import { cartMessages } from './messages.ts';
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
  type StoredItem,
} from './store.ts';

/**
 * cart/update: ADD, ADD_SPO and REMOVE over the owner's cart in progress.
 * The request is resolved against the catalogue first (nothing is read for
 * an offer that does not exist), then the cart is locked, the new contents
 * are planned in memory against what the owner holds, and only the
 * difference is written, so a repeated add writes nothing at all.
 */

type Operation = 'A' | 'B' | 'D';

interface RequestedOffer {
  offer: Offer;
  operationType?: Operation;
  articleCode?: string;
}

const keyOf = (articleCode: string, operationType: OperationType) => `${articleCode}:${operationType}`;

function findBundle(catalogue: Catalogue, id: string | number): Bundle | undefined {
  return catalogue.bundles.find((bundle) => (typeof id === 'number' ? bundle.databaseId === id : bundle.id === id));
}

/** The offers an ADD asks for, each checked to exist and be for sale. */
function requestedOffers(catalogue: Catalogue, input: CartUpdateInput): RequestedOffer[] {
  const requested: RequestedOffer[] = [];
  for (const item of input.items ?? []) {
    const offer = catalogue.offer(item.offerCode);
    if (!offer) throw new CallError(366, cartMessages.offerUnknown(item.offerCode));
    if (!isOfferAvailable(offer)) throw new CallError(366, cartMessages.offerUnavailable(offer.name));
    if (item.articleCode !== undefined && !offerArticleCodes(offer).includes(item.articleCode)) {
      throw new CallError(366, cartMessages.articleNotInOffer(item.articleCode, offer.name));
    }
    requested.push({ offer, operationType: item.operationType, articleCode: item.articleCode });
  }
  for (const id of input.bundleIds ?? []) {
    const bundle = findBundle(catalogue, id);
    if (!bundle) throw new CallError(366, cartMessages.bundleUnknown(String(id)));
    const offer = offerForBundle(bundle, catalogue.offers);
    if (!offer) throw new CallError(366, cartMessages.bundleUnavailable(bundle.articlename));
    requested.push({ offer });
  }
  if (input.carticle !== undefined) {
    const offer = offerForArticle(catalogue.offers, input.carticle, input.addLtoProlongate ? 'lto' : 'monthly');
    if (!offer) throw new CallError(366, cartMessages.articleUnknown(input.carticle));
    requested.push({ offer });
  }
  return requested;
}

const productName = (catalogue: Catalogue, articleCode: string) => catalogue.product(articleCode)?.articlename ?? articleCode;

/** The cart's contents being planned: items by article and operation, in the order they were added. */
class Contents {
  readonly items: Map<string, StoredItem>;

  constructor(items: readonly StoredItem[]) {
    this.items = new Map(items.map((item) => [keyOf(item.articleCode, item.operationType), item]));
  }

  put(item: StoredItem): void {
    this.items.set(keyOf(item.articleCode, item.operationType), item);
  }

  get(articleCode: string, operationType: OperationType): StoredItem | undefined {
    return this.items.get(keyOf(articleCode, operationType));
  }

  dropWhere(test: (item: StoredItem) => boolean): void {
    for (const [key, item] of this.items) if (test(item)) this.items.delete(key);
  }

  /** The items in the order the database keeps them: those already stored where they were, new ones after, as added. */
  inStoredOrder(before: readonly StoredItem[]): StoredItem[] {
    const position = new Map(before.map((item, index) => [keyOf(item.articleCode, item.operationType), index]));
    const at = (item: StoredItem) => position.get(keyOf(item.articleCode, item.operationType)) ?? before.length;
    // Array sort is stable: new items keep the order they were added in.
    return [...this.items.values()].sort((a, b) => at(a) - at(b));
  }

  codes(...operations: OperationType[]): string[] {
    return [...this.items.values()].filter((item) => operations.includes(item.operationType)).map((item) => item.articleCode);
  }

  /**
   * Add-ons (items A) whose base package is neither held (`owned`, less the
   * products given up) nor in the cart any more go too.
   */
  dropOrphans(bundles: readonly Bundle[], holdings: Holdings): void {
    const givenUp = new Set(this.codes('D'));
    const kept = new Set([...holdings.active].filter((code) => !givenUp.has(code)));
    for (const code of this.codes('B')) kept.add(code);
    const orphans = new Set(orphanedArticles(this.codes('A'), bundles, kept));
    this.dropWhere((item) => item.operationType === 'A' && orphans.has(item.articleCode));
  }
}

function addOffers(contents: Contents, requested: readonly RequestedOffer[], holdings: Holdings, catalogue: Catalogue, input: CartUpdateInput): void {
  const defaultOperation: Operation = input.addLtoProlongate ? 'B' : 'A';
  const added: string[] = [];
  const line = (offer: Offer, articleCode: string, operationType: Operation, price: string): StoredItem => ({
    operationType,
    offerCode: offer.code,
    articleCode,
    // As the database gives it back (numeric(10, 2)), so the answer reads the same as any later one.
    price: new Decimal(price).toFixed(2),
    productChange: operationType === 'D',
    cmt: input.cmt ?? contents.get(articleCode, operationType)?.cmt ?? null,
  });

  for (const { offer, operationType = defaultOperation, articleCode } of requested) {
    const main = offer.article.articlecode;
    if (operationType === 'D') {
      const givenUp = articleCode ?? main;
      if (!holdings.active.has(givenUp)) throw new CallError(366, cartMessages.notOwned(productName(catalogue, givenUp)));
      contents.put(line(offer, givenUp, 'D', '0.00'));
      continue;
    }
    if (operationType === 'B') {
      if (!isLtoOffer(offer)) throw new CallError(366, cartMessages.prolongationNeedsLto(offer.name));
      if (!holdings.active.has(main)) throw new CallError(366, cartMessages.notOwned(productName(catalogue, main)));
    } else {
      if (holdings.active.has(main)) throw new CallError(366, cartMessages.alreadyOwned(productName(catalogue, main)));
      if (isMainOffer(offer, catalogue.bundles)) {
        // One main package per cart: the new one replaces the other.
        contents.dropWhere((item) => {
          const other = catalogue.offer(item.offerCode);
          return item.operationType === 'A' && item.offerCode !== offer.code && other !== undefined && isMainOffer(other, catalogue.bundles);
        });
      }
      added.push(main);
    }
    for (const { articleCode: code, price, included } of offerLines(offer)) {
      // A product the customer already holds is not bought again as part of another offer.
      if (operationType === 'A' && included && holdings.active.has(code)) continue;
      contents.put(line(offer, code, operationType, price));
    }
  }

  const givenUp = new Set(contents.codes('D'));
  const present = new Set([...holdings.active].filter((code) => !givenUp.has(code)));
  for (const code of contents.codes('A', 'B')) present.add(code);
  for (const code of added) {
    const bundle = missingBaseBundle(code, catalogue.bundles, present);
    if (bundle) throw new CallError(366, bundle.noneactivetooltip || cartMessages.missingBase(bundle.articlename));
  }
  contents.dropOrphans(catalogue.bundles, holdings);
}

function removeOffers(contents: Contents, catalogue: Catalogue, input: CartUpdateInput, holdings: Holdings): void {
  const removed = (item: StoredItem) =>
    (input.items ?? []).some(
      (wanted) =>
        wanted.offerCode === item.offerCode &&
        (wanted.articleCode === undefined || wanted.articleCode === item.articleCode) &&
        (wanted.operationType === undefined || wanted.operationType === item.operationType),
    ) ||
    (input.bundleIds ?? []).some((id) => findBundle(catalogue, id)?.relationship.some((entry) => entry.articlecode === item.articleCode)) ||
    input.carticle === item.articleCode;

  // The main article of an offer takes the articles included in its price along.
  const goneOffers = new Set<string>();
  for (const item of contents.items.values()) {
    if (removed(item) && catalogue.offer(item.offerCode)?.article.articlecode === item.articleCode) {
      goneOffers.add(`${item.offerCode}:${item.operationType}`);
    }
  }
  contents.dropWhere((item) => removed(item) || goneOffers.has(`${item.offerCode}:${item.operationType}`));
  contents.dropOrphans(catalogue.bundles, holdings);
}

const sameItem = (a: StoredItem, b: StoredItem) =>
  a.offerCode === b.offerCode && new Decimal(a.price).equals(b.price) && a.productChange === b.productChange && a.cmt === b.cmt;

interface Difference {
  gone: StoredItem[];
  changed: StoredItem[];
}

/** What differs between the stored items and the planned ones. */
function differenceOf(before: readonly StoredItem[], after: Contents): Difference {
  const beforeByKey = new Map(before.map((item) => [keyOf(item.articleCode, item.operationType), item]));
  return {
    gone: before.filter((item) => after.get(item.articleCode, item.operationType) === undefined),
    changed: [...after.items.values()].filter((item) => {
      const previous = beforeByKey.get(keyOf(item.articleCode, item.operationType));
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
  const requested = adding ? requestedOffers(catalogue, input) : [];
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
  const contents = new Contents(before);
  if (adding) addOffers(contents, requested, holdings, catalogue, input);
  else removeOffers(contents, catalogue, input, holdings);
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

const storedItem = (item: Cart['items'][number]): StoredItem => ({
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
  const requested = requestedOffers(catalogue, input);
  const lto = input.addLtoProlongate === true || flags.ltoInCart || requested.some(({ offer }) => isLtoOffer(offer));
  const kind: CartKind = lto ? 'lto' : 'regular';
  const view = shown[kind];
  if (view.id === null) return WRITE_NEEDED;

  const before = view.items.map(storedItem);
  const contents = new Contents(before);
  addOffers(contents, requested, await holdingsOf(tx, owner.customerId), catalogue, input);
  const { gone, changed } = differenceOf(before, contents);
  if (gone.length > 0 || changed.length > 0) return WRITE_NEEDED;
  return { result: view, session: sessionAfter(call, input, kind, view) };
}
