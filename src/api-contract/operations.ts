import { accountOperations } from './account.ts';
import { cartOperations } from './cart.ts';
import { analyticsOperations } from './event.ts';
import { formOperations } from './forms.ts';
import type { ContractCall } from './operation.ts';
import { paymentOperations } from './payments.ts';
import { prepaidCardOperations } from './prepaid-card.ts';
import { searchOperations } from './search.ts';
import { serviceOperations } from './services.ts';
import { sessionOperations } from './session.ts';
import { voucherOperations } from './voucher.ts';

/** Every call of the customer API declared in the contract, by area: operations answering an envelope, and the sign-in navigations. */
export const operationsByArea = {
  session: sessionOperations,
  analytics: analyticsOperations,
  cart: cartOperations,
  services: serviceOperations,
  payments: paymentOperations,
  prepaidCard: prepaidCardOperations,
  voucher: voucherOperations,
  account: accountOperations,
  search: searchOperations,
  forms: formOperations,
} as const;

export const allOperations: readonly ContractCall[] = Object.values(operationsByArea).flatMap((area) => Object.values(area) as ContractCall[]);
