import { PAYMENT_ERROR_PATH, PAYMENT_RETURN_PATH, type PaymentPurpose } from '#domain/payment-return.ts';

/**
 * Where the gateway sends the customer's window back (spec 4): the return
 * page on success, the error page otherwise. The gateway adds the outcome
 * (transactionId, status or reason, a card token) to the query.
 */
export function returnUrls(purpose: PaymentPurpose, returnPath?: string | null): { successUrl: string; failureUrl: string } {
  const query = new URLSearchParams({ purpose });
  if (returnPath) query.set('returnPath', returnPath);
  return { successUrl: `${PAYMENT_RETURN_PATH}?${query}`, failureUrl: `${PAYMENT_ERROR_PATH}?${query}` };
}
