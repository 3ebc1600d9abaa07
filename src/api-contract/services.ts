import type { AnyOperation } from './operation.ts';

/** Self-care service calls of spec 7 (switch-off, restore, downgrade, anti-churn, LTO, payment schedule, documents, partner services). */
export const serviceOperations = {} satisfies Record<string, AnyOperation>;
