import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

/** A look-up of squares that records the keys of each query it is asked to run. */
function squares(fail = false) {
  const queries: number[][] = [];
  const lookUp = batchedLookup(async (keys: number[]) => {
    queries.push(keys);
    if (fail) throw new Error('database gone');
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
  });
  return { queries, lookUp };
}

describe('batchedLookup', () => {
  it('answers the look-ups of one turn with one query, each key once, and a key not found as undefined', async () => {
    const { queries, lookUp } = squares();
    expect(await Promise.all([lookUp(2), lookUp(3), lookUp(2), lookUp(-1)])).toEqual([4, 9, 4, undefined]);
    expect(queries).toEqual([[2, 3, -1]]);
  });

  it('starts a new query for look-ups asked after the last one was sent', async () => {
    const { queries, lookUp } = squares();
    const first = lookUp(1);
    await nextTurn();
    const second = lookUp(5);
    expect([await first, await second]).toEqual([1, 25]);
    expect(queries).toEqual([[1], [5]]);
  });

  it('rejects every look-up of a failed query, and the next query runs afresh', async () => {
    const { lookUp } = squares(true);
    const results = await Promise.allSettled([lookUp(1), lookUp(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await expect(lookUp(3)).rejects.toThrow('database gone');
  });
});
