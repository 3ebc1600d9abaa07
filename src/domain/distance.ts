/**
 * Distances on the Earth's surface between WGS 84 coordinates, by the
 * haversine formula on a sphere of the mean radius (good to about 0.5 %,
 * plenty for „which salon is nearest”). No dependencies: the shop finder's
 * „Najbliżej mnie” runs it in the browser.
 */

export type LatLon = { lat: number; lon: number };

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(from: LatLon, to: LatLon): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  // min(): rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The items ordered nearest first (ties keep their order), each with its distance in km. */
export function nearestFirst<T>(items: readonly T[], from: LatLon, place: (item: T) => LatLon): { item: T; km: number }[] {
  return items.map((item) => ({ item, km: haversineKm(from, place(item)) })).sort((a, b) => a.km - b.km);
}

const kilometres = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
const wholeKilometres = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0 });

/** „0,4 km”, „12,3 km”, „253 km”: a tenth of a kilometre near, whole kilometres from 100 km on. */
export function formatDistance(km: number): string {
  return `${(km < 100 ? kilometres : wholeKilometres).format(km)} km`;
}
