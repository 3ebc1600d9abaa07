import Decimal from 'decimal.js';
import type { Bundle, Offer } from '#content-schema/index.ts';
import type { CartUpdateInput } from '#api-contract/cart.ts';
import { cartMessages } from './cart-messages.ts';
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
} from './available-offers.ts';
import type { OperationType } from './session.ts';

/**
 * The rules of cart/update (spec 3 and 4), planned in memory: which offers an
 * ADD asks for, how they become cart lines against what the owner holds, what
 * a REMOVE takes out, and which add-ons go with their base package. Pure: the
 * customer API service (src/server/carts/update.ts) and the mock funnel
 * (src/api-client/mock/funnel.ts) supply the catalogue and the holdings, keep
 * the result their own way and answer a refusal with their own error.
 */

/** A cart item as planned, as the service stores it and the mock keeps it. */
export interface PlannedItem {
  operationType: OperationType;
  offerCode: string;
  articleCode: string;
  /** Decimal string with two places, e.g. "39.99". */
  price: string;
  productChange: boolean;
  cmt: string | null;
}

/** What the rules read of the catalogue. */
export interface CartPlanCatalogue {
  readonly offers: readonly Offer[];
  readonly bundles: readonly Bundle[];
  offer(code: string): Offer | undefined;
  product(articleCode: string): { articlename: string } | undefined;
}

/** What the rules read of the owner's holdings: the article codes of their ACTIVE products. */
export interface HeldProducts {
  readonly active: ReadonlySet<string>;
}

/** The operations an ADD may ask for. */
export type RequestedOperation = 'A' | 'B' | 'D';

export interface RequestedOffer {
  offer: Offer;
  operationType?: RequestedOperation;
  articleCode?: string;
}

/** A cart/update the rules refuse: 366 with the message users are shown. */
export class CartPlanRefusal extends Error {
  override readonly name = 'CartPlanRefusal';
  readonly code = 366 as const;
}

const refuse = (message: string) => new CartPlanRefusal(message);

/** The key of an item in a cart: one item per article and operation. */
export const itemKey = (articleCode: string, operationType: OperationType) => `${articleCode}:${operationType}`;

/** The cart's contents being planned: items by article and operation, in the order they were added. */
export class CartContents {
  readonly items: Map<string, PlannedItem>;

  constructor(items: readonly PlannedItem[]) {
    this.items = new Map(items.map((item) => [itemKey(item.articleCode, item.operationType), { ...item }]));
  }

  put(item: PlannedItem): void {
    this.items.set(itemKey(item.articleCode, item.operationType), item);
  }

  get(articleCode: string, operationType: OperationType): PlannedItem | undefined {
    return this.items.get(itemKey(articleCode, operationType));
  }

  dropWhere(test: (item: PlannedItem) => boolean): void {
    for (const [key, item] of this.items) if (test(item)) this.items.delete(key);
  }

  codes(...operations: OperationType[]): string[] {
    return [...this.items.values()].filter((item) => operations.includes(item.operationType)).map((item) => item.articleCode);
  }

  /** The items in the order they were put (an item replaced keeps its place). */
  list(): PlannedItem[] {
    return [...this.items.values()];
  }

  /** The items in the order the database keeps them: those already stored where they were, new ones after, as added. */
  inStoredOrder(before: readonly PlannedItem[]): PlannedItem[] {
    const position = new Map(before.map((item, index) => [itemKey(item.articleCode, item.operationType), index]));
    const at = (item: PlannedItem) => position.get(itemKey(item.articleCode, item.operationType)) ?? before.length;
    // Array sort is stable: new items keep the order they were added in.
    return this.list().sort((a, b) => at(a) - at(b));
  }
}

function findBundle(catalogue: CartPlanCatalogue, id: string | number): Bundle | undefined {
  return catalogue.bundles.find((bundle) => (typeof id === 'number' ? bundle.databaseId === id : bundle.id === id));
}

const productName = (catalogue: CartPlanCatalogue, articleCode: string) => catalogue.product(articleCode)?.articlename ?? articleCode;

/** The offers an ADD asks for (items, bundles, an article on its own), each checked to exist and be for sale. */
export function requestedOffers(catalogue: CartPlanCatalogue, input: CartUpdateInput): RequestedOffer[] {
  const requested: RequestedOffer[] = [];
  for (const item of input.items ?? []) {
    const offer = catalogue.offer(item.offerCode);
    if (!offer) throw refuse(cartMessages.offerUnknown(item.offerCode));
    if (!isOfferAvailable(offer)) throw refuse(cartMessages.offerUnavailable(offer.name));
    if (item.articleCode !== undefined && !offerArticleCodes(offer).includes(item.articleCode)) {
      throw refuse(cartMessages.articleNotInOffer(item.articleCode, offer.name));
    }
    requested.push({ offer, operationType: item.operationType, articleCode: item.articleCode });
  }
  for (const id of input.bundleIds ?? []) {
    const bundle = findBundle(catalogue, id);
    if (!bundle) throw refuse(cartMessages.bundleUnknown(String(id)));
    const offer = offerForBundle(bundle, catalogue.offers);
    if (!offer) throw refuse(cartMessages.bundleUnavailable(bundle.articlename));
    requested.push({ offer });
  }
  if (input.carticle !== undefined) {
    const offer = offerForArticle(catalogue.offers, input.carticle, input.addLtoProlongate ? 'lto' : 'monthly');
    if (!offer) throw refuse(cartMessages.articleUnknown(input.carticle));
    requested.push({ offer });
  }
  return requested;
}

