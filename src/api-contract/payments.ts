import type { AnyOperation } from './operation.ts';

/** Payment calls of spec 7 (cart/finalize, payments/token, validateMsisdn, mop/*). */
export const paymentOperations = {} satisfies Record<string, AnyOperation>;
