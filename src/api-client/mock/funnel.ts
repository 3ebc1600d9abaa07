import type { z } from 'zod';
import type { Offer } from '../../../content-schema/index.ts';
import type { CartUpdateInput } from '../../api-contract/cart.ts';
import { messages } from '../../api-contract/messages.ts';
import type { OperationAccess } from '../../api-contract/operation.ts';
import type { paymentOperations } from '../../api-contract/payments.ts';
import { sameSitePath } from '../../domain/auth-redirect.ts';
import { isLtoOffer, isOfferAvailable } from '../../domain/available-offers.ts';
import { addMonths, polishDay } from '../../domain/billing-period.ts';
import { appliedDiscount, cartTotal, orderAmount, possibleDiscount, voucherDiscount, type VoucherTerms } from '../../domain/cart-discount.ts';
import {
  addOffers,
  CartContents,
  CartPlanRefusal,
  removeOffers,
  requestedOffers,
  type CartPlanCatalogue,
  type PlannedItem,
} from '../../domain/cart-plan.ts';
import { FIRST_STAGE, ORDER_PLACED_STAGE, planStageMove, THANK_YOU_STAGE, type StageRefusal } from '../../domain/cart-stages.ts';
import { alignSaleConsents, isGiven, SUMMARY_CONSENTS } from '../../domain/consents.ts';
import { heldArticles, isNewCustomer } from '../../domain/customer-kind.ts';
import { nextLtoEndDate } from '../../domain/lto-period.ts';
import { checkMsisdn, displayMsisdn } from '../../domain/msisdn.ts';
import { isOperatorMop, isPaymentMeanAllowed, type OperatorMopId } from '../../domain/payment-methods.ts';
import { planPurchase } from '../../domain/purchase.ts';
import { mergeSaleConsents } from '../../domain/sale-consents.ts';
import {
  createDefaultSession,
  defaultCart,
  ORDERS_HISTORY_LENGTH,
  type Address,
  type Cart,
  type Consent,
  type ContractGroup,
  type PrepaidCategory,
  type Session,
} from '../../domain/session-defaults.ts';
import { cartMessages } from '../../domain/cart-messages.ts';
import { cardDecision, TEST_CARDS, TEST_INSTANT_CODE, type CardDecision } from '../../domain/gateway-test-cards.ts';
import { mopConfigOf, PIN_RULES } from '../../domain/mop-config.ts';
import { paymentMessages } from '../../domain/payment-messages.ts';
import { seedCatalogue, type FunnelCatalogue } from './catalogue.ts';
import { DEFAULT_MOCK_CUSTOMER, MOCK_CUSTOMERS, type MockCustomerSeed } from './demo-customers.ts';
import { contentMetaProductOf } from './offer-service.ts';
import { mockError, type MockCallError } from './operations.ts';
import { attachCardToken, cardTokenOf, meanView, type StoredMean } from './payment-token.ts';

/**
 * The shop funnel of mock mode: an in-memory stand-in for the customer API's
 * session, carts, orders and payments, following the service's rules (the
 * same domain modules, the same Polish messages) over the seed catalogue.
 * Plain TypeScript: the state is a JSON value (so the browser can keep it
 * across page loads), every change works on a copy and is kept only when the
 * call succeeds, so a refused call changes nothing, as in the service.
 *
 * What it leaves out, on purpose: XSRF, geo-blocking (451), rate limits, and
 * the payment gateway's pages. A payment that would need the gateway's page
 * is settled at once: a card without a stored one is charged as the
 * simulator's test card 4242… would be, an operator billing confirmed through
 * validateMsisdn is charged without the PIN page. Stored cards keep the test
 * card they stand for, so the unsupported-bank card answers 712.
 */

/** cart/finalize's body as the service reads it. */
type FinalizeInput = z.output<NonNullable<(typeof paymentOperations)['finalize']['body']>>;

