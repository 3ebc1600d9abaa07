import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRequestSchema, sessionSchema } from '../../api-contract/session.ts';
import { refreshCustomerSession, sessionWithCart } from '../customers/session-view.ts';
import { isCrossSite } from '../http/cross-site.ts';
import { ok, fail, responses } from '../http/responses.ts';
import { messages } from '../messages.ts';
import { anonymousSessionData, type SessionRecord } from '../sessions/index.ts';

/**
 * Session calls of spec 7. sessionData and checkSessionData are exempt from
 * the XSRF check: they only read the session (a visitor's first call has no
 * token to send yet) and record the caller's build version; neither stores a
 * session for a visitor who has none.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  async function recordVersion(request: Parameters<typeof app.sessions.update>[0], record: SessionRecord, version: string | undefined) {
    if (version === undefined || record.data.frontendVersion === version) return record;
    return (await app.sessions.update(request, { frontendVersion: version })) ?? record;
  }

  app.post(
    '/sessionData',
    {
      config: { xsrf: false },
      schema: {
        tags: ['session'],
        summary: 'The visitor’s session, or the anonymous defaults',
        description:
          'Answers the session data (spec 3), and sends XSRF-TOKEN again (readable, echoed in X-XSRF-TOKEN by state-changing calls). Without a live session it answers the anonymous defaults (sessionId null) and a signed visitor XSRF token, and stores nothing: the first state-changing call that needs a session stores one and sets the SESSION cookie (HttpOnly). Not subject to the XSRF check.',
        body: sessionRequestSchema,
        response: responses(sessionSchema, 'The session data.'),
      },
    },
    async (request, reply) => {
      const version = request.body.frontendVersion;
      const stored = request.session;
      if (stored) {
        const record = await refreshCustomerSession(app, request, await recordVersion(request, stored, version));
        app.sessions.resendXsrf(reply, record);
        return ok(await sessionWithCart(app, record));
      }
      // A visitor who has done nothing yet is not worth a row: a flood of cookie-less calls cannot grow the database.
      app.sessions.offerVisitorXsrf(request, reply);
      return ok(anonymousSessionData(app.portal.config.now()));
    },
  );

  app.post(
    '/checkSessionData',
    {
      config: { xsrf: false },
      schema: {
        tags: ['session'],
        summary: 'The visitor’s current session, if it is still live',
        description: 'Like sessionData but never starts a session: without a live one it answers errorCode 401. Not subject to the XSRF check.',
        body: sessionRequestSchema,
        response: responses(sessionSchema, 'The session data.', { errors: [401] }),
      },
    },
    async (request, reply) => {
      const record = request.session;
      if (!record) return reply.code(401).send(fail(401, messages.sessionExpired));
      return ok(await sessionWithCart(app, await refreshCustomerSession(app, request, await recordVersion(request, record, request.body.frontendVersion))));
    },
  );

  app.get(
    '/closeBrowser',
    {
      schema: {
        tags: ['session'],
        summary: 'Ends the session',
        description:
          'Spec 4 (inactivity): deletes the session and clears its cookies. Answers success also when there was no session. A browser request made from another site (Sec-Fetch-Site cross-site or same-site) is refused with 403 and changes nothing.',
        querystring: z.strictObject({}),
        response: responses(z.null(), 'The session is over.', { body: false, errors: [403] }),
      },
    },
    async (request, reply) => {
      if (isCrossSite(request)) return reply.code(403).send(fail(403, messages.crossSite));
      await app.sessions.end(request, reply);
      return ok(null);
    },
  );
};
