/**
 * Salons a few kilometres apart land on the same pixels of a country map, so
 * one marker would hide another and its link. Markers nearer each other than
 * `gap` (directly or through a chain of neighbours) are set out on a small
 * circle around their middle, `gap` apart, clockwise from the top in the
 * given order; a lone marker stays where it is. Pure arithmetic: it runs per
 * request on the markers listed.
 */

export type Point = [x: number, y: number];

export function declutter(points: readonly Point[], gap: number): Point[] {
  const group = points.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      if (Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]) < gap) group[root(j)] = root(i);

  const members = new Map<number, number[]>();
  points.forEach((_, i) => members.set(root(i), [...(members.get(root(i)) ?? []), i]));
  const placed = points.map((point) => [...point] as Point);
  for (const indices of members.values()) {
    if (indices.length < 2) continue;
    const middle = [0, 1].map((axis) => indices.reduce((sum, i) => sum + points[i]![axis]!, 0) / indices.length) as Point;
    // Neighbours on the circle are a chord apart: 2r·sin(π/k) = gap.
    const radius = Math.max(gap / 2, gap / (2 * Math.sin(Math.PI / indices.length)));
    indices.forEach((i, n) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * n) / indices.length;
      placed[i] = [round(middle[0] + radius * Math.cos(angle)), round(middle[1] + radius * Math.sin(angle))];
    });
  }
  return placed;
}

const round = (value: number) => Math.round(value * 10) / 10;
