import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { prepaidCardOperations as ops } from '#api-contract/prepaid-card.ts';
import { clientAddress } from '../http/client-address.ts';
import { route, sessionOf } from '../http/route.ts';
import { paymentsContext } from '../payments/context.ts';
import { cardStatus, startTopUp, topUpStatus } from '../payments/prepaid-service.ts';

/** A validated request part, typed from its schema (route()'s request types read an optional schema as unknown). */
const validated = <S extends z.ZodType | undefined>(_schema: S, value: unknown) => value as z.output<Exclude<S, undefined>>;

/** The prepaid card service of spec 7 (/api-tnk/tnk-card-status, payment-url, payment-status/{id}). */
export const prepaidCardRoutes: FastifyPluginAsync = async (app) => {
  const ctx = paymentsContext(app);

  const callerOf = (request: FastifyRequest) => ({ session: sessionOf(request), address: clientAddress(request) });
  route(app, ops.cardStatus, (request) => cardStatus(ctx, callerOf(request), validated(ops.cardStatus.body, request.body).cardNumber));
  route(app, ops.paymentUrl, (request) => startTopUp(ctx, callerOf(request), validated(ops.paymentUrl.body, request.body)));
  route(app, ops.paymentStatus, (request) =>
    topUpStatus(ctx, sessionOf(request), validated(ops.paymentStatus.params, request.params).id, request.log),
  );
};
