import type { CartPlanCatalogue, PlannedItem } from '#domain/cart-plan.ts';
import { heldArticles, isNewCustomer } from '#domain/customer-kind.ts';
import type { OperatorMopId } from '#domain/payment-methods.ts';
import { defaultCart, type Address, type Cart, type Consent, type ContractGroup, type PrepaidCategory } from '#domain/session.ts';
import { messages } from '#api-contract/messages.ts';
import { seedCatalogue, type FunnelCatalogue } from '../catalogue.ts';
import { mockError } from '../operations.ts';
import type { StoredMean } from '../payment-token.ts';

/**
 * The mock funnel's state and what its areas (session, cart, payments,
 * account; ./index.ts puts them together) share: the state's shape, its
 * copy-on-write change, and reading the session, its carts and the
 * customer's holdings from it.
 */

export type CartKind = 'regular' | 'lto';
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
  order: { id: string; number?: string; total: string; orderedAt?: string; placed?: number } | null;
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
  /** The shop flow was started from self-care (session/selfcare); absent in a state kept before it existed. */
  fromSelfcare?: boolean;
}

export interface MockCustomer {
  login: string;
  displayName: string;
  identifier: string;
  numabo: string;
  msisdn: string | null;
  prepaidCategory: PrepaidCategory | null;
  contracts: { id: string; cgroupe: ContractGroup; debabo: string; corig: string; ltoDuration: number | null; ltoEndDate: string | null }[];
  products: {
    contractId: string;
    articleCode: string;
    offerCode: string;
    status: string;
    endDate: string | null;
    fee: string;
    commitmentEndDate: string | null;
  }[];
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

const NOTHING_HELD = { newCustomer: true, active: new Set<string>(), ltoEndDate: null as string | null };

export type Holdings = typeof NOTHING_HELD;

/** An id in UUID form (the contract checks cart ids as UUIDs), unique within the state. */
export const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const emptyCart = (): Cart => ({ ...defaultCart, items: [], consents: [], reaboList: [] });
export const isActive = (cart: MockCart) => cart.status === 'OPEN' || cart.status === 'ACTIVATION_PENDING';
export const awaitsOrder = (cart: MockCart) => cart.status === 'ACTIVATION_PENDING';
export const kindOf = (cart: Pick<MockCart, 'lto'>): CartKind => (cart.lto ? 'lto' : 'regular');
export const shownKind = (session: MockSession): CartKind => (session.ltoInCart ? 'lto' : 'regular');
export const ownerOf = (session: MockSession) => (session.customer ? `customer:${session.customer}` : `session:${session.id}`);
export const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

export function cartView(cart: MockCart): Cart {
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
export function closeCartInSession(session: MockSession, kind: CartKind): void {
  if (kind === 'lto') session.ltoInCart = false;
  session.isSpecialOfferInCart = false;
  session.voucherCode = null;
  session.discountAmount = null;
  session.fromSelfcare = false;
}

export function newSession(state: FunnelState, at: Date): MockSession {
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
    fromSelfcare: false,
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

export function liveSession(draft: FunnelState): MockSession {
  if (!draft.session) throw mockError(401, messages.sessionExpired);
  return draft.session;
}

export function signedIn(draft: FunnelState): { session: MockSession; customer: MockCustomer } {
  const session = liveSession(draft);
  const customer = session.customer ? draft.customers[session.customer] : undefined;
  if (!customer) throw mockError(401, messages.signInRequired);
  return { session, customer };
}

export const activeCarts = (draft: FunnelState, owner: string) => draft.carts.filter((cart) => cart.owner === owner && isActive(cart));
export const activeCart = (draft: FunnelState, owner: string, kind: CartKind) => activeCarts(draft, owner).find((cart) => kindOf(cart) === kind);
export const shownCart = (draft: FunnelState, session: MockSession) => activeCart(draft, ownerOf(session), shownKind(session));
export const ownCart = (draft: FunnelState, session: MockSession, id: string) =>
  draft.carts.find((cart) => cart.id === id && cart.owner === ownerOf(session));

export function touch(draft: FunnelState, cart: MockCart): void {
  cart.changed = ++draft.sequence;
}

export function holdingsOf(draft: FunnelState, session: MockSession): Holdings {
  const customer = session.customer ? draft.customers[session.customer] : undefined;
  if (!customer || isNewCustomer(customer.contracts)) return NOTHING_HELD;
  const active = new Set(heldArticles(customer.contracts, customer.products));
  return {
    newCustomer: false,
    active,
    ltoEndDate: customer.contracts.reduce<string | null>((end, contract) => later(end, contract.ltoEndDate), null),
  };
}

/** What every area of the funnel works with: the catalogue, the clock, and the state's reads and changes. */
export interface FunnelCore {
  catalogue: FunnelCatalogue;
  now: () => Date;
  offerOf: (code: string) => FunnelCatalogue['offers'][number] | undefined;
  stages: () => string[];
  /** The catalogue as the cart-update rules read it (src/domain/cart-plan.ts). */
  planCatalogue: CartPlanCatalogue;
  /** The state as the store keeps it now (another page may have changed it). */
  current: () => FunnelState;
  /** Runs a change on a copy of the state and keeps it only when `work` does not throw. */
  change: <T>(work: (draft: FunnelState) => T) => T;
  /** Reads the state without keeping anything. */
  read: <T>(work: (view: FunnelState) => T) => T;
}

export function createFunnelCore(options: FunnelOptions = {}): FunnelCore {
  const catalogue = options.catalogue ?? seedCatalogue();
  const now = options.now ?? (() => new Date());
  let state: FunnelState = options.state ? structuredClone(options.state) : initialFunnelState(now());

  const offerOf = (code: string) => catalogue.offers.find((offer) => offer.code === code);
  const stages = () => catalogue.saleStages.map((entry) => entry.stage);
  const planCatalogue: CartPlanCatalogue = {
    offers: catalogue.offers,
    bundles: catalogue.bundles,
    offer: offerOf,
    product: (code) => catalogue.products.find((product) => product.articlecode === code),
  };

  function current(): FunnelState {
    const stored = options.store?.load();
    if (isFunnelState(stored)) state = stored;
    return state;
  }

  function change<T>(work: (draft: FunnelState) => T): T {
    const draft = structuredClone(current());
    const result = work(draft);
    state = draft;
    options.store?.save(state);
    return result;
  }

  function read<T>(work: (view: FunnelState) => T): T {
    return work(structuredClone(current()));
  }

  return { catalogue, now, offerOf, stages, planCatalogue, current, change, read };
}
