import './zod-config.ts';
import { z } from 'zod';
import { DECODER_NUMBER_PATTERN } from '#domain/box-activation.ts';
import { DOCUMENT_CONTEXTS } from '#domain/offer-documents.ts';
import { RESIGNATION_REASONS } from '#domain/resignation-reasons.ts';
import { serviceMessages } from '#domain/service-messages.ts';
import { errorCodes } from './error-codes.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { cartExample, customerSessionExample, sessionSchema } from './session.ts';

/**
 * Self-care service calls of spec 7: switching products off and back on,
 * package changes (downgrade), the anti-churn offer, long-term offer (LTO)
 * dates and prolongation, the payment schedule, re-activation of a set-top
 * box, offer documents and the partner streaming services. Days are
 * 'YYYY-MM-DD' (as in the session); money is decimal text in PLN ("39.99").
 */

const TAG = 'services';

// Request fields ------------------------------------------------------------------

const articleCode = doc(
  z
    .string()
    .min(1)
    .max(32)
    .regex(/^[A-Z0-9_]+$/, { error: 'oczekiwano kodu artykułu (wielkie litery, cyfry i znak _)' }),
  'An article code of the catalogue, e.g. HOR02.',
);

const contractId = doc(
  z
    .string()
    .min(1)
    .max(18)
    .regex(/^[1-9][0-9]*$/, { error: 'oczekiwano numeru umowy (same cyfry)' }),
  'The contract the product is on, as the session’s currentProducts[].contractId carries it.',
);

const contractProductBody = z.strictObject({ contractId, articleCode });

const switchOffBody = contractProductBody.extend({
  reason: doc(
    z.enum(RESIGNATION_REASONS, { error: 'wybierz powód rezygnacji z listy' }).optional(),
    'Why the customer cancels (the reason-for-resignation sidebar), stored with the switch-off: ' + RESIGNATION_REASONS.join(', ') + '.',
  ),
});

const noQuery = z.strictObject({});

// Response parts --------------------------------------------------------------------

const day = doc(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), 'A calendar day, YYYY-MM-DD.');
const amount = doc(z.string().regex(/^\d+\.\d{2}$/), 'An amount in PLN, decimal text with two places.');

/** The session's current product (spec 3), reused so the two cannot drift apart. */
const currentProduct = sessionSchema.shape.currentProducts.element;

const productsResult = named(
  z.object({ products: doc(z.array(currentProduct), 'The customer’s current products after the change (every contract).') }),
  'CurrentProductsResult',
  'The customer’s current products (spec 7 cart/switchOff: response data.products).',
);

const switchOffCheck = named(
  z.object({
    contractId: z.string(),
    articleCode: z.string(),
    endDate: doc(day, 'The product’s last day if switched off now: the end of the contract’s current billing period.'),
    codes: doc(
      z.array(z.string()),
      'Article codes of the customer’s other products that go off with it (add-ons that need it as their base package).',
    ),
  }),
  'SwitchOffCheck',
  'The product may be switched off: when it would end and what goes with it.',
);

const downgradeCodes = named(
  z.object({
    codes: doc(
      z.array(z.string()),
      'Article codes the customer holds after the change, the new package’s first; empty when the chosen article is already held.',
    ),
    message: doc(z.string(), 'The same codes comma-separated (spec 4: "a comma-separated message"), e.g. "HOR01,FN01".'),
    removedCodes: doc(z.array(z.string()), 'Article codes the customer loses with the change.'),
  }),
  'DowngradeCodes',
  'The article codes after a change of package.',
);

const antiChurnOffer = named(
  z.object({
    offerCode: z.string(),
    name: z.string(),
    articleCode: z.string(),
    articleName: z.string(),
    ltoDuration: doc(z.number().int(), 'The commitment in months.'),
    price: doc(amount, 'Monthly price during the promotion (the offer’s pricepromo).'),
    laterPrice: doc(amount.nullable(), 'Monthly price after the promotional months (pricepromo2), null when the price stays.'),
    basePrice: doc(amount.nullable(), 'Monthly price after the commitment (pricebaselto).'),
    currentFee: doc(amount, 'What the customer pays for the product now.'),
    monthlySaving: doc(amount, 'currentFee minus price.'),
  }),
  'AntiChurnOffer',
  'An offer that keeps the product cheaper under a commitment.',
);

