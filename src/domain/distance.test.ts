import { describe, expect, it } from 'vitest';
import { formatDistance, haversineKm, nearestFirst } from './distance.ts';

const warsaw = { lat: 52.2297, lon: 21.0122 };
const krakow = { lat: 50.0614, lon: 19.9366 };
const gdansk = { lat: 54.352, lon: 18.6466 };

describe('haversineKm', () => {
  it('gives the great-circle distance: Warsaw–Kraków about 252.5 km, Warsaw–Gdańsk about 284 km', () => {
    expect(haversineKm(warsaw, krakow)).toBeCloseTo(252.5, 0);
    expect(haversineKm(warsaw, gdansk)).toBeGreaterThan(282);
    expect(haversineKm(warsaw, gdansk)).toBeLessThan(286);
  });

  it('is zero for the same place and the same both ways', () => {
    expect(haversineKm(krakow, krakow)).toBe(0);
    expect(haversineKm(krakow, gdansk)).toBeCloseTo(haversineKm(gdansk, krakow), 9);
  });

  it('measures a degree of longitude shorter in the north than at the equator', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.2, 1);
    expect(haversineKm({ lat: 54, lon: 18 }, { lat: 54, lon: 19 })).toBeCloseTo(65.4, 1);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    expect(haversineKm({ lat: 52, lon: 21 }, { lat: -52, lon: -159 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe('nearestFirst', () => {
  const salons = [
    { id: 'gdansk', at: gdansk },
    { id: 'krakow', at: krakow },
    { id: 'warszawa', at: warsaw },
  ];

  it('orders by distance from the visitor, with each distance', () => {
    const nearKrakow = { lat: 50.05, lon: 19.95 };
    const ordered = nearestFirst(salons, nearKrakow, (s) => s.at);
    expect(ordered.map((o) => o.item.id)).toEqual(['krakow', 'warszawa', 'gdansk']);
    expect(ordered[0]!.km).toBeLessThan(2);
  });

  it('keeps the original order of salons equally far', () => {
    const twins = [
      { id: 'a', at: warsaw },
      { id: 'b', at: warsaw },
    ];
    expect(nearestFirst(twins, krakow, (s) => s.at).map((o) => o.item.id)).toEqual(['a', 'b']);
  });
});

describe('formatDistance', () => {
  it('shows tenths of a kilometre with a Polish decimal comma, whole kilometres from 100 km', () => {
    expect(formatDistance(0.42)).toBe('0,4 km');
    expect(formatDistance(12.345)).toBe('12,3 km');
    expect(formatDistance(3)).toBe('3 km');
    expect(formatDistance(252.4)).toBe('252 km');
  });
});
