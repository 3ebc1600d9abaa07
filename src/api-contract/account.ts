import './zod-config.ts';
import { z } from 'zod';
import { accountMessages } from '#domain/account-messages.ts';
import { ACCOUNT_CONSENT_CODES } from '#domain/consents.ts';
import { ADDRESS_FIELDS, freeText } from './free-text.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { limits } from './limits.ts';

/** Account calls of spec 7 (account/*, messageSubject, article/rate, the offer service). */

/** What the request schemas tell a user whose input they refuse (Polish, shown as is; the field is named by the validator). */
const invalid = {
  duplicateConsent: 'każdą zgodę można podać tylko raz',
  postalCode: 'kod pocztowy ma format 00-000',
  phone: 'oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102)',
  subjectCode: 'oczekiwano kodu tematu z listy',
  helpPath: 'oczekiwano adresu artykułu pomocy (/pomoc/…)',
  contentId: 'oczekiwano identyfikatora materiału (litery, cyfry, - lub _)',
  digits: 'oczekiwano samych cyfr (najwyżej 20)',
  markup: (field: string) => `${field} nie może zawierać znaków < ani >`,
} as const;

const TAG = 'account';

/** A required line of free text (src/api-contract/free-text.ts), trimmed. */
const line = (field: string, max: number) => freeText(field).trim().min(1).max(max);

const noQuery = z.strictObject({});

/** A line of an address: an address never holds markup, so < and > are refused (issue 14: markup refused field by field). */
const addressLine = (field: string, max: number) => line(field, max).regex(/^[^<>]*$/, { error: invalid.markup(field) });

// Consents ---------------------------------------------------------------------

const accountConsentCode = doc(z.enum(ACCOUNT_CONSENT_CODES), 'INDELECTR_MAIL_MCI: marketing by e-mail; INDREK_MCI: personalisation.');

export const accountConsentSchema = named(
  z.object({
    cconsent: z.string(),
    value: z.boolean(),
    indiscount: doc(z.enum(['0', '1']), '"1": required for the sale discount, "0": optional.'),
  }),
  'AccountConsent',
  'A consent the customer gave (or refused) on their account.',
);

export const saleConsentSchema = named(
  z.object({
    cconsent: z.string(),
    value: z.union([z.literal(0), z.literal(1)]),
    indiscount: doc(z.enum(['0', '1']), '"1": required for the sale discount, "0": optional.'),
  }),
  'SaleConsent',
  'A sale consent of the cart in progress: 1 given, 0 not given.',
);

export const consentsViewSchema = named(
  z.object({
    consents: doc(z.array(accountConsentSchema), 'The account consents, by code.'),
    consentsSale: doc(
      z.array(saleConsentSchema),
      'The sale consents of the cart in progress (the LTO cart when the session is in the LTO flow), by code; empty without a cart in progress.',
    ),
  }),
  'ConsentsView',
  'The customer’s account consents and the sale consents of their cart in progress.',
);

export const updateConsentsBodySchema = z.strictObject({
  consents: doc(
    z
      .array(z.strictObject({ cconsent: accountConsentCode, value: doc(z.boolean(), 'true: given, false: refused.') }))
      .min(1)
      .max(ACCOUNT_CONSENT_CODES.length)
      .refine((list) => new Set(list.map((consent) => consent.cconsent)).size === list.length, { error: invalid.duplicateConsent }),
    'The consents to set; a consent left out keeps its value.',
  ),
});

// Personal data ----------------------------------------------------------------

export const addressInputSchema = named(
  z.strictObject({
    street: doc(addressLine(ADDRESS_FIELDS.street, 100), 'Street; no < or >.'),
    number: doc(addressLine(ADDRESS_FIELDS.number, 20), 'Building number, e.g. "12" or "12A".'),
    apartment: doc(
      freeText(ADDRESS_FIELDS.apartment)
        .trim()
        .max(20)
        .regex(/^[^<>]*$/, { error: invalid.markup(ADDRESS_FIELDS.apartment) })
        .optional(),
      'Apartment number; empty or left out: none.',
    ),
    postalCode: doc(
      z
        .string()
        .trim()
        .regex(/^\d{2}-?\d{3}$/, { error: invalid.postalCode }),
      'NN-NNN; NNNNN is accepted and stored as NN-NNN.',
    ),
    city: doc(addressLine(ADDRESS_FIELDS.city, 100), 'City; no < or >.'),
  }),
  'CustomerAddressInput',
  'An address of the customer as they type it; the postal code may come without its dash.',
);

