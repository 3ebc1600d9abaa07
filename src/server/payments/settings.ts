import { PIN_RULES } from '#domain/mop-config.ts';
import type { RateRule } from '../rate-limit.ts';

/**
 * Settings of payments: the secret the portal and the payment gateway share
 * to sign the gateway's notifications (PAYMENT_GATEWAY_SECRET, with an
 * embedded default so the demo needs no configuration), and the limits.
 */

/** Only for the embedded simulator; a real gateway's secret comes from the environment. */
const EMBEDDED_SECRET = 'horyzont-embedded-payment-gateway-simulator-secret';

export interface PaymentSettings {
  secret: string;
  /** How long a PIN sent by SMS stays valid (spec: the "PIN timeout" sidebar). */
  pinTimeoutMs: number;
  /** Wrong PINs after which a confirmation is blocked. */
  pinAttempts: number;
  /** How long a gateway page transaction can be completed. */
  transactionLifetimeMs: number;
}

export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const secret = env.PAYMENT_GATEWAY_SECRET?.trim() || EMBEDDED_SECRET;
  if (secret.length < 32) throw new Error('PAYMENT_GATEWAY_SECRET must be at least 32 characters long');
  return { secret, ...PIN_RULES, transactionLifetimeMs: 15 * 60_000 };
}

/**
 * Attempt limits (src/server/rate-limit.ts), counted outside the attempt's
 * transaction (instant codes: inside it, before a savepoint; finalize.ts). Every call that sends something to a third party or looks
 * something up is limited per client address as well as per session or
 * customer, so new sessions or new accounts do not get fresh allowances.
 */
export const paymentRateRules = {
  /** validateMsisdn: each call sends an SMS. Per customer. */
  msisdn: { name: 'msisdn', limit: 5, windowMs: 15 * 60_000 },
  /** validateMsisdn per client address. */
  msisdnPerAddress: { name: 'msisdn-address', limit: 10, windowMs: 15 * 60_000 },
  /** PIN messages to one phone number, whichever accounts ask: a number cannot be flooded with SMS. */
  pinPerNumber: { name: 'pin-number', limit: 3, windowMs: 15 * 60_000 },
  /** Instant codes tried in cart/finalize: six digits must not be guessable. Per customer. */
  instantCode: { name: 'instant-code', limit: 5, windowMs: 15 * 60_000 },
  /** Instant codes per client address. */
  instantCodePerAddress: { name: 'instant-code-address', limit: 10, windowMs: 15 * 60_000 },
  /** mop/add: each call opens a transaction at the gateway. Per customer. */
  meanAddition: { name: 'mop-add', limit: 10, windowMs: 15 * 60_000 },
  /** mop/add per client address. */
  meanAdditionPerAddress: { name: 'mop-add-address', limit: 20, windowMs: 15 * 60_000 },
  /** Prepaid card look-ups: card numbers must not be enumerable. Per session. */
  cardLookup: { name: 'tnk-card-status', limit: 10, windowMs: 10 * 60_000 },
  /** Prepaid card look-ups per client address. */
  cardLookupPerAddress: { name: 'tnk-card-status-address', limit: 20, windowMs: 10 * 60_000 },
  /** Prepaid top-ups started (each opens a transaction at the gateway). Per session. */
  topUp: { name: 'tnk-payment-url', limit: 10, windowMs: 10 * 60_000 },
  /** Prepaid top-ups started per client address. */
  topUpPerAddress: { name: 'tnk-payment-url-address', limit: 20, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>;
