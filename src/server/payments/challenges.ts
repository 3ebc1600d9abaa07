import type { OperatorMopId } from '#domain/payment-methods.ts';
import { CallError } from '../http/call-error.ts';
import type { PaymentsContext } from './context.ts';
import type { PinChallenge } from './gateway/api.ts';
import { paymentMessages as m } from '#domain/payment-messages.ts';

/**
 * The PIN confirmation validateMsisdn started (its token_csum), checked
 * before it is used to bill the number: the caller's own, for that operator
 * (else 404, nothing said about others'), still waiting for its PIN (406).
 */
export async function usableChallenge(ctx: PaymentsContext, customerId: string, mopId: OperatorMopId, tokenCsum: string): Promise<PinChallenge> {
  const challenge = await ctx.gateway.pinChallenge(tokenCsum);
  if (!challenge || challenge.customerReference !== customerId || challenge.operatorMop !== mopId) {
    throw new CallError(404, m.errors.challengeNotFound);
  }
  if (challenge.status !== 'PENDING' || ctx.now() >= challenge.expiresAt) throw new CallError(406, m.errors.challengeExpired);
  return challenge;
}
