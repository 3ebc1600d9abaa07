import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

/** account/segments of the signed-in customer (a prospect has no service to take abroad). */
export async function segmentCodes(signal?: AbortSignal): Promise<string[]> {
  return (await callOperation(calls.account.segments, { query: {} }, { alert: false, signal })).map((segment) => segment.segmentCode);
}
