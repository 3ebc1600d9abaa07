import { accountOperations } from './account.ts';
import { cartOperations } from './cart.ts';
import type { AnyOperation } from './operation.ts';
import { paymentOperations } from './payments.ts';
import { prepaidCardOperations } from './prepaid-card.ts';
import { serviceOperations } from './services.ts';

/** Every call of the customer API declared as a contract operation, by area. */
export const operationsByArea = {
  cart: cartOperations,
  services: serviceOperations,
  payments: paymentOperations,
  prepaidCard: prepaidCardOperations,
  account: accountOperations,
} as const;

export const allOperations: readonly AnyOperation[] = Object.values(operationsByArea).flatMap((area) => Object.values(area) as AnyOperation[]);
