import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone-link.ts';

describe('phoneHref', () => {
  it('dials Polish numbers with the country code, whatever the editor typed', () => {
    expect(phoneHref('801 234 567')).toBe('tel:+48801234567');
    expect(phoneHref('22-555-01-23')).toBe('tel:+48225550123');
    expect(phoneHref('+48 801 234 567')).toBe('tel:+48801234567');
    expect(phoneHref('0048801234567')).toBe('tel:+48801234567');
    expect(phoneHref('48801234567')).toBe('tel:+48801234567');
  });
});