type CartKind = 'regular' | 'lto';
type CartStatus = 'OPEN' | 'ACTIVATION_PENDING' | 'FINALIZED' | 'CANCELLED';

export interface MockCart {
  id: string;
  /** `session:<id>` for a visitor's cart, `customer:<login>` once it is a customer's. */
  owner: string;
  lto: boolean;
  status: CartStatus;
  stage: string;
  items: PlannedItem[];
  consents: Consent[];
  voucher: string | null;
  special: boolean;
  addressPrimary: Address | null;
  addressDelivery: Address | null;
  transactionId: string | null;
  thankYouPage: string | null;
  contractId: string | null;
  /** The order placed for the cart; the mock pays at once, so it is only ever CONFIRMED. `placed`: the state's sequence then (newest first in the history). */
  order: { id: string; total: string; orderedAt?: string; placed?: number } | null;
  /** Sequence number of the last change (the newer cart wins at login). */
  changed: number;
}

export interface MockSession {
  id: string;
  startedAt: string;
  /** Login of the signed-in demo customer; null for an anonymous visitor. */
  customer: string | null;
  frontendVersion: string | null;
  ltoInCart: boolean;
  isFromSpecialOffer: boolean;
  specialOfferMarker: string | null;
  isSpecialOfferInCart: boolean;
  discountAmount: string | null;
  voucherCode: string | null;
  consentsSale: Consent[];
  nextLtoEndDate: string | null;
}

export interface MockCustomer {
  login: string;
  displayName: string;
  identifier: string;
  numabo: string;
  msisdn: string | null;
  prepaidCategory: PrepaidCategory | null;
  contracts: { id: string; cgroupe: ContractGroup; debabo: string; corig: string; ltoDuration: number | null; ltoEndDate: string | null }[];
  products: { contractId: string; articleCode: string; offerCode: string; status: string; endDate: string | null; fee: string; commitmentEndDate: string | null }[];
  /** `token`: the gateway token a stored card stands for (payments/token). */
  means: (StoredMean & { cardNumber: string | null })[];
  consents: Consent[];
}

export interface FunnelState {
  version: 1;
  /** Source of ids and change order. */
  sequence: number;
  /** The visitor's live session; null once it ended (logout, closeBrowser) until sessionData starts a new one. */
  session: MockSession | null;
  /** Demo customers who signed in, with what they bought since. */
  customers: Record<string, MockCustomer>;
  carts: MockCart[];
  /** PIN confirmations started by validateMsisdn. */
  pins: { token: string; login: string; mopId: OperatorMopId }[];
}

/** Where the state lives between calls when not only in memory (the browser keeps it across page loads). */
export interface FunnelStore {
  /** The kept state, or anything else when there is none (then the funnel's own state is used). */
  load(): unknown;
  save(state: FunnelState): void;
}

export interface FunnelOptions {
  catalogue?: FunnelCatalogue;
  /** A state to start from; default: a fresh anonymous session. */
  state?: FunnelState;
  /** Each call starts from the store's state, so pages (or tabs) sharing the store see one another's changes. */
  store?: FunnelStore;
  now?: () => Date;
}

/** The one voucher the mock knows (as the service's seed has it); any other code is refused with 359. */
export const MOCK_VOUCHER = {
  code: 'HORYZONT10',
  description: 'Rabat 10% na pierwszą płatność',
  terms: { kind: 'PERCENT', value: '10' } satisfies VoucherTerms,
  validTo: '2030-12-31T22:59:59.000Z',
} as const;

/** The customer's account page: where a login without a return path lands (as the service's login route). */
export const ACCOUNT_PAGE = '/oferta-online/moje-konto';
/** Where a failed login lands (as the service's login route). */
export const LOGIN_FAILED_PAGE = '/l?blad=logowanie';

const DEMO_ADDRESS: Address = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };
const NOTHING_HELD = { newCustomer: true, active: new Set<string>(), ltoEndDate: null as string | null };

