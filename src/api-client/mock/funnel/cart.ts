import type { Offer } from '#content-schema/index.ts';
import type { CartUpdateInput } from '#api-contract/cart.ts';
import { isLtoOffer } from '#domain/available-offers.ts';
import { polishDay } from '#domain/billing-period.ts';
import { appliedDiscount, cartTotal, possibleDiscount, voucherDiscount, type VoucherTerms } from '#domain/cart-discount.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { addOffers, CartContents, CartPlanRefusal, removeOffers, requestedOffers } from '#domain/cart-plan.ts';
import { FIRST_STAGE, planStageMove, type StageRefusal } from '#domain/cart-stages.ts';
import { nextLtoEndDate } from '#domain/lto-period.ts';
import { mergeSaleConsents } from '#domain/sale-consents.ts';
import type { Cart, Consent } from '#domain/session.ts';
import { mockError, type MockCallError } from '../operations.ts';
import {
  activeCart,
  activeCarts,
  awaitsOrder,
  cartView,
  closeCartInSession,
  emptyCart,
  holdingsOf,
  kindOf,
  liveSession,
  ownCart,
  ownerOf,
  shownCart,
  shownKind,
  touch,
  uuidOf,
  type CartKind,
  type FunnelCore,
  type FunnelState,
  type Holdings,
  type MockCart,
} from './state.ts';

/**
 * The mock funnel's cart area: cart/update (the domain's cart plan over the
 * seed catalogue), emptying carts, sale stages, sale consents and their
 * discount, the voucher, the special-offer mark and cancelling an order.
 */

/** The one voucher the mock knows (as the service's seed has it); any other code is refused with 359. */
export const MOCK_VOUCHER = {
  code: 'HORYZONT10',
  description: 'Rabat 10% na pierwszą płatność',
  terms: { kind: 'PERCENT', value: '10' } satisfies VoucherTerms,
  validTo: '2030-12-31T22:59:59.000Z',
} as const;

