import { describe, expect, it } from 'vitest';
import { lockRedirect, lockWindow } from './lock.ts';

const event = { startDate: '2026-06-10T10:00:00+02:00', endDate: '2026-06-12T10:00:00+02:00', url: '/gala-ksw' };
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describe('lockRedirect (spec section 4: session time + 1 minute and now both inside the window)', () => {
  it('redirects to the event url when both lie inside', () => {
    expect(lockRedirect([event], at('2026-06-11T09:00:00+02:00'), at('2026-06-11T12:00:00+02:00'))).toBe('/gala-ksw');
  });

  it('counts the window start as inside: session time one minute before the start', () => {
    const session = at(event.startDate).getTime() - MINUTE;
    expect(lockRedirect([event], session, at('2026-06-10T10:30:00+02:00'))).toBe('/gala-ksw');
  });

  it('does not redirect when session time + 1 minute is one second before the start', () => {
    const session = at(event.startDate).getTime() - MINUTE - 1000;
    expect(lockRedirect([event], session, at('2026-06-10T10:30:00+02:00'))).toBeNull();
  });

  it('counts the window end as inside: session time one minute before the end', () => {
    const end = at(event.endDate).getTime();
    expect(lockRedirect([event], end - MINUTE, end)).toBe('/gala-ksw');
  });

  it('does not redirect when session time + 1 minute passes the end', () => {
    const end = at(event.endDate).getTime();
    expect(lockRedirect([event], end - MINUTE + 1000, end)).toBeNull();
  });

  it('does not redirect when now is after the window', () => {
    expect(lockRedirect([event], at('2026-06-11T09:00:00+02:00'), at('2026-06-12T10:00:01+02:00'))).toBeNull();
  });

  it('does not redirect when now is before the window', () => {
    expect(lockRedirect([event], at('2026-06-11T09:00:00+02:00'), at('2026-06-10T09:59:59+02:00'))).toBeNull();
  });

  it('adds one day to the end when start and end are the same calendar day', () => {
    const sameDay = { startDate: '2026-06-10T20:00:00+02:00', endDate: '2026-06-10T22:00:00+02:00', url: '/wydarzenie' };
    expect(lockRedirect([sameDay], at('2026-06-11T20:00:00+02:00'), at('2026-06-11T21:00:00+02:00'))).toBe('/wydarzenie');
    expect(lockRedirect([sameDay], at('2026-06-11T20:00:00+02:00'), at('2026-06-11T22:00:01+02:00'))).toBeNull();
  });

  it('judges "the same day" in Polish time, not UTC', () => {
    // 23:30 and 00:30 Polish time: one UTC day, two Polish days → no extra day.
    const acrossMidnight = { startDate: '2026-06-10T23:30:00+02:00', endDate: '2026-06-11T00:30:00+02:00', url: '/a' };
    expect(lockWindow(acrossMidnight)?.end).toBe(at('2026-06-11T00:30:00+02:00').getTime());
    // 01:00 and 03:00 Polish time: two UTC days, one Polish day → one day added.
    const earlyMorning = { startDate: '2026-06-10T01:00:00+02:00', endDate: '2026-06-10T03:00:00+02:00', url: '/b' };
    expect(lockWindow(earlyMorning)?.end).toBe(at('2026-06-11T03:00:00+02:00').getTime());
  });

  it('takes the first event whose window matches', () => {
    const later = { ...event, url: '/inne' };
    const past = { startDate: '2026-01-01T00:00:00+01:00', endDate: '2026-01-05T00:00:00+01:00', url: '/stare' };
    expect(lockRedirect([past, event, later], at('2026-06-11T09:00:00+02:00'), at('2026-06-11T12:00:00+02:00'))).toBe('/gala-ksw');
  });

  it('skips events whose dates do not parse, and returns null with no events', () => {
    const broken = { startDate: 'jutro', endDate: 'pojutrze', url: '/zle' };
    expect(lockRedirect([broken], at('2026-06-11T09:00:00+02:00'), at('2026-06-11T12:00:00+02:00'))).toBeNull();
    expect(lockRedirect([], Date.now(), Date.now())).toBeNull();
  });
});
