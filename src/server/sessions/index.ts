import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RotateChanges, SessionRecord } from './store.ts';

/**
 * Server-side sessions of the customer API (DESIGN.md "Customer API
 * service"): the database holds every session, the Node process none.
 */

export { createSessionService, type SessionService } from './service.ts';
export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
export { anonymousSessionData, sessionDataOf } from './session-data.ts';
export { purgeExpiredSessions, type RotateChanges, type SessionRecord, type StoredSessionData } from './store.ts';
export { startCleanup, type CleanupTask } from './cleanup.ts';

/**
 * Login's session step: the same session under a new id and XSRF token, with
 * new cookies; the cookie from before login no longer opens it.
 */
export function rotateSession(request: FastifyRequest, reply: FastifyReply, changes?: RotateChanges): Promise<SessionRecord | null> {
  return request.server.sessions.rotate(request, reply, changes);
}
