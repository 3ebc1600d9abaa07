import type { OperationData } from '#api-contract/operation.ts';
import type { serviceOperations } from '#api-contract/services.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';
import { SUMMARY_STAGE } from '#domain/cart-stages.ts';
import { $session } from '#stores/session.ts';

/**
 * The calls of the change's summary, loaded when the customer acts. Failures
 * are not raised as alerts: the island shows the server's words beside the
 * button that failed.
 */

const quiet = { alert: false } as const;

export type ChangeDocument = OperationData<typeof serviceOperations.offerDocuments>['documents'][number];

/** The documents of a change of package (spec 5: ACTIVE and downgradeavailable), for the offers taken. */
export async function changeDocuments(offerCodes: string[]): Promise<ChangeDocument[]> {
  return (await callOperation(calls.services.offerDocuments, { body: { context: 'downgrade', offerCodes } }, quiet)).documents;
}

/**
 * Confirms the change: the cart moves to its summary stage when it is not
 * there yet, then cart/finalize orders it; nothing is due for a change, so no
 * payment means goes with it. Answers the thank-you page of the order.
 */
export async function confirmChange(
  cartId: string,
  currentStage: string,
  summaryConsents: Array<{ cconsent: string; value: boolean }>,
): Promise<string | null> {
  if (currentStage !== SUMMARY_STAGE) await callOperation(calls.cart.updateStage, { body: { cartId, newStage: SUMMARY_STAGE } }, quiet);
  const result = await callOperation(calls.payments.finalize, { body: { cartId, summaryConsents } }, quiet);
  $session.setKey('cart', result.cart);
  return result.cart.thankYouPage;
}

/** The change given up: out of the cart, and the session read again. */
export async function discardChange(): Promise<void> {
  await callOperation(calls.cart.clearCart, { body: {} }, quiet);
  await invalidateSession(undefined, quiet);
}
