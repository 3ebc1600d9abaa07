import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';
import type { AccountConsentCode } from '#domain/consents.ts';

/** Failures raise no alert banner: the island shows the server's words beside the confirm button. */
const quiet = { alert: false } as const;

/** account/updateConsents for one consent (the other keeps its value). */
export async function setConsent(cconsent: AccountConsentCode, value: boolean): Promise<void> {
  await callOperation(calls.account.updateConsents, { body: { consents: [{ cconsent, value }] } }, quiet);
}

/** The session again, so the page shows what the server holds. */
export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}