const ltoEndDate = named(
  z.object({
    ltoEndDate: doc(day.nullable(), 'The day the current commitment ends.'),
    ltoDuration: doc(z.number().int().nullable(), 'Its length in months.'),
    calcLtoEndDate: doc(day.nullable(), 'The end of the same commitment started today.'),
    nextLtoEndDate: doc(day.nullable(), 'The end of a prolongation: the offer’s duration added to the current end (to today when it has passed).'),
  }),
  'LtoEndDate',
  'The customer’s LTO dates (spec 3 session fields); every field null without an LTO.',
);

const prolongationItem = z.object({
  operationType: z.literal('A'),
  offerCode: z.string(),
  articleCode: z.string(),
  price: amount,
});

const ltoProlongation = named(
  z.object({
    bundles: doc(z.array(z.string()), 'Ids of the catalogue’s LTO bundles of the prolonged packages (cart/update bundleIds).'),
    articleCodes: doc(z.array(z.string()), 'The article codes the prolongation covers.'),
    cartItems: doc(z.array(prolongationItem), 'The items to add to the LTO cart (cart/update with addLtoProlongate).'),
  }),
  'LtoProlongation',
  'What a prolongation of the customer’s LTO consists of.',
);

const articlePayment = z.object({
  articleCode: z.string(),
  articleName: doc(z.string(), 'The catalogue’s name of the article (the code when the catalogue does not know it).'),
  offerCode: z.string(),
  contractId: doc(z.string().nullable(), 'null for an article of the cart, not yet on a contract.'),
  date: doc(day, 'The billing date.'),
  amount,
});

const paymentSchedule = named(
  z.object({
    nextPaymentAmount: doc(amount, 'The first month’s total.'),
    nextPayments: doc(
      z.array(z.object({ month: doc(z.string(), 'YYYY-MM.'), total: amount, articlePayments: z.array(articlePayment) })),
      'Twelve months from the month of the next billing date (empty without any product).',
    ),
  }),
  'PaymentSchedule',
  'Spec 3 "Payment schedule".',
);

const coupon = named(
  z.object({
    couponId: z.string(),
    couponCode: doc(z.string(), 'The code the decoder is activated with, XXXX-XXXX-XXXX.'),
    saleChannel: z.string(),
    ctype: z.string(),
    coffre: z.string().nullable(),
    numabo: z.string().nullable(),
    numabont: z.string().nullable(),
    numdec: z.string().nullable(),
    status: z.string(),
    datcre: doc(z.string(), 'Created (ISO instant).'),
    usercre: z.string(),
    datmod: doc(z.string(), 'Last changed (ISO instant).'),
    usermod: z.string(),
    validFrom: day,
    validTo: day,
  }),
  'RestoredActivationCoupon',
  'Spec 3 "restoredActivationCoupon".',
);

const restoreActivationResult = named(
  z.object({
    session: doc(sessionSchema, 'The session data with restoreActivation true and the cart at the BOX_ACTIVATION stage.'),
    coupon,
  }),
  'RestoreActivationResult',
  'The session (spec 7: "returns session data with cart") and the coupon.',
);

const offerDocument = named(
  z.object({
    id: doc(z.string(), 'The catalogue document’s id, or "customer-<n>" for a document of the customer’s own.'),
    title: z.string(),
    category: doc(z.string().nullable(), 'The documents category slug; null for a customer’s document.'),
    file: z.object({
      databaseId: doc(z.number().int().nullable(), 'The content system’s file id (spec 3 file.databaseId).'),
      url: doc(z.string().nullable(), 'Where the file is served; null when the content system does not list it.'),
    }),
    status: z.string(),
    summaryavailable: z.boolean(),
    selfcareavailable: z.boolean(),
    downgradeavailable: z.boolean(),
    source: doc(z.enum(['offer', 'general', 'customer']), 'Named by an offer’s product list, general (every sale), or the customer’s own.'),
    articleCodes: doc(z.array(z.string()), 'The articles the document comes with.'),
  }),
  'OfferDocument',
  'A document (spec 3 "Document").',
);

