import './zod-config.ts';
import { z } from 'zod';
import type { Session } from '../domain/session-defaults.ts';
import { doc, named } from './registry.ts';

/**
 * The session data that sessionData and checkSessionData answer with (spec
 * section 3), and their request bodies. The schema is checked against the
 * domain's `Session` type, so the two cannot drift apart.
 */

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
    sessionStamp: doc(z.union([z.string(), z.number()]).nullable(), 'When the session started (ISO 8601).'),
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
