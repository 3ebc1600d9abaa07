import './zod-config.ts';
import { z } from 'zod';
import { createDefaultSession, type Cart, type Session } from '#domain/session.ts';
import { defineNavigation, defineOperation, type ContractCall } from './operation.ts';
import { doc, named } from './registry.ts';

/**
 * Session calls of spec 7: the session data that sessionData,
 * checkSessionData and quietLogin answer with (spec section 3; the schema is
 * checked against the domain's `Session` type, so the two cannot drift
 * apart), closeBrowser, and the sign-in and sign-out navigations.
 */

const TAG = 'session';

const text = z.string();
const nullableText = z.string().nullable();
const amount = z.union([z.string(), z.number()]).nullable();

const consentSchema = z.object({
  cconsent: text,
  value: z.union([z.boolean(), z.literal(0), z.literal(1)]),
  indiscount: z.enum(['0', '1']).optional(),
});

const addressSchema = z.object({ street: text, number: text, apartment: text, postalCode: text, city: text });

const cartItemSchema = z.object({
  operationType: z.enum(['A', 'B', 'V', 'D']),
  offerCode: text,
  articleCode: text,
  price: amount,
  productChange: z.unknown().optional(),
  cmt: nullableText.optional(),
});

export const cartSchema = named(
  z.object({
    id: nullableText,
    cartStatus: text,
    currentStage: text,
    contractType: text,
    contractId: nullableText,
    items: z.array(cartItemSchema),
    consents: z.array(consentSchema),
    addressPrimary: addressSchema.nullable(),
    addressDelivery: addressSchema.nullable(),
    thankYouPage: nullableText,
    transactionId: nullableText,
    reaboList: z.array(z.unknown()),
  }),
  'Cart',
  'A cart as the session carries it (spec section 3).',
);

const orderHistoryEntrySchema = z.object({
  transactionId: text,
  orderedAt: doc(z.string(), "The day the order was placed, 'YYYY-MM-DD'."),
  status: z.enum(['CONFIRMED', 'CANCELLED']),
  total: text,
  items: z.array(cartItemSchema),
});

const currentProductSchema = z.object({
  articleCode: text,
  offerCode: text,
  contractId: text,
  status: text,
  endDate: nullableText,
  fee: amount,
  commitmentEndDate: nullableText,
});

const contractSchema = z.object({
  cgroupe: z.enum(['K', 'C', 'M', 'P', 'T', 'V', 'J']),
  activity: text,
  finabo: nullableText,
  debabo: nullableText,
  corig: nullableText,
});

const paymentMeanSchema = z.object({
  meanId: doc(text.optional(), 'Which of the customer’s means (several cards share mopId 1).'),
  mopId: z.number().int(),
  displayString: text.optional(),
  expiryDate: nullableText.optional(),
  paymentUrl: nullableText.optional(),
});

