/**
 * The client-side session (spec section 3) and its defaults. Fields whose
 * default the spec gives in brackets carry it; the others start empty: null
 * for values, [] for lists, false for flags, 0 for counters.
 */

export type OperationType = 'A' | 'B' | 'V' | 'D';
export type CartStatus = 'OPEN' | 'ACTIVATION_PENDING' | (string & {});
export type ContractGroup = 'K' | 'C' | 'M' | 'P' | 'T' | 'V' | 'J';
export type PrepaidCategory = 'NEWSALES' | 'UPSELL';

/** Sale consents carry 1 or 0; the others a boolean. indiscount "1": required for the discount. */
export type Consent = { cconsent: string; value: boolean | 0 | 1; indiscount?: '0' | '1' };

export type Address = { street: string; number: string; apartment: string; postalCode: string; city: string };

export type CartItem = {
  operationType: OperationType;
  offerCode: string;
  articleCode: string;
  price: string | number | null;
  productChange?: unknown;
  cmt?: string | null;
};

export type Cart = {
  id: string | null;
  cartStatus: CartStatus;
  currentStage: string;
  contractType: string;
  contractId: string | null;
  items: CartItem[];
  consents: Consent[];
  addressPrimary: Address | null;
  addressDelivery: Address | null;
  thankYouPage: string | null;
  transactionId: string | null;
  reaboList: unknown[];
};

export type CurrentProduct = {
  articleCode: string;
  offerCode: string;
  contractId: string;
  status: 'ACTIVE' | 'PLANNED_OFF' | (string & {});
  endDate: string | null;
  fee: string | number | null;
  commitmentEndDate: string | null;
};

/** An order the customer placed (session ordersHistory), newest first: its number, day, state, amount and lines. */
export type OrderHistoryEntry = {
  /** The order number, as the paid cart's transactionId gives it. */
  transactionId: string;
  /** 'YYYY-MM-DD', the day it was placed. */
  orderedAt: string;
  status: 'CONFIRMED' | 'CANCELLED';
  /** What was paid, decimal text. */
  total: string;
  items: CartItem[];
};

/** How many placed orders the session carries. */
export const ORDERS_HISTORY_LENGTH = 20;

export type Contract = { cgroupe: ContractGroup; activity: string; finabo: string | null; debabo: string | null; corig: string | null };

/** mopId: 1 card, 2/6/7 mobile-operator billing, 8 instant-code payment (4 alone is a display special case). */
export type PaymentMean = { meanId?: string; mopId: number; displayString?: string; expiryDate?: string | null; paymentUrl?: string | null };

export type RestoredActivationCoupon = {
  couponId: string | null;
  couponCode: string | null;
  saleChannel: string;
  ctype: string;
  coffre: string | null;
  numabo: string | null;
  numabont: string | null;
  numdec: string | null;
  status: string;
  datcre: string | null;
  usercre: string | null;
  datmod: string | null;
  usermod: string | null;
  validFrom: string | null;
  validTo: string | null;
};

export type Session = {
  consents: Consent[];
  consentsSale: Consent[];
  cart: Cart;
  currentProducts: CurrentProduct[];
  lastProducts: CurrentProduct[];
  portabilityFlag: string;
  sessionStamp: string | number | null;
  ongoingTransaction: boolean;
  prepaidCategory: PrepaidCategory | null;
  fromSelfcare: boolean;
  restoreActivation: boolean;
  frontendVersion: string | null;
  isFromSpecialOffer: boolean;
  appActionType: string;
  isConsentsSaleModalVisible: boolean;
  sessionId: string | null;
  lastLtoPeriod: number | null;
  prolongateLtoSubmitAction: string | null;
  prolongateLtoSummaryStage: string | null;
  ltoInCart: boolean;
  isSpecialOfferInCart: boolean;
  accountBalance: string | number | null;
  userLogin: string | null;
  numabo: string | null;
  numabont: string | null;
  contracts: Contract[];
  billAddress: Address | null;
  mainAddress: Address | null;
  discountAmount: string | number | null;
  payments: PaymentMean[];
  paymentMean: { mopId: number | null };
  ordersHistory: OrderHistoryEntry[];
  currentChannelList: unknown[];
  currentDocumentList: unknown[];
  endCycleDate: string | null;
  startCycleDate: string | null;
  nextPayment: unknown;
  reloading: boolean;
  mopPending: boolean;
  refreshCount: number;
  hideEplMsg: boolean;
  allowNewSale: boolean | null;
  mopChoosed: number | null;
  msisdn: string | null;
  playCode: string | null;
  tokenCsum: string | null;
  voucherCode: string | null;
  customerIdentifier: string | null;
  isHboInProducts: boolean;
  specialOfferMarker: string | null;
  withdrawBalance: string | number | null;
  isNetflixInCart: boolean;
  isNetflixActive: boolean;
  calcLtoEndDate: string | null;
  ltoEndDate: string | null;
  nextLtoEndDate: string | null;
  ltoDuration: number | null;
  /** 1 means active. */
  accountActive: number | null;
};

