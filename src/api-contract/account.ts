import type { AnyOperation } from './operation.ts';

/** Account calls of spec 7 (account/*, messageSubject, article/rate, quietLogin, the offer service). */
export const accountOperations = {} satisfies Record<string, AnyOperation>;