// Examples ------------------------------------------------------------------------------

/** klient.c's products (the session example's), with Strumień planned off at the end of the billing period. */
const productsExample = {
  products: [
    { articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', contractId: '2', status: 'ACTIVE', endDate: null, fee: '49.99', commitmentEndDate: null },
    {
      articleCode: 'FN01',
      offerCode: 'OTT_STRUMIEN_M',
      contractId: '2',
      status: 'PLANNED_OFF',
      endDate: '2026-12-13',
      fee: '29.00',
      commitmentEndDate: null,
    },
  ],
};

/** A coupon as stb/restoreActivation issues it (the issuer is self-care). */
const couponExample = {
  couponId: '41',
  couponCode: 'K7QF-2MXD-93TA',
  saleChannel: 'RETAIL',
  ctype: 'STARTER',
  coffre: null,
  numabo: '7000002',
  numabont: '1',
  numdec: '12345678',
  status: 'ACTIVE',
  datcre: '2026-11-02T09:00:00.000Z',
  usercre: 'SELFCARE',
  datmod: '2026-11-02T09:00:00.000Z',
  usermod: 'SELFCARE',
  validFrom: '2026-11-02',
  validTo: '2026-12-02',
};

const commitmentRefusal = serviceMessages.underCommitment('Horyzont Online Komfort – umowa na 12 miesięcy', '2027-03-13');

// Operations ------------------------------------------------------------------------

export const serviceOperations = {
  verifySwitchOff: defineOperation({
    method: 'POST',
    call: 'cart/verifySwitchOff',
    tag: TAG,
    summary: 'Whether a product can be switched off now',
    description:
      'Spec 4 "Cancel subscription": checked before the confirm-cancel sidebar opens. The product must be ACTIVE on one of the ' +
      'caller’s contracts (another contract id answers 404). Refused with 406 when it is already planned off, still under ' +
      'commitment (commitmentEndDate after today, the date in the message), or marked disabledowngrade in the catalogue; the ' +
      'same commitment rule holds for the add-ons that would go with it. Changes nothing.',
    access: 'customer',
    body: contractProductBody,
    data: switchOffCheck,
    errors: [errorCodes.notFound, errorCodes.changeRefused],
    examples: {
      data: { contractId: '2', articleCode: 'FN01', endDate: '2026-12-13', codes: [] },
      errors: { 404: serviceMessages.productNotFound, 406: commitmentRefusal },
    },
  }),
  switchOff: defineOperation({
    method: 'POST',
    call: 'cart/switchOff',
    tag: TAG,
    summary: 'Switches a product off at the end of the billing period',
    description:
      'The product and the add-ons that need it as their base package become PLANNED_OFF with endDate the end of the ' +
      'contract’s current billing period (billing periods start on the day of the month the contract started). Same ' +
      'refusals as cart/verifySwitchOff; a repeated call answers 406 (already planned off). The optional reason is stored with ' +
      'the product’s switch-off. Answers the customer’s current products.',
    access: 'customer',
    body: switchOffBody,
    data: productsResult,
    errors: [errorCodes.notFound, errorCodes.changeRefused],
    examples: { data: productsExample, errors: { 404: serviceMessages.productNotFound, 406: serviceMessages.alreadyPlannedOff('2026-12-13') } },
  }),
  unSwitchOff: defineOperation({
    method: 'POST',
    call: 'cart/unSwitchOff',
    tag: TAG,
    summary: 'Keeps a product planned off',
    description:
      'Spec 4 "Restore": a PLANNED_OFF product returns to ACTIVE (endDate null), together with the add-ons that went off ' +
      'because of it. 406 when the product is not planned off, or when it is an add-on whose base package is itself planned ' +
      'off (restore that first). Another contract id answers 404. Answers the customer’s current products.',
    access: 'customer',
    body: contractProductBody,
    data: productsResult,
    errors: [errorCodes.notFound, errorCodes.changeRefused],
    examples: {
      data: { products: productsExample.products.map((product) => ({ ...product, status: 'ACTIVE', endDate: null })) },
      errors: { 404: serviceMessages.productNotFound, 406: serviceMessages.nothingToRestore },
    },
  }),
  getDowngradeCodes: defineOperation({
    method: 'GET',
    call: 'cart/getDowngradeCodes',
    tag: TAG,
    summary: 'The article codes the customer keeps after a change of package',
    description:
      'Spec 4 "Downgrade: fetch downgrade codes (a comma-separated message)". The chosen article replaces the customer’s main ' +
      'package (when it is in a main bundle: the monthly bundle’s codes come with it) or the other code of its oneOf bundle; ' +
      'add-ons that lose their base package go too. 404 for an article the catalogue does not know; 406 for an article marked ' +
      'disabledowngrade (spec 5), one that replaces nothing the customer holds, or a change that drops a product under ' +
      'commitment (the date in the message). Empty codes when the article is already held.',
    access: 'customer',
    query: z.strictObject({ articleCode }),
    data: downgradeCodes,
    errors: [errorCodes.notFound, errorCodes.changeRefused],
    examples: {
      data: { codes: ['HOR01', 'FN01'], message: 'HOR01,FN01', removedCodes: ['HOR02'] },
      errors: { 404: serviceMessages.unknownArticle, 406: serviceMessages.nothingReplaced },
    },
  }),
  antiChurnOffer: defineOperation({
    method: 'GET',
    call: 'antiChurnOffer',
    tag: TAG,
    summary: 'An offer for a customer about to cancel a product',
    description:
      'For a product the customer holds ACTIVE: the catalogue’s ACTIVE long-term offer of the same article with the lowest ' +
      'promotional price below the customer’s current fee (the shorter commitment on a tie), other than the offer the ' +
      'customer already has. data null when there is none (not an error), also for an article the customer does not hold.',
    access: 'customer',
    query: z.strictObject({ articleCode }),
    data: antiChurnOffer.nullable(),
    examples: {
      data: {
        offerCode: 'OTT_KOMFORT_LTO12',
        name: 'Horyzont Online Komfort – umowa na 12 miesięcy',
        articleCode: 'HOR02',
        articleName: 'Pakiet Komfort',
        ltoDuration: 12,
        price: '39.99',
        laterPrice: '44.99',
        basePrice: '49.99',
        currentFee: '49.99',
        monthlySaving: '10.00',
      },
    },
  }),
  ltoEndDate: defineOperation({
    method: 'GET',
    call: 'lto/getEndDate',
    tag: TAG,
    summary: 'The customer’s long-term offer dates and what a prolongation gives',
    description:
      'The LTO contract ending last. Its prolongation lasts the duration of the LTO offer of its products (the contract’s own ' +
      'duration when the catalogue has none): nextLtoEndDate follows the current end without a gap. Every field null for a ' +
      'customer without an LTO. Changes nothing.',
    access: 'customer',
    query: noQuery,
    data: ltoEndDate,
    examples: { data: { ltoEndDate: '2027-03-13', ltoDuration: 12, calcLtoEndDate: '2027-11-02', nextLtoEndDate: '2028-03-13' } },
  }),
  ltoProlongateCartData: defineOperation({
    method: 'GET',
    call: 'lto/getLtoProlongateCartData',
    tag: TAG,
    summary: 'What a prolongation of the long-term offer for a duration consists of',
    description:
      'For every article the customer holds ACTIVE on an LTO contract, the catalogue’s ACTIVE offer of that article with ' +
      'exactly ltoDuration months (the cheapest; an article in a chosen offer’s product list needs none of its own). Only ' +
      'computes: the portal then calls cart/update with addLtoProlongate. 366 when the customer has no LTO or some article ' +
      'has no offer of that duration.',
    access: 'customer',
    query: z.strictObject({
      ltoDuration: doc(
        z
          .string()
          .regex(/^[0-9]{1,3}$/, { error: 'oczekiwano liczby miesięcy' })
          .transform(Number)
          .pipe(z.number().int().min(1).max(120)),
        'Months of the prolongation, e.g. 12.',
      ),
    }),
    data: ltoProlongation,
    errors: [errorCodes.offerUnavailable],
    examples: {
      data: {
        bundles: ['bundle-komfort-lto'],
        articleCodes: ['HOR02'],
        cartItems: [{ operationType: 'A', offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' }],
      },
      errors: { 366: serviceMessages.noProlongation(12) },
    },
  }),
  paymentSchedule: defineOperation({
    method: 'POST',
    call: 'payments/schedule',
    tag: TAG,
    summary: 'The payment schedule of the coming twelve months',
    description:
      'Each product is billed monthly on its contract’s billing day; a planned-off product up to its end date; a long-term ' +
      'offer at its promotional price for the first half of the term, pricepromo2 for the rest and the base price after it ' +
      '(the step in force today at the fee paid now). removedArticles previews a cancellation (left out of every month), restoredArticles a restore, prolongedOffers a prolongation. ' +
      'isMyAccount true (My account) shows the products held; otherwise the A items of the customer’s cart in progress are ' +
      'added as bought today (billed on the contract’s billing day, or monthly from today without a contract), and its B items ' +
      '(prolongations) replace the held product as it will be billed once paid: the offer’s price, its commitment run on from the ' +
      'product’s current commitment end (or today), then the offer’s later steps. Changes nothing.',
    access: 'customer',
    body: z.strictObject({
      removedArticles: doc(z.array(articleCode).max(50).optional(), 'Article codes to leave out (a cancellation being previewed).'),
      restoredArticles: doc(
        z.array(articleCode).max(50).optional(),
        'Planned-off products to bill as restored (a restore being previewed), with the add-ons that went off because of them.',
      ),
      prolongedOffers: doc(
        z
          .array(
            z
              .string()
              .min(1)
              .max(64)
              .regex(/^[A-Za-z0-9_]+$/, { error: 'oczekiwano kodu oferty' }),
          )
          .max(20)
          .optional(),
        'Long-term offers to bill as prolongations of the products held of their articles (an LTO prolongation being previewed).',
      ),
      isMyAccount: doc(z.boolean().optional(), 'true: the products held only; false or absent: with the cart’s items.'),
    }),
    data: paymentSchedule,
    examples: {
      data: {
        nextPaymentAmount: '78.99',
        nextPayments: [
          {
            month: '2026-12',
            total: '78.99',
            articlePayments: [
              {
                articleCode: 'HOR02',
                articleName: 'Pakiet Komfort',
                offerCode: 'OTT_KOMFORT_M',
                contractId: '2',
                date: '2026-12-14',
                amount: '49.99',
              },
              {
                articleCode: 'FN01',
                articleName: 'Strumień – plan standardowy',
                offerCode: 'OTT_STRUMIEN_M',
                contractId: '2',
                date: '2026-12-14',
                amount: '29.00',
              },
            ],
          },
        ],
      },
    },
  }),
  restoreActivation: defineOperation({
    method: 'POST',
    call: 'stb/restoreActivation',
    tag: TAG,
    summary: 'Re-activation of a set-top box',
    description:
      'Issues a restoredActivationCoupon (channel RETAIL, type STARTER, valid 30 days) for the customer’s box, opens the ' +
      'customer’s (regular) cart at the BOX_ACTIVATION stage and sets the session’s restoreActivation (ltoInCart false). Idempotent: while a coupon is ' +
      'ACTIVE and valid the same one is answered; another decoder number replaces it (the old one CANCELLED). 406 for a ' +
      'customer without a contract other than K (no box); 324 while an order awaits activation or payment.',
    access: 'customer',
    body: z.strictObject({
      numdec: doc(
        z.string().max(20).regex(DECODER_NUMBER_PATTERN, { error: 'oczekiwano numeru dekodera (od 8 do 20 cyfr)' }).optional(),
        'The decoder’s number as printed on the box.',
      ),
    }),
    data: restoreActivationResult,
    errors: [errorCodes.changeRefused, errorCodes.orderToCancel],
    examples: {
      data: {
        session: {
          ...customerSessionExample(),
          restoreActivation: true,
          cart: { ...cartExample, currentStage: 'BOX_ACTIVATION', items: [], consents: [] },
        },
        coupon: couponExample,
      },
      errors: { 406: serviceMessages.noBoxToRestore, 324: serviceMessages.orderPending },
    },
  }),
  activationCoupon: defineOperation({
    method: 'GET',
    call: 'stb/activationCoupon',
    tag: TAG,
    summary: 'The coupon of the customer’s set-top box re-activation in progress',
    description:
      'The customer’s ACTIVE restoredActivationCoupon still valid today (the one stb/restoreActivation issued), or null ' +
      'when there is none, so the portal can show it again after a reload. Changes nothing.',
    access: 'customer',
    query: noQuery,
    data: coupon.nullable(),
    examples: {
      data: couponExample,
    },
  }),
  offerDocuments: defineOperation({
    method: 'POST',
    call: 'offerDocument/all',
    tag: TAG,
    summary: 'Documents of offers and of the customer',
    description:
      'The catalogue documents of the offers asked for (offerCodes; articleCodes: every ACTIVE offer of those articles; ' +
      'neither: the offers of the cart in progress in the summary context, of the products held otherwise) that are ACTIVE ' +
      'and flagged for the context (summaryavailable, selfcareavailable, downgradeavailable), plus the general documents of ' +
      'every sale, plus — signed in only — the customer’s own documents with the same flag. Anonymous visitors get the ' +
      'offer documents, also before any session is stored (no cart, no products held). Changes nothing, and stores no session.',
    access: 'public',
    body: z.strictObject({
      context: doc(z.enum(DOCUMENT_CONTEXTS).optional(), 'Where the documents are shown; default summary.'),
      offerCodes: doc(
        z
          .array(
            z
              .string()
              .min(1)
              .max(64)
              .regex(/^[A-Za-z0-9_]+$/, { error: 'oczekiwano kodu oferty' }),
          )
          .max(20)
          .optional(),
        'Offer codes.',
      ),
      articleCodes: doc(z.array(articleCode).max(20).optional(), 'Article codes.'),
    }),
    data: z.object({ documents: z.array(offerDocument) }),
    examples: {
      data: {
        documents: [
          {
            id: 'regulamin-oferty-online',
            title: 'Regulamin oferty Horyzont Online',
            category: 'regulaminy',
            file: { databaseId: 501, url: '/dokumenty/regulamin-oferty-online.pdf' },
            status: 'ACTIVE',
            summaryavailable: true,
            selfcareavailable: true,
            downgradeavailable: false,
            source: 'general',
            articleCodes: [],
          },
        ],
      },
    },
  }),
  hbogoCustomerIdentifier: defineOperation({
    method: 'GET',
    call: 'hbogo/getCustomerIdentifier',
    tag: TAG,
    summary: 'The customer’s identifier at the film partner',
    description:
      'For a customer holding the film partner’s package (FC91, active or planned off): a pseudonymous identifier, random, ' +
      'assigned on the first call and the same afterwards, never derived from internal ids (spec 7: response data.data). ' +
      '406 without the package.',
    access: 'customer',
    query: noQuery,
    data: z.object({ data: doc(z.string(), 'The identifier.') }),
    errors: [errorCodes.changeRefused],
    examples: { data: { data: 'hfp-3c9d7a1e5b2f4c60' }, errors: { 406: serviceMessages.noFilmPartner } },
  }),
  streamingUrl: defineOperation({
    method: 'GET',
    call: 'netflix/getUrl',
    tag: TAG,
    summary: 'The activation link of the partner streaming service',
    description:
      'For a customer holding streaming products (article codes FN0…, spec 9: one means the standard plan, more the premium ' +
      'plan): a one-time activation link on the partner’s site, valid 15 minutes; a new link replaces the unused ones. 406 ' +
      'without a streaming product.',
    access: 'customer',
    query: noQuery,
    data: z.object({
      url: doc(z.string(), 'The activation link (https, one-time token).'),
      plan: z.enum(['standard', 'premium']),
      expiresAt: doc(z.string(), 'When the link stops working (ISO instant).'),
    }),
    errors: [errorCodes.changeRefused],
    examples: {
      data: { url: 'https://strumien.example/aktywacja?token=9e1f0c2b7d4a', plan: 'standard', expiresAt: '2026-11-02T09:15:00.000Z' },
      errors: { 406: serviceMessages.noStreaming },
    },
  }),
} satisfies Record<string, AnyOperation>;
