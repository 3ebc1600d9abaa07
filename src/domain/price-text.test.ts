import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-text.ts';

const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });

/** Decimal text as prices and hostile input bring it: signs, leading points, trailing points, exponents, many digits. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{0,25}$/),
    fc.constantFrom('', '.'),
    fc.stringMatching(/^\d{0,12}$/),
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.integer({ min: -40, max: 40 })), { nil: undefined }),
  )
  .filter(([, whole, point, fraction]) => whole.length > 0 || (point === '.' && fraction.length > 0))
  .map(([sign, whole, point, fraction, exponent]) => `${sign}${whole}${point}${fraction}${exponent ? `${exponent[0]}${exponent[1]}` : ''}`);

describe('formatPrice writes what Intl.NumberFormat pl-PL PLN writes, without loading it', () => {
  it('for any decimal text', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(formatPrice(text)).toBe(intl.format(text as `${number}`));
      }),
      { numRuns: 5000 },
    );
  });

  it('for any finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatPrice(value)).toBe(intl.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it.each(['0.005', '-0.001', '9.995', '-9.995', '1234.5', '12345.678', '1e21', '1.5e-1', '.5', '5.', '+5', '1e400', '1e-400'])('%s', (text) => {
    expect(formatPrice(text)).toBe(intl.format(text as `${number}`));
  });
});
