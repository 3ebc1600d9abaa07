import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Caches } from '../caches/index.ts';
import type { Database } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { fail } from '../http/responses.ts';
import { messages } from '#api-contract/messages.ts';
import { batchedLookup } from '../db/batched-lookup.ts';
import { consumeAll } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookie, setXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import * as store from './store.ts';
import { isWellFormedToken, sessionIdOf, tokensEqual } from './tokens.ts';
import type { VisitorXsrf } from './visitor-xsrf.ts';

/**
 * Session handling of API requests: find the visitor's session from the
 * SESSION cookie, enforce the XSRF double submit on state-changing calls,
 * record activity, and start, rotate and end sessions with their cookies.
 *
 * A session is stored only once the visitor does something that needs one
 * (the first state-changing call of a session operation, or login): until
 * then sessionData answers the anonymous defaults and a signed visitor XSRF
 * token (visitor-xsrf.ts), and nothing is written, so cookie-less requests
 * cannot grow the database. Starting sessions is limited per client address
 * as well, for whoever acts without ever keeping the cookie.
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
  /** A new anonymous session for this visitor, with its cookies (429 CallError beyond the per-address limit). */
  start(request: FastifyRequest, reply: FastifyReply, data?: store.StoredSessionData): Promise<store.SessionRecord>;
  /**
   * The session of a state-changing call that needs one: the current one, or
   * one stored now under the visitor's XSRF token, which the call has just
   * presented (403 CallError otherwise; 429 beyond the per-address limit).
   */
  begin(request: FastifyRequest, reply: FastifyReply): Promise<store.SessionRecord>;
  /** For a visitor without a stored session: keeps their signed XSRF token in the cookie, or gives a new one. Writes nothing. */
  offerVisitorXsrf(request: FastifyRequest, reply: FastifyReply): void;
  /** Whether the request comes from a visitor who holds a visitor XSRF token: someone who has loaded the session, not one whose session ended. */
  isVisitor(request: FastifyRequest): boolean;
  /** New id and XSRF token for the current session (login), same data; the old cookie stops working. Null without a session. */
  rotate(request: FastifyRequest, reply: FastifyReply, changes?: store.RotateChanges): Promise<store.SessionRecord | null>;
  /** Ends the current session (if any) and clears its cookies. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Merges fields into the current session's data. */
  update(request: FastifyRequest, patch: store.StoredSessionData): Promise<store.SessionRecord | null>;
  /** Sends the XSRF-TOKEN cookie again, so a client that lost it recovers. */
  resendXsrf(reply: FastifyReply, record: store.SessionRecord): void;
}

export function createSessionService(
  db: Database,
  config: ServerConfig,
  visitorXsrf: VisitorXsrf,
  caches?: Pick<Caches, 'sessions' | 'versions'>,
): SessionService {
  const clock = (): store.SessionClock => ({ now: config.now(), idleMs: config.sessionIdleMs });
  const secure = config.secureCookies;

  // The requests that arrive together are looked up together (one query for all).
  const lookUp = batchedLookup((ids: string[]) => store.findLiveSessions(db, ids, config.now()));
  const findLive = async (id: string) => (await lookUp(id)) ?? null;

  async function find(request: FastifyRequest): Promise<store.SessionRecord | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!isWellFormedToken(token)) return null;
    const id = sessionIdOf(token);
    if (!caches) return findLive(id);
    const record = await caches.sessions.get(id, caches.versions.session(id), () => findLive(id));
    // A cached session may have expired since: the database removes it on sight.
    return record && record.expiresAt.getTime() <= config.now().getTime() ? findLive(id) : record;
  }

  /** The session's token in the header; without a stored session, the visitor's signed token in both header and cookie. */
  function xsrfValid(request: FastifyRequest, record: store.SessionRecord | null): boolean {
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string') return false;
    if (record) return tokensEqual(header, record.xsrfToken);
    return presentedVisitorToken(request) !== null;
  }

  function presentedVisitorToken(request: FastifyRequest): string | null {
    const header = request.headers[XSRF_HEADER];
    const cookie = request.cookies[XSRF_COOKIE];
    if (typeof header !== 'string' || typeof cookie !== 'string' || !tokensEqual(header, cookie)) return null;
    return visitorXsrf.isValid(header) ? header : null;
  }

  async function allowStart(request: FastifyRequest): Promise<void> {
    // Sized for thousands of customers behind one carrier's address, from what a session costs to keep (docs/limits.md).
    if (!(await consumeAll(db, [[limits.sessionStarts, clientAddress(request)]], config.now()))) {
      throw new CallError(429, messages.tooManySessions);
    }
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
      await allowStart(request);
      const { token, record } = await store.createSession(db, clock(), data);
      setSessionCookie(reply, token, secure);
      setXsrfCookie(reply, record.xsrfToken, secure);
      request.session = record;
      return record;
    },
    async begin(request, reply) {
      if (request.session) return request.session;
      const xsrfToken = presentedVisitorToken(request);
      if (xsrfToken === null) throw new CallError(403, messages.xsrf);
      await allowStart(request);
      // The browser keeps the token it already holds: calls it has in flight still carry the right one.
      const { token, record } = await store.createSession(db, clock(), {}, xsrfToken);
      setSessionCookie(reply, token, secure);
      request.session = record;
      return record;
    },
    isVisitor(request) {
      return visitorXsrf.isValid(request.cookies[XSRF_COOKIE]);
    },
    offerVisitorXsrf(request, reply) {
      const current = request.cookies[XSRF_COOKIE];
      setXsrfCookie(reply, visitorXsrf.isValid(current) ? current : visitorXsrf.issue(), secure);
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