const addressSchema = z.object({ street: z.string(), number: z.string(), apartment: z.string(), postalCode: z.string(), city: z.string() });

export const updatePersonalDataBodySchema = z.strictObject({
  mainAddress: doc(addressInputSchema.optional(), 'The main (installation) address; it decides the FTTH_OK segment.'),
  billAddress: doc(addressInputSchema.optional(), 'The billing address.'),
  phone: doc(
    z
      .string()
      .trim()
      .max(20)
      .regex(/^(?:\+48|0048|48)?[\s-]*[1-9](?:[\s-]*\d){8}$/, { error: invalid.phone })
      .nullable()
      .optional(),
    'Contact phone: nine digits, spaces, dashes and a leading +48 allowed; stored as nine digits. null removes it.',
  ),
  displayName: doc(line('imię i nazwisko', 200).optional(), 'The name the portal greets the customer with.'),
});

export const personalDataSchema = named(
  z.object({
    login: doc(z.string(), 'The sign-in e-mail (changed at the identity provider, account/showIca).'),
    displayName: z.string(),
    phone: doc(z.string().nullable(), 'Nine national digits; the portal shows them grouped 3-3-3.'),
    mainAddress: addressSchema.nullable(),
    billAddress: addressSchema.nullable(),
  }),
  'PersonalData',
  'The customer’s personal data as stored.',
);

// Identity provider pages, session keep-alive, segments -------------------------

export const ICA_PAGES = ['CHANGE_LOGIN', 'CHANGE_PASSWORD', 'DELETE_ACCOUNT'] as const;
export type IcaPage = (typeof ICA_PAGES)[number];

export const showIcaBodySchema = z.strictObject({
  page: doc(z.enum(ICA_PAGES), 'The identity provider’s account page to open.'),
  path: doc(z.string().min(1).max(512), 'The portal path to come back to afterwards: a path on this site (/…), nothing else.'),
});

export const icaLinkSchema = named(
  z.object({
    url: doc(z.string(), 'Absolute URL of the provider’s page, with the return address in its returnTo parameter.'),
    returnTo: doc(z.string(), 'The absolute portal address the provider is asked to return to.'),
  }),
  'IcaLink',
  'Where to send the browser for a change of sign-in data.',
);

export const refreshTokenBodySchema = z.strictObject({
  path: doc(z.string().min(1).max(512), 'The portal path the customer is on (/…); kept with the session as its last activity.'),
});

export const segmentsQuerySchema = z.strictObject({
  numabo: doc(
    z
      .string()
      .regex(/^\d{1,20}$/, { error: invalid.digits })
      .optional(),
    'Subscriber number; must be the caller’s own.',
  ),
  numabont: doc(
    z
      .string()
      .regex(/^\d{1,20}$/, { error: invalid.digits })
      .optional(),
    'Subscriber sub-number; must be the caller’s own.',
  ),
});

export const segmentSchema = named(
  z.object({ segmentCode: z.string() }),
  'Segment',
  'FTTH_OK (main address in the fibre range), PROSPECT or EXISTING_CUSTOMER, PREPAID_NEWSALES / PREPAID_UPSELL, LTO.',
);

// Messages to customer service ----------------------------------------------------

export const messageSubjectSchema = named(z.object({ code: z.string(), label: z.string() }), 'MessageSubject', 'A subject of the contact form.');

export const sendMessageBodySchema = z.strictObject({
  subjectCode: doc(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Z][A-Z0-9_]*$/, { error: invalid.subjectCode }),
    'A code from messageSubject.',
  ),
  body: doc(freeText('treść wiadomości', { multiline: true }).trim().min(1).max(5000), 'The message, 1 to 5000 characters (line breaks allowed).'),
});

/** Messages listed at most: the last ones, enough to find what one wrote, never an unbounded answer. */
export const SENT_MESSAGES_LIMIT = 50;

