import { messages } from '#api-contract/messages.ts';
import type { OperationAccess } from '#api-contract/operation.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { sameSitePath } from '#domain/auth-redirect.ts';
import { addMonths, polishDay } from '#domain/billing-period.ts';
import { createDefaultSession, ORDERS_HISTORY_LENGTH, type Address, type Session } from '#domain/session.ts';
import { DEFAULT_MOCK_CUSTOMER, MOCK_CUSTOMERS, type MockCustomerSeed } from '../demo-customers.ts';
import { mockError, type MockCallError } from '../operations.ts';
import { cardTokenOf, meanView } from '../payment-token.ts';
import {
  activeCart,
  activeCarts,
  awaitsOrder,
  cartView,
  emptyCart,
  kindOf,
  newSession,
  ownerOf,
  shownCart,
  signedIn,
  type FunnelCore,
  type FunnelState,
  type MockCart,
  type MockCustomer,
  type MockSession,
} from './state.ts';

/**
 * The mock funnel's session area: sessionData, checkSessionData and
 * quietLogin (the session as the service's session view shows it, with the
 * customer's records and orders), sign-in as a demo customer (the visitor's
 * cart handed over as the service's adoption rules hand it), sign-out, and
 * the access rule the service applies to every call.
 */

/** The customer's account page: where a login without a return path lands (as the service's login route). */
export const ACCOUNT_PAGE = '/oferta-online/moje-konto';
/** Where a failed login lands (as the service's login route). */
export const LOGIN_FAILED_PAGE = '/l?blad=logowanie';

const DEMO_ADDRESS: Address = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };

export function sessionFunnel(core: FunnelCore) {
  const { now, change, read, current } = core;

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
        transactionId: cart.order!.number ?? cart.order!.id,
        orderedAt: cart.order!.orderedAt ?? polishDay(now()),
        status: 'CONFIRMED' as const,
        total: cart.order!.total,
        items: cart.items.map(({ operationType, offerCode, articleCode, price }) => ({ operationType, offerCode, articleCode, price })),
      }));
  }

  function customerFields(customer: MockCustomer): Partial<Session> {
    const lto = customer.contracts
      .filter((contract) => contract.ltoEndDate !== null)
      .sort((a, b) => (a.ltoEndDate ?? '').localeCompare(b.ltoEndDate ?? ''))
      .at(-1);
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
      contracts: customer.contracts.map((contract) => ({
        cgroupe: contract.cgroupe,
        activity: '01',
        finabo: null,
        debabo: contract.debabo,
        corig: contract.corig,
      })),
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
      fromSelfcare: session.fromSelfcare === true,
      ...(customer ? { ...customerFields(customer), ordersHistory: ordersHistoryOf(draft, customer) } : {}),
      cart: shown ? cartView(shown) : emptyCart(),
    };
  }

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

  /** quietLogin: the signed-in customer's session; 401 otherwise, and nothing is started. */
  function quietLogin(): Session {
    return read((draft) => {
      const session = draft.session;
      if (!session?.customer || !draft.customers[session.customer]) throw mockError(401, accountMessages.notSignedIn);
      return sessionView(draft, session);
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
            const keepExisting =
              awaitsOrder(existing) || (filled(existing) && !filled(cart)) || (filled(existing) === filled(cart) && existing.changed >= cart.changed);
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

  /** session/selfcare: the signed-in customer's flow marked as started from self-care, or no longer. */
  function markSelfcare(fromSelfcare: boolean): { fromSelfcare: boolean } {
    return change((draft) => {
      signedIn(draft).session.fromSelfcare = fromSelfcare;
      return { fromSelfcare };
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

  return { sessionData, quietLogin, login, endSession, markSelfcare, refusalFor };
}
