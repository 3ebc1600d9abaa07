import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

/** account/logoutOtherDevices: the number of other portal sessions ended. Failures raise no banner: the sidebar shows them. */
export async function logoutOtherDevices(): Promise<number> {
  return (await callOperation(calls.account.logoutOtherDevices, { body: {} }, { alert: false })).sessionsEnded;
}
