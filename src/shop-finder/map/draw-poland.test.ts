import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains, geoProjection } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { salonSchema } from '#content-schema/salons.ts';
import { readSeed } from '#content-system/seed-reader.ts';
import { drawPoland } from './draw-poland.ts';
import { projectPoint } from './frame.ts';
import { MAP_WIDTH, POLAND_MAP_MODULE, polandMapPlugin } from './integration.ts';

const map = drawPoland({ width: MAP_WIDTH, padding: 8 });
const salons = (await readSeed()).salons.map((raw) => salonSchema.parse(raw));

const atlas = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{
  countries: GeometryCollection;
}>;
const poland = feature(
  atlas,
  atlas.objects.countries.geometries.find((country) => country.id === '616')!,
);

describe('the map of Poland drawn at build', () => {
  it('is an outline in whole pixels that fits the drawing', () => {
    expect(map.width).toBe(MAP_WIDTH);
    expect(map.height).toBeGreaterThan(450);
    expect(map.height).toBeLessThan(MAP_WIDTH);
    expect(map.outline).toMatch(/^M\d+,\d+L/);
    const numbers = map.outline.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(numbers.every(Number.isInteger)).toBe(true);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(map.width);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ys)).toBeLessThanOrEqual(map.height);
  });

  it('places a point exactly where d3’s projection of the same frame does', () => {
    const k = Math.cos((map.frame.parallel * Math.PI) / 180);
    const d3 = geoProjection((lambda, phi) => [lambda * k, phi])
      .scale(map.frame.scale)
      .translate(map.frame.translate);
    for (const salon of salons) {
      const [x, y] = d3([salon.coordinates.lon, salon.coordinates.lat])!;
      const placed = projectPoint(map.frame, salon.coordinates);
      expect(placed[0]).toBeCloseTo(x, 1);
      expect(placed[1]).toBeCloseTo(y, 1);
    }
  });

  it('has every seed salon inside Poland and on the drawing, north up and east right', () => {
    for (const salon of salons) {
      expect(geoContains(poland, [salon.coordinates.lon, salon.coordinates.lat]), salon.id).toBe(true);
      const [x, y] = projectPoint(map.frame, salon.coordinates);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(map.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(map.height);
    }
    const at = (id: string) => projectPoint(map.frame, salons.find((salon) => salon.id === id)!.coordinates);
    expect(at('gdansk')[1]).toBeLessThan(at('warszawa-srodmiescie')[1]);
    expect(at('krakow-stare-miasto')[1]).toBeGreaterThan(at('warszawa-srodmiescie')[1]);
    expect(at('szczecin')[0]).toBeLessThan(at('poznan')[0]);
    expect(at('bialystok')[0]).toBeGreaterThan(at('warszawa-srodmiescie')[0]);
  });

  it('reaches pages as a module of plain data: nothing of the atlas or d3 is imported at run time', async () => {
    const plugin = polandMapPlugin();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolveId(POLAND_MAP_MODULE)!;
    const code = load(id)!;
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    expect(code.length).toBeLessThan(15_000);
    const loaded = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: typeof map };
    expect(loaded.default).toEqual(JSON.parse(JSON.stringify(map)));
  });
});
