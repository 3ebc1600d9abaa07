import type { AnyOperation } from './operation.ts';

/** Cart calls of spec 7 (cart/*, specialOffer/markProcess, updateOrderByConsentsChanges). */
export const cartOperations = {} satisfies Record<string, AnyOperation>;
