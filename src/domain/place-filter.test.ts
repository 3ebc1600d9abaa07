import { describe, expect, it } from 'vitest';
import { matchesPlace, readPlace } from './place-filter.ts';

const krakow = { postalCode: '31-010', city: 'Kraków' };
const lodz = { postalCode: '90-150', city: 'Łódź' };
const warsaw = { postalCode: '00-950', city: 'Warszawa' };

describe('place filter', () => {
  it('reads digits as the start of a postal code, with or without its dash', () => {
    expect(readPlace('31')).toEqual({ kind: 'postal-code', digits: '31' });
    expect(readPlace(' 31-0 ')).toEqual({ kind: 'postal-code', digits: '310' });
    expect(readPlace('31010')).toEqual({ kind: 'postal-code', digits: '31010' });
    for (const input of ['3', '31', '31-', '31-0', '31-01', '31-010', '31010']) expect(matchesPlace(krakow, readPlace(input)), input).toBe(true);
    expect(matchesPlace(krakow, readPlace('30'))).toBe(false);
    expect(matchesPlace(warsaw, readPlace('00-9'))).toBe(true);
    expect(matchesPlace(warsaw, readPlace('00-8'))).toBe(false);
  });

  it('reads anything else as a city, case, spaces and Polish letters aside, matched from its start', () => {
    for (const input of ['Kraków', 'krakow', 'KRAKÓW', '  krak ']) expect(matchesPlace(krakow, readPlace(input)), input).toBe(true);
    expect(matchesPlace(lodz, readPlace('lodz'))).toBe(true);
    expect(matchesPlace(lodz, readPlace('Łódź'))).toBe(true);
    expect(matchesPlace(krakow, readPlace('ków'))).toBe(false);
    expect(matchesPlace(krakow, readPlace('Warszawa'))).toBe(false);
  });

  it('reads six digits or a code with letters as a city, which no city matches', () => {
    expect(readPlace('310100').kind).toBe('city');
    expect(matchesPlace(krakow, readPlace('310100'))).toBe(false);
  });

  it('matches every salon when nothing was typed', () => {
    expect(readPlace('   ')).toEqual({ kind: 'any' });
    expect(matchesPlace(krakow, readPlace(''))).toBe(true);
  });
});
