import type { OperationData } from '#api-contract/operation.ts';
import type { paymentOperations } from '#api-contract/payments.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';
import type { OperatorMopId, PaymentMeanId } from '#domain/payment-methods.ts';
import { payInWindow, type PaymentWindowOutcome } from '#shop/payment-window.ts';

/**
 * My payments' calls, loaded when the customer starts a change. Failures raise
 * no alert banner: the island shows the server's words beside its button.
 */

export type MeansConfig = OperationData<typeof paymentOperations.mopConfig>;
export type MeanConsent = OperationData<typeof paymentOperations.mopConsents>[number];
export type MobileModel = OperationData<typeof paymentOperations.validateMsisdn>;
export type MeanProcess = OperationData<typeof paymentOperations.checkMopProcess>;

const quiet = { alert: false } as const;

export function meanConsents(): Promise<MeanConsent[]> {
  return callOperation(calls.payments.mopConsents, {}, quiet);
}

/** validateMsisdn: the number checked and a PIN sent to it, or why not (showError). */
export function validateMsisdn(msisdn: string, mopId: OperatorMopId): Promise<MobileModel> {
  return callOperation(calls.payments.validateMsisdn, { body: { msisdn, mopId } }, quiet);
}

export interface Addition {
  mopId: PaymentMeanId;
  /** The consents of mop/consents the customer ticked. */
  consents: string[];
  tokenCsum?: string;
}

/**
 * Spec 4 "Add payment": mop/add answers the gateway's page, opened in a new
 * window; the window's outcome arrives on the broadcast channel (or it is
 * closed), then mop/checkMopProcess says how things stand and the session is
 * read again, so the list shows what the server holds.
 */
export async function addInWindow(
  addition: Addition,
  onOpened: (paymentUrl: string, blocked: boolean) => void,
): Promise<{ process: MeanProcess; outcome: PaymentWindowOutcome }> {
  const added = await callOperation(
    calls.payments.addMean,
    {
      body: {
        mopId: addition.mopId,
        consents: addition.consents.map((cconsent) => ({ cconsent, value: true })),
        returnPath: window.location.pathname,
        ...(addition.tokenCsum ? { tokenCsum: addition.tokenCsum } : {}),
      },
    },
    quiet,
  );
  const outcome = await payInWindow(added.paymentUrl, (blocked) => onOpened(added.paymentUrl, blocked), 'ADD_MEANS');
  const process = await callOperation(calls.payments.checkMopProcess, { body: {} }, quiet);
  await reloadSession();
  return { process, outcome };
}

/** mop/remove of one means, then the session again. */
export async function removeMean(mopId: PaymentMeanId, meanId: string | undefined): Promise<void> {
  await callOperation(calls.payments.removeMean, { body: { mopId, ...(meanId ? { meanId } : {}) } }, quiet);
  await reloadSession();
}

export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}

export type Schedule = OperationData<typeof import('#api-contract/services.ts').serviceOperations.paymentSchedule>;

/** What the page shows first: the schedule of the products held (isMyAccount) and the means the portal offers. */
export async function overview(signal?: AbortSignal): Promise<{ schedule: Schedule; config: MeansConfig }> {
  const [schedule, config] = await Promise.all([
    callOperation(calls.services.paymentSchedule, { body: { isMyAccount: true } }, { ...quiet, signal }),
    callOperation(calls.payments.mopConfig, {}, { ...quiet, signal }),
  ]);
  return { schedule, config };
}
