import type { Salon } from '#content-schema/salons.ts';
import { openingState, type OpeningState } from '#domain/opening-hours.ts';
import { matchesPlace, readPlace } from '#domain/place-filter.ts';
import type { FinderQuery } from './finder-query.ts';

export type ListedSalon = { salon: Salon; /** Absent when the time is unknown (a page prerendered at build). */ state?: OpeningState };

const polish = new Intl.Collator('pl');

/** The order salons are listed in: by city, then by name, as Polish sorts them (content systems promise no order). */
export const inListOrder = (salons: readonly Salon[]): Salon[] =>
  [...salons].sort((a, b) => polish.compare(a.address.city, b.address.city) || polish.compare(a.name, b.name));

/** The salons the address asks for, in list order, each with its state at `now`. */
export function findSalons(salons: readonly Salon[], query: FinderQuery, now: Date | undefined): ListedSalon[] {
  const place = readPlace(query.place);
  return inListOrder(salons)
    .filter((salon) => matchesPlace(salon.address, place))
    .map((salon) => ({ salon, state: now ? openingState(salon, now) : undefined }))
    .filter((listed) => !query.openNow || listed.state?.kind === 'open');
}
