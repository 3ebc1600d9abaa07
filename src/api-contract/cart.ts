import './zod-config.ts';
import { z } from 'zod';
import { cartMessages } from '#domain/cart-messages.ts';
import { SALE_CONSENT_CODES } from '#domain/sale-consents.ts';
import { defaultCart } from '#domain/session.ts';
import { ADDRESS_FIELDS, freeText } from './free-text.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { cartExample, cartSchema } from './session.ts';
import { limits } from './limits.ts';

/**
 * Cart calls of spec 7 (cart/*, specialOffer/markProcess,
 * updateOrderByConsentsChanges): the visitor's cart in progress, kept in the
 * database. An anonymous visitor's cart belongs to the session and becomes
 * the customer's at login; a customer's cart survives logout and restarts.
 * Each owner has at most one regular and one long-term-offer (LTO) cart in
 * progress; the session shows the LTO one while `ltoInCart` is true.
 */

const TAG = 'cart';

const offerCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, { error: 'kod oferty może zawierać tylko litery, cyfry i znak _' });

const articleCode = z
  .string()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/, { error: 'kod produktu może zawierać tylko litery, cyfry i znak _' });

const cartId = doc(
  // A text that is not a cart id gets its own message; a missing or non-text value the general one.
  z.uuid({ error: (issue) => (typeof issue.input === 'string' ? 'nieprawidłowy identyfikator koszyka' : undefined) }),
  'Id of one of the caller’s carts (Cart.id).',
);

const addressInputSchema = named(
  z.strictObject({
    street: freeText(ADDRESS_FIELDS.street).trim().min(1).max(100),
    number: freeText(ADDRESS_FIELDS.number).trim().min(1).max(20),
    apartment: freeText(ADDRESS_FIELDS.apartment).trim().max(20).default(''),
    postalCode: z.string().regex(/^\d{2}-\d{3}$/, { error: 'kod pocztowy musi mieć postać NN-NNN, np. 00-950' }),
    city: freeText(ADDRESS_FIELDS.city).trim().min(1).max(100),
  }),
  'CartAddress',
  'A postal address (spec 3); the postal code has a dash after two digits (00-950).',
);

const cartUpdateItemSchema = z.strictObject({
  offerCode: doc(offerCode, 'Catalogue offer code (Offer.code).'),
  articleCode: doc(
    articleCode.optional(),
    'ADD: one of the offer’s article codes (checked, the whole offer is added); a D item: the owned article to give up. REMOVE: only the item with this article code.',
  ),
  operationType: doc(
    z.enum(['A', 'B', 'D']).optional(),
    'A add (default; B when addLtoProlongate): a product the customer does not hold yet. B: prolongation of an ACTIVE product under a long-term offer. D: an ACTIVE product given up in this order (productChange).',
  ),
});

const bundleId = doc(
  z.union([z.string().min(1).max(64), z.number().int().min(0).max(2_147_483_647)]),
  'A catalogue bundle: its id (text) or databaseId (number).',
);

export const cartUpdateBodySchema = named(
  z.strictObject({
    operation: doc(
      z.enum(['ADD', 'REMOVE', 'ADD_SPO']),
      'ADD puts offers in the cart, REMOVE takes them out, ADD_SPO adds a special offer (only after specialOffer/markProcess; marks the cart).',
    ),
    items: doc(z.array(cartUpdateItemSchema).max(20).optional(), 'Offers to add or remove.'),
    bundleIds: doc(
      z.array(bundleId).max(20).optional(),
      'Bundles to add (each through the offer selling its first product that has one: monthly first, long-term first for an LTO-only bundle) or remove (every item of the bundle’s products).',
    ),
    cartId: doc(cartId.nullable().optional(), 'The cart to change; default: the owner’s cart of the right kind (created by the first ADD).'),
    addressPrimary: doc(addressInputSchema.nullable().optional(), 'Stored on the cart; null clears it.'),
    addressDelivery: doc(addressInputSchema.nullable().optional(), 'Stored on the cart; null clears it.'),
    useDataLayer: doc(
      z.boolean().optional(),
      'Whether the portal pushes the change to its analytics data layer; accepted and ignored by the service.',
    ),
    carticle: doc(
      articleCode.optional(),
      'An article code on its own: ADD adds the available offer whose main article it is (monthly first; long-term first with addLtoProlongate); REMOVE removes its items.',
    ),
    addLtoProlongate: doc(
      z.boolean().optional(),
      'The long-term-offer prolongation flow: the change goes to the LTO cart and items default to operation B.',
    ),
    cmt: doc(freeText('komentarz').max(200).optional(), 'A comment kept on the items added (Cart item cmt).'),
  }),
  'CartUpdate',
  'The cart-update payload (spec 3).',
);

