import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { paymentOperations as ops } from '#api-contract/payments.ts';
import { CallError } from '../http/call-error.ts';
import { customerOf, route } from '../http/route.ts';
import { ownerOf } from '../carts/store.ts';
import { paymentsContext } from '../payments/context.ts';
import { finalizeCart } from '../payments/finalize.ts';
import { addMean, attachToken, checkMeanProcess, mopConfig, mopConsents, removeMean, validateMsisdn } from '../payments/mean-calls.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import { settleOutcome } from '../payments/settlement.ts';
import { hasValidSignature } from '../payments/signature.ts';

/** A validated request part, typed from its schema (route()'s request types read an optional schema as unknown). */
const validated = <S extends z.ZodType | undefined>(_schema: S, value: unknown) => value as z.output<Exclude<S, undefined>>;

/** Payment calls of spec 7 (cart/finalize, payments/token, validateMsisdn, mop/*) and the gateway's notification. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const ctx = paymentsContext(app);

  route(app, ops.mopConfig, () => mopConfig(ctx));
  route(app, ops.mopConsents, () => mopConsents());

  route(app, ops.validateMsisdn, (request) => validateMsisdn(ctx, customerOf(request), validated(ops.validateMsisdn.body, request.body)));

  route(app, ops.addMean, (request) => addMean(ctx, customerOf(request), validated(ops.addMean.body, request.body), request.log));
  route(app, ops.checkMopProcess, (request) => checkMeanProcess(ctx, customerOf(request).customerId, request.log));
  route(app, ops.removeMean, (request) => {
    const { mopId, meanId } = validated(ops.removeMean.body, request.body);
    return removeMean(ctx, customerOf(request).customerId, mopId, meanId);
  });
  route(app, ops.attachToken, (request) =>
    attachToken(ctx, customerOf(request).customerId, validated(ops.attachToken.body, request.body).token, request.log),
  );

  route(app, ops.finalize, (request) => {
    const { session, customerId } = customerOf(request);
    return finalizeCart(ctx, { ...ownerOf(session), customerId }, validated(ops.finalize.body, request.body), request.log);
  });

  route(app, ops.notification, async (request) => {
    const notification = validated(ops.notification.body, request.body);
    // Checked before anything is read: an unsigned or altered notification learns nothing and changes nothing.
    if (!hasValidSignature(notification, ctx.settings.secret)) throw new CallError(403, paymentMessages.errors.badSignature);
    const { signature: _signature, ...outcome } = notification;
    const settled = await settleOutcome(ctx, outcome, request.log);
    return { transactionId: notification.transactionId, ...settled };
  });
};
