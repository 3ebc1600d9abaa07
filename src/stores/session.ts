import { computed, map } from 'nanostores';
import { createDefaultSession, isLoggedIn, sessionFrom, type Session } from '#domain/session.ts';

/** The client session (spec section 3), starting from its defaults. */
export const $session = map<Session>(createDefaultSession());

export const $isLoggedIn = computed($session, isLoggedIn);

/** Replaces the session with the server's data over the defaults (sessionData / checkSessionData responses). */
export function setSession(data: Partial<Session> | null | undefined): void {
  $session.set(sessionFrom(data));
}

/** Back to the defaults (logout). */
export function resetSession(): void {
  $session.set(createDefaultSession());
}
