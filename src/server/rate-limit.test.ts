import { describe, expect, it } from 'vitest';
import { limits } from '#api-contract/limits.ts';
import { perCaller } from './rate-limit.ts';

/** Whose attempts a call counts, as the contract's declarations say. */
describe('perCaller', () => {
  const address = '203.0.113.7';
  const anonymous = { session: { id: 's1', customerId: null }, address };
  const customer = { session: { id: 's2', customerId: 'c9' }, address };

  it('counts an anonymous caller by session and by address', () => {
    expect(perCaller(limits.voucherCodes, limits.voucherCodesPerAddress, anonymous)).toEqual([
      [limits.voucherCodes, 'session:s1'],
      [limits.voucherCodesPerAddress, address],
    ]);
  });

  it('counts a signed-in customer by account alone where the address limit is for anonymous callers', () => {
    expect(perCaller(limits.voucherCodes, limits.voucherCodesPerAddress, customer)).toEqual([[limits.voucherCodes, 'customer:c9']]);
  });

  it('counts a signed-in customer by address too where the address limit is for everyone', () => {
    expect(perCaller(limits.cardLookups, limits.cardLookupsPerAddress, customer)).toEqual([
      [limits.cardLookups, 'customer:c9'],
      [limits.cardLookupsPerAddress, address],
    ]);
  });
});