export const cartStageBodySchema = z.strictObject({
  cartId,
  newStage: doc(
    z
      .string()
      .min(1)
      .max(32)
      .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'podaj kod etapu (np. SUMMARY), NEXT lub PREVIOUS' }),
    'A sale-stage code of the content system (PACKAGE, SUMMARY, ACTIVATION, BOX_ACTIVATION, THP in the seed), NEXT or PREVIOUS.',
  ),
});

export const clearCartBodySchema = z.strictObject({
  data: doc(
    z.boolean().optional(),
    'true: also forget what was entered for the order (sale consents, voucher, addresses, special-offer mark); otherwise only the items go.',
  ),
});

const noBody = z.strictObject({});

export const cancelCartBodySchema = z.strictObject({
  cartId: doc(cartId.optional(), 'The cart to cancel; default: the cart whose order awaits, else the cart the session shows.'),
});

export const voucherBodySchema = z.strictObject({
  code: doc(
    z
      .string()
      .trim()
      .min(1)
      .max(32)
      .regex(/^[A-Za-z0-9]+$/, { error: 'kod rabatowy może zawierać tylko litery i cyfry' }),
    'The voucher code as typed (case does not matter).',
  ),
});

export const markProcessBodySchema = z.strictObject({
  marker: doc(
    z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, { error: 'dozwolone są litery, cyfry oraz znaki . _ -' })
      .optional(),
    'Which special offer (landing page) the visitor came from; kept as session specialOfferMarker.',
  ),
});

export const saleConsentChangesSchema = named(
  z
    .array(
      z.strictObject({
        cconsent: doc(z.enum(SALE_CONSENT_CODES), 'A sale consent code.'),
        value: doc(z.union([z.literal(0), z.literal(1)]), '1 given, 0 refused.'),
      }),
    )
    .max(10)
    .refine((list) => new Set(list.map((consent) => consent.cconsent)).size === list.length, {
      error: 'każda zgoda może wystąpić na liście tylko raz',
    }),
  'SaleConsentChanges',
  'Sale consents to change (spec 7 "sale consents list"); consents left out keep their value.',
);

export const possibleDiscountSchema = named(
  z.object({
    active: doc(z.boolean(), 'The discount is in effect: the cart has one and every consent it requires (indiscount "1") is given.'),
    cart: doc(z.string().nullable(), 'The cart’s monthly sale-consent discount in PLN ("5.00"), or null when it has none.'),
  }),
  'PossibleDiscount',
  'Possible discount (spec 3).',
);

export const voucherSchema = named(
  z.object({
    code: z.string(),
    description: doc(z.string(), 'What the voucher gives, in Polish.'),
    discount: doc(z.string(), 'What it takes off the cart’s first payment now, in PLN ("4.99").'),
    validTo: doc(z.string().nullable(), 'End of validity (ISO 8601), or null.'),
  }),
  'Voucher',
  'A voucher accepted for the cart.',
);

export const specialOfferMarkSchema = named(
  z.object({ isFromSpecialOffer: z.boolean(), specialOfferMarker: z.string().nullable() }),
  'SpecialOfferMark',
  'The session fields the special-offer process sets.',
);

export const consentsChangeSchema = named(
  z.object({
    cart: cartSchema,
    discount: possibleDiscountSchema,
    nextLtoEndDate: doc(
      z.string().nullable(),
      'For a long-term-offer cart: the day its commitment would end (YYYY-MM-DD; a prolongation runs on from the current end), also kept as session nextLtoEndDate; null otherwise. Spec 4: when present, the portal empties the current products.',
    ),
  }),
  'ConsentsChange',
  'The cart after a change of its sale consents.',
);

export type CartUpdateInput = z.output<typeof cartUpdateBodySchema>;

/** The cart of the examples, emptied (and back at the first stage). */
const emptiedCartExample = { ...cartExample, currentStage: 'PACKAGE', items: [], consents: [] };
/** The session's cart when none is in progress. */
const noCartExample = { ...defaultCart, items: [], consents: [], reaboList: [] };
export type AddressInput = z.output<typeof addressInputSchema>;

