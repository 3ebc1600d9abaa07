import { describe, expect, it } from 'vitest';
import { declutter, type Point } from './declutter.ts';

const GAP = 18;
const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const closest = (points: Point[]) => Math.min(...points.flatMap((a, i) => points.slice(i + 1).map((b) => distance(a, b))));

describe('declutter', () => {
  it('leaves markers far enough apart where they are', () => {
    const points: Point[] = [
      [10, 10],
      [100, 40],
      [10, 40],
    ];
    expect(declutter(points, GAP)).toEqual(points);
  });

  it('sets out markers that overlap on a circle around their middle, at least the gap apart', () => {
    const warsaw: Point[] = [
      [400, 200],
      [402, 198],
      [401, 203],
      [403, 206],
    ];
    const placed = declutter(warsaw, GAP);
    expect(closest(placed)).toBeGreaterThanOrEqual(GAP - 0.2);
    const middle: Point = [401.5, 201.75];
    for (const point of placed) expect(distance(point, middle)).toBeLessThan(GAP);
    // The first goes to the top.
    expect(placed[0]![1]).toBeLessThan(middle[1]);
    expect(placed[0]![0]).toBeCloseTo(middle[0], 0);
  });

  it('groups through chains of neighbours and keeps other markers apart from the group', () => {
    const points: Point[] = [
      [100, 100],
      [110, 100],
      [120, 100],
      [300, 300],
    ];
    const placed = declutter(points, GAP);
    expect(closest(placed.slice(0, 3))).toBeGreaterThanOrEqual(GAP - 0.2);
    expect(placed[3]).toEqual([300, 300]);
  });

  it('sets out two markers a little more than the gap apart', () => {
    const placed = declutter(
      [
        [50, 50],
        [51, 50],
      ],
      GAP,
    );
    expect(distance(placed[0]!, placed[1]!)).toBeCloseTo(GAP, 1);
  });
});
