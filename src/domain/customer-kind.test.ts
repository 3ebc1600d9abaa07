import { describe, expect, it } from 'vitest';
import { isNewCustomer } from './customer-kind.ts';

describe('isNewCustomer (spec 6)', () => {
  it('treats a customer with only K contracts, or none, as new', () => {
    expect(isNewCustomer([])).toBe(true);
    expect(isNewCustomer([{ cgroupe: 'K' }, { cgroupe: 'K' }])).toBe(true);
  });

  it('treats any other group as an existing customer', () => {
    for (const cgroupe of ['C', 'M', 'P', 'T', 'V', 'J'] as const) expect(isNewCustomer([{ cgroupe: 'K' }, { cgroupe }]), cgroupe).toBe(false);
  });
});
