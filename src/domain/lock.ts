import type { LockPageEvent } from '#content-schema/page.ts';

/**
 * Self-care lock (spec sections 4 and 9): when the session time plus one
 * minute lies in an event window and the current time lies in it too, the
 * user goes to the event's page. A window runs from start to end, both
 * included; when start and end fall on the same calendar day, one day
 * (24 hours) is added to the end. "Calendar day" is Polish time, the time
 * editors enter windows in, so the result does not depend on the visitor's
 * time zone. Native dates only: this runs in every self-care page's shell.
 */

export const LOCK_SESSION_OFFSET_MS = 60_000;
export const LOCK_TIME_ZONE = 'Europe/Warsaw';
const DAY_MS = 86_400_000;

const polishDay = new Intl.DateTimeFormat('en-CA', { timeZone: LOCK_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export type LockWindow = { start: number; end: number; url: string };

const toTime = (value: Date | number | string): number => new Date(value).getTime();

/** The event's window in epoch milliseconds, or null when a date does not parse. */
export function lockWindow(event: LockPageEvent): LockWindow | null {
  const start = toTime(event.startDate);
  let end = toTime(event.endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (polishDay.format(start) === polishDay.format(end)) end += DAY_MS;
  return { start, end, url: event.url };
}

/** The first event window that locks a session of `sessionTime` at `now`, or null. */
export function activeLockWindow(events: readonly LockPageEvent[], sessionTime: Date | number | string, now: Date | number): LockWindow | null {
  const probe = toTime(sessionTime) + LOCK_SESSION_OFFSET_MS;
  const at = toTime(now);
  if (Number.isNaN(probe) || Number.isNaN(at)) return null;
  for (const event of events) {
    const span = lockWindow(event);
    if (!span) continue;
    const inside = (t: number) => t >= span.start && t <= span.end;
    if (inside(probe) && inside(at)) return span;
  }
  return null;
}

export function lockRedirect(events: readonly LockPageEvent[], sessionTime: Date | number | string, now: Date | number): string | null {
  return activeLockWindow(events, sessionTime, now)?.url ?? null;
}
