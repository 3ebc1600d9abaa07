import { describe, expect, it } from 'vitest';
import { clockOffsetMs, onBrowserClock } from './server-clock.ts';

describe('clockOffsetMs (browser clock minus server clock, from the Date header)', () => {
  it('is zero when both clocks agree to the second', () => {
    const at = Date.parse('2026-12-05T22:30:00Z');
    expect(clockOffsetMs('Sat, 05 Dec 2026 22:30:00 GMT', at)).toBe(0);
  });

  it('is positive when the browser runs ahead, negative when it lags', () => {
    const server = 'Sat, 05 Dec 2026 22:30:00 GMT';
    expect(clockOffsetMs(server, Date.parse('2026-12-05T23:30:00Z'))).toBe(3_600_000);
    expect(clockOffsetMs(server, Date.parse('2026-12-05T22:29:00Z'))).toBe(-60_000);
  });

  it('is null without a header, or with one that does not parse', () => {
    expect(clockOffsetMs(null, Date.now())).toBeNull();
    expect(clockOffsetMs(undefined, Date.now())).toBeNull();
    expect(clockOffsetMs('', Date.now())).toBeNull();
    expect(clockOffsetMs('wczoraj', Date.now())).toBeNull();
  });
});

describe('onBrowserClock', () => {
  it('moves a server time by the offset', () => {
    const stamp = '2026-11-24T21:00:00.000Z';
    expect(onBrowserClock(stamp, 3_600_000)).toBe(Date.parse('2026-11-24T22:00:00.000Z'));
    expect(onBrowserClock(Date.parse(stamp), -1000)).toBe(Date.parse('2026-11-24T20:59:59.000Z'));
  });

  it('leaves the time as it is when the offset is unknown', () => {
    expect(onBrowserClock('2026-11-24T21:00:00.000Z', null)).toBe(Date.parse('2026-11-24T21:00:00.000Z'));
  });
});
