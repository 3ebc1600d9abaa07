import type { OperationData } from '#api-contract/operation.ts';
import type { serviceOperations } from '#api-contract/services.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

export type CustomerDocument = OperationData<typeof serviceOperations.offerDocuments>['documents'][number];

/** offerDocument/all in self-care: the customer's own documents, those of the products held, and the general ones (spec 5: ACTIVE and selfcareavailable). */
export async function selfcareDocuments(signal?: AbortSignal): Promise<CustomerDocument[]> {
  return (await callOperation(calls.services.offerDocuments, { body: { context: 'selfcare' } }, { alert: false, signal })).documents;
}
