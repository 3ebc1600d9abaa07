import { createDefaultSession, sessionFrom, type Session } from '#domain/session.ts';
import type { SessionRecord } from './store.ts';

/**
 * The session as sessionData answers it (spec 3): the anonymous defaults,
 * overlaid with what the server keeps for this session, stamped with the
 * time of this answer. The stamp is the spec's "session time" of the
 * self-care lock: stamped anew by each answer, a lock window also catches a
 * customer who signed in before it began (http/self-care-locks.ts).
 */
export function sessionDataOf(record: SessionRecord, now: Date): Session {
  return {
    ...sessionFrom(record.data as Partial<Session>),
    sessionId: typeof record.data.sessionId === 'string' ? record.data.sessionId : null,
    sessionStamp: now.toISOString(),
  };
}

/** The session of a visitor who has no stored session yet: the anonymous defaults, stamped now. */
export function anonymousSessionData(now: Date): Session {
  return { ...createDefaultSession(), sessionStamp: now.toISOString() };
}
