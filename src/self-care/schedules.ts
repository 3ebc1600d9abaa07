import type { OperationData } from '#api-contract/operation.ts';
import type { serviceOperations } from '#api-contract/services.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

/**
 * The next payments before and after a change (issue: before every change, its
 * effect), from payments/schedule: now is the products held; after leaves
 * out the articles a cancellation removes, bills on those a restore keeps or
 * a prolongation's offers, or adds the cart's change.
 * Failures are not raised as alerts: the island shows them beside its action.
 */

export type Schedule = OperationData<typeof serviceOperations.paymentSchedule>;

export interface Schedules {
  now: Schedule;
  after: Schedule;
}

const quiet = { alert: false } as const;

type ScheduleBody = { isMyAccount: boolean; removedArticles?: string[]; restoredArticles?: string[]; prolongedOffers?: string[] };

export function schedule(body: ScheduleBody): Promise<Schedule> {
  return callOperation(calls.services.paymentSchedule, { body }, quiet);
}

async function nowAnd(after: ScheduleBody): Promise<Schedules> {
  const [now, changed] = await Promise.all([schedule({ isMyAccount: true }), schedule(after)]);
  return { now, after: changed };
}

/** Now and after cancelling `removedArticles`. */
export const schedulesWithout = (removedArticles: string[]) => nowAnd({ isMyAccount: true, removedArticles });

/** Now and after restoring `restoredArticles` (planned off). */
export const schedulesRestoring = (restoredArticles: string[]) => nowAnd({ isMyAccount: true, restoredArticles });

/** Now and after prolonging the products held under the long-term `offerCodes`. */
export const schedulesProlonging = (prolongedOffers: string[]) => nowAnd({ isMyAccount: true, prolongedOffers });

/** Now and after the change the cart holds. */
export const schedulesWithCart = () => nowAnd({ isMyAccount: false });