/**
 * Add-ons (items A) whose base package is neither held (less the products
 * given up) nor in the cart any more go too.
 */
export function dropOrphans(catalogue: CartPlanCatalogue, contents: CartContents, holdings: HeldProducts): void {
  const givenUp = new Set(contents.codes('D'));
  const kept = new Set([...holdings.active].filter((code) => !givenUp.has(code)));
  for (const code of contents.codes('B')) kept.add(code);
  const orphans = new Set(orphanedArticles(contents.codes('A'), catalogue.bundles, kept));
  contents.dropWhere((item) => item.operationType === 'A' && orphans.has(item.articleCode));
}

/**
 * An ADD of the `requested` offers: items A (B in the prolongation flow) for
 * each offer's lines, D for a held product given up. An A is for a product
 * not held yet, a B or a D for one held; one main package per cart; a
 * product already held is not bought again as part of another offer; an
 * add-on needs its base package held or in the cart.
 */
export function addOffers(
  catalogue: CartPlanCatalogue,
  contents: CartContents,
  holdings: HeldProducts,
  requested: readonly RequestedOffer[],
  input: CartUpdateInput,
): void {
  const defaultOperation: RequestedOperation = input.addLtoProlongate ? 'B' : 'A';
  const added: string[] = [];
  const line = (offer: Offer, articleCode: string, operationType: RequestedOperation, price: string): PlannedItem => ({
    operationType,
    offerCode: offer.code,
    articleCode,
    // As the database gives it back (numeric(10, 2)), so the answer reads the same as any later one.
    price: new Decimal(price).toFixed(2),
    productChange: operationType === 'D',
    cmt: input.cmt ?? contents.get(articleCode, operationType)?.cmt ?? null,
  });
  const isMain = (offer: Offer) => isMainOffer(offer, catalogue.bundles);

  // A product given up in this order (D) counts as not held for the offers bought with it: a change of plan buys it again under another offer.
  const stillHeld = (code: string) => holdings.active.has(code) && !contents.codes('D').includes(code);

  for (const { offer, operationType = defaultOperation, articleCode } of requested) {
    const main = offer.article.articlecode;
    if (operationType === 'D') {
      const givenUp = articleCode ?? main;
      if (!holdings.active.has(givenUp)) throw refuse(cartMessages.notOwned(productName(catalogue, givenUp)));
      contents.put(line(offer, givenUp, 'D', '0.00'));
      continue;
    }
    if (operationType === 'B') {
      if (!isLtoOffer(offer)) throw refuse(cartMessages.prolongationNeedsLto(offer.name));
      if (!holdings.active.has(main)) throw refuse(cartMessages.notOwned(productName(catalogue, main)));
    } else {
      if (stillHeld(main)) throw refuse(cartMessages.alreadyOwned(productName(catalogue, main)));
      if (isMain(offer)) {
        // One main package per cart: the new one replaces the other.
        contents.dropWhere((item) => {
          const other = catalogue.offer(item.offerCode);
          return item.operationType === 'A' && item.offerCode !== offer.code && other !== undefined && isMain(other);
        });
      }
      added.push(main);
    }
    for (const { articleCode: code, price, included } of offerLines(offer)) {
      // A product the customer already holds is not bought again as part of another offer.
      if (operationType === 'A' && included && stillHeld(code)) continue;
      contents.put(line(offer, code, operationType, price));
    }
  }

  const givenUp = new Set(contents.codes('D'));
  const present = new Set([...holdings.active].filter((code) => !givenUp.has(code)));
  for (const code of contents.codes('A', 'B')) present.add(code);
  for (const code of added) {
    const bundle = missingBaseBundle(code, catalogue.bundles, present);
    if (bundle) throw refuse(bundle.noneactivetooltip || cartMessages.missingBase(bundle.articlename));
  }
  dropOrphans(catalogue, contents, holdings);
}

/**
 * A REMOVE: the items named (by offer, optionally article and operation), a
 * bundle's products, or an article's items. The main article of an offer
 * takes the articles included in its price along; add-ons left without their
 * base package go too.
 */
export function removeOffers(catalogue: CartPlanCatalogue, contents: CartContents, holdings: HeldProducts, input: CartUpdateInput): void {
  const removed = (item: PlannedItem) =>
    (input.items ?? []).some(
      (wanted) =>
        wanted.offerCode === item.offerCode &&
        (wanted.articleCode === undefined || wanted.articleCode === item.articleCode) &&
        (wanted.operationType === undefined || wanted.operationType === item.operationType),
    ) ||
    (input.bundleIds ?? []).some((id) => findBundle(catalogue, id)?.relationship.some((entry) => entry.articlecode === item.articleCode)) ||
    input.carticle === item.articleCode;

  const goneOffers = new Set<string>();
  for (const item of contents.items.values()) {
    if (removed(item) && catalogue.offer(item.offerCode)?.article.articlecode === item.articleCode) {
      goneOffers.add(`${item.offerCode}:${item.operationType}`);
    }
  }
  contents.dropWhere((item) => removed(item) || goneOffers.has(`${item.offerCode}:${item.operationType}`));
  dropOrphans(catalogue, contents, holdings);
}
