import { isInactive } from './inactivity.ts';

/**
 * Keeping the signed-in session alive (spec 7 account/refreshToken, spec 4
 * inactivity): while the customer is active (a page opened, a click, a key,
 * scrolling) the front end tells the service, at most once a minute per tab,
 * unless the page changed since the last time (so the session's lastPath is
 * the page the customer is on). Activity after 30 idle minutes refreshes
 * nothing: the inactivity end comes first, so coming back to an abandoned
 * screen never revives its session.
 */

export const REFRESH_INTERVAL_MS = 60 * 1000;

/** Where the last refresh is kept (sessionStorage: per tab, across its page loads). */
export const LAST_REFRESH_KEY = 'portal:last-refresh';

export interface LastRefresh {
  at: number;
  path: string;
}

export type RefreshDecision = 'refresh' | 'wait' | 'inactive';

export function refreshDecision(input: {
  now: number;
  path: string;
  signedIn: boolean;
  last: LastRefresh | null;
  /** The last request's time (spec 4), null when unknown. */
  lastActivity: number | null;
}): RefreshDecision {
  if (!input.signedIn) return 'wait';
  if (isInactive({ now: input.now, lastActivity: input.lastActivity, signedIn: true })) return 'inactive';
  const { last } = input;
  if (!last || last.path !== input.path) return 'refresh';
  const since = input.now - last.at;
  // A clock set back (since < 0) must not silence the refresh for as long as it was set back.
  return since >= REFRESH_INTERVAL_MS || since < 0 ? 'refresh' : 'wait';
}

/** The stored last refresh, or null when missing or unreadable. */
export function parseLastRefresh(stored: string | null | undefined): LastRefresh | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<LastRefresh> | null;
    if (!value || typeof value.at !== 'number' || !Number.isFinite(value.at) || typeof value.path !== 'string') return null;
    return { at: value.at, path: value.path };
  } catch {
    return null;
  }
}

/** The path sent as the session's lastPath: the page with its query, or the page alone when that is too long (the call takes 512 characters). */
export function refreshPath(pathname: string, search: string): string {
  const full = `${pathname}${search}`;
  return full.length <= 512 ? full : pathname.slice(0, 512);
}
