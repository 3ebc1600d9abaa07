import { describe, expect, it } from 'vitest';
import { countOf, pluralForm } from './plural.ts';

const devices = { one: 'urządzenie', few: 'urządzenia', many: 'urządzeń' };

describe('Polish plural forms', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, devices)).toBe('1 urządzenie');
    expect(countOf(21, devices)).toBe('21 urządzeń');
    expect(countOf(101, devices)).toBe('101 urządzeń');
  });

  it('uses the few form for 2–4 after any tens but the teens', () => {
    for (const n of [2, 3, 4, 22, 23, 24, 32, 104, 1002]) expect(pluralForm(n, devices)).toBe('urządzenia');
    for (const n of [12, 13, 14, 112, 113, 114]) expect(pluralForm(n, devices)).toBe('urządzeń');
  });

  it('uses the many form for 0, 5–21 and the rest', () => {
    for (const n of [0, 5, 9, 10, 11, 15, 20, 25, 100]) expect(pluralForm(n, devices)).toBe('urządzeń');
  });
});
