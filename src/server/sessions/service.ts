import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { ChangeCache } from '../db/change-cache.ts';
import type { Database } from '../db/index.ts';
import { messages } from '../messages.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookie, setXsrfCookie, XSRF_HEADER } from './cookies.ts';
import * as store from './store.ts';
import { isWellFormedToken, sessionIdOf, tokensEqual } from './tokens.ts';
import { fail } from '../http/responses.ts';

/**
 * Session handling of API requests: find the visitor's session from the
 * SESSION cookie, enforce the XSRF double submit on state-changing calls,
 * record activity, and start, rotate and end sessions with their cookies.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's live session, or null (none, unknown, expired or ended). */
    session: store.SessionRecord | null;
  }
  interface FastifyContextConfig {
    /** false: the call is exempt from the XSRF check although its method changes state. */
    xsrf?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface SessionService {
  /** onRequest hook of the API routes. */
  load(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** A new anonymous session for this visitor, with its cookies. */
  start(request: FastifyRequest, reply: FastifyReply, data?: store.StoredSessionData): Promise<store.SessionRecord>;
  /** New id and XSRF token for the current session (login), same data; the old cookie stops working. Null without a session. */
  rotate(request: FastifyRequest, reply: FastifyReply, changes?: store.RotateChanges): Promise<store.SessionRecord | null>;
  /** Ends the current session (if any) and clears its cookies. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Merges fields into the current session's data. */
  update(request: FastifyRequest, patch: store.StoredSessionData): Promise<store.SessionRecord | null>;
  /** Sends the XSRF-TOKEN cookie again, so a client that lost it recovers. */
  resendXsrf(reply: FastifyReply, record: store.SessionRecord): void;
}

export function createSessionService(db: Database, config: ServerConfig, cache?: ChangeCache<store.SessionRecord | null>): SessionService {
  const clock = (): store.SessionClock => ({ now: config.now(), idleMs: config.sessionIdleMs });
  const secure = config.secureCookies;

  async function find(request: FastifyRequest): Promise<store.SessionRecord | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!isWellFormedToken(token)) return null;
    const id = sessionIdOf(token);
    const now = config.now();
    if (!cache) return store.findLiveSession(db, id, now);
    const record = await cache.get(id, () => store.findLiveSession(db, id, now));
    // A cached session may have expired since: the database removes it on sight.
    return record && record.expiresAt.getTime() <= now.getTime() ? store.findLiveSession(db, id, now) : record;
  }

  function xsrfValid(request: FastifyRequest, record: store.SessionRecord | null): boolean {
    const header = request.headers[XSRF_HEADER];
    return record !== null && typeof header === 'string' && tokensEqual(header, record.xsrfToken);
  }

  return {
    async load(request, reply) {
      const record = await find(request);
      request.session = record;
      if (!record && request.cookies[SESSION_COOKIE] !== undefined) clearSessionCookies(reply, secure);

      // Checked before anything is written, so a forged call changes nothing, not even the last-seen time.
      if (STATE_CHANGING.has(request.method) && request.routeOptions.config.xsrf !== false && !xsrfValid(request, record)) {
        return reply.code(403).send(fail(403, messages.xsrf));
      }

      if (record) {
        const now = config.now();
        if (now.getTime() - record.lastSeenAt.getTime() >= config.sessionTouchIntervalMs) {
          const c = { now, idleMs: config.sessionIdleMs };
          if (await store.touchSession(db, record.id, c)) {
            record.lastSeenAt = now;
            record.expiresAt = new Date(now.getTime() + c.idleMs);
          }
        }
      }
      return undefined;
    },

    async start(request, reply, data = {}) {
      const { token, record } = await store.createSession(db, clock(), data);
      setSessionCookie(reply, token, secure);
      setXsrfCookie(reply, record.xsrfToken, secure);
      request.session = record;
      return record;
    },

    async rotate(request, reply, changes = {}) {
      const current = request.session;
      if (!current) return null;
      const issued = await db.transaction((tx) => store.rotateSession(tx, current.id, clock(), changes));
      if (!issued) {
        request.session = null;
        clearSessionCookies(reply, secure);
        return null;
      }
      setSessionCookie(reply, issued.token, secure);
      setXsrfCookie(reply, issued.record.xsrfToken, secure);
      request.session = issued.record;
      return issued.record;
    },

    async end(request, reply) {
      const token = request.cookies[SESSION_COOKIE];
      const id = request.session?.id ?? (isWellFormedToken(token) ? sessionIdOf(token) : null);
      if (id) await store.deleteSession(db, id);
      request.session = null;
      clearSessionCookies(reply, secure);
    },

    async update(request, patch) {
      const current = request.session;
      if (!current) return null;
      const updated = await store.updateSessionData(db, current.id, patch);
      request.session = updated;
      return updated;
    },

    resendXsrf(reply, record) {
      setXsrfCookie(reply, record.xsrfToken, secure);
    },
  };
}