export const sessionSchema = named(
  z.object({
    consents: z.array(consentSchema),
    consentsSale: z.array(consentSchema),
    cart: cartSchema,
    currentProducts: z.array(currentProductSchema),
    lastProducts: z.array(currentProductSchema),
    portabilityFlag: text,
    sessionStamp: doc(
      z.union([z.string(), z.number()]).nullable(),
      'The server’s time of this answer (ISO 8601): the session time the self-care lock judges by, stamped anew by each answer.',
    ),
    ongoingTransaction: z.boolean(),
    prepaidCategory: z.enum(['NEWSALES', 'UPSELL']).nullable(),
    fromSelfcare: z.boolean(),
    restoreActivation: z.boolean(),
    frontendVersion: nullableText,
    isFromSpecialOffer: z.boolean(),
    appActionType: text,
    isConsentsSaleModalVisible: z.boolean(),
    sessionId: doc(z.string().nullable(), 'Public id of the session (not its cookie secret); stays the same across rotation.'),
    lastLtoPeriod: z.number().nullable(),
    prolongateLtoSubmitAction: nullableText,
    prolongateLtoSummaryStage: nullableText,
    ltoInCart: z.boolean(),
    isSpecialOfferInCart: z.boolean(),
    accountBalance: amount,
    userLogin: doc(z.string().nullable(), 'Login of the signed-in customer; null for an anonymous visitor.'),
    numabo: nullableText,
    numabont: nullableText,
    contracts: z.array(contractSchema),
    billAddress: addressSchema.nullable(),
    mainAddress: addressSchema.nullable(),
    discountAmount: amount,
    payments: z.array(paymentMeanSchema),
    paymentMean: z.object({ mopId: z.number().int().nullable() }),
    ordersHistory: doc(z.array(orderHistoryEntrySchema), 'The orders the customer placed, newest first (at most 20).'),
    currentChannelList: z.array(z.unknown()),
    currentDocumentList: z.array(z.unknown()),
    endCycleDate: nullableText,
    startCycleDate: nullableText,
    nextPayment: z.unknown(),
    reloading: z.boolean(),
    mopPending: z.boolean(),
    refreshCount: z.number().int(),
    hideEplMsg: z.boolean(),
    allowNewSale: z.boolean().nullable(),
    mopChoosed: z.number().int().nullable(),
    msisdn: nullableText,
    playCode: nullableText,
    tokenCsum: nullableText,
    voucherCode: nullableText,
    customerIdentifier: nullableText,
    isHboInProducts: z.boolean(),
    specialOfferMarker: nullableText,
    withdrawBalance: amount,
    isNetflixInCart: z.boolean(),
    isNetflixActive: z.boolean(),
    calcLtoEndDate: nullableText,
    ltoEndDate: nullableText,
    nextLtoEndDate: nullableText,
    ltoDuration: z.number().int().nullable(),
    accountActive: doc(z.number().int().nullable(), '1 means active.'),
  }) satisfies z.ZodType<Session>,
  'Session',
  'The session data of spec section 3: anonymous defaults until login.',
);

/** A build label such as 1.4.2 or 2026.11.3-rc+abc. */
export const frontendVersionSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z._+-]+$/, { error: 'dozwolone są litery, cyfry oraz znaki . _ + -' });

/** sessionData / checkSessionData: an empty body or the client's build version. */
export const sessionRequestSchema = z.strictObject({
  frontendVersion: doc(frontendVersionSchema.optional(), 'Version of the front end that is calling; kept with the session.'),
});

// Examples (mock mode's answers, checked against the schemas) ----------------------------

