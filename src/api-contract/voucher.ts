import './zod-config.ts';
import { z } from 'zod';
import { isVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_PARTNERS } from '#domain/voucher-activation.ts';
import { voucherMessages as m } from '#domain/voucher-messages.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { limits } from './limits.ts';

/**
 * Voucher activation (spec 2 templates activate-voucher and its bank-partner,
 * tennis and Polish-bank variants): what a code gives, and its activation
 * into the customer's services, or into the cart of a customer without a
 * contract. A code belongs to one partner: typed on another partner's page
 * it is refused with errorCode 361. Checks and activations are limited per
 * customer, or per session and client address for an anonymous visitor.
 */

const TAG = 'voucher';

const codeSchema = doc(
  z.string().regex(VOUCHER_CODE_PATTERN, { error: m.invalidFormat }).refine(isVoucherCode, { error: m.invalidFormat }),
  'The code as printed: 12 upper-case letters (never O) and digits, without spaces or dashes (the page drops those and upper-cases what was typed).',
);

const variantSchema = doc(
  z.enum(VOUCHER_PARTNERS, { error: 'oczekiwano wariantu strony: HORYZONT, BANK_PARTNER, TENNIS albo POLISH_BANK' }),
  'Whose voucher page the code is typed on: our own (HORYZONT), the bank partner’s, the tennis tournament’s or the Polish bank’s.',
);

const requestBody = z.strictObject({ code: codeSchema, variant: variantSchema });

const offerFields = {
  code: z.string(),
  offerCode: z.string(),
  offerName: doc(z.string(), 'The product the code gives, as „Moje usługi” names it.'),
  months: doc(z.number().int(), 'Months the product is free.'),
};

export const voucherCheckSchema = named(
  z.object({
    ...offerFields,
    validTo: doc(z.string(), 'Last day the code can be activated (YYYY-MM-DD).'),
    signInRequired: doc(z.boolean(), 'The caller is not signed in: activation needs signing in (or registering) first.'),
  }),
  'VoucherCheck',
  'What an activation code gives.',
);

export const voucherActivationSchema = named(
  z.object({
    ...offerFields,
    outcome: doc(
      z.enum(['SERVICE', 'CART']),
      'SERVICE: the product is on the customer’s contract, free until freeUntil, then planned off; CART: a customer without a contract got the offer in the cart with the code as its voucher (nothing to pay), to finish at the order summary; the order gives the product free for the code’s months from that day.',
    ),
    freeUntil: doc(z.string().nullable(), 'Last free day of the product (YYYY-MM-DD); null for CART.'),
    nextUrl: doc(z.string(), 'Where the customer goes on: „Moje usługi” (SERVICE) or the order summary (CART).'),
  }),
  'VoucherActivation',
  'An activation made (or, for a repeated request of the same customer, the one made before).',
);

const example = { code: 'HRZDEMA12345', offerCode: 'OTT_STRUMIEN_M', offerName: 'Strumień – plan standardowy', months: 2 };

export const voucherOperations = {
  check: defineOperation({
    method: 'POST',
    call: 'voucher/check',
    tag: TAG,
    summary: 'What an activation code gives',
    description:
      'Any visitor. Unknown code: 404; a code of another partner’s page: 361; not valid yet, expired or used up: 359, each with its own message; the customer may hold it already (activate tells). Checks and activations are limited together, so codes cannot be guessed, not even with new sessions.',
    access: 'session',
    body: requestBody,
    data: voucherCheckSchema,
    errors: [404, 359, 361, 429],
    limits: [limits.voucherCodes, limits.voucherCodesPerAddress],
    examples: {
      data: { ...example, validTo: '2027-11-27', signInRequired: false },
      errors: { 404: m.errors.unknown, 359: m.errors.refusals.expired, 361: m.errors.refusals['other-partner'], 429: m.errors.tooManyAttempts },
    },
  }),

  activate: defineOperation({
    method: 'POST',
    call: 'voucher/activate',
    tag: TAG,
    summary: 'Activate a code',
    description:
      'A signed-in customer. A customer with a contract gets the product on it, free for the code’s months (then planned off; kept on at its regular price by restoring it in „Moje usługi”), if they hold what it needs: an add-on needs its base package (366), a package is for those without one (366), a product already held is refused (366). A customer without a contract (a prospect, a new account) gets the offer in the cart with the code as its voucher (nothing to pay) and goes to the order summary, and the order then gives the product free for the code’s months, planned off after them; an order in progress refuses it (324). One transaction; the same customer activating the same code again is answered the first activation, nothing is added twice. Errors and limits as voucher/check (the same counters).',
    access: 'customer',
    body: requestBody,
    data: voucherActivationSchema,
    errors: [404, 324, 359, 361, 366, 429],
    limits: [limits.voucherCodes, limits.voucherCodesPerAddress],
    examples: {
      data: { ...example, outcome: 'SERVICE', freeUntil: '2027-01-26', nextUrl: '/oferta-online/moje-uslugi' },
      errors: {
        404: m.errors.unknown,
        324: m.errors.orderPending,
        359: m.errors.refusals['used-up'],
        361: m.errors.refusals['other-partner'],
        366: m.errors.needsBase('Sport Horyzont', 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.'),
        429: m.errors.tooManyAttempts,
      },
    },
  }),
} satisfies Record<string, AnyOperation>;
