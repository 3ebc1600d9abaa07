import { describe, expect, it } from 'vitest';
import { createSnapshotCache } from './snapshot.ts';

describe('content snapshots', () => {
  function setup() {
    let clock = 0;
    let version = 1;
    let reads = 0;
    const cache = createSnapshotCache({
      read: async () => {
        reads++;
        return `treść v${version}`;
      },
      stamp: async () => `v${version}`,
      quietMs: 2_000,
      now: () => clock,
    });
    return { cache, tick: (ms: number) => (clock += ms), publish: () => version++, reads: () => reads };
  }

  it('answers a burst of requests from one snapshot, even when content is published in the middle', async () => {
    const { cache, tick, publish, reads } = setup();
    expect(await cache.get()).toBe('treść v1');
    tick(500);
    publish();
    expect(await cache.get()).toBe('treść v1');
    tick(1_500);
    expect(await cache.get()).toBe('treść v1');
    expect(reads()).toBe(1);
    // After a pause the change is read.
    tick(2_500);
    expect(await cache.get()).toBe('treść v2');
    expect(reads()).toBe(2);
  });

  it('reads again only when the stamp moved, and once for concurrent requests', async () => {
    const { cache, tick, reads } = setup();
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(reads()).toBe(1);
    tick(10_000);
    expect(await cache.get()).toBe('treść v1');
    expect(reads()).toBe(1);
  });
});