/** A cart in progress with a package and an add-on, at the summary. */
export const cartExample: Cart = {
  id: '2c8a4a52-5b8f-4a8e-9a55-0d6f3f0f7c11',
  cartStatus: 'OPEN',
  currentStage: 'SUMMARY',
  contractType: 'PREPAID',
  contractId: null,
  items: [
    { operationType: 'A', offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', price: '49.99' },
    { operationType: 'A', offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99' },
  ],
  consents: [
    { cconsent: 'INDELECTR_MAIL_MCI', value: 1, indiscount: '1' },
    { cconsent: 'INDREK_MCI', value: 1, indiscount: '1' },
  ],
  addressPrimary: null,
  addressDelivery: null,
  thankYouPage: null,
  transactionId: null,
  reaboList: [],
};

/** A signed-in customer's session: an existing customer (group C) with a package and a service, paying by card. */
export function customerSessionExample(): Session {
  return {
    ...createDefaultSession(),
    sessionId: '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    sessionStamp: '2026-11-02T09:00:00.000Z',
    userLogin: 'klient.c@horyzont.example',
    customerIdentifier: 'HOR-DEMO-002',
    numabo: '7000002',
    numabont: '1',
    accountActive: 1,
    accountBalance: '0.00',
    prepaidCategory: null,
    contracts: [{ cgroupe: 'C', activity: '01', finabo: null, debabo: '2025-03-14', corig: 'DEMO' }],
    currentProducts: [
      { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', contractId: '2', status: 'ACTIVE', endDate: null, fee: '49.99', commitmentEndDate: null },
      { articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M', contractId: '2', status: 'ACTIVE', endDate: null, fee: '29.00', commitmentEndDate: null },
    ],
    mainAddress: { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' },
    billAddress: { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' },
    payments: [{ meanId: '41', mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2029-10-31', paymentUrl: null }],
    paymentMean: { mopId: 1 },
    isNetflixActive: true,
  };
}

/** The identity provider's callback parameters: text, within what a URL carries. */
const callbackParam = z.string().max(2048).optional();

export const loginQuerySchema = z
  .object({
    code: doc(callbackParam, 'The provider’s authorization code (its callback).'),
    state: doc(callbackParam, 'The state the sign-in was started with (its callback).'),
    iss: doc(callbackParam, 'The provider that answers (its callback).'),
    error: doc(callbackParam, 'Why the provider did not sign the visitor in (its callback).'),
    error_description: callbackParam,
    rejestracja: doc(
      z.enum(['sklep'], { error: 'Parametr rejestracja może mieć wyłącznie wartość "sklep".' }).optional(),
      'sklep: open the provider’s registration with the sale terms instead of its sign-in page.',
    ),
    returnTo: doc(z.string().max(512).optional(), 'The page of this site to come back to once signed in; anything else is ignored.'),
  })
  // Providers add parameters of their own to the callback (session_state…): accepted and ignored.
  .catchall(z.unknown());

const noQuery = z.strictObject({});

/** session/selfcare: whether the shop flow in progress was started from the self-care area. */
export const selfcareFlagSchema = z.strictObject({
  fromSelfcare: doc(z.boolean(), 'true: the customer came into the shop from self-care (My services); false: that flow has ended.'),
});

export const sessionOperations = {
  sessionData: defineOperation({
    method: 'POST',
    call: 'sessionData',
    tag: TAG,
    summary: 'The visitor’s session, or the anonymous defaults',
    description:
      'Answers the session data (spec 3), and sends XSRF-TOKEN again (readable, echoed in X-XSRF-TOKEN by state-changing calls). Without a live session it answers the anonymous defaults (sessionId null) and a signed visitor XSRF token, and stores nothing: the first state-changing call that needs a session stores one and sets the SESSION cookie (HttpOnly). Not subject to the XSRF check.',
    access: 'public',
    xsrf: false,
    body: sessionRequestSchema,
    data: sessionSchema,
    examples: { data: createDefaultSession() },
  }),

  checkSessionData: defineOperation({
    method: 'POST',
    call: 'checkSessionData',
    tag: TAG,
    summary: 'The visitor’s current session, if it is still live',
    description: 'Like sessionData but never starts a session: without a live one it answers errorCode 401. Not subject to the XSRF check.',
    access: 'session',
    xsrf: false,
    body: sessionRequestSchema,
    data: sessionSchema,
    examples: { data: createDefaultSession() },
  }),

  quietLogin: defineOperation({
    method: 'GET',
    call: 'quietLogin',
    tag: TAG,
    summary: 'The signed-in session, without any redirect',
    description:
      'Tells the portal whether the visitor’s session is signed in, without sending the browser to the identity provider. ' +
      'Signed in: answers the session data (as sessionData does: the customer’s records refreshed from the database, the cart in progress) and sends the XSRF-TOKEN cookie again. ' +
      'No session, or an anonymous one: HTTP 401 with errorCode 401 and a Polish message; no session is started.',
    access: 'public',
    query: noQuery,
    data: sessionSchema,
    refusals: { 401: 'No session, or one that is not signed in; no session is started.' },
    examples: { data: customerSessionExample() },
  }),

  selfcare: defineOperation({
    method: 'POST',
    call: 'session/selfcare',
    tag: TAG,
    summary: 'Marks the shop flow as started from self-care, or ends that mark',
    description:
      'Spec 1 and 3 fromSelfcare: the configurator sets it when a signed-in customer arrives from My services („Dodaj usługę”); the summary clears it when the customer goes back there. ' +
      'Kept with the session on the server: the next sessionData (any process) answers it, and backing out of the summary then goes to My services, or My account for a prepaid NEWSALES customer (spec 2). ' +
      'The service clears it itself when the flow ends: the cart completed (its last stage), cancelled, or cleared. Answers the flag as the session now holds it.',
    access: 'customer',
    body: selfcareFlagSchema,
    data: selfcareFlagSchema,
    examples: { data: { fromSelfcare: true } },
  }),

  closeBrowser: defineOperation({
    method: 'GET',
    call: 'closeBrowser',
    tag: TAG,
    summary: 'Ends the session',
    description:
      'Spec 4 (inactivity): deletes the session and clears its cookies. Answers success also when there was no session. A browser request made from another site (Sec-Fetch-Site cross-site or same-site) is refused with 403 and changes nothing.',
    access: 'public',
    sameSiteOnly: true,
    query: noQuery,
    data: z.null(),
    examples: { data: null },
  }),

  login: defineNavigation({
    method: 'GET',
    call: 'login',
    tag: TAG,
    summary: 'Signs the visitor in through the identity provider (a browser navigation)',
    description: [
      'Spec 7 login, through OpenID Connect: the browser is sent here (a link, never a fetch) and answered with redirects, never an envelope.',
      'Without code or error it starts a sign-in: the pending login (state, nonce, PKCE verifier) waits in the visitor’s server-side session (stored now if the visitor has none; session starts are limited to 300 per client address in 10 minutes) and the browser goes to the provider’s authorization page (its registration with the sale terms for rejestracja=sklep).',
      'With code or error it is the provider’s callback: the code is exchanged, the session rotated (new SESSION cookie and XSRF token) and bound to the customer, the visitor’s cart handed to the customer, and the browser goes to returnTo (a path of this site) or the account page.',
      'Any failure (no pending login, a state that is not its own, the provider’s error, too many session starts, sign-in not configured) sends the browser to the page that says signing in failed. Other parameters the provider adds to its callback are accepted and ignored.',
    ].join('\n\n'),
    access: 'public',
    query: loginQuerySchema,
    redirect:
      'Starting: the identity provider’s authorization (or registration) page. Callback: returnTo or /oferta-online/moje-konto once signed in; /l?blad=logowanie when signing in failed.',
    examples: { location: '/oferta-online/moje-konto' },
  }),

  quietLoginStart: defineNavigation({
    method: 'GET',
    call: 'quietLogin/start',
    tag: TAG,
    summary: 'Signs the visitor in again without the provider’s form (a browser navigation)',
    description: [
      'Spec 7 quietLogin as the browser does it: a page for signed-in customers sends the browser here when the browser remembers a sign-in (logged_in) but the portal session is gone (expired, or its cookie lost). The JSON quietLogin above stays the check that answers the signed-in session.',
      'Already signed in: straight back to returnTo. Otherwise the pending login (state, nonce, PKCE verifier, marked quiet) waits in the visitor’s server-side session as for login, and the browser goes to the provider’s authorization with prompt=none: the provider never shows its form.',
      'The provider answers at login’s callback. A provider session still alive: the code is exchanged and checked (state, nonce, PKCE) exactly as for login, the session rotated and bound to the customer, and the browser goes to returnTo. The provider answers login_required (or any error) with the pending state: the browser goes back to returnTo with no session, where the page sends it to the login page as for any visitor (it tries once: no loop). A callback whose state is not the pending one goes to the page that says signing in failed.',
      'A navigation another site’s page started (Sec-Fetch-Site cross-site or same-site) goes to the home page and changes nothing.',
    ].join('\n\n'),
    access: 'public',
    sameSiteOnly: true,
    query: z.strictObject({
      returnTo: doc(
        z.string().max(512).optional(),
        'The page of this site to come back to (signed in or not); anything else is ignored (the account page).',
      ),
    }),
    redirect:
      'The identity provider’s authorization endpoint with prompt=none; returnTo (or /oferta-online/moje-konto) when already signed in; / for another site’s navigation.',
    examples: { location: '/oferta-online/moje-konto' },
  }),

  logout: defineNavigation({
    method: 'GET',
    call: 'logout',
    tag: TAG,
    summary: 'Signs the customer out (a browser navigation)',
    description:
      'Spec 7 logout: ends the session (deleted, cookies cleared) and sends the browser to the identity provider’s end-session page, which comes back to the portal, or to the home page when the provider has none. A navigation another site’s page started (Sec-Fetch-Site cross-site or same-site) goes to the home page and changes nothing: a link elsewhere cannot sign a customer out.',
    access: 'public',
    sameSiteOnly: true,
    query: noQuery,
    redirect: 'The identity provider’s end-session page, or / (the home page).',
    examples: { location: '/' },
  }),
} satisfies Record<string, ContractCall>;