export const sentMessageSchema = named(
  z.object({
    messageId: doc(z.string(), 'The message’s number, as account/sendMessage answered it.'),
    subjectCode: z.string(),
    subjectLabel: doc(z.string(), 'The subject’s Polish label (also for a subject retired since).'),
    body: doc(z.string(), 'The text as sent (plain text; line breaks kept).'),
    sentAt: doc(z.string(), 'ISO 8601.'),
  }),
  'SentMessage',
  'A message the customer sent to customer service.',
);

// Devices ----------------------------------------------------------------------------

export const loggedOutDevicesSchema = named(
  z.object({
    sessionsEnded: doc(z.number().int().min(0), 'The customer’s other portal sessions ended (other browsers and devices).'),
    providerSessionsEnded: doc(
      z.number().int().min(0),
      'The embedded identity provider’s other sessions of the account ended with their grants and tokens (0 with an external provider).',
    ),
  }),
  'LoggedOutDevices',
  'How many sessions of the customer were ended, other than the caller’s.',
);

// Help-article feedback -------------------------------------------------------------

export const articleRateBodySchema = z.strictObject({
  uri: doc(
    z
      .string()
      .max(300)
      .regex(/^\/pomoc(?:\/[a-z0-9-]+)+\/?$/, { error: invalid.helpPath }),
    'The help article’s path (/pomoc/…).',
  ),
  helpful: doc(z.boolean(), 'Was the article helpful?'),
  comment: doc(freeText('komentarz', { multiline: true }).trim().min(1).max(1000).optional(), 'Optional remark, up to 1000 characters.'),
});

export const articleRatingTotalsSchema = named(
  z.object({ helpful: z.number().int(), notHelpful: z.number().int() }),
  'ArticleRatingTotals',
  'Votes on the article so far (one per session).',
);

// Offer service ------------------------------------------------------------------------

export const contentIdParamsSchema = z.strictObject({
  id: doc(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: invalid.contentId }), 'Content id (film, series, event), e.g. 3, 10, 16.'),
});

export const contentMetaProductSchema = named(
  z.object({
    contentId: z.string(),
    metaProductName: z.string(),
    asseTitle: doc(z.string().nullable(), 'The content’s title; null when none is recorded.'),
    metaProductCodes: doc(z.array(z.string()), 'Article codes of the meta-product’s products.'),
    owned: doc(
      z.boolean(),
      'Whether the signed-in caller already has an active or planned-off product of the meta-product (false when anonymous): the portal shows the meta-product modal only when false (spec 4 content-id flow).',
    ),
  }),
  'ContentMetaProduct',
  'The meta-product a content id leads to.',
);

export const contentDeeplinksSchema = named(
  z.object({
    contentId: z.string(),
    deeplinks: z.array(z.object({ platform: doc(z.enum(['WEB', 'ANDROID', 'IOS', 'SMART_TV']), 'Where the link opens.'), url: z.string() })),
  }),
  'ContentDeeplinks',
  'Where a content plays, per platform.',
);

// Examples ---------------------------------------------------------------------------------

const consentsViewExample = {
  consents: [
    { cconsent: 'INDELECTR_MAIL_MCI', value: true, indiscount: '1' as const },
    { cconsent: 'INDREK_MCI', value: false, indiscount: '1' as const },
  ],
  consentsSale: [
    { cconsent: 'INDELECTR_MAIL_MCI', value: 1 as const, indiscount: '1' as const },
    { cconsent: 'INDREK_MCI', value: 0 as const, indiscount: '1' as const },
  ],
};

const addressExample = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };

const personalDataExample = {
  login: 'klient.c@horyzont.example',
  displayName: 'Celina Kowalczyk',
  phone: '601000102',
  mainAddress: addressExample,
  billAddress: { street: 'Polna', number: '3', apartment: '', postalCode: '31-154', city: 'Kraków' },
};

// Operations -----------------------------------------------------------------------------

/** A record of the export: its fields as stored, dates as ISO text. */
const exportRecords = (what: string) => doc(z.array(z.record(z.string(), z.unknown())), what);

