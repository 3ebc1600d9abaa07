import './zod-config.ts';
import { z } from 'zod';
import { cartMessages } from '#domain/cart-messages.ts';
import { mopConfigOf } from '#domain/mop-config.ts';
import { paymentMessages as m } from '#domain/payment-messages.ts';
import { PAYMENT_FAILURE_REASONS, safeReturnPath } from '#domain/payment-return.ts';
import { PAYMENT_MEAN_IDS } from '#domain/payment-methods.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { cartExample, cartSchema } from './session.ts';
import { limits } from './limits.ts';

/**
 * Payment calls of spec 7 (cart/finalize, payments/token, validateMsisdn,
 * mop/*) and the payment gateway's notification. Payment means ids (spec 9):
 * 1 card, 2/6/7 mobile-operator billing (operators A, B, C), 8 instant-code
 * payment. Means are added through the payment gateway: mop/add answers the
 * url of the gateway's page, which the portal opens in a new window; the
 * window comes back to /afterPayment (success) or /platnosc/blad (failure)
 * and tells the opener on the BroadcastChannel `portal:payments`, which then
 * asks mop/checkMopProcess.
 */

const TAG = 'payments';

// Request pieces -------------------------------------------------------------------

export const mopIdSchema = doc(
  z.literal([...PAYMENT_MEAN_IDS]),
  'Payment means id: 1 card, 2/6/7 mobile-operator billing (operators A, B, C), 8 instant-code payment.',
);

const consentCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'oczekiwano kodu zgody (wielkie litery, cyfry i _)' });

const consentAnswer = z.strictObject({
  cconsent: doc(consentCode, 'Consent code.'),
  value: doc(z.union([z.boolean(), z.literal(0), z.literal(1)]), 'Accepted: true or 1.'),
});

const msisdnInput = doc(
  z
    .string()
    .min(1)
    .max(20)
    .regex(/^\+?[0-9][0-9 -]*$/, { error: 'oczekiwano numeru telefonu (cyfry, spacje, myślniki, opcjonalnie +48)' }),
  'Mobile number: nine digits, optionally with +48 / 48, spaces or dashes.',
);

const gatewayReference = (description: string) =>
  doc(
    z
      .string()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'dozwolone są litery, cyfry oraz znaki _ -' }),
    description,
  );

const returnPathSchema = doc(
  z
    .string()
    .max(300)
    .refine((value) => safeReturnPath(value) !== null, { error: 'oczekiwano ścieżki strony portalu (/…)' }),
  'Path of the portal page to offer when the gateway window was not a pop-up (the return page links to it).',
);

export const gatewayTransactionIdSchema = doc(
  z.string().regex(/^gt_[A-Za-z0-9_-]{16,64}$/, { error: 'nieprawidłowy identyfikator transakcji' }),
  'Id of a payment-gateway transaction.',
);

const failureReasonSchema = doc(z.enum(PAYMENT_FAILURE_REASONS), 'Why the gateway transaction failed.');

// Response pieces --------------------------------------------------------------------

export const paymentMeanSchema = named(
  z.object({
    meanId: doc(z.string(), 'Which of the customer’s means: several cards share mopId 1 (mop/remove takes it).'),
    mopId: z.number().int(),
    displayString: z.string(),
    expiryDate: doc(z.string().nullable(), 'Last day a card is valid (YYYY-MM-DD); null for other means.'),
    paymentUrl: z.string().nullable(),
  }),
  'PaymentMean',
  'An active payment means of the customer (spec 3 "Payment mean").',
);

const paymentMeanListSchema = doc(z.array(paymentMeanSchema), 'The customer’s active payment means, the most recently confirmed first.');

const meanConfigSchema = named(
  z.object({
    mopId: z.number().int(),
    kind: z.enum(['CARD', 'MOBILE_OPERATOR', 'INSTANT_CODE']),
    label: doc(z.string(), 'Label of the means as a way to pay (e.g. „Zapłać z Operatorem A”).'),
    addLabel: doc(z.string(), 'Label of adding the means (e.g. „Dopisz do rachunku Operatora A”).'),
    description: z.string(),
    operatorName: z.string().nullable(),
    msisdnPrefixes: doc(z.array(z.string()), 'Number prefixes of the operator (mobile-operator billing only).'),
    requiresMsisdn: doc(z.boolean(), 'Paying needs a confirmed mobile number (validateMsisdn, then its token_csum).'),
    requiresCode: doc(z.boolean(), 'Paying needs a 6-digit instant code from the banking app.'),
  }),
  'PaymentMeanConfig',
  'A payment means the portal offers.',
);

