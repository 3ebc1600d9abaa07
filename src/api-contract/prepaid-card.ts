import type { AnyOperation } from './operation.ts';

/** The prepaid card service of spec 7 (/api-tnk/*). */
export const prepaidCardOperations = {} satisfies Record<string, AnyOperation>;