export const defaultCart: Readonly<Cart> = {
  id: null,
  cartStatus: 'OPEN',
  currentStage: 'PACKAGE',
  contractType: 'PREPAID',
  contractId: null,
  items: [],
  consents: [],
  addressPrimary: null,
  addressDelivery: null,
  thankYouPage: null,
  transactionId: null,
  reaboList: [],
};

export const defaultSession: Readonly<Session> = {
  consents: [],
  consentsSale: [],
  cart: defaultCart,
  currentProducts: [],
  lastProducts: [],
  portabilityFlag: 'niepotwierdzony',
  sessionStamp: null,
  ongoingTransaction: false,
  prepaidCategory: 'NEWSALES',
  fromSelfcare: false,
  restoreActivation: false,
  frontendVersion: null,
  isFromSpecialOffer: false,
  appActionType: 'NO_ACTION',
  isConsentsSaleModalVisible: false,
  sessionId: null,
  lastLtoPeriod: null,
  prolongateLtoSubmitAction: null,
  prolongateLtoSummaryStage: null,
  ltoInCart: false,
  isSpecialOfferInCart: false,
  accountBalance: null,
  userLogin: null,
  numabo: null,
  numabont: null,
  contracts: [],
  billAddress: null,
  mainAddress: null,
  discountAmount: null,
  payments: [],
  paymentMean: { mopId: null },
  ordersHistory: [],
  currentChannelList: [],
  currentDocumentList: [],
  endCycleDate: null,
  startCycleDate: null,
  nextPayment: null,
  reloading: false,
  mopPending: false,
  refreshCount: 0,
  hideEplMsg: false,
  allowNewSale: null,
  mopChoosed: null,
  msisdn: null,
  playCode: null,
  tokenCsum: null,
  voucherCode: null,
  customerIdentifier: null,
  isHboInProducts: false,
  specialOfferMarker: null,
  withdrawBalance: null,
  isNetflixInCart: false,
  isNetflixActive: false,
  calcLtoEndDate: null,
  ltoEndDate: null,
  nextLtoEndDate: null,
  ltoDuration: null,
  accountActive: null,
};

export const defaultRestoredActivationCoupon: Readonly<RestoredActivationCoupon> = {
  couponId: null,
  couponCode: null,
  saleChannel: 'RETAIL',
  ctype: 'STARTER',
  coffre: null,
  numabo: null,
  numabont: null,
  numdec: null,
  status: 'ACTIVE',
  datcre: null,
  usercre: null,
  datmod: null,
  usermod: null,
  validFrom: null,
  validTo: null,
};

/** A fresh, independent copy of the defaults (stores must never share the default's lists). */
export function createDefaultSession(): Session {
  return structuredClone(defaultSession) as Session;
}

/**
 * A session from the server's data over the defaults: missing fields take
 * their default, and so does a missing cart field.
 */
export function sessionFrom(data: Partial<Session> | null | undefined): Session {
  const base = createDefaultSession();
  if (!data) return base;
  const { cart, ...rest } = data;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...base, ...defined, cart: { ...base.cart, ...(cart ?? {}) } };
}

/** Section 6: logged in means a non-empty userLogin. */
export function isLoggedIn(session: Pick<Session, 'userLogin'> | null | undefined): boolean {
  return typeof session?.userLogin === 'string' && session.userLogin.trim() !== '';
}

/** Section 3: accountActive 1 means active. */
export function isAccountActive(session: Pick<Session, 'accountActive'>): boolean {
  return Number(session.accountActive) === 1;
}
