import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sessionOperations as op } from '#api-contract/session.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { refreshCustomerSession, sessionWithCart } from '../customers/session-view.ts';
import { CallError } from '../http/call-error.ts';
import { customerOf, route, sessionOf } from '../http/route.ts';
import { anonymousSessionData, type SessionRecord } from '../sessions/index.ts';

/**
 * Session calls of spec 7 (the contract's session area; login and logout are
 * in login.ts). sessionData and checkSessionData are exempt from the XSRF
 * check: they only read the session (a visitor's first call has no token to
 * send yet) and record the caller's build version; neither stores a session
 * for a visitor who has none. closeBrowser refuses another site's request
 * (the route layer, from the contract's sameSiteOnly).
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  async function recordVersion(request: FastifyRequest, record: SessionRecord, version: string | undefined) {
    if (version === undefined || record.data.frontendVersion === version) return record;
    return (await app.sessions.update(request, { frontendVersion: version })) ?? record;
  }

  route(app, op.sessionData, async (request, reply) => {
    const version = request.body.frontendVersion;
    const stored = request.session;
    if (stored) {
      const record = await refreshCustomerSession(app, request, await recordVersion(request, stored, version));
      app.sessions.resendXsrf(reply, record);
      return sessionWithCart(app, record);
    }
    // A visitor who has done nothing yet is not worth a row: a flood of cookie-less calls cannot grow the database.
    app.sessions.offerVisitorXsrf(request, reply);
    return anonymousSessionData(app.portal.config.now());
  });

  // Without a live session the route layer answers 401 (access 'session'), before the body is read.
  route(app, op.checkSessionData, async (request) => {
    const record = sessionOf(request);
    return sessionWithCart(app, await refreshCustomerSession(app, request, await recordVersion(request, record, request.body.frontendVersion)));
  });

  route(app, op.quietLogin, async (request, reply) => {
    const record = request.session;
    if (!record?.customerId) throw new CallError(401, accountMessages.notSignedIn);
    const refreshed = await refreshCustomerSession(app, request, record);
    app.sessions.resendXsrf(reply, refreshed);
    return sessionWithCart(app, refreshed);
  });

  // Kept in the session's data like the other flow flags (ltoInCart, restoreActivation): a change of the
  // session row notifies and versions it (migration 0008), so every process's next sessionData sees it.
  route(app, op.selfcare, async (request) => {
    const { session } = customerOf(request);
    const fromSelfcare = request.body.fromSelfcare;
    if ((session.data.fromSelfcare === true) !== fromSelfcare) await app.sessions.update(request, { fromSelfcare });
    return { fromSelfcare };
  });

  route(app, op.closeBrowser, async (request, reply) => {
    await app.sessions.end(request, reply);
    return null;
  });
};
