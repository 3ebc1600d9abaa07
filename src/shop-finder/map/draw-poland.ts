import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath, geoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { POLAND_PARALLEL, type PolandMap } from './frame.ts';

/**
 * Draws Poland's outline from Natural Earth's 1:10m countries (the
 * world-atlas package) with d3-geo. Build time only: the plugin in
 * integration.ts turns the result into plain data the page renders, so
 * neither the 3.6 MB atlas nor d3 reaches the server's bundle or the browser.
 */

/** ISO 3166-1 numeric code of Poland, the id world-atlas gives each country. */
const POLAND_ID = '616';

export function drawPoland(options: { width: number; padding: number }): PolandMap {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
  const atlas = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const geometry = atlas.objects.countries.geometries.find((country) => country.id === POLAND_ID);
  if (!geometry) throw new Error(`world-atlas/countries-10m.json has no country ${POLAND_ID} (Poland)`);
  const poland = feature(atlas, geometry);

  const k = Math.cos((POLAND_PARALLEL * Math.PI) / 180);
  const { width, padding } = options;
  const projection = geoProjection((lambda, phi) => [lambda * k, phi]).fitWidth(width - 2 * padding, poland);
  const [[, top], [, bottom]] = geoPath(projection).bounds(poland);
  const height = Math.ceil(bottom - top + 2 * padding);
  const [tx, ty] = projection.translate();
  // Shift the fitted drawing by the padding on both axes.
  projection.translate([tx + padding, ty + padding]);
  return {
    width,
    height,
    // Whole pixels: at this size a finer outline adds bytes, not detail.
    outline: geoPath(projection).digits(0)(poland) ?? '',
    frame: { parallel: POLAND_PARALLEL, scale: projection.scale(), translate: projection.translate() as [number, number] },
    source: 'Natural Earth 1:10m (world-atlas)',
  };
}
