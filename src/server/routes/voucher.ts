import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { voucherOperations as ops } from '#api-contract/voucher.ts';
import { changedFields, type SessionPatch } from '../carts/context.ts';
import { clientAddress } from '../http/client-address.ts';
import { route, sessionOf } from '../http/route.ts';
import { activateCode, checkCode, type VoucherContext } from '../vouchers/activation.ts';

/** A validated request part, typed from its schema (route()'s request types read an optional schema as unknown). */
const validated = <S extends z.ZodType | undefined>(_schema: S, value: unknown) => value as z.output<Exclude<S, undefined>>;

/** Voucher activation: voucher/check and voucher/activate. */
export const voucherRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.portal;
  // The catalogue as served now: a new build of the site replaces it (app.ts).
  const ctx: VoucherContext = {
    db,
    get catalogue() {
      return app.portal.catalogue;
    },
    now: () => config.now(),
  };
  const callerOf = (request: FastifyRequest) => ({ session: sessionOf(request), address: clientAddress(request) });

  /** The session fields a cart change answers, written in the activation's transaction. */
  const patchSession = (request: FastifyRequest) => async (patch: SessionPatch) => {
    const changed = changedFields(sessionOf(request).data, patch);
    if (Object.keys(changed).length > 0) await app.sessions.update(request, changed);
  };

  route(app, ops.check, (request) => checkCode(ctx, callerOf(request), validated(ops.check.body, request.body)));
  route(app, ops.activate, (request) => activateCode(ctx, callerOf(request), validated(ops.activate.body, request.body), patchSession(request)));
};
