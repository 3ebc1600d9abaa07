import type { z } from 'zod';
import type { accountOperations, updatePersonalDataBodySchema } from '#api-contract/account.ts';
import type { OperationData } from '#api-contract/operation.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';

export { openIdentityPage } from '#self-care/identity-pages.ts';

export type PersonalData = OperationData<typeof accountOperations.personalData>;
export type PersonalDataChanges = z.input<typeof updatePersonalDataBodySchema>;

/** Failures raise no alert banner: the island shows the server's words beside the fields or the confirm button. */
const quiet = { alert: false } as const;

/** account/personalData: what the server holds, the phone included (the session has no phone). */
export function personalData(signal?: AbortSignal): Promise<PersonalData> {
  return callOperation(calls.account.personalData, { query: {} }, { ...quiet, signal });
}

/** account/updatePersonalData: answers the data as now stored. */
export function updatePersonalData(changes: PersonalDataChanges): Promise<PersonalData> {
  return callOperation(calls.account.updatePersonalData, { body: changes }, quiet);
}

/** The session again, so its mainAddress and billAddress follow (and cached answers are read again). */
export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}
