import { describe, expect, it } from 'vitest';
import { parsePhone, parsePostalCode } from './contact-details.ts';
import { formatPhone, formatPostalCode } from './format.ts';

describe('parsePostalCode (stored as NN-NNN)', () => {
  it.each([
    ['00-950', '00-950'],
    ['00950', '00-950'],
    [' 31-154 ', '31-154'],
    ['0095', null],
    ['00-9500', null],
    ['00 950', null],
    ['ab-cde', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parsePostalCode(input)).toBe(expected);
  });

  it('gives what formatPostalCode shows', () => {
    expect(formatPostalCode(parsePostalCode('31154'))).toBe('31-154');
  });
});

describe('parsePhone (nine national digits)', () => {
  it.each([
    ['601000102', '601000102'],
    ['601 000 102', '601000102'],
    ['601-000-102', '601000102'],
    ['+48 601 000 102', '601000102'],
    ['0048601000102', '601000102'],
    ['48601000102', '601000102'],
    ['481234567', '481234567'],
    ['061000102', null],
    ['60100010', null],
    ['6010001020', null],
    ['+49 601 000 102', null],
    ['601.000.102', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parsePhone(input)).toBe(expected);
  });

  it('gives what formatPhone groups 3-3-3', () => {
    expect(formatPhone(parsePhone('+48601000102'))).toBe('601 000 102');
  });
});