/** An id in UUID form (the contract checks cart ids as UUIDs), unique within the state. */
const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const emptyCart = (): Cart => ({ ...defaultCart, items: [], consents: [], reaboList: [] });
const isActive = (cart: MockCart) => cart.status === 'OPEN' || cart.status === 'ACTIVATION_PENDING';
const awaitsOrder = (cart: MockCart) => cart.status === 'ACTIVATION_PENDING';
const kindOf = (cart: Pick<MockCart, 'lto'>): CartKind => (cart.lto ? 'lto' : 'regular');
const shownKind = (session: MockSession): CartKind => (session.ltoInCart ? 'lto' : 'regular');
const ownerOf = (session: MockSession) => (session.customer ? `customer:${session.customer}` : `session:${session.id}`);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

function cartView(cart: MockCart): Cart {
  return {
    id: cart.id,
    cartStatus: cart.status,
    currentStage: cart.stage,
    contractType: defaultCart.contractType,
    contractId: cart.contractId,
    items: cart.items.map((item) => ({ ...item })),
    consents: cart.consents.map((consent) => ({ ...consent })),
    addressPrimary: cart.addressPrimary,
    addressDelivery: cart.addressDelivery,
    thankYouPage: cart.thankYouPage,
    transactionId: cart.transactionId,
    reaboList: [],
  };
}

/** Session fields of a cart that is no longer in progress (as the service's closedCartPatch). */
function closeCartInSession(session: MockSession, kind: CartKind): void {
  if (kind === 'lto') session.ltoInCart = false;
  session.isSpecialOfferInCart = false;
  session.voucherCode = null;
  session.discountAmount = null;
}

function newSession(state: FunnelState, at: Date): MockSession {
  return {
    id: uuidOf(++state.sequence),
    startedAt: at.toISOString(),
    customer: null,
    frontendVersion: null,
    ltoInCart: false,
    isFromSpecialOffer: false,
    specialOfferMarker: null,
    isSpecialOfferInCart: false,
    discountAmount: null,
    voucherCode: null,
    consentsSale: [],
    nextLtoEndDate: null,
  };
}

/** A fresh state: one anonymous visitor whose page has just loaded. */
export function initialFunnelState(at: Date = new Date()): FunnelState {
  const state: FunnelState = { version: 1, sequence: 0, session: null, customers: {}, carts: [], pins: [] };
  state.session = newSession(state, at);
  return state;
}

/** A snapshot the browser kept, if it is one this version of the mock can continue from. */
export function isFunnelState(value: unknown): value is FunnelState {
  const candidate = value as Partial<FunnelState> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.version === 1 &&
    typeof candidate.sequence === 'number' &&
    Array.isArray(candidate.carts) &&
    Array.isArray(candidate.pins) &&
    typeof candidate.customers === 'object'
  );
}

type Holdings = typeof NOTHING_HELD;

export type Funnel = ReturnType<typeof createFunnel>;