export const mopConfigSchema = named(
  z.object({
    paymentMeans: z.array(meanConfigSchema),
    pinTimeoutSeconds: doc(z.number().int(), 'How long a PIN sent by SMS stays valid.'),
    pinAttempts: doc(z.number().int(), 'Wrong PINs after which the confirmation is blocked.'),
  }),
  'PaymentMeansConfig',
  'The payment means the portal offers, with their Polish labels.',
);

const mopConsentSchema = z.object({
  cconsent: z.string(),
  value: doc(z.boolean(), 'Initial value (false: the customer must tick it).'),
  indiscount: doc(z.enum(['0', '1']), '„1” required for a discount, „0” not.'),
  label: z.string(),
  required: doc(z.boolean(), 'Adding the means is refused (errorCode 406) without it.'),
  mopIds: doc(z.array(z.number().int()), 'The means it applies to.'),
});

export const mobilePaymentSchema = named(
  z.object({
    showError: doc(z.boolean(), 'The number cannot be used with that operator; uforStatus says why.'),
    currentMsisdn: doc(z.string().nullable(), 'The customer’s number on file, grouped 3-3-3.'),
    msisdn: doc(z.string().nullable(), 'The number checked, grouped 3-3-3 (null when it is not a mobile number).'),
    token_csum: doc(z.string().nullable(), 'Token of the PIN confirmation started: send it to mop/add or cart/finalize as tokenCsum.'),
    uforStatus: doc(
      z.enum(['PIN_SENT', 'INVALID_NUMBER', 'UNKNOWN_OPERATOR', 'WRONG_OPERATOR']),
      'PIN_SENT: a PIN went to the number by SMS; otherwise why not.',
    ),
    ts: doc(z.string(), 'When the answer was given (ISO 8601).'),
    expiresAt: doc(z.string().nullable(), 'When the PIN stops being valid (ISO 8601), PIN_SENT only.'),
  }),
  'MobilePaymentModel',
  'The mobile-payment model of spec 3.',
);

const meanProcessSchema = named(
  z.object({
    mopId: z.number().int(),
    status: doc(z.enum(['PENDING', 'ACTIVE', 'FAILED']), 'PENDING until the gateway reports; ACTIVE: the means is in use.'),
    failureReason: failureReasonSchema.nullable(),
    transactionId: z.string(),
    displayString: z.string().nullable(),
    expiryDate: z.string().nullable(),
    payments: paymentMeanListSchema,
  }),
  'PaymentMeanProcess',
  'The customer’s latest payment means being added, and their active means.',
);

const orderSchema = z.object({
  id: z.string(),
  number: doc(z.string(), 'The order’s number as the customer sees it and reads it aloud (HZ-2026-00042); the cart’s transactionId.'),
  status: z.enum(['PENDING_PAYMENT', 'CONFIRMED']),
  total: doc(z.string(), 'Amount charged, decimal text in PLN.'),
  currency: z.literal('PLN'),
});

export const finalizeResultSchema = named(
  z.object({
    cart: cartSchema,
    paymentUrl: doc(
      z.string().nullable(),
      'The gateway page to open in a new window when the payment needs the customer there (card without a stored card, operator billing needing the SMS PIN); null when paid at once.',
    ),
    order: orderSchema,
  }),
  'FinalizeResult',
  'The cart after the order (store it, spec 4) and the order placed.',
);

