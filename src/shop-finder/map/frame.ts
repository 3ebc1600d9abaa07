/**
 * The map of Poland the build draws (draw-poland.ts) and how a place lands on
 * it. The projection is equirectangular with Poland's middle parallel (52° N)
 * as its standard parallel: over a country this size its distortion is
 * negligible, and it is affine in longitude and latitude, so a salon's marker
 * is placed by two multiplications at request time, without the projection
 * library, which stays at build time.
 */

export type MapFrame = {
  /** Standard parallel, degrees. */
  parallel: number;
  /** Pixels per radian of latitude. */
  scale: number;
  /** Where longitude 0 and latitude 0 would fall, in the drawing's pixels. */
  translate: [number, number];
};

export type PolandMap = {
  width: number;
  height: number;
  /** The country's outline as an SVG path. */
  outline: string;
  frame: MapFrame;
  /** Where the outline comes from, for the map's description. */
  source: string;
};

export const POLAND_PARALLEL = 52;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A place's position on the drawing, in pixels (y grows southwards), rounded to tenths. */
export function projectPoint(frame: MapFrame, place: { lat: number; lon: number }): [number, number] {
  const x = frame.translate[0] + frame.scale * radians(place.lon) * Math.cos(radians(frame.parallel));
  const y = frame.translate[1] - frame.scale * radians(place.lat);
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}
