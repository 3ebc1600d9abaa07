import { isDeepStrictEqual } from 'node:util';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRequestSchema, sessionSchema } from '../../api-contract/session.ts';
import { ownerOf, sessionCart } from '../carts/store.ts';
import { loadCustomerSession } from '../customers/customer-session.ts';
import { isCrossSite } from '../http/cross-site.ts';
import { ok, fail, responses } from '../http/responses.ts';
import { messages } from '../messages.ts';
import { sessionDataOf, type SessionRecord } from '../sessions/index.ts';

/**
 * Session calls of spec 7. sessionData and checkSessionData are exempt from
 * the XSRF check: they only read the session, or start a fresh anonymous one
 * (a visitor's first call has no token to send yet), and record the caller's
 * build version.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  async function recordVersion(request: Parameters<typeof app.sessions.update>[0], record: SessionRecord, version: string | undefined) {
    if (version === undefined || record.data.frontendVersion === version) return record;
    return (await app.sessions.update(request, { frontendVersion: version })) ?? record;
  }

  /**
   * A logged-in session answers its customer's records as they are now (a
   * payment means confirmed, a product planned off since login), and keeps
   * that snapshot in its data so server-side readers see the same; it is
   * written only when something changed.
   */
  async function refreshCustomer(request: Parameters<typeof app.sessions.update>[0], record: SessionRecord) {
    if (!record.customerId) return record;
    const current = await loadCustomerSession(app.portal.db, record.customerId);
    if (!current) return record;
    const changed = Object.entries(current).some(([key, value]) => !isDeepStrictEqual(record.data[key], value));
    return changed ? ((await app.sessions.update(request, current)) ?? record) : record;
  }

  /** The session data with the cart as it is in the database (the owner's cart in progress). */
  async function answer(record: SessionRecord) {
    const data = sessionDataOf(record);
    return ok({ ...data, cart: await sessionCart(app.portal.db, ownerOf(record), data.ltoInCart ? 'lto' : 'regular') });
  }

  app.post(
    '/sessionData',
    {
      config: { xsrf: false },
      schema: {
        tags: ['session'],
        summary: 'The visitor’s session, started when there is none',
        description:
          'Answers the session data (spec 3). Without a live session it starts an anonymous one and sets the cookies SESSION (HttpOnly) and XSRF-TOKEN (readable, echoed in X-XSRF-TOKEN by state-changing calls); with one it sends XSRF-TOKEN again. Not subject to the XSRF check.',
        body: sessionRequestSchema,
        response: responses(sessionSchema, 'The session data.'),
      },
    },
    async (request, reply) => {
      const version = request.body.frontendVersion;
      let record = request.session;
      if (record) {
        record = await refreshCustomer(request, await recordVersion(request, record, version));
        app.sessions.resendXsrf(reply, record);
      } else {
        record = await app.sessions.start(request, reply, version === undefined ? {} : { frontendVersion: version });
      }
      return answer(record);
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
      return answer(await refreshCustomer(request, await recordVersion(request, record, request.body.frontendVersion)));
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
