import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('are the prefix, the year and a sequence of at least five digits', () => {
    expect(orderNumber(2026, 42)).toBe('HZ-2026-00042');
    expect(orderNumber(2027, 1234567)).toBe('HZ-2027-1234567');
  });
});
