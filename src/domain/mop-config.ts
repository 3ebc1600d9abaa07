import { OPERATOR_PREFIXES } from './msisdn.ts';
import { isOperatorMop, kindOfMean, PAYMENT_MEAN_IDS } from './payment-methods.ts';
import { paymentMessages as m } from './payment-messages.ts';

/** How long a PIN sent by SMS stays valid (spec: the "PIN timeout" sidebar), and the wrong PINs after which a confirmation is blocked. */
export const PIN_RULES = { pinTimeoutMs: 120_000, pinAttempts: 3 } as const;

export type PinRules = { pinTimeoutMs: number; pinAttempts: number };

/**
 * mop/config (spec 7): the payment means the portal offers with their
 * Polish labels (spec 9), the operators' number prefixes and the PIN rules.
 * Pure, so the service, the contract's example and mock mode answer the same.
 */
export function mopConfigOf(settings: PinRules = PIN_RULES) {
  return {
    paymentMeans: PAYMENT_MEAN_IDS.map((mopId) => ({
      mopId,
      kind: kindOfMean(mopId),
      ...m.means[mopId],
      operatorName: isOperatorMop(mopId) ? m.operatorNames[mopId] : null,
      msisdnPrefixes: isOperatorMop(mopId) ? [...OPERATOR_PREFIXES[mopId]] : [],
      requiresMsisdn: isOperatorMop(mopId),
      requiresCode: mopId === 8,
    })),
    pinTimeoutSeconds: Math.round(settings.pinTimeoutMs / 1000),
    pinAttempts: settings.pinAttempts,
  };
}
