import { describe, expect, it } from 'vitest';
import { parseLastRefresh, REFRESH_INTERVAL_MS, refreshDecision, refreshPath } from './keep-alive.ts';

const noon = Date.UTC(2026, 10, 16, 12, 0, 0);
const PAGE = '/oferta-online/moje-konto';
const active = { now: noon, path: PAGE, signedIn: true, last: null, lastActivity: noon - 5_000 };

describe('keeping the session alive (spec 7 account/refreshToken)', () => {
  it('refreshes on the first activity of a signed-in customer', () => {
    expect(refreshDecision(active)).toBe('refresh');
  });

  it('refreshes at most once a minute on the same page', () => {
    expect(REFRESH_INTERVAL_MS).toBe(60_000);
    expect(refreshDecision({ ...active, last: { at: noon - 59_999, path: PAGE } })).toBe('wait');
    expect(refreshDecision({ ...active, last: { at: noon - 60_000, path: PAGE } })).toBe('refresh');
  });

  it('refreshes at once on another page, so the session keeps the page the customer is on', () => {
    expect(refreshDecision({ ...active, last: { at: noon - 1000, path: '/oferta-online/moje-konto/moje-platnosci' } })).toBe('refresh');
  });

  it('refreshes after the clock was set back instead of waiting for it to catch up', () => {
    expect(refreshDecision({ ...active, last: { at: noon + 3_600_000, path: PAGE } })).toBe('refresh');
  });

  it('does nothing for an anonymous visitor', () => {
    expect(refreshDecision({ ...active, signedIn: false })).toBe('wait');
  });

  it('after 30 idle minutes asks for the inactivity end instead of keeping the session', () => {
    expect(refreshDecision({ ...active, lastActivity: noon - 30 * 60_000 })).toBe('inactive');
    expect(refreshDecision({ ...active, lastActivity: noon - 30 * 60_000 + 1000 })).toBe('refresh');
    expect(refreshDecision({ ...active, lastActivity: null })).toBe('refresh');
  });

  it('reads the stored last refresh, and nothing from what is not one', () => {
    expect(parseLastRefresh(JSON.stringify({ at: noon, path: PAGE }))).toEqual({ at: noon, path: PAGE });
    for (const stored of [null, undefined, '', 'x', 'null', '{"at":"1","path":"/"}', '{"at":1}', '[]'])
      expect(parseLastRefresh(stored), String(stored)).toBeNull();
  });

  it('sends the page with its query, or the page alone when that would be too long', () => {
    expect(refreshPath(PAGE, '?zakladka=2')).toBe(`${PAGE}?zakladka=2`);
    expect(refreshPath(PAGE, `?q=${'x'.repeat(600)}`)).toBe(PAGE);
  });
});
