import { PIN_RULES } from '#domain/mop-config.ts';

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
