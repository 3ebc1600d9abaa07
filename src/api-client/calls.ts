// Generated from src/api-contract/operations.ts by `npm run openapi` (scripts/client-calls.ts); do not edit.
import type { operationsByArea } from '#api-contract/operations.ts';
import { callRef, navigationRef } from './call-ref.ts';

type Areas = typeof operationsByArea;

/**
 * Every call of the contract, by area, as the browser makes it (call-ref.ts): an operation through
 * `callOperation(calls.cart.update, { body })`, a navigation as a link: `navigationHref(calls.session.login, { query })`.
 */
export const calls = {
  session: {
    sessionData: callRef<Areas['session']['sessionData']>('POST', 'sessionData', false),
    checkSessionData: callRef<Areas['session']['checkSessionData']>('POST', 'checkSessionData', false),
    quietLogin: callRef<Areas['session']['quietLogin']>('GET', 'quietLogin'),
    selfcare: callRef<Areas['session']['selfcare']>('POST', 'session/selfcare'),
    closeBrowser: callRef<Areas['session']['closeBrowser']>('GET', 'closeBrowser'),
    login: navigationRef<Areas['session']['login']>('login'),
    quietLoginStart: navigationRef<Areas['session']['quietLoginStart']>('quietLogin/start'),
    logout: navigationRef<Areas['session']['logout']>('logout'),
  },
  analytics: {
    event: callRef<Areas['analytics']['event']>('POST', 'event'),
  },
  cart: {
    update: callRef<Areas['cart']['update']>('POST', 'cart/update'),
    clearCart: callRef<Areas['cart']['clearCart']>('POST', 'cart/clearCart'),
    clearCartLto: callRef<Areas['cart']['clearCartLto']>('POST', 'cart/clearCartLto'),
    getPossibleDiscount: callRef<Areas['cart']['getPossibleDiscount']>('GET', 'cart/getPossibleDiscount'),
    updateStage: callRef<Areas['cart']['updateStage']>('POST', 'cart/updateStage'),
    checkVoucher: callRef<Areas['cart']['checkVoucher']>('POST', 'cart/checkVoucher'),
    cancel: callRef<Areas['cart']['cancel']>('POST', 'cart/cancel'),
    markSpecialOfferProcess: callRef<Areas['cart']['markSpecialOfferProcess']>('POST', 'specialOffer/markProcess'),
    updateOrderByConsentsChanges: callRef<Areas['cart']['updateOrderByConsentsChanges']>('POST', 'updateOrderByConsentsChanges'),
  },
  services: {
    verifySwitchOff: callRef<Areas['services']['verifySwitchOff']>('POST', 'cart/verifySwitchOff'),
    switchOff: callRef<Areas['services']['switchOff']>('POST', 'cart/switchOff'),
    unSwitchOff: callRef<Areas['services']['unSwitchOff']>('POST', 'cart/unSwitchOff'),
    getDowngradeCodes: callRef<Areas['services']['getDowngradeCodes']>('GET', 'cart/getDowngradeCodes'),
    antiChurnOffer: callRef<Areas['services']['antiChurnOffer']>('GET', 'antiChurnOffer'),
    ltoEndDate: callRef<Areas['services']['ltoEndDate']>('GET', 'lto/getEndDate'),
    ltoProlongateCartData: callRef<Areas['services']['ltoProlongateCartData']>('GET', 'lto/getLtoProlongateCartData'),
    paymentSchedule: callRef<Areas['services']['paymentSchedule']>('POST', 'payments/schedule'),
    restoreActivation: callRef<Areas['services']['restoreActivation']>('POST', 'stb/restoreActivation'),
    activationCoupon: callRef<Areas['services']['activationCoupon']>('GET', 'stb/activationCoupon'),
    offerDocuments: callRef<Areas['services']['offerDocuments']>('POST', 'offerDocument/all'),
    hbogoCustomerIdentifier: callRef<Areas['services']['hbogoCustomerIdentifier']>('GET', 'hbogo/getCustomerIdentifier'),
    streamingUrl: callRef<Areas['services']['streamingUrl']>('GET', 'netflix/getUrl'),
  },
  payments: {
    mopConfig: callRef<Areas['payments']['mopConfig']>('GET', 'mop/config'),
    mopConsents: callRef<Areas['payments']['mopConsents']>('GET', 'mop/consents'),
    validateMsisdn: callRef<Areas['payments']['validateMsisdn']>('POST', 'validateMsisdn'),
    addMean: callRef<Areas['payments']['addMean']>('POST', 'mop/add'),
    checkMopProcess: callRef<Areas['payments']['checkMopProcess']>('POST', 'mop/checkMopProcess'),
    removeMean: callRef<Areas['payments']['removeMean']>('POST', 'mop/remove'),
    attachToken: callRef<Areas['payments']['attachToken']>('POST', 'payments/token'),
    finalize: callRef<Areas['payments']['finalize']>('POST', 'cart/finalize'),
    notification: callRef<Areas['payments']['notification']>('POST', 'payments/notification', false),
  },
  prepaidCard: {
    cardStatus: callRef<Areas['prepaidCard']['cardStatus']>('POST', '/api-tnk/tnk-card-status'),
    paymentUrl: callRef<Areas['prepaidCard']['paymentUrl']>('POST', '/api-tnk/payment-url'),
    paymentStatus: callRef<Areas['prepaidCard']['paymentStatus']>('GET', '/api-tnk/payment-status/:id'),
  },
  voucher: {
    check: callRef<Areas['voucher']['check']>('POST', 'voucher/check'),
    activate: callRef<Areas['voucher']['activate']>('POST', 'voucher/activate'),
  },
  account: {
    alignConsents: callRef<Areas['account']['alignConsents']>('GET', 'account/alignConsents'),
    updateConsents: callRef<Areas['account']['updateConsents']>('POST', 'account/updateConsents'),
    personalData: callRef<Areas['account']['personalData']>('GET', 'account/personalData'),
    export: callRef<Areas['account']['export']>('GET', 'account/export'),
    updatePersonalData: callRef<Areas['account']['updatePersonalData']>('POST', 'account/updatePersonalData'),
    showIca: callRef<Areas['account']['showIca']>('POST', 'account/showIca'),
    segments: callRef<Areas['account']['segments']>('GET', 'account/segments'),
    refreshToken: callRef<Areas['account']['refreshToken']>('POST', 'account/refreshToken'),
    messageSubject: callRef<Areas['account']['messageSubject']>('GET', 'messageSubject'),
    sendMessage: callRef<Areas['account']['sendMessage']>('POST', 'account/sendMessage'),
    messages: callRef<Areas['account']['messages']>('GET', 'account/messages'),
    logoutOtherDevices: callRef<Areas['account']['logoutOtherDevices']>('POST', 'account/logoutOtherDevices'),
    articleRate: callRef<Areas['account']['articleRate']>('POST', 'article/rate'),
    contentMetaProduct: callRef<Areas['account']['contentMetaProduct']>('GET', 'offer-service/contentId/:id'),
    contentDeeplinks: callRef<Areas['account']['contentDeeplinks']>('GET', 'offer-service/contentId/deeplinks/:id'),
  },
  search: {
    search: callRef<Areas['search']['search']>('GET', 'search'),
    indexSearch: callRef<Areas['search']['indexSearch']>('POST', 'search/:index/_search', false),
  },
  forms: {
    formToken: callRef<Areas['forms']['formToken']>('GET', 'forms/token'),
    callSlots: callRef<Areas['forms']['callSlots']>('GET', 'forms/book-a-call/slots'),
    submitContact: callRef<Areas['forms']['submitContact']>('POST', 'forms/contact', false),
    submitLead: callRef<Areas['forms']['submitLead']>('POST', 'forms/lead', false),
    submitOttLead: callRef<Areas['forms']['submitOttLead']>('POST', 'forms/ott-lead', false),
    submitLeadPartner: callRef<Areas['forms']['submitLeadPartner']>('POST', 'forms/lead-partner', false),
    submitCorporate: callRef<Areas['forms']['submitCorporate']>('POST', 'forms/corporate', false),
    submitBookACall: callRef<Areas['forms']['submitBookACall']>('POST', 'forms/book-a-call', false),
  },
} as const;
