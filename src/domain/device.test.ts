import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH, deviceType } from './device.ts';

describe('deviceType (spec section 9: mobile up to 699, tablet up to 959)', () => {
  it.each([
    [320, 'mobile'],
    [699, 'mobile'],
    [700, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [1920, 'desktop'],
  ])('%i px → %s', (width, type) => {
    expect(deviceType(width)).toBe(type);
  });

  it('exports the breakpoints', () => {
    expect([MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH]).toEqual([699, 959]);
  });
});
