import { describe, expect, it } from 'vitest';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LIMIT_MS, inactivityAlert, isInactive, parseLastActivity } from './inactivity.ts';

// A fixed clock: 12:00:00 UTC on a day of the project.
const noon = Date.UTC(2026, 10, 16, 12, 0, 0);
const minutes = (n: number) => n * 60 * 1000;

describe('inactivity end (spec 4, 9)', () => {
  it('uses the spec limits: 30 minutes, checked every 60 seconds', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(1_800_000);
    expect(INACTIVITY_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it('keeps a signed-in visitor idle for 29 min 59 s', () => {
    expect(isInactive({ now: noon, lastActivity: noon - minutes(30) + 1000, signedIn: true })).toBe(false);
  });

  it('ends the session of a signed-in visitor idle for 30 minutes or more', () => {
    expect(isInactive({ now: noon, lastActivity: noon - minutes(30), signedIn: true })).toBe(true);
    expect(isInactive({ now: noon, lastActivity: noon - minutes(95), signedIn: true })).toBe(true);
  });

  it('leaves an anonymous visitor alone', () => {
    expect(isInactive({ now: noon, lastActivity: noon - minutes(95), signedIn: false })).toBe(false);
  });

  it('does nothing without a stored activity time', () => {
    expect(isInactive({ now: noon, lastActivity: null, signedIn: true })).toBe(false);
  });

  it('a check at each minute ends the session at the first check 30 minutes after the last request', () => {
    const lastActivity = noon + 25_000;
    const firstEnding = [...Array(40).keys()].map((n) => noon + minutes(n)).find((now) => isInactive({ now, lastActivity, signedIn: true }));
    expect(firstEnding).toBe(noon + minutes(31));
  });

  it('reads the stored time written by the API client', () => {
    expect(parseLastActivity(String(noon))).toBe(noon);
    expect(parseLastActivity(null)).toBeNull();
    expect(parseLastActivity('')).toBeNull();
    expect(parseLastActivity('wczoraj')).toBeNull();
    expect(parseLastActivity('-5')).toBeNull();
  });

  it('tells the visitor in Polish why they were signed out', () => {
    expect(inactivityAlert(noon)).toEqual({
      id: 'inactivity-logout',
      message: 'Twoja sesja wygasła po 30 minutach bezczynności. Zaloguj się ponownie, aby kontynuować.',
      status: 'WARNING',
      ts: noon,
      errorCode: 0,
    });
  });
});
