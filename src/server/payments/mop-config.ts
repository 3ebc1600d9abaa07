import { OPERATOR_PREFIXES } from '../../domain/msisdn.ts';
import { isOperatorMop, kindOfMean, PAYMENT_MEAN_IDS } from '../../domain/payment-methods.ts';
import { paymentMessages as m } from './messages.ts';
import type { PaymentSettings } from './settings.ts';

/**
 * mop/config (spec 7): the payment means the portal offers with their
 * Polish labels (spec 9), the operators' number prefixes and the PIN rules.
 * Pure, so the mock funnel answers exactly what the service does.
 */
export function mopConfigOf(settings: Pick<PaymentSettings, 'pinTimeoutMs' | 'pinAttempts'>) {
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
