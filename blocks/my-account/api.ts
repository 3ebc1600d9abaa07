import type { accountOperations } from '#api-contract/account.ts';
import type { OperationData } from '#api-contract/operation.ts';
import type { serviceOperations } from '#api-contract/services.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

export type Overview = {
  personal: OperationData<typeof accountOperations.personalData>;
  schedule: OperationData<typeof serviceOperations.paymentSchedule>;
  messages: OperationData<typeof accountOperations.messages>;
};

/** What My account shows beside the session: the name, the next payment (payments/schedule, isMyAccount) and the messages sent. */
export async function overview(signal?: AbortSignal): Promise<Overview> {
  const options = { alert: false, signal } as const;
  const [personal, schedule, messages] = await Promise.all([
    callOperation(calls.account.personalData, {}, options),
    callOperation(calls.services.paymentSchedule, { body: { isMyAccount: true } }, options),
    callOperation(calls.account.messages, {}, options),
  ]);
  return { personal, schedule, messages };
}
