import type { OperationData } from '../api-contract/operation.ts';
import type { serviceOperations } from '../api-contract/services.ts';
import { calls } from '../api-client/calls.ts';
import { callOperation } from '../api-client/operations.ts';

/**
 * The next payments before and after a change (issue: before every change, its
 * effect), from payments/schedule: now is the products held; after either
 * leaves out the articles a cancellation removes, or adds the cart's change.
 * Failures are not raised as alerts: the island shows them beside its action.
 */

export type Schedule = OperationData<typeof serviceOperations.paymentSchedule>;

export interface Schedules {
  now: Schedule;
  after: Schedule;
}

const quiet = { alert: false } as const;

export function schedule(body: { isMyAccount: boolean; removedArticles?: string[] }): Promise<Schedule> {
  return callOperation(calls.services.paymentSchedule, { body }, quiet);
}

/** Now and after cancelling `removedArticles`. */
export async function schedulesWithout(removedArticles: string[]): Promise<Schedules> {
  const [now, after] = await Promise.all([schedule({ isMyAccount: true }), schedule({ isMyAccount: true, removedArticles })]);
  return { now, after };
}

/** Now and after the change the cart holds. */
export async function schedulesWithCart(): Promise<Schedules> {
  const [now, after] = await Promise.all([schedule({ isMyAccount: true }), schedule({ isMyAccount: false })]);
  return { now, after };
}
