import { fold } from './fold.ts';

/**
 * The shop finder's place filter: what a visitor typed is either the start of
 * a postal code („31”, „31-0”, „31010”) or a city, read without regard to
 * case, spaces and Polish letters („krakow” finds Kraków) and matched from
 * the start of the city's name („war” finds Warszawa).
 */

export type Place = { kind: 'postal-code'; digits: string } | { kind: 'city'; name: string } | { kind: 'any' };

const POSTAL_PREFIX = /^\d{1,2}(-?\d{0,3})?$/;

export function readPlace(input: string): Place {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'any' };
  if (POSTAL_PREFIX.test(text)) return { kind: 'postal-code', digits: text.replace('-', '') };
  return { kind: 'city', name: fold(text) };
}

export function matchesPlace(address: { postalCode: string; city: string }, place: Place): boolean {
  switch (place.kind) {
    case 'any':
      return true;
    case 'postal-code':
      return address.postalCode.replace('-', '').startsWith(place.digits);
    case 'city':
      return fold(address.city).startsWith(place.name);
  }
}
