import { describe, expect, it } from 'vitest';
import { decoderNumberOf, DECODER_NUMBER_PATTERN, hasBoxToRestore, normaliseDecoderNumber } from './box-activation.ts';

describe('set-top box re-activation rules', () => {
  it('accepts an empty decoder number as none given', () => {
    expect(decoderNumberOf('')).toBeUndefined();
    expect(decoderNumberOf('   ')).toBeUndefined();
  });

  it('accepts 8 to 20 digits, ignoring the spaces and dashes of the label', () => {
    expect(decoderNumberOf('12345678')).toBe('12345678');
    expect(decoderNumberOf('1234 5678 9012')).toBe('123456789012');
    expect(decoderNumberOf('1234-5678')).toBe('12345678');
    expect(decoderNumberOf('1'.repeat(20))).toBe('1'.repeat(20));
    expect(normaliseDecoderNumber(' 12 34-56 ')).toBe('123456');
  });

  it('refuses fewer than 8 or more than 20 digits, and letters', () => {
    expect(decoderNumberOf('1234567')).toBe('invalid');
    expect(decoderNumberOf('1'.repeat(21))).toBe('invalid');
    expect(decoderNumberOf('12345678A')).toBe('invalid');
    expect(DECODER_NUMBER_PATTERN.test('12-345678')).toBe(false);
  });

  it('finds a box with any contract other than the prospect’s K', () => {
    expect(hasBoxToRestore([])).toBe(false);
    expect(hasBoxToRestore([{ cgroupe: 'K' }])).toBe(false);
    expect(hasBoxToRestore([{ cgroupe: 'K' }, { cgroupe: 'C' }])).toBe(true);
    expect(hasBoxToRestore([{ cgroupe: 'P' }])).toBe(true);
  });
});
