import { describe, expect, it } from 'vitest';
import { heldArticles, isNewCustomer, isPrepaidCustomer } from './customer-kind.ts';

describe('isNewCustomer (spec 6)', () => {
  it('treats a customer with only K contracts, or none, as new', () => {
    expect(isNewCustomer([])).toBe(true);
    expect(isNewCustomer([{ cgroupe: 'K' }, { cgroupe: 'K' }])).toBe(true);
  });

  it('treats any other group as an existing customer', () => {
    for (const cgroupe of ['C', 'M', 'P', 'T', 'V', 'J'] as const) expect(isNewCustomer([{ cgroupe: 'K' }, { cgroupe }]), cgroupe).toBe(false);
  });
});

describe('heldArticles (what the sale rules count as held)', () => {
  const products = [
    { articleCode: 'HOR02', status: 'ACTIVE' },
    { articleCode: 'MCCSNK01', status: 'PLANNED_OFF' },
  ];

  it('an existing customer holds their ACTIVE products, not a planned-off one', () => {
    expect(heldArticles([{ cgroupe: 'C' }], products)).toEqual(['HOR02']);
  });

  it('a customer with only K contracts holds nothing: they buy as a new customer (spec 6)', () => {
    expect(heldArticles([{ cgroupe: 'K' }], products)).toEqual([]);
  });
});

describe('isPrepaidCustomer', () => {
  it('is a customer holding a prepaid (P) contract, whatever else they hold', () => {
    expect(isPrepaidCustomer([{ cgroupe: 'C' }, { cgroupe: 'P' }])).toBe(true);
    expect(isPrepaidCustomer([{ cgroupe: 'C' }, { cgroupe: 'K' }])).toBe(false);
    expect(isPrepaidCustomer([])).toBe(false);
  });
});