export function cartFunnel(core: FunnelCore) {
  const { now, change, read, offerOf, stages, planCatalogue } = core;

  /** Runs a step of the cart plan, its refusals answered as the service's error. */
  function planned<T>(step: () => T): T {
    try {
      return step();
    } catch (error) {
      if (error instanceof CartPlanRefusal) throw mockError(error.code, error.message);
      throw error;
    }
  }

  function openCart(draft: FunnelState, owner: string, kind: CartKind): MockCart {
    const cart: MockCart = {
      id: uuidOf(++draft.sequence),
      owner,
      lto: kind === 'lto',
      status: 'OPEN',
      stage: FIRST_STAGE,
      items: [],
      consents: [],
      voucher: null,
      special: false,
      addressPrimary: null,
      addressDelivery: null,
      transactionId: null,
      thankYouPage: null,
      contractId: null,
      order: null,
      changed: draft.sequence,
    };
    draft.carts.push(cart);
    return cart;
  }

  function updateCart(input: CartUpdateInput): Cart {
    return change((draft) => {
      const session = liveSession(draft);
      const owner = ownerOf(session);
      const adding = input.operation !== 'REMOVE';
      if (input.operation === 'ADD_SPO' && !session.isFromSpecialOffer) throw mockError(366, cartMessages.specialOfferOnly);

      const carts = activeCarts(draft, owner);
      let named: MockCart | undefined;
      if (input.cartId) {
        named = carts.find((cart) => cart.id === input.cartId);
        if (!named) throw ownCart(draft, session, input.cartId) ? mockError(368, cartMessages.cartClosed) : mockError(404, cartMessages.cartNotFound);
      }
      const requested = adding ? planned(() => requestedOffers(planCatalogue, input)) : [];
      const lto = input.addLtoProlongate === true || session.ltoInCart || requested.some(({ offer }) => isLtoOffer(offer));
      const kind: CartKind = named ? kindOf(named) : lto ? 'lto' : 'regular';
      const found = named ?? carts.find((cart) => kindOf(cart) === kind);
      // A new purchase waits for the owner's order in progress; a removal only for the cart's own.
      if (adding ? carts.some(awaitsOrder) : found !== undefined && awaitsOrder(found)) throw mockError(324, cartMessages.orderPending);
      const cart = found ?? (adding ? openCart(draft, owner, kind) : undefined);
      if (!cart) return emptyCart();

      const holdings = holdingsOf(draft, session);
      const contents = new CartContents(cart.items);
      planned(() =>
        adding ? addOffers(planCatalogue, contents, holdings, requested, input) : removeOffers(planCatalogue, contents, holdings, input),
      );
      cart.items = contents.list();
      if (input.addressPrimary !== undefined) cart.addressPrimary = input.addressPrimary;
      if (input.addressDelivery !== undefined) cart.addressDelivery = input.addressDelivery;
      if (input.operation === 'ADD_SPO') cart.special = true;
      touch(draft, cart);

      if (adding) session.ltoInCart = kind === 'lto';
      if (input.operation === 'ADD_SPO') session.isSpecialOfferInCart = true;
      if (shownKind(session) === kind) session.discountAmount = appliedDiscount(possibleDiscount(cart.items, cart.consents, offerOf));
      return cartView(cart);
    });
  }

  function clearCart(kind: CartKind, withData: boolean): Cart {
    return change((draft) => {
      const session = liveSession(draft);
      const cart = activeCart(draft, ownerOf(session), kind);
      // Clearing ends a flow started from self-care, as the service's clearCart.
      session.fromSelfcare = false;
      if (!cart) {
        if (kind === 'lto') session.ltoInCart = false;
        return emptyCart();
      }
      if (awaitsOrder(cart)) throw mockError(324, cartMessages.orderPending);
      cart.items = [];
      cart.stage = FIRST_STAGE;
      if (withData) {
        Object.assign(cart, { consents: [], voucher: null, addressPrimary: null, addressDelivery: null, special: false });
        closeCartInSession(session, kind);
      } else session.discountAmount = null;
      if (kind === 'lto') session.ltoInCart = false;
      touch(draft, cart);
      return cartView(cart);
    });
  }

  const stageRefusals: Readonly<Record<StageRefusal, (stage: string) => MockCallError>> = {
    unknownStage: (stage) => mockError(404, cartMessages.unknownStage(stage)),
    cartClosed: () => mockError(368, cartMessages.cartClosed),
    emptyCart: () => mockError(366, cartMessages.emptyCart),
    orderRequired: () => mockError(366, cartMessages.orderRequired),
    // The stand-in's customers are all active (accountActive 1), so planStageMove never refuses this here.
    accountInactive: () => mockError(366, cartMessages.accountInactive),
  };

  function updateStage(cartId: string, newStage: string): Cart {
    return change((draft) => {
      const session = liveSession(draft);
      const cart = ownCart(draft, session, cartId);
      if (!cart) throw mockError(404, cartMessages.cartNotFound);
      const move = planStageMove({
        stages: stages(),
        current: cart.stage,
        requested: newStage,
        status: cart.status,
        hasItems: cart.items.length > 0,
      });
      if (!move.ok) throw stageRefusals[move.reason](newStage);
      if (move.stage !== cart.stage || move.completes) {
        cart.stage = move.stage;
        if (move.completes) {
          // The last stage of a placed order: the purchase is complete and the owner may start a new cart.
          cart.status = 'FINALIZED';
          closeCartInSession(session, kindOf(cart));
        }
        touch(draft, cart);
      }
      return cartView(cart);
    });
  }

  /** The end of the LTO cart's commitment: the longest long-term offer in it, run on from the current commitment for a prolongation. */
  function ltoEndOf(cart: MockCart, holdings: Holdings): string | null {
    const months = cart.items
      .filter((item) => item.operationType === 'A' || item.operationType === 'B')
      .map((item) => offerOf(item.offerCode))
      .filter((offer): offer is Offer => offer !== undefined && isLtoOffer(offer))
      .map((offer) => offer.ltoduration ?? 0);
    if (months.length === 0) return null;
    const prolongation = cart.items.some((item) => item.operationType === 'B');
    return nextLtoEndDate(polishDay(now()), Math.max(...months), prolongation ? holdings.ltoEndDate : null);
  }

  function changeSaleConsents(changes: readonly Pick<Consent, 'cconsent' | 'value'>[]) {
    return change((draft) => {
      const session = liveSession(draft);
      const cart = shownCart(draft, session);
      if (!cart) throw mockError(404, cartMessages.noCartForConsents);
      if (awaitsOrder(cart)) throw mockError(324, cartMessages.orderPending);
      cart.consents = mergeSaleConsents(cart.consents, changes);
      touch(draft, cart);
      const discount = possibleDiscount(cart.items, cart.consents, offerOf);
      const ltoEnd = cart.lto ? ltoEndOf(cart, holdingsOf(draft, session)) : null;
      session.consentsSale = cart.consents.map((consent) => ({ ...consent }));
      session.discountAmount = appliedDiscount(discount);
      session.nextLtoEndDate = ltoEnd;
      return { cart: cartView(cart), discount, nextLtoEndDate: ltoEnd };
    });
  }

  function getPossibleDiscount() {
    return read((draft) => {
      const session = liveSession(draft);
      const cart = shownCart(draft, session);
      return possibleDiscount(cart?.items ?? [], cart?.consents ?? [], offerOf);
    });
  }

  function checkVoucher(typed: string) {
    return change((draft) => {
      const session = liveSession(draft);
      const code = typed.trim().toUpperCase();
      const cart = shownCart(draft, session);
      if (cart && awaitsOrder(cart)) throw mockError(324, cartMessages.orderPending);
      const lines = (cart?.items ?? []).filter((item) => item.operationType !== 'D');
      if (!cart || lines.length === 0) throw mockError(359, cartMessages.voucherNeedsCart);
      if (code !== MOCK_VOUCHER.code) throw mockError(359, cartMessages.voucherUnknown);
      cart.voucher = code;
      touch(draft, cart);
      session.voucherCode = code;
      return {
        code,
        description: MOCK_VOUCHER.description,
        discount: voucherDiscount(MOCK_VOUCHER.terms, cartTotal(lines)).toFixed(2),
        validTo: MOCK_VOUCHER.validTo,
      };
    });
  }

  function markSpecialOffer(marker: string | undefined) {
    return change((draft) => {
      const session = liveSession(draft);
      session.isFromSpecialOffer = true;
      session.specialOfferMarker = marker ?? null;
      return { isFromSpecialOffer: true, specialOfferMarker: session.specialOfferMarker };
    });
  }

  function cancel(cartId: string | undefined): Cart {
    return change((draft) => {
      const session = liveSession(draft);
      const carts = activeCarts(draft, ownerOf(session));
      const target = cartId
        ? carts.find((cart) => cart.id === cartId)
        : (carts.find(awaitsOrder) ?? carts.find((cart) => kindOf(cart) === shownKind(session)));
      if (cartId && !target) {
        if (!ownCart(draft, session, cartId)) throw mockError(404, cartMessages.cartNotFound);
        throw mockError(368, cartMessages.nothingToCancel);
      }
      if (!target) throw mockError(368, cartMessages.nothingToCancel);
      // A paid order has taken effect: the portal does not undo a purchase.
      if (target.order) throw mockError(406, cartMessages.orderPaid);
      target.status = 'CANCELLED';
      touch(draft, target);
      closeCartInSession(session, kindOf(target));
      const shown = shownCart(draft, session);
      return shown ? cartView(shown) : emptyCart();
    });
  }

  return { updateCart, clearCart, getPossibleDiscount, updateStage, changeSaleConsents, checkVoucher, markSpecialOffer, cancel };
}