export const notificationSchema = z.strictObject({
  transactionId: gatewayTransactionIdSchema,
  merchantReference: doc(z.string().min(1).max(100), 'The portal’s reference given when the transaction was created.'),
  status: z.enum(['SUCCEEDED', 'FAILED']),
  failureReason: failureReasonSchema.nullable(),
  amount: doc(z.string().regex(/^[0-9]{1,8}\.[0-9]{2}$/, { error: 'oczekiwano kwoty z dwoma miejscami po przecinku' }), 'Amount in PLN.'),
  instrument: doc(
    z
      .strictObject({
        token: gatewayReference('Token of the stored means (card token or billing agreement).'),
        kind: z.enum(['CARD', 'OPERATOR']),
        cardLast4: z
          .string()
          .regex(/^[0-9]{4}$/)
          .nullable(),
        cardExpiry: z
          .string()
          .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/)
          .nullable(),
        msisdn: z
          .string()
          .regex(/^[0-9]{9}$/)
          .nullable(),
      })
      .nullable(),
    'The means the gateway stored (registrations only).',
  ),
  completedAt: z.string().max(40),
  signature: doc(
    z.string().regex(/^[0-9a-f]{64}$/, { error: 'oczekiwano podpisu HMAC-SHA256 (64 znaki szesnastkowe)' }),
    'HMAC-SHA256 of the other fields.',
  ),
});

// Examples ---------------------------------------------------------------------------------