export const accountExportSchema = named(
  z.object({
    exportedAt: doc(z.string(), 'When the export was made (ISO 8601).'),
    customer: doc(
      z.record(z.string(), z.unknown()),
      'The account: login, name, customer number, contact phone, subscriber numbers, when it was created.',
    ),
    addresses: exportRecords('Main and billing address.'),
    contracts: exportRecords('Contracts with their products, start and end dates.'),
    orders: exportRecords('Orders with their items and payments.'),
    paymentMeans: exportRecords('Saved payment means (a card’s last four digits and expiry, an operator number).'),
    consents: exportRecords('Consents given or refused, with when.'),
    messages: exportRecords('Messages sent to customer service.'),
    callBookings: exportRecords('Call-backs booked.'),
    articleRatings: exportRecords('Ratings of help articles, with comments.'),
  }),
  'AccountExport',
  'Everything the portal keeps about the customer, machine-readable (GDPR art. 20).',
);

export const accountOperations = {
  alignConsents: defineOperation({
    method: 'GET',
    call: 'account/alignConsents',
    tag: TAG,
    summary: 'Re-aligns the sale consents of the cart in progress with the account consents',
    description:
      'Spec 4: backing out of the summary re-aligns consents. Every OPEN cart of the customer (regular and LTO) gets, for each named consent ' +
      '(INDELECTR_MAIL_MCI, INDREK_MCI) among its sale consents, the account’s value (not given when the account has none): a choice ticked only ' +
      'for an order that was not placed is not kept. Other sale consents, carts awaiting activation and the account consents are left as they are. ' +
      'Idempotent, so it is a GET as spec 7 names it; it only moves the caller’s own cart towards the caller’s own recorded choices. ' +
      'Answers the account consents and the sale consents after alignment.',
    access: 'customer',
    query: noQuery,
    data: consentsViewSchema,
    examples: { data: consentsViewExample },
  }),

  updateConsents: defineOperation({
    method: 'POST',
    call: 'account/updateConsents',
    tag: TAG,
    summary: 'Sets the customer’s account consents',
    description:
      'Stores the given named consents on the account (a consent left out keeps its value) and aligns the sale consents of the customer’s OPEN carts ' +
      'with them, in one transaction. An unknown or repeated consent code is refused (400). Answers { data: { consents, consentsSale } } (spec 7: response data.data).',
    access: 'customer',
    body: updateConsentsBodySchema,
    data: z.object({ data: consentsViewSchema }),
    examples: { data: { data: consentsViewExample } },
  }),

  personalData: defineOperation({
    method: 'GET',
    call: 'account/personalData',
    tag: TAG,
    summary: 'The customer’s personal data',
    description:
      'The signed-in customer’s login, name, contact phone (nine digits, or null) and main and billing addresses as stored (an address not given yet: null). ' +
      'The personal-data page reads it, since the session carries the addresses but not the phone. Changes nothing.',
    access: 'customer',
    query: noQuery,
    data: personalDataSchema,
    examples: { data: personalDataExample },
  }),

  export: defineOperation({
    method: 'GET',
    call: 'account/export',
    tag: TAG,
    summary: 'Everything the portal keeps about the customer',
    description:
      'The signed-in customer’s data as one machine-readable document: the account, addresses, contracts and products, orders with their payments, ' +
      'payment means, consents, messages, call-backs and article ratings. The delete-account page offers it for download before the account goes. Changes nothing.',
    access: 'customer',
    query: noQuery,
    data: accountExportSchema,
    examples: {
      data: {
        exportedAt: '2026-11-28T12:00:00.000Z',
        customer: { login: 'jan.kowalski@example.pl', displayName: 'Jan Kowalski', customerIdentifier: 'HOR-0001' },
        addresses: [],
        contracts: [],
        orders: [],
        paymentMeans: [],
        consents: [],
        messages: [],
        callBookings: [],
        articleRatings: [],
      },
    },
  }),

  updatePersonalData: defineOperation({
    method: 'POST',
    call: 'account/updatePersonalData',
    tag: TAG,
    summary: 'Changes the customer’s addresses, phone or name',
    description:
      'Each field given replaces the stored one (addresses whole); fields left out stay. A postal code is accepted as NN-NNN or NNNNN and stored as NN-NNN; ' +
      'a phone as nine digits with optional spaces, dashes and +48, stored as nine digits (null removes it). All in one transaction. ' +
      'An empty body changes nothing and answers the current data. The session’s mainAddress and billAddress follow on its next sessionData.',
    access: 'customer',
    body: updatePersonalDataBodySchema,
    data: personalDataSchema,
    examples: { data: personalDataExample },
  }),

  showIca: defineOperation({
    method: 'POST',
    call: 'account/showIca',
    tag: TAG,
    summary: 'Where to change the login or password, or delete the account',
    description:
      'Answers the identity provider’s page for the change (embedded provider: its /konto/zmiana-loginu, /konto/zmiana-hasla, /konto/usuniecie-konta pages; ' +
      'an external provider: the URLs configured in OIDC_ACCOUNT_URL_CHANGE_LOGIN, OIDC_ACCOUNT_URL_CHANGE_PASSWORD, OIDC_ACCOUNT_URL_DELETE_ACCOUNT) ' +
      'with returnTo set to the portal address of `path`. `path` must be a path on this site; anything else (another host, //host, a backslash, ' +
      'control characters) is refused with 400. A page the provider does not offer answers errorCode 404. Changes nothing.',
    access: 'customer',
    body: showIcaBodySchema,
    data: icaLinkSchema,
    errors: [404],
    examples: {
      data: {
        url: 'https://portal.horyzont.example/oidc/konto/zmiana-hasla?returnTo=https%3A%2F%2Fportal.horyzont.example%2Foferta-online%2Fmoje-konto',
        returnTo: 'https://portal.horyzont.example/oferta-online/moje-konto',
      },
      errors: { 404: accountMessages.icaPageUnavailable },
    },
  }),

  segments: defineOperation({
    method: 'GET',
    call: 'account/segments',
    tag: TAG,
    summary: 'The customer’s segments',
    description:
      'Spec 7 "FTTH check by numabo, numabont": FTTH_OK when the customer’s main address (postal code and street) is in the fibre range; ' +
      'PROSPECT when they hold only K contracts (or none), EXISTING_CUSTOMER otherwise; PREPAID_NEWSALES or PREPAID_UPSELL with a prepaid (P) contract; ' +
      'LTO while a long-term offer runs. Ended contracts do not count. numabo and numabont, when given, must be the caller’s own (else errorCode 404).',
    access: 'customer',
    query: segmentsQuerySchema,
    data: z.array(segmentSchema),
    errors: [404],
    examples: { data: [{ segmentCode: 'FTTH_OK' }, { segmentCode: 'EXISTING_CUSTOMER' }], errors: { 404: accountMessages.notYourAccount } },
  }),

  refreshToken: defineOperation({
    method: 'POST',
    call: 'account/refreshToken',
    tag: TAG,
    summary: 'Keeps the signed-in session alive',
    description:
      'Records activity now: the session expires 30 minutes later (spec 9 inactivity). Keeps `path` (a path on this site, else 400) as the session’s lastPath. ' +
      'Answers the new expiry. Without a signed-in session: 401.',
    access: 'customer',
    body: refreshTokenBodySchema,
    data: z.object({ expiresAt: doc(z.string(), 'When the session ends without further activity (ISO 8601).') }),
    examples: { data: { expiresAt: '2026-11-02T09:30:00.000Z' } },
  }),

  messageSubject: defineOperation({
    method: 'GET',
    call: 'messageSubject',
    tag: TAG,
    summary: 'Subjects of messages to customer service',
    description: 'The contact form’s subjects in display order, with Polish labels. Answers { data: [...] } (spec 7: response data.data).',
    access: 'public',
    query: noQuery,
    data: z.object({ data: z.array(messageSubjectSchema) }),
    examples: {
      data: {
        data: [
          { code: 'PAYMENTS', label: 'Płatności i rozliczenia' },
          { code: 'SERVICES', label: 'Zmiana pakietu lub usług' },
          { code: 'TECHNICAL', label: 'Problem techniczny z odbiorem' },
          { code: 'ACCOUNT', label: 'Konto i dane osobowe' },
          { code: 'COMPLAINT', label: 'Reklamacja' },
          { code: 'OTHER', label: 'Inna sprawa' },
        ],
      },
    },
  }),

  sendMessage: defineOperation({
    method: 'POST',
    call: 'account/sendMessage',
    tag: TAG,
    summary: 'Sends a message to customer service',
    description:
      'Stores the message for the signed-in customer. The subject must be one messageSubject lists (else 400). Attempts over the limit count too.',
    access: 'customer',
    body: sendMessageBodySchema,
    data: z.object({ messageId: z.string(), subjectCode: z.string(), sentAt: doc(z.string(), 'ISO 8601.') }),
    errors: [429],
    limits: [limits.customerMessages],
    examples: {
      data: { messageId: '812', subjectCode: 'PAYMENTS', sentAt: '2026-11-02T09:00:00.000Z' },
      errors: { 429: accountMessages.tooManyMessages },
    },
  }),

  messages: defineOperation({
    method: 'GET',
    call: 'account/messages',
    tag: TAG,
    summary: 'The messages the customer has sent to customer service',
    description:
      `The signed-in customer's own messages, newest first, at most the last ${SENT_MESSAGES_LIMIT}. The messages store no replies and no read state: ` +
      'answers come by e-mail or phone. Answers { messages: [...] }.',
    access: 'customer',
    query: noQuery,
    data: z.object({ messages: z.array(sentMessageSchema) }),
    examples: {
      data: {
        messages: [
          {
            messageId: '812',
            subjectCode: 'PAYMENTS',
            subjectLabel: 'Płatności i rozliczenia',
            body: 'Proszę o fakturę za październik.\nDziękuję.',
            sentAt: '2026-11-02T09:00:00.000Z',
          },
        ],
      },
    },
  }),

  logoutOtherDevices: defineOperation({
    method: 'POST',
    call: 'account/logoutOtherDevices',
    tag: TAG,
    summary: 'Signs the customer out on every other device',
    description:
      'Ends every portal session of the customer except the caller’s: another browser’s next call finds no session (401) and its pages send it to the login page. ' +
      'With the embedded identity provider it also ends the account’s other provider sessions, with their grants and tokens, so another device cannot sign in ' +
      'again without the password (a prompt=none round trip answers login_required there); the caller’s provider session (named by the sid of the ID token ' +
      'the caller signed in with) is kept. Answers how many were ended.',
    access: 'customer',
    body: z.strictObject({}),
    data: loggedOutDevicesSchema,
    examples: { data: { sessionsEnded: 2, providerSessionsEnded: 2 } },
  }),

  articleRate: defineOperation({
    method: 'POST',
    call: 'article/rate',
    tag: 'support',
    summary: 'Feedback on a help article',
    description:
      'One vote per session and article: a second vote replaces the first (with its comment). A trailing slash of the path is ignored. ' +
      'The path must be a help path (/pomoc/…); whether the article exists is not checked (help pages live in the content system). ' +
      'Answers the article’s totals.',
    access: 'session',
    body: articleRateBodySchema,
    data: articleRatingTotalsSchema,
    errors: [429],
    limits: [limits.articleRatings, limits.articleRatingsPerAddress],
    examples: { data: { helpful: 12, notHelpful: 3 }, errors: { 429: accountMessages.tooManyRatings } },
  }),

  contentMetaProduct: defineOperation({
    method: 'GET',
    call: 'offer-service/contentId/:id',
    tag: 'offers',
    summary: 'The meta-product a content id leads to',
    description:
      'Spec 7 offer service: the catalogue meta-product whose contentIds list the id, with the content’s title (asseTitle). ' +
      'With a signed-in session, owned says whether the customer already has one of its products (spec 4 content-id flow). Unknown id: errorCode 404.',
    access: 'public',
    params: contentIdParamsSchema,
    query: noQuery,
    data: contentMetaProductSchema,
    errors: [404],
    examples: {
      data: { contentId: '10', metaProductName: 'Filmy i seriale Premium', asseTitle: null, metaProductCodes: ['FC91'], owned: false },
      errors: { 404: accountMessages.unknownContent },
    },
  }),

  contentDeeplinks: defineOperation({
    method: 'GET',
    call: 'offer-service/contentId/deeplinks/:id',
    tag: 'offers',
    summary: 'Where a content plays',
    description: 'Deep links of a content id that leads to a meta-product, per platform (possibly none). Unknown id: errorCode 404.',
    access: 'public',
    params: contentIdParamsSchema,
    query: noQuery,
    data: contentDeeplinksSchema,
    errors: [404],
    examples: {
      data: {
        contentId: '10',
        deeplinks: [
          { platform: 'WEB', url: 'https://ogladaj.horyzont.example/film/10' },
          { platform: 'ANDROID', url: 'horyzont://film/10' },
        ],
      },
      errors: { 404: accountMessages.unknownContent },
    },
  }),
} satisfies Record<string, AnyOperation>;