export const cartOperations = {
  update: defineOperation({
    method: 'POST',
    call: 'cart/update',
    tag: TAG,
    summary: 'Adds offers to the cart or removes them',
    description: [
      'ADD puts each offer in the owner’s cart in progress, created at the first add: the offer’s main article at the offer’s promotional price, the other articles of its product list included in that price (0.00). Adding what is already there changes nothing, so repeated adds are not errors.',
      'A main package replaces the main package already in the cart; an add-on that loses its base package (bundle availablewithsomeactive) leaves with it.',
      'A long-term offer (ltoduration > 0) or addLtoProlongate sends the change to the LTO cart and sets session ltoInCart; while it is set, further adds go there too. ADD_SPO adds like ADD and marks the cart as a special offer (session isSpecialOfferInCart); it needs specialOffer/markProcess first.',
      'Refusals: 366 when an offer is unknown or not for sale (status other than ACTIVE, unless its name has _STARTER_), a product is already held ACTIVE, a B or D item names a product not held, a prolongation names a monthly offer, or an add-on has no base package held or in the cart (the bundle’s noneactivetooltip when it has one). A customer whose contracts are all K buys as a new customer. 324 while an order of the owner awaits activation or payment (cart/cancel cancels it); 368 when cartId names a closed cart; 404 when cartId is not the caller’s.',
      'Returns the changed cart.',
    ].join('\n\n'),
    access: 'session',
    geo: true,
    body: cartUpdateBodySchema,
    data: cartSchema,
    errors: [366, 324, 368, 404],
    examples: {
      data: cartExample,
      errors: {
        366: cartMessages.alreadyOwned('Horyzont Online Komfort – bez zobowiązania'),
        324: cartMessages.orderPending,
        368: cartMessages.cartClosed,
        404: cartMessages.cartNotFound,
      },
    },
  }),

  clearCart: defineOperation({
    method: 'POST',
    call: 'cart/clearCart',
    tag: TAG,
    summary: 'Empties the regular cart',
    description:
      'Takes every item out of the owner’s regular cart and moves it back to the PACKAGE stage; with data true it also drops the sale consents, voucher, addresses and special-offer mark. Without a cart in progress it answers the empty cart. 324 while the cart’s order awaits activation or payment. Returns the cart.',
    access: 'session',
    body: clearCartBodySchema,
    data: cartSchema,
    errors: [324],
    examples: { data: emptiedCartExample, errors: { 324: cartMessages.orderPending } },
  }),

  clearCartLto: defineOperation({
    method: 'POST',
    call: 'cart/clearCartLto',
    tag: TAG,
    summary: 'Empties the long-term-offer cart',
    description:
      'Takes every item out of the owner’s LTO cart, moves it back to the PACKAGE stage and ends the LTO flow (session ltoInCart false). Without an LTO cart it answers the empty cart. 324 while its order awaits activation or payment. Returns the cart.',
    access: 'session',
    body: noBody,
    data: cartSchema,
    errors: [324],
    examples: { data: emptiedCartExample, errors: { 324: cartMessages.orderPending } },
  }),

  getPossibleDiscount: defineOperation({
    method: 'GET',
    call: 'cart/getPossibleDiscount',
    tag: TAG,
    summary: 'The sale-consent discount of the cart',
    description:
      'The monthly sale-consent discount of the cart the session shows: 5.00 PLN off every new paid item of a long-term offer and off Sport Horyzont (MCCSNK01), never more than the item’s price; none for a prolongation cart (an item B). active: the discount is in effect (every consent with indiscount "1" given on the cart). Without a cart (or a stored session): { active: false, cart: null }.',
    access: 'public',
    query: noBody,
    data: possibleDiscountSchema,
    examples: { data: { active: false, cart: '5.00' } },
  }),

  updateStage: defineOperation({
    method: 'POST',
    call: 'cart/updateStage',
    tag: TAG,
    summary: 'Moves the cart to another sale stage',
    description: [
      'Moves the caller’s cart to a named sale stage, to the NEXT one (staying at the last) or back to the PREVIOUS one (staying at the first). Stages come from the content system’s sale-stage list.',
      'An open cart stays before ACTIVATION (only cart/finalize places the order; 366) and an empty one cannot leave PACKAGE (366). A cart whose order was placed (ACTIVATION_PENDING) moves only among ACTIVATION and the stages after it; reaching the last one (THP) completes the purchase and closes the cart (FINALIZED). Leaving ACTIVATION forward needs the customer’s account to be active (accountActive 1; else 366). 368 for a closed cart or a move back before the order; 404 for a cart that is not the caller’s or a stage that does not exist.',
      'Returns the cart.',
    ].join('\n\n'),
    access: 'session',
    geo: true,
    body: cartStageBodySchema,
    data: cartSchema,
    errors: [366, 368, 404],
    examples: {
      data: cartExample,
      errors: { 366: cartMessages.emptyCart, 368: cartMessages.cartClosed, 404: cartMessages.unknownStage('ZAPLATA') },
    },
  }),

  checkVoucher: defineOperation({
    method: 'POST',
    call: 'cart/checkVoucher',
    tag: TAG,
    summary: 'Applies a voucher code to the cart',
    description:
      'Checks the code against the vouchers and puts it on the cart the session shows (one voucher per cart; a new one replaces it), also as session voucherCode. 359 when the code is unknown, not valid yet, expired, used up (its pool of orders, or once per customer), not for the offers in the cart, or the cart is empty. 324 while the cart’s order awaits. Every attempt counts towards the limits, a refused one too. Returns the voucher with the amount it takes off the cart’s first payment now.',
    access: 'session',
    body: voucherBodySchema,
    data: voucherSchema,
    errors: [359, 324, 429],
    limits: [limits.cartVouchers, limits.cartVouchersPerAddress],
    examples: {
      data: { code: 'HORYZONT10', description: 'Rabat 10% na pierwszą płatność', discount: '8.99', validTo: '2030-12-31T22:59:59.000Z' },
      errors: { 359: cartMessages.voucherUnknown, 324: cartMessages.orderPending, 429: cartMessages.voucherTooManyAttempts },
    },
  }),

  cancel: defineOperation({
    method: 'POST',
    call: 'cart/cancel',
    tag: TAG,
    summary: 'Cancels the order in progress (the 324 alert’s „Anuluj zamówienie”)',
    description:
      'Cancels the caller’s cart whose order awaits activation or payment, else the open cart the session shows (or the cart named by cartId): the cart, its order and the order’s pending payments become CANCELLED (payment pages still open at the gateway are closed first), the session’s cart flags are reset. 406 when the order is already paid (its products are the customer’s; the portal does not undo a purchase); 368 when there is nothing to cancel; 404 when cartId is not the caller’s. Returns the cart the session shows now (the empty cart).',
    access: 'session',
    body: cancelCartBodySchema,
    data: cartSchema,
    errors: [368, 404, 406],
    examples: {
      data: noCartExample,
      errors: { 368: cartMessages.nothingToCancel, 404: cartMessages.cartNotFound, 406: cartMessages.orderPaid },
    },
  }),

  markSpecialOfferProcess: defineOperation({
    method: 'POST',
    call: 'specialOffer/markProcess',
    tag: TAG,
    summary: 'Marks the special-offer process in the session',
    description:
      'Spec 4 landing add-offer flow: the visitor came from a special offer’s page. Sets session isFromSpecialOffer true and specialOfferMarker (the landing’s marker, or null); cart/update ADD_SPO needs it. Returns those session fields.',
    access: 'session',
    body: markProcessBodySchema,
    data: specialOfferMarkSchema,
    examples: { data: { isFromSpecialOffer: true, specialOfferMarker: 'gala-hfn7' } },
  }),

  updateOrderByConsentsChanges: defineOperation({
    method: 'POST',
    call: 'updateOrderByConsentsChanges',
    tag: TAG,
    summary: 'Changes the sale consents of the cart',
    description:
      'The body is the list of sale consents to change ([{ cconsent, value }], value 1 or 0; INDELECTR_MAIL_MCI and INDREK_MCI, both required for the discount: indiscount "1"). Stores them on the cart the session shows, recomputes its sale-consent discount (session discountAmount: the discount when in effect, else null) and, for a long-term-offer cart, the end of its commitment (nextLtoEndDate). Also updates session consentsSale. 404 without a cart in progress; 324 while its order awaits. Returns the cart, the discount and nextLtoEndDate.',
    access: 'session',
    body: saleConsentChangesSchema,
    data: consentsChangeSchema,
    errors: [324, 404],
    examples: {
      data: { cart: cartExample, discount: { active: true, cart: '5.00' }, nextLtoEndDate: null },
      errors: { 324: cartMessages.orderPending, 404: cartMessages.noCartForConsents },
    },
  }),
} satisfies Record<string, AnyOperation>;
