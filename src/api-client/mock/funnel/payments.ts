import { orderNumber } from '#domain/order-number.ts';
import type { z } from 'zod';
import type { paymentOperations } from '#api-contract/payments.ts';
import { isOfferAvailable } from '#domain/available-offers.ts';
import { polishDay } from '#domain/billing-period.ts';
import { orderAmount } from '#domain/cart-discount.ts';
import { ORDER_PLACED_STAGE, THANK_YOU_STAGE } from '#domain/cart-stages.ts';
import { isGiven, SUMMARY_CONSENTS } from '#domain/consents.ts';
import { cardDecision, TEST_CARDS, TEST_INSTANT_CODE, type CardDecision } from '#domain/gateway-test-cards.ts';
import { PIN_RULES } from '#domain/mop-config.ts';
import { checkMsisdn, displayMsisdn } from '#domain/msisdn.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import { isOperatorMop, isPaymentMeanAllowed, type OperatorMopId, type PaymentMeanId } from '#domain/payment-methods.ts';
import { planPurchase } from '#domain/purchase.ts';
import { mockError, type MockCallError } from '../operations.ts';
import { attachCardToken } from '../payment-token.ts';
import { MOCK_VOUCHER } from './cart.ts';
import { cartView, later, ownCart, signedIn, touch, uuidOf, type FunnelCore, type FunnelState, type MockCart, type MockCustomer } from './state.ts';

/**
 * The mock funnel's payments area: the MSISDN check that starts a PIN
 * confirmation, the token login, and cart/finalize, which charges at once as
 * the payment-gateway simulator would (no gateway pages in the mock) and
 * makes the order's products the customer's.
 */

/** cart/finalize's body as the service reads it. */
type FinalizeInput = z.output<NonNullable<(typeof paymentOperations)['finalize']['body']>>;

export function paymentFunnel(core: FunnelCore) {
  const { now, change, read, offerOf, catalogue } = core;

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
  function charge(draft: FunnelState, customer: MockCustomer, input: FinalizeInput & { mopId: PaymentMeanId }): void {
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
      customer.contracts.push({
        id: contractId,
        cgroupe: plan.contract.create.cgroupe,
        debabo: plan.contract.create.debabo,
        corig: 'PORTAL',
        ltoDuration: null,
        ltoEndDate: null,
      });
    }
    for (const product of plan.add) {
      const owned = customer.products.find((candidate) => candidate.contractId === contractId && candidate.articleCode === product.articleCode);
      const bought = {
        contractId,
        articleCode: product.articleCode,
        offerCode: product.offerCode,
        status: 'ACTIVE',
        endDate: null,
        fee: product.fee,
      };
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
      const given = new Map((input.summaryConsents ?? []).map((consent) => [consent.cconsent, isGiven(consent.value)]));
      if (!SUMMARY_CONSENTS.every((code) => given.get(code) === true)) throw mockError(406, paymentMessages.errors.summaryConsents);

      const voucher = cart.voucher === MOCK_VOUCHER.code ? { ...MOCK_VOUCHER.terms, covers: null } : null;
      const price = orderAmount(cart.items, cart.consents, offerOf, voucher).total;
      const total = price.toFixed(2);
      // Nothing due now (a change of plan, a voucher covering it all): confirmed without a payment, as the service does.
      if (!price.isZero()) {
        if (input.mopId === undefined) throw mockError(366, paymentMessages.errors.meanMissing);
        if (!isPaymentMeanAllowed(input.mopId, offers)) throw mockError(366, paymentMessages.errors.meanUnavailable);
        charge(draft, customer, { ...input, mopId: input.mopId });
      }

      const placed = ++draft.sequence;
      const order = { id: uuidOf(placed), number: orderNumber(now().getFullYear(), placed), total, orderedAt: polishDay(now()), placed };
      Object.assign(cart, {
        order,
        status: 'ACTIVATION_PENDING',
        stage: ORDER_PLACED_STAGE,
        transactionId: order.number,
        thankYouPage: catalogue.saleStages.find((entry) => entry.stage === THANK_YOU_STAGE)?.url ?? null,
        contractId: fulfil(draft, customer, cart),
      } satisfies Partial<MockCart>);
      touch(draft, cart);
      return {
        cart: cartView(cart),
        paymentUrl: null,
        order: { id: order.id, number: order.number, status: 'CONFIRMED' as const, total, currency: 'PLN' as const },
      };
    });
  }

  /** payments/token: a token of the signed-in customer's stored card (./payment-token.ts); changes nothing. */
  function attachToken(token: string) {
    return read((draft) => attachCardToken(signedIn(draft).customer.means, token));
  }

  return { validateMsisdn, finalize, attachToken };
}