/** The mock funnel over `options.state` (or a fresh anonymous session). */
export function createFunnel(options: FunnelOptions = {}) {
  const catalogue = options.catalogue ?? seedCatalogue();
  const now = options.now ?? (() => new Date());
  let state: FunnelState = options.state ? structuredClone(options.state) : initialFunnelState(now());

  const offerOf = (code: string) => catalogue.offers.find((offer) => offer.code === code);
  const stages = () => catalogue.saleStages.map((entry) => entry.stage);
  /** The catalogue as the cart-update rules read it (src/domain/cart-plan.ts). */
  const planCatalogue: CartPlanCatalogue = {
    offers: catalogue.offers,
    bundles: catalogue.bundles,
    offer: offerOf,
    product: (code) => catalogue.products.find((product) => product.articlecode === code),
  };

  /** The state as the store keeps it now (another page may have changed it). */
  function current(): FunnelState {
    const stored = options.store?.load();
    if (isFunnelState(stored)) state = stored;
    return state;
  }

  /** Runs a change on a copy of the state and keeps it only when `work` does not throw. */
  function change<T>(work: (draft: FunnelState) => T): T {
    const draft = structuredClone(current());
    const result = work(draft);
    state = draft;
    options.store?.save(state);
    return result;
  }

  /** Reads the state without keeping anything. */
  function read<T>(work: (view: FunnelState) => T): T {
    return work(structuredClone(current()));
  }

  function liveSession(draft: FunnelState): MockSession {
    if (!draft.session) throw mockError(401, messages.sessionExpired);
    return draft.session;
  }

  function signedIn(draft: FunnelState): { session: MockSession; customer: MockCustomer } {
    const session = liveSession(draft);
    const customer = session.customer ? draft.customers[session.customer] : undefined;
    if (!customer) throw mockError(401, messages.signInRequired);
    return { session, customer };
  }

  const activeCarts = (draft: FunnelState, owner: string) => draft.carts.filter((cart) => cart.owner === owner && isActive(cart));
  const activeCart = (draft: FunnelState, owner: string, kind: CartKind) => activeCarts(draft, owner).find((cart) => kindOf(cart) === kind);
  const shownCart = (draft: FunnelState, session: MockSession) => activeCart(draft, ownerOf(session), shownKind(session));
  const ownCart = (draft: FunnelState, session: MockSession, id: string) => draft.carts.find((cart) => cart.id === id && cart.owner === ownerOf(session));

  function touch(draft: FunnelState, cart: MockCart): void {
    cart.changed = ++draft.sequence;
  }

  function holdingsOf(draft: FunnelState, session: MockSession): Holdings {
    const customer = session.customer ? draft.customers[session.customer] : undefined;
    if (!customer || isNewCustomer(customer.contracts)) return NOTHING_HELD;
    const active = new Set(heldArticles(customer.contracts, customer.products));
    return { newCustomer: false, active, ltoEndDate: customer.contracts.reduce<string | null>((end, contract) => later(end, contract.ltoEndDate), null) };
  }

  function customerFrom(seed: MockCustomerSeed, draft: FunnelState): MockCustomer {
    const today = polishDay(now());
    const customer: MockCustomer = {
      login: seed.login,
      displayName: seed.displayName,
      identifier: seed.identifier,
      numabo: seed.numabo,
      msisdn: seed.msisdn,
      prepaidCategory: seed.prepaidCategory,
      contracts: [],
      products: [],
      // A card stays valid for a few years from the demo's start; other means have no expiry.
      means: seed.means.map((mean) => ({
        ...mean,
        cardNumber: mean.cardNumber ?? null,
        expiryDate: mean.mopId === 1 ? addMonths(today, 36) : null,
        token: mean.mopId === 1 ? cardTokenOf(seed.identifier) : null,
      })),
      consents: [],
    };
    for (const contract of seed.contracts) {
      const id = String(++draft.sequence);
      const debabo = addMonths(today, -contract.startedMonthsAgo);
      const ltoEndDate = contract.ltoMonths ? addMonths(debabo, contract.ltoMonths) : null;
      customer.contracts.push({ id, cgroupe: contract.cgroupe, debabo, corig: 'DEMO', ltoDuration: contract.ltoMonths ?? null, ltoEndDate });
      for (const product of contract.products) {
        customer.products.push({ contractId: id, ...product, status: 'ACTIVE', endDate: null, commitmentEndDate: ltoEndDate });
      }
    }
    return customer;
  }

  /** The customer's placed orders, newest first, as the service's session carries them (ordersHistory). */
  function ordersHistoryOf(draft: FunnelState, customer: MockCustomer): Session['ordersHistory'] {
    return draft.carts
      .filter((cart) => cart.owner === `customer:${customer.login}` && cart.order !== null)
      .sort((a, b) => (b.order?.placed ?? 0) - (a.order?.placed ?? 0))
      .slice(0, ORDERS_HISTORY_LENGTH)
      .map((cart) => ({
        transactionId: cart.order!.id,
        orderedAt: cart.order!.orderedAt ?? polishDay(now()),
        status: 'CONFIRMED' as const,
        total: cart.order!.total,
        items: cart.items.map(({ operationType, offerCode, articleCode, price }) => ({ operationType, offerCode, articleCode, price })),
      }));
  }

  function customerFields(customer: MockCustomer): Partial<Session> {
    const lto = customer.contracts.filter((contract) => contract.ltoEndDate !== null).sort((a, b) => (a.ltoEndDate ?? '').localeCompare(b.ltoEndDate ?? '')).at(-1);
    const payments = customer.means.map(meanView);
    return {
      userLogin: customer.login,
      customerIdentifier: customer.identifier,
      numabo: customer.numabo,
      numabont: '1',
      msisdn: customer.msisdn,
      prepaidCategory: customer.prepaidCategory ?? 'NEWSALES',
      accountActive: 1,
      accountBalance: '0.00',
      contracts: customer.contracts.map((contract) => ({ cgroupe: contract.cgroupe, activity: '01', finabo: null, debabo: contract.debabo, corig: contract.corig })),
      currentProducts: customer.products.map((product) => ({ ...product })),
      payments,
      paymentMean: { mopId: payments[0]?.mopId ?? null },
      mainAddress: DEMO_ADDRESS,
      billAddress: DEMO_ADDRESS,
      consents: customer.consents.map((consent) => ({ ...consent })),
      ltoDuration: lto?.ltoDuration ?? null,
      ltoEndDate: lto?.ltoEndDate ?? null,
    };
  }

  function sessionView(draft: FunnelState, session: MockSession): Session {
    const customer = session.customer ? draft.customers[session.customer] : undefined;
    const shown = shownCart(draft, session);
    return {
      ...createDefaultSession(),
      sessionId: session.id,
      sessionStamp: session.startedAt,
      frontendVersion: session.frontendVersion,
      ltoInCart: session.ltoInCart,
      isFromSpecialOffer: session.isFromSpecialOffer,
      specialOfferMarker: session.specialOfferMarker,
      isSpecialOfferInCart: session.isSpecialOfferInCart,
      discountAmount: session.discountAmount,
      voucherCode: session.voucherCode,
      consentsSale: session.consentsSale.map((consent) => ({ ...consent })),
      nextLtoEndDate: session.nextLtoEndDate,
      ...(customer ? { ...customerFields(customer), ordersHistory: ordersHistoryOf(draft, customer) } : {}),
      cart: shown ? cartView(shown) : emptyCart(),
    };
  }

  // cart/update ------------------------------------------------------------------

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
      planned(() => (adding ? addOffers(planCatalogue, contents, holdings, requested, input) : removeOffers(planCatalogue, contents, holdings, input)));
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

  // Stages, consents, discount, voucher, special offer -----------------------------------

  const stageRefusals: Readonly<Record<StageRefusal, (stage: string) => MockCallError>> = {
    unknownStage: (stage) => mockError(404, cartMessages.unknownStage(stage)),
    cartClosed: () => mockError(368, cartMessages.cartClosed),
    emptyCart: () => mockError(366, cartMessages.emptyCart),
    orderRequired: () => mockError(366, cartMessages.orderRequired),
  };

  function updateStage(cartId: string, newStage: string): Cart {
    return change((draft) => {
      const session = liveSession(draft);
      const cart = ownCart(draft, session, cartId);
      if (!cart) throw mockError(404, cartMessages.cartNotFound);
      const move = planStageMove({ stages: stages(), current: cart.stage, requested: newStage, status: cart.status, hasItems: cart.items.length > 0 });
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
      const target = cartId ? carts.find((cart) => cart.id === cartId) : (carts.find(awaitsOrder) ?? carts.find((cart) => kindOf(cart) === shownKind(session)));
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

  function alignConsents() {
    return change((draft) => {
      const { session, customer } = signedIn(draft);
      for (const cart of draft.carts.filter((candidate) => candidate.owner === ownerOf(session) && candidate.status === 'OPEN')) {
        cart.consents = alignSaleConsents(cart.consents, customer.consents);
      }
      const shown = activeCart(draft, ownerOf(session), shownKind(session));
      return {
        consents: customer.consents.map((consent) => ({ cconsent: consent.cconsent, value: isGiven(consent.value), indiscount: consent.indiscount ?? '0' })),
        consentsSale: (shown?.consents ?? []).map((consent) => ({ cconsent: consent.cconsent, value: isGiven(consent.value) ? (1 as const) : (0 as const), indiscount: consent.indiscount ?? '0' })),
      };
    });
  }

  // Payments ---------------------------------------------------------------------

  function mopConfig() {
    return mopConfigOf();
  }


  function validateMsisdn(input: { msisdn: string; mopId: OperatorMopId }) {
    return change((draft) => {
      const { customer } = signedIn(draft);
      const at = now();
      const checked = checkMsisdn(input.msisdn, input.mopId, customer.msisdn, at);
      if (!checked.ok) return checked.model;
      const { msisdn, base } = checked;
      const token = `pin_${++draft.sequence}`;
      draft.pins.push({ token, login: customer.login, mopId: input.mopId });
      const expiresAt = new Date(at.getTime() + PIN_RULES.pinTimeoutMs).toISOString();
      return { ...base, showError: false, msisdn: displayMsisdn(msisdn), token_csum: token, uforStatus: 'PIN_SENT' as const, expiresAt };
    });
  }

  function chargeRefusal(decision: Exclude<CardDecision, 'SUCCEEDED'>): MockCallError {
    return decision === 'UNSUPPORTED_BANK' ? mockError(712, paymentMessages.errors.unsupportedBank) : mockError(406, paymentMessages.errors.declined);
  }

  /** Charges the order at once, or refuses as the gateway would. */
  function charge(draft: FunnelState, customer: MockCustomer, input: FinalizeInput): void {
    if (input.mopId === 8) {
      if (input.instantCode === undefined) throw mockError(713, paymentMessages.errors.instantCodeMissing);
      if (input.instantCode !== TEST_INSTANT_CODE) throw mockError(713, paymentMessages.errors.instantCodeWrong);
      return;
    }
    const stored = customer.means.find((mean) => mean.mopId === input.mopId);
    if (stored && input.tokenCsum === undefined) {
      const decision = stored.cardNumber ? cardDecision(stored.cardNumber) : 'SUCCEEDED';
      if (decision !== 'SUCCEEDED') throw chargeRefusal(decision);
      return;
    }
    if (input.mopId === 1) {
      // No gateway page in the mock: the card is charged as the simulator's first test card would be.
      const decision = cardDecision(TEST_CARDS[0]!.number);
      if (decision !== 'SUCCEEDED') throw chargeRefusal(decision);
      return;
    }
    if (isOperatorMop(input.mopId) && input.tokenCsum !== undefined) {
      const pin = draft.pins.find((candidate) => candidate.token === input.tokenCsum && candidate.login === customer.login);
      if (!pin || pin.mopId !== input.mopId) throw mockError(404, paymentMessages.errors.challengeNotFound);
      return;
    }
    throw mockError(366, paymentMessages.errors.operatorNotConfirmed);
  }

  /** A paid order takes effect: the cart's items become the customer's products (src/domain/purchase.ts). */
  function fulfil(draft: FunnelState, customer: MockCustomer, cart: MockCart): string {
    const today = polishDay(now());
    const plan = planPurchase({
      items: cart.items.map((item) => ({
        operationType: item.operationType,
        offerCode: item.offerCode,
        articleCode: item.articleCode,
        price: String(item.price ?? '0.00'),
        ltoMonths: offerOf(item.offerCode)?.ltoduration ?? null,
      })),
      contracts: customer.contracts,
      products: customer.products,
      prepaidCustomer: customer.prepaidCategory !== null,
      today,
    });
    let contractId: string;
    if ('existingId' in plan.contract) contractId = plan.contract.existingId;
    else {
      contractId = String(++draft.sequence);
      customer.contracts.push({ id: contractId, cgroupe: plan.contract.create.cgroupe, debabo: plan.contract.create.debabo, corig: 'PORTAL', ltoDuration: null, ltoEndDate: null });
    }
    for (const product of plan.add) {
      const owned = customer.products.find((candidate) => candidate.contractId === contractId && candidate.articleCode === product.articleCode);
      const bought = { contractId, articleCode: product.articleCode, offerCode: product.offerCode, status: 'ACTIVE', endDate: null, fee: product.fee };
      // A commitment the product is under is never shortened.
      if (owned) Object.assign(owned, bought, { commitmentEndDate: later(product.commitmentEndDate, owned.commitmentEndDate) });
      else customer.products.push({ ...bought, commitmentEndDate: product.commitmentEndDate });
    }
    customer.products = customer.products.filter((product) => !plan.remove.includes(product.articleCode));
    const contract = customer.contracts.find((candidate) => candidate.id === contractId);
    if (plan.lto && contract) Object.assign(contract, { ltoDuration: plan.lto.duration, ltoEndDate: plan.lto.endDate });
    return contractId;
  }

  function finalize(input: FinalizeInput) {
    return change((draft) => {
      const { session, customer } = signedIn(draft);
      const cart = ownCart(draft, session, input.cartId);
      if (!cart) throw mockError(404, paymentMessages.errors.cartNotFound);
      if (cart.status !== 'OPEN') throw mockError(368, paymentMessages.errors.cartClosed);
      if (cart.stage !== 'SUMMARY') throw mockError(366, paymentMessages.errors.notAtSummary);
      if (!cart.items.some((item) => item.operationType === 'A')) throw mockError(366, paymentMessages.errors.cartEmpty);
      const offers = cart.items.map((item) => {
        const offer = offerOf(item.offerCode);
        if (!offer || !isOfferAvailable(offer)) throw mockError(366, paymentMessages.errors.offerUnavailable(offer?.name ?? item.offerCode));
        return offer;
      });
      if (!isPaymentMeanAllowed(input.mopId, offers)) throw mockError(366, paymentMessages.errors.meanUnavailable);
      const given = new Map((input.summaryConsents ?? []).map((consent) => [consent.cconsent, isGiven(consent.value)]));
      if (!SUMMARY_CONSENTS.every((code) => given.get(code) === true)) throw mockError(406, paymentMessages.errors.summaryConsents);

      const voucher = cart.voucher === MOCK_VOUCHER.code ? { ...MOCK_VOUCHER.terms, covers: null } : null;
      const total = orderAmount(cart.items, cart.consents, offerOf, voucher).total.toFixed(2);
      charge(draft, customer, input);

      const order = { id: uuidOf(++draft.sequence), total, orderedAt: polishDay(now()), placed: draft.sequence };
      Object.assign(cart, {
        order,
        status: 'ACTIVATION_PENDING',
        stage: ORDER_PLACED_STAGE,
        transactionId: order.id,
        thankYouPage: catalogue.saleStages.find((entry) => entry.stage === THANK_YOU_STAGE)?.url ?? null,
        contractId: fulfil(draft, customer, cart),
      } satisfies Partial<MockCart>);
      touch(draft, cart);
      return { cart: cartView(cart), paymentUrl: null, order: { id: order.id, status: 'CONFIRMED' as const, total, currency: 'PLN' as const } };
    });
  }

  /** payments/token: a token of the signed-in customer's stored card (./payment-token.ts); changes nothing. */
  function attachToken(token: string) {
    return read((draft) => attachCardToken(signedIn(draft).customer.means, token));
  }

  // Offer service ---------------------------------------------------------------

  /** offer-service/contentId/:id over the catalogue's meta-products (./offer-service.ts); public, owned only for a signed-in customer. */
  function contentMetaProduct(contentId: string) {
    return read((draft) => {
      const customer = draft.session?.customer ? draft.customers[draft.session.customer] : undefined;
      return contentMetaProductOf(catalogue.metaProducts, contentId, customer?.products ?? null, polishDay(now()));
    });
  }

  // Session, login, logout ---------------------------------------------------------

  function sessionData(frontendVersion: string | undefined, startIfNone: boolean): Session {
    return change((draft) => {
      if (!draft.session) {
        if (!startIfNone) throw mockError(401, messages.sessionExpired);
        draft.session = newSession(draft, now());
      }
      if (frontendVersion !== undefined) draft.session.frontendVersion = frontendVersion;
      return sessionView(draft, draft.session);
    });
  }

  /** Signs the visitor in as a demo customer; answers where the browser goes next. */
  function login(customerLogin: string | undefined = DEFAULT_MOCK_CUSTOMER, returnTo?: string | null): string {
    const seed = MOCK_CUSTOMERS.find((candidate) => candidate.login === customerLogin.trim().toLowerCase());
    if (!seed) return LOGIN_FAILED_PAGE;
    return change((draft) => {
      const session = (draft.session ??= newSession(draft, now()));
      const customer = (draft.customers[seed.login] ??= customerFrom(seed, draft));
      const visitor = ownerOf(session);
      const owner = `customer:${customer.login}`;
      if (visitor !== owner) {
        // What the visitor put in the cart before signing in is the customer's now (as the service's adoption rules).
        for (const cart of activeCarts(draft, visitor)) {
          const existing = activeCart(draft, owner, kindOf(cart));
          if (existing) {
            const filled = (candidate: MockCart) => candidate.items.length > 0;
            const keepExisting = awaitsOrder(existing) || (filled(existing) && !filled(cart)) || (filled(existing) === filled(cart) && existing.changed >= cart.changed);
            (keepExisting ? cart : existing).status = 'CANCELLED';
            if (keepExisting) continue;
          }
          cart.owner = owner;
        }
      }
      const carts = activeCarts(draft, owner);
      const regular = carts.some((cart) => !cart.lto);
      const lto = carts.some((cart) => cart.lto);
      // The only cart in progress is shown whatever its kind; with both, the one the visitor was shown.
      session.ltoInCart = regular === lto ? session.ltoInCart && lto : lto;
      session.customer = customer.login;
      return sameSitePath(returnTo) ?? ACCOUNT_PAGE;
    });
  }

  /** Ends the session (logout, closeBrowser); the customer's carts stay theirs. */
  function endSession(): void {
    change((draft) => {
      draft.session = null;
    });
  }

  /** The refusal of a call the session may not make (as the service's access rule), or null. */
  function refusalFor(access: OperationAccess): MockCallError | null {
    if (access === 'public') return null;
    const { session, customers } = current();
    if (!session) return mockError(401, messages.sessionExpired);
    if (access === 'customer' && !(session.customer && customers[session.customer])) return mockError(401, messages.signInRequired);
    return null;
  }

  return {
    /** The current state (a copy), e.g. to keep it across page loads. */
    snapshot: (): FunnelState => structuredClone(current()),
    refusalFor,
    sessionData,
    login,
    endSession,
    updateCart,
    clearCart,
    getPossibleDiscount,
    updateStage,
    changeSaleConsents,
    checkVoucher,
    markSpecialOffer,
    cancel,
    alignConsents,
    mopConfig,
    validateMsisdn,
    attachToken,
    finalize,
    contentMetaProduct,
  };
}
