import './zod-config.ts';
import { z } from 'zod';
import { paymentMessages as m } from '#domain/payment-messages.ts';
import { CARD_NUMBER_PATTERN } from '#domain/prepaid-card.ts';
import { PAYMENT_FAILURE_REASONS } from '#domain/payment-return.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { limits } from './limits.ts';

/**
 * The prepaid card service of spec 7 (/api-tnk/*): a card's status and
 * packages, a top-up paid on the payment gateway's card page, and the
 * top-up's status. Open to any visitor with a session (the card-status page
 * needs no login); card look-ups are limited per session and per client address.
 */

const TAG = 'prepaid-card';

const cardNumberSchema = doc(
  z.string().regex(CARD_NUMBER_PATTERN, { error: 'numer karty ma 12 cyfr' }),
  'The card’s 12-digit number (on the card, under the set-top box, in its menu).',
);

const packageSchema = z.object({
  packageCode: z.string(),
  name: z.string(),
  months: doc(z.number().int(), 'Months the top-up adds to the card’s validity.'),
  price: doc(z.string(), 'Price in PLN, decimal text.'),
});

const transactionIdSchema = doc(
  z.string().regex(/^gt_[A-Za-z0-9_-]{16,64}$/, { error: 'nieprawidłowy identyfikator transakcji' }),
  'Id of the top-up’s gateway transaction.',
);

export const prepaidCardStatusSchema = named(
  z.object({
    cardStatus: doc(z.enum(['INACTIVE', 'ACTIVE', 'EXPIRED', 'BLOCKED']), 'EXPIRED: past its last valid day; BLOCKED cards cannot be topped up.'),
    cardNumber: z.string(),
    maxProdEndDate: doc(z.string().nullable(), 'Last day the card’s package is valid (YYYY-MM-DD); null for a card never used.'),
    transactionId: doc(z.string().nullable(), 'The card’s latest top-up transaction.'),
    packages: z.array(packageSchema),
    prices: doc(z.array(z.string()), 'The packages’ prices, lowest first.'),
    currentPrice: doc(z.string().nullable(), 'Price of the card’s package (its last paid top-up), else of the shortest package.'),
  }),
  'PrepaidCardStatus',
  'A prepaid card (spec 3 "Prepaid card").',
);

export const topUpStatusSchema = named(
  z.object({
    transactionId: z.string(),
    status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
    failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
    cardNumber: z.string(),
    packageCode: z.string(),
    amount: z.string(),
    maxProdEndDate: doc(z.string().nullable(), 'The card’s last valid day now (extended once the top-up is paid).'),
  }),
  'PrepaidTopUpStatus',
  'A top-up of a prepaid card.',
);

const topUpExample = 'gt_5c1e9b7a3d2f4e60a8b1';

export const prepaidCardOperations = {
  cardStatus: defineOperation({
    method: 'POST',
    call: '/api-tnk/tnk-card-status',
    tag: TAG,
    summary: 'A prepaid card’s status and packages',
    description:
      'Unknown card: 404. Look-ups are limited per session and per client address, so card numbers cannot be enumerated, not even with new sessions.',
    access: 'session',
    body: z.strictObject({ cardNumber: cardNumberSchema }),
    data: prepaidCardStatusSchema,
    errors: [404, 429],
    limits: [limits.cardLookups, limits.cardLookupsPerAddress],
    examples: {
      data: {
        cardStatus: 'ACTIVE',
        cardNumber: '100000000018',
        maxProdEndDate: '2026-12-31',
        transactionId: null,
        packages: [
          { packageCode: 'TNK_1M', name: 'Doładowanie na 1 miesiąc', months: 1, price: '34.99' },
          { packageCode: 'TNK_3M', name: 'Doładowanie na 3 miesiące', months: 3, price: '99.99' },
          { packageCode: 'TNK_12M', name: 'Doładowanie na 12 miesięcy', months: 12, price: '359.00' },
        ],
        prices: ['34.99', '99.99', '359.00'],
        currentPrice: '34.99',
      },
      errors: { 404: m.errors.cardNotFound, 429: m.errors.tooManyCardLookups },
    },
  }),

  paymentUrl: defineOperation({
    method: 'POST',
    call: '/api-tnk/payment-url',
    tag: TAG,
    summary: 'Start a top-up',
    description:
      'Creates the top-up and its gateway transaction; answers the gateway’s card page to open. Paid, the card’s validity is extended once by the package’s months, counted from its last valid day (from today when it has lapsed). While the session’s top-up of the same card and package is pending and its page can still be paid, the call answers that same transaction (a double submit pays once); a top-up of another package replaces the pending one, which is cancelled. Unknown card or package: 404; blocked card: 406.',
    access: 'session',
    body: z.strictObject({
      cardNumber: cardNumberSchema,
      packageCode: doc(
        z
          .string()
          .min(1)
          .max(40)
          .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'oczekiwano kodu pakietu' }),
        'A package of tnk-card-status.',
      ),
    }),
    data: z.object({ transactionId: z.string(), url: doc(z.string(), 'The gateway page to open.') }),
    errors: [404, 406, 429],
    limits: [limits.topUps, limits.topUpsPerAddress],
    examples: {
      data: { transactionId: topUpExample, url: `/bramka-platnicza/platnosc/${topUpExample}` },
      errors: { 404: m.errors.packageNotFound, 406: m.errors.cardBlocked, 429: m.errors.tooManyTopUps },
    },
  }),

  paymentStatus: defineOperation({
    method: 'GET',
    call: '/api-tnk/payment-status/:id',
    tag: TAG,
    summary: 'The status of a top-up',
    description: 'Only the session that started the top-up sees it (else 404). Asks the gateway when its notification has not arrived yet.',
    access: 'session',
    params: z.strictObject({ id: transactionIdSchema }),
    data: topUpStatusSchema,
    errors: [404],
    examples: {
      data: {
        transactionId: topUpExample,
        status: 'SUCCEEDED',
        failureReason: null,
        cardNumber: '100000000018',
        packageCode: 'TNK_1M',
        amount: '34.99',
        maxProdEndDate: '2027-01-31',
      },
      errors: { 404: m.errors.topUpNotFound },
    },
  }),
} satisfies Record<string, AnyOperation>;
