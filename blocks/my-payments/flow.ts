import type { OperatorMopId, PaymentMeanId } from '#domain/payment-methods.ts';
import type { PaymentMean } from '#domain/session.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import type { MeanProcess, MeansConfig, MobileModel } from './api.ts';

/**
 * Where the customer is in a change of their payment means: one step per
 * sidebar of spec 2 (add and remove payment means, unavailable payment means,
 * mobile payment list, MSISDN, PIN, PIN timeout, card add in progress, events
 * add payment, unsupported bank, propose on card removal, card remove in
 * progress, confirm remove mobile).
 */
export type Flow =
  | { step: 'add'; preselected: PaymentMeanId | null }
  | { step: 'unavailable'; mopId: PaymentMeanId; offers: string[] }
  | { step: 'operators' }
  | { step: 'msisdn'; mopId: OperatorMopId; model: MobileModel | null }
  | { step: 'pin'; mopId: OperatorMopId; model: MobileModel; consents: string[] }
  | { step: 'pinTimeout'; mopId: OperatorMopId }
  | { step: 'adding'; mopId: PaymentMeanId; paymentUrl: string | null; blocked: boolean }
  | { step: 'result'; mopId: PaymentMeanId; process: MeanProcess | null }
  | { step: 'unsupportedBank' }
  | { step: 'proposeRemoval'; mean: PaymentMean }
  | { step: 'removing'; mean: PaymentMean }
  | { step: 'confirmRemoveMobile'; mean: PaymentMean };

export const SIDEBAR_OF: Record<Flow['step'], string> = {
  add: SIDEBAR.addRemovePaymentMeans,
  unavailable: SIDEBAR.unavailablePaymentMeans,
  operators: SIDEBAR.mobilePaymentList,
  msisdn: SIDEBAR.msisdn,
  pin: SIDEBAR.pin,
  pinTimeout: SIDEBAR.pinTimeout,
  adding: SIDEBAR.cardAddInProgress,
  result: SIDEBAR.eventsAddPayment,
  unsupportedBank: SIDEBAR.unsupportedBank,
  proposeRemoval: SIDEBAR.proposeOnCardRemoval,
  removing: SIDEBAR.cardRemoveInProgress,
  confirmRemoveMobile: SIDEBAR.confirmRemoveMobile,
};

/** After the gateway window: the failure's own sidebar (unsupported bank, PIN timeout), else the outcome. */
export function afterAddition(mopId: PaymentMeanId, process: MeanProcess): Flow {
  if (process.status === 'FAILED' && process.failureReason === 'UNSUPPORTED_BANK') return { step: 'unsupportedBank' };
  if (
    process.status === 'FAILED' &&
    (process.failureReason === 'PIN_EXPIRED' || process.failureReason === 'PIN_BLOCKED') &&
    mopId !== 1 &&
    mopId !== 8
  ) {
    return { step: 'pinTimeout', mopId };
  }
  return { step: 'result', mopId, process };
}

/** mop/config's entry of a means (its labels), once the config is loaded. */
export function meanConfigOf(config: MeansConfig | undefined, mopId: number): MeansConfig['paymentMeans'][number] | undefined {
  return config?.paymentMeans.find((entry) => entry.mopId === mopId);
}

/** A means as the customer knows it: the card's digits, the operator and number, or the kind's label. */
export function meanName(mean: PaymentMean, config: MeansConfig | undefined): string {
  return mean.displayString || meanConfigOf(config, mean.mopId)?.label || String(mean.mopId);
}
