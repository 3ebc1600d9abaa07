import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The back office (the forms inbox, and what later comes) is for staff only:
 * a session the login marked as staff (the provider named the staff role,
 * identity/staff-role.ts). To anyone else a back-office page answers as an
 * unknown path does, so it reveals neither its content nor that it exists;
 * and it is never indexed.
 */

/** Session data key the login sets (routes/login.ts); not part of the spec's session, so sessionData never shows it. */
export const STAFF_KEY = 'staff';

export type BackOfficeGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/**
 * A preHandler for back-office routes (outside /api, so the session is loaded
 * here); `answerUnknown` answers as the app answers a path it does not know.
 */
export function staffOnly(app: FastifyInstance, answerUnknown: (request: FastifyRequest, reply: FastifyReply) => void): BackOfficeGuard {
  return async (request, reply) => {
    await app.sessions.load(request, reply);
    if (request.session?.data[STAFF_KEY] !== true) {
      answerUnknown(request, reply);
      return reply;
    }
    reply.header('x-robots-tag', 'noindex, nofollow');
    return undefined;
  };
}
