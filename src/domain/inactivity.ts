import type { Alert } from './alerts.ts';

/**
 * Inactivity end (spec 4 and 9): the API client stores the time of every
 * request; every 60 s the page compares now with it, and a signed-in visitor
 * idle for 30 minutes has their session ended (closeBrowser). The stored
 * time is shared by every tab of the site, so activity in one keeps the
 * others alive.
 */

/** Spec 3 and 4: where the last-activity time is stored (localStorage), on each request. */
export const LAST_ACTIVITY_KEY = 'lastActivity';

export const INACTIVITY_LIMIT_MS = 30 * 60 * 1000;
export const INACTIVITY_CHECK_INTERVAL_MS = 60 * 1000;

export const inactivityTexts = {
  sessionEnded: 'Twoja sesja wygasła po 30 minutach bezczynności. Zaloguj się ponownie, aby kontynuować.',
} as const;

/** The stored last-activity time (milliseconds since the epoch, as text), or null when missing or unreadable. */
export function parseLastActivity(stored: string | null | undefined): number | null {
  if (stored === null || stored === undefined || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether the session is to be ended now. Without a stored time (storage
 * blocked, or no request made yet) nothing is known, so nothing ends.
 */
export function isInactive(input: { now: number; lastActivity: number | null; signedIn: boolean }): boolean {
  if (!input.signedIn || input.lastActivity === null) return false;
  return input.now - input.lastActivity >= INACTIVITY_LIMIT_MS;
}

/** The alert the visitor sees once the session has ended. */
export function inactivityAlert(now: number): Alert {
  return { id: 'inactivity-logout', message: inactivityTexts.sessionEnded, status: 'WARNING', ts: now, errorCode: 0 };
}