const cardExample = { meanId: '41', mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2029-10-31', paymentUrl: null };
const transactionExample = 'gt_8f3a2c1d9e7b4a60c5d2';

// Operations -----------------------------------------------------------------------------

export const paymentOperations = {
  mopConfig: defineOperation({
    method: 'GET',
    call: 'mop/config',
    tag: TAG,
    summary: 'The payment means the portal offers',
    description:
      'Ids 1 card, 2/6/7 mobile-operator billing (operators A, B, C), 8 instant-code payment, with their Polish labels, the operators’ number prefixes and the PIN rules.',
    access: 'customer',
    data: mopConfigSchema,
    examples: { data: mopConfigOf() },
  }),

  mopConsents: defineOperation({
    method: 'GET',
    call: 'mop/consents',
    tag: TAG,
    summary: 'Consents needed to add a payment means',
    description: 'Each consent with the means it applies to; mop/add refuses (errorCode 406) a means whose required consents are not accepted.',
    access: 'customer',
    data: z.array(mopConsentSchema),
    examples: {
      data: [
        { cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: false, indiscount: '0', label: m.consents.recurringCard, required: true, mopIds: [1] },
        { cconsent: 'ZGODA_RACHUNEK_OPERATORA', value: false, indiscount: '0', label: m.consents.operatorBilling, required: true, mopIds: [2, 6, 7] },
      ],
    },
  }),

  validateMsisdn: defineOperation({
    method: 'POST',
    call: 'validateMsisdn',
    tag: TAG,
    summary: 'Check a mobile number and send it a PIN',
    description:
      'Checks that the number belongs to the operator of mopId (by prefix, see mop/config) and starts its confirmation: the gateway sends a 4-digit PIN by SMS, valid 120 seconds, entered on the gateway’s page (3 wrong PINs block it). A number that cannot be used answers showError with the reason. PIN messages to one number are limited whichever accounts ask.',
    access: 'customer',
    body: z.strictObject({ msisdn: msisdnInput, mopId: doc(z.literal([2, 6, 7]), 'The operator: 2 A, 6 B, 7 C.') }),
    data: mobilePaymentSchema,
    errors: [429],
    limits: [limits.msisdnChecks, limits.pinsPerNumber],
    examples: {
      data: {
        showError: false,
        currentMsisdn: '601 000 102',
        msisdn: '601 000 102',
        token_csum: 'pin_7d2c9a0e41b3',
        uforStatus: 'PIN_SENT',
        ts: '2026-11-02T09:00:00.000Z',
        expiresAt: '2026-11-02T09:02:00.000Z',
      },
      errors: { 429: m.errors.tooManyMsisdnChecks },
    },
  }),

  addMean: defineOperation({
    method: 'POST',
    call: 'mop/add',
    tag: TAG,
    summary: 'Start adding a payment means',
    description:
      'Creates a PENDING means and a gateway transaction; answers the url of the gateway page to open in a new window (card form, PIN page for operator billing, code page for instant-code payment). Mobile-operator billing needs tokenCsum from validateMsisdn (unknown or another customer’s: 404; PIN expired or blocked: 406). Required consents of mop/consents must be accepted (406). A card is refused (406) while the customer holds MAX_CARDS (3) cards. A means still being added is replaced.',
    access: 'customer',
    body: z.strictObject({
      mopId: mopIdSchema,
      msisdn: msisdnInput.optional(),
      tokenCsum: gatewayReference('token_csum from validateMsisdn (operator billing).').optional(),
      returnPath: returnPathSchema.optional(),
      consents: doc(z.array(consentAnswer).max(10), 'Answers to the consents of mop/consents.').optional(),
    }),
    data: z.object({
      mopId: z.number().int(),
      status: z.literal('PENDING'),
      paymentUrl: doc(z.string(), 'The gateway page to open in a new window.'),
      transactionId: z.string(),
    }),
    errors: [404, 406, 429],
    limits: [limits.meanAdditions],
    examples: {
      data: { mopId: 1, status: 'PENDING', paymentUrl: `/bramka-platnicza/platnosc/${transactionExample}`, transactionId: transactionExample },
      errors: { 404: m.errors.challengeNotFound, 406: m.errors.consentMissing, 429: m.errors.tooManyMeanAdditions },
    },
  }),

  checkMopProcess: defineOperation({
    method: 'POST',
    call: 'mop/checkMopProcess',
    tag: TAG,
    summary: 'The state of the payment means being added',
    description:
      'After the gateway window reports (BroadcastChannel portal:payments): the customer’s latest means being added, PENDING, ACTIVE (a card is kept beside the customer’s other cards and is the one charged from then on; operator billing or instant-code payment replaced the previous means of its kind) or FAILED with the reason (UNSUPPORTED_BANK opens the unsupported-bank sidebar, PIN_EXPIRED the PIN timeout one). Asks the gateway when its notification has not arrived yet. 404 when no means was ever added.',
    access: 'customer',
    body: z.strictObject({}),
    data: meanProcessSchema,
    errors: [404],
    examples: {
      data: {
        mopId: 1,
        status: 'ACTIVE',
        failureReason: null,
        transactionId: transactionExample,
        displayString: 'Karta •••• 4242',
        expiryDate: '2029-10-31',
        payments: [cardExample],
      },
      errors: { 404: m.errors.noMeanProcess },
    },
  }),

  removeMean: defineOperation({
    method: 'POST',
    call: 'mop/remove',
    tag: TAG,
    summary: 'Remove a payment means',
    description:
      'Removes the customer’s active means: the one meanId names, or without meanId every active means of that id (a stored card is withdrawn at the gateway); ' +
      '404 when the customer has no such means. Answers the remaining active means.',
    access: 'customer',
    body: z.strictObject({
      mopId: mopIdSchema,
      meanId: doc(
        z.string().regex(/^[0-9]{1,18}$/, { error: 'nieprawidłowy identyfikator metody płatności' }),
        'One means (several cards share mopId 1).',
      ).optional(),
    }),
    data: z.object({ payments: paymentMeanListSchema }),
    errors: [404],
    examples: { data: { payments: [] }, errors: { 404: m.errors.noActiveMean } },
  }),

  attachToken: defineOperation({
    method: 'POST',
    call: 'payments/token',
    tag: TAG,
    summary: 'Attach a payment token issued by the gateway',
    description:
      'The token flow of spec 4: a card token the gateway issued to this customer (the return page carries it as token and tokenType) becomes the customer’s active card, as the gateway’s notification would make it. Idempotent. Unknown or another customer’s token: 404; a token withdrawn or from a registration that was replaced: 406.',
    access: 'customer',
    body: z.strictObject({ token: gatewayReference('The token.'), tokenType: doc(z.literal('CARD'), 'Kind of token; CARD only.') }),
    data: z.object({ mean: paymentMeanSchema, payments: paymentMeanListSchema }),
    errors: [404, 406],
    examples: { data: { mean: cardExample, payments: [cardExample] }, errors: { 404: m.errors.tokenNotFound, 406: m.errors.tokenUnusable } },
  }),

  finalize: defineOperation({
    method: 'POST',
    call: 'cart/finalize',
    tag: TAG,
    summary: 'Order and pay the cart',
    description:
      'The caller’s cart must be OPEN at stage SUMMARY (368 when it is no longer open; 366 at another stage, empty, with an offer no longer sold, or with a means an offer does not allow, spec 5), and every summary consent (REGULAMIN_SPRZEDAZY, ROZPOCZECIE_SWIADCZENIA) accepted (406). Creates the cart’s one order for its new lines less the sale-consent discount in effect and the cart’s voucher (359 when the voucher no longer applies: nothing is charged); a change of plan (items D: a downgrade, another plan) costs nothing now, its new products are billed from the next billing day. An order with nothing due is confirmed at once without a payment means. Otherwise it is paid: a stored card or operator billing agreement is charged at once (712 when the card’s bank is not supported, 406 when declined), an instant code (6 digits) is checked at once (713; codes tried are limited, 429); a card without a stored one, or operator billing with tokenCsum from validateMsisdn, answers paymentUrl and the order waits for the gateway (the cart is ACTIVATION_PENDING at SUMMARY meanwhile; calling again with the same means answers the same page, another means replaces the attempt). Paid: the cart is ACTIVATION_PENDING at ACTIVATION with transactionId (the order’s number, HZ-2026-00042) and thankYouPage, and the products are the customer’s. A refused call changes nothing; a double submit never places two orders or charges twice.',
    access: 'customer',
    geo: true,
    body: z.strictObject({
      cartId: doc(z.uuid(), 'The cart (must be the caller’s, else 404).'),
      mopId: doc(mopIdSchema.optional(), 'How the order is paid; not needed when nothing is due now (366 when missing otherwise).'),
      instantCode: doc(z.string().regex(/^[0-9]{6}$/, { error: 'kod ma 6 cyfr' }), 'Instant code (mopId 8).').optional(),
      tokenCsum: gatewayReference('token_csum from validateMsisdn (operator billing without a stored agreement).').optional(),
      summaryConsents: doc(z.array(consentAnswer).max(10), 'The summary consents (spec 5), each accepted.').optional(),
    }),
    data: finalizeResultSchema,
    errors: [404, 359, 366, 368, 406, 429, 712, 713],
    limits: [limits.instantCodes],
    examples: {
      data: {
        cart: {
          ...cartExample,
          cartStatus: 'ACTIVATION_PENDING',
          currentStage: 'ACTIVATION',
          contractId: '2',
          transactionId: 'HZ-2026-00042',
          thankYouPage: '/oferta-online/dziekujemy',
        },
        paymentUrl: null,
        order: { id: '7b1e4c2a-9d3f-4e5a-8b6c-0d1e2f3a4b5c', number: 'HZ-2026-00042', status: 'CONFIRMED', total: '79.98', currency: 'PLN' },
      },
      errors: {
        404: m.errors.cartNotFound,
        359: cartMessages.voucherExpired,
        366: m.errors.notAtSummary,
        368: m.errors.cartClosed,
        406: m.errors.summaryConsents,
        429: m.errors.tooManyCodes,
        712: m.errors.unsupportedBank,
        713: m.errors.instantCodeWrong,
      },
    },
  }),

  notification: defineOperation({
    method: 'POST',
    call: 'payments/notification',
    tag: TAG,
    summary: 'Outcome of a gateway transaction (gateway → portal)',
    description:
      'Called by the payment gateway, not the browser: the final outcome of a transaction the portal started, signed with HMAC-SHA256 over the canonical JSON of the other fields (keys sorted) with the shared secret PAYMENT_GATEWAY_SECRET. A wrong signature: 403, nothing changed. Idempotent: a repeated notification, or one for a transaction already settled, changes nothing (applied false).',
    access: 'public',
    xsrf: false,
    body: notificationSchema,
    data: z.object({ transactionId: z.string(), status: z.enum(['SUCCEEDED', 'FAILED']), applied: z.boolean() }),
    errors: [404],
    refusals: { 403: 'The signature does not match the other fields under the shared secret; nothing was changed.' },
    examples: { data: { transactionId: transactionExample, status: 'SUCCEEDED', applied: true }, errors: { 404: m.errors.unknownTransaction } },
  }),
} satisfies Record<string, AnyOperation>;
