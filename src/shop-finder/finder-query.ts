/**
 * The shop finder's address: `?miasto=` holds a city or the start of a postal
 * code, `?otwarte=tak` keeps the salons open now. Read on the server of the
 * page rendered on demand; a plain GET form writes it, so no script is needed.
 */

export const FINDER_PARAMS = { place: 'miasto', openNow: 'otwarte' } as const;
export const OPEN_NOW_VALUE = 'tak';
/** Longer input is no place name: it is cut rather than matched. */
export const MAX_PLACE_LENGTH = 60;

export type FinderQuery = { place: string; openNow: boolean };

export function readFinderQuery(params: URLSearchParams): FinderQuery {
  return {
    place: (params.get(FINDER_PARAMS.place) ?? '').trim().slice(0, MAX_PLACE_LENGTH),
    openNow: params.get(FINDER_PARAMS.openNow) === OPEN_NOW_VALUE,
  };
}
