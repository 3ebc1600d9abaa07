import { describe, expect, it } from 'vitest';
import { cityLine, parsePhone, parsePostalCode, sameAddress, streetLine } from './contact-details.ts';
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

describe('an address as shown', () => {
  const address = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00950', city: 'Warszawa' };

  it('writes the street line with the apartment after a slash, or without it', () => {
    expect(streetLine(address)).toBe('Słoneczna 12/4');
    expect(streetLine({ ...address, apartment: '' })).toBe('Słoneczna 12');
    expect(streetLine({ street: ' Polna ', number: ' 3 ', apartment: '  ' })).toBe('Polna 3');
  });

  it('writes the city line with the postal code as 00-000', () => {
    expect(cityLine(address)).toBe('00-950 Warszawa');
    expect(cityLine({ postalCode: '31-154', city: ' Kraków ' })).toBe('31-154 Kraków');
  });

  it('tells the same place apart from another, spaces, case and the postal code’s dash aside', () => {
    expect(sameAddress(address, { ...address, postalCode: '00-950', street: ' słoneczna ' })).toBe(true);
    expect(sameAddress(address, { ...address, apartment: '5' })).toBe(false);
    expect(sameAddress(address, { ...address, postalCode: '00-951' })).toBe(false);
  });
});
