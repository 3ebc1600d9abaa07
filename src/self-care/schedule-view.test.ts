import { describe, expect, it } from 'vitest';
import { monthLabel, nextPaymentDate } from './schedule-view.ts';

describe('a schedule as self-care shows it', () => {
  it('labels a month MM.YYYY', () => {
    expect(monthLabel('2026-12')).toBe('12.2026');
  });

  it('dates the next payment by the first month’s first payment, none without payments', () => {
    expect(
      nextPaymentDate({
        nextPayments: [{ articlePayments: [{ date: '2026-12-14' }, { date: '2026-12-20' }] }, { articlePayments: [{ date: '2027-01-14' }] }],
      }),
    ).toBe('2026-12-14');
    expect(nextPaymentDate({ nextPayments: [] })).toBeNull();
    expect(nextPaymentDate({ nextPayments: [{ articlePayments: [] }] })).toBeNull();
  });
});
