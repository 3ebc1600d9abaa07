import { describe, expect, it } from 'vitest';
import { createDefaultSession, defaultRestoredActivationCoupon, defaultSession, isAccountActive, isLoggedIn, sessionFrom } from './session.ts';

/** Spec section 3, "Session", field by field. */
const SPEC_SESSION_FIELDS = `consents, consentsSale, cart, currentProducts, lastProducts, portabilityFlag, sessionStamp,
ongoingTransaction, prepaidCategory, fromSelfcare, restoreActivation, frontendVersion, isFromSpecialOffer, appActionType,
isConsentsSaleModalVisible, sessionId, lastLtoPeriod, prolongateLtoSubmitAction, prolongateLtoSummaryStage, ltoInCart,
isSpecialOfferInCart, accountBalance, userLogin, numabo, numabont, contracts, billAddress, mainAddress, discountAmount,
payments, paymentMean, ordersHistory, currentChannelList, currentDocumentList, endCycleDate, startCycleDate, nextPayment,
reloading, mopPending, refreshCount, hideEplMsg, allowNewSale, mopChoosed, msisdn, playCode, tokenCsum, voucherCode,
customerIdentifier, isHboInProducts, specialOfferMarker, withdrawBalance, isNetflixInCart, isNetflixActive, calcLtoEndDate,
ltoEndDate, nextLtoEndDate, ltoDuration, accountActive`
  .split(',')
  .map((s) => s.trim());

/** Spec section 3, "Cart". */
const SPEC_CART_FIELDS = `id, cartStatus, currentStage, contractType, contractId, items, consents, addressPrimary,
addressDelivery, thankYouPage, transactionId, reaboList`
  .split(',')
  .map((s) => s.trim());

describe('defaultSession (spec section 3)', () => {
  it('has every Session field and no other', () => {
    expect(Object.keys(defaultSession).sort()).toEqual([...SPEC_SESSION_FIELDS].sort());
  });

  it('carries the defaults given in brackets', () => {
    expect(defaultSession).toMatchObject({ portabilityFlag: 'niepotwierdzony', prepaidCategory: 'NEWSALES', appActionType: 'NO_ACTION' });
  });

  it('has a cart with every Cart field and its defaults OPEN, PACKAGE, PREPAID', () => {
    expect(Object.keys(defaultSession.cart).sort()).toEqual([...SPEC_CART_FIELDS].sort());
    expect(defaultSession.cart).toMatchObject({ cartStatus: 'OPEN', currentStage: 'PACKAGE', contractType: 'PREPAID', items: [] });
  });

  it('starts anonymous', () => {
    expect(isLoggedIn(defaultSession)).toBe(false);
  });

  it('restored activation coupon defaults RETAIL, STARTER, ACTIVE', () => {
    expect(defaultRestoredActivationCoupon).toMatchObject({ saleChannel: 'RETAIL', ctype: 'STARTER', status: 'ACTIVE' });
  });
});

describe('createDefaultSession and sessionFrom', () => {
  it('gives independent copies', () => {
    const a = createDefaultSession();
    a.cart.items.push({ operationType: 'A', offerCode: 'O1', articleCode: 'A1', price: '10.00' });
    a.contracts.push({ cgroupe: 'C', activity: '01', finabo: null, debabo: null, corig: null });
    expect(createDefaultSession().cart.items).toEqual([]);
    expect(defaultSession.contracts).toEqual([]);
  });

  it('lays server data over the defaults, cart field by field', () => {
    const session = sessionFrom({ userLogin: 'jan', prepaidCategory: 'UPSELL', cart: { ...defaultSession.cart, id: 'c1', currentStage: 'SUMMARY' } });
    expect(session.userLogin).toBe('jan');
    expect(session.prepaidCategory).toBe('UPSELL');
    expect(session.appActionType).toBe('NO_ACTION');
    expect(session.cart).toMatchObject({ id: 'c1', currentStage: 'SUMMARY', cartStatus: 'OPEN', contractType: 'PREPAID' });
  });

  it('keeps defaults for fields the server leaves out or undefined', () => {
    const partial = { cart: { id: 'c2' } } as unknown as Parameters<typeof sessionFrom>[0];
    expect(sessionFrom(partial).cart).toMatchObject({ id: 'c2', cartStatus: 'OPEN' });
    expect(sessionFrom({ portabilityFlag: undefined }).portabilityFlag).toBe('niepotwierdzony');
    expect(sessionFrom(null)).toEqual(defaultSession);
  });
});

describe('isLoggedIn (spec section 6: userLogin)', () => {
  it.each([
    ['jan.kowalski', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('userLogin %j → %s', (userLogin, expected) => {
    expect(isLoggedIn({ userLogin: userLogin as string })).toBe(expected);
  });

  it('is false without a session', () => {
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('isAccountActive (accountActive 1 means active)', () => {
  it.each([
    [1, true],
    [0, false],
    [null, false],
  ])('%j → %s', (accountActive, expected) => {
    expect(isAccountActive({ accountActive })).toBe(expected);
  });
});
