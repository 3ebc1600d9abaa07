import { describe, expect, it, vi } from 'vitest';
import {
  DELAYED_NAVIGATION_NOTICE_MS,
  PAGE_DATA_RETRIES,
  PREFETCH_BATCH,
  PREFETCH_INTERVAL_MS,
  createPrefetchQueue,
  fetchWithRetries,
} from './prefetch.ts';

describe('prefetch constants (spec section 9)', () => {
  it('batches of 4 every 3 s, notice after 1 s, 3 retries', () => {
    expect([PREFETCH_BATCH, PREFETCH_INTERVAL_MS, DELAYED_NAVIGATION_NOTICE_MS, PAGE_DATA_RETRIES]).toEqual([4, 3000, 1000, 3]);
  });
});

describe('createPrefetchQueue', () => {
  it('hands out batches of at most 4, in order, without duplicates', () => {
    const queue = createPrefetchQueue();
    queue.add(['/a', '/b', '/a', '/c', '/d', '/e', '/f']);
    expect(queue.pending).toBe(6);
    expect(queue.nextBatch()).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.nextBatch()).toEqual(['/e', '/f']);
    expect(queue.nextBatch()).toEqual([]);
  });

  it('never queues an address again once fetched', () => {
    const queue = createPrefetchQueue();
    queue.add(['/a']);
    queue.nextBatch();
    queue.add(['/a', '/b']);
    expect(queue.nextBatch()).toEqual(['/b']);
  });

  it('skips addresses marked as fetched', () => {
    const queue = createPrefetchQueue();
    queue.add(['/a', '/b']);
    queue.markFetched('/a');
    queue.markFetched('/c');
    queue.add(['/c']);
    expect(queue.nextBatch()).toEqual(['/b']);
  });
});

describe('fetchWithRetries', () => {
  const noWait = () => Promise.resolve();

  it('retries failures and returns the first success', async () => {
    const fetchFn = vi.fn().mockRejectedValueOnce(new Error('sieć')).mockRejectedValueOnce(new Error('sieć')).mockResolvedValue('dane');
    const waits: number[] = [];
    const result = await fetchWithRetries(fetchFn, '/page-data/a.json', 3, { sleep: async (ms) => void waits.push(ms) });
    expect(result).toBe('dane');
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(fetchFn).toHaveBeenCalledWith('/page-data/a.json');
    expect(waits).toEqual([250, 500]);
  });

  it('gives up after the first try plus 3 retries, with the last error', async () => {
    let n = 0;
    const fetchFn = vi.fn(async () => {
      throw new Error(`błąd ${++n}`);
    });
    await expect(fetchWithRetries(fetchFn, '/x', undefined, { sleep: noWait })).rejects.toThrow('błąd 4');
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('does not retry a failure the caller rules out (e.g. 404)', async () => {
    const fetchFn = vi.fn().mockRejectedValue(Object.assign(new Error('404'), { status: 404 }));
    await expect(
      fetchWithRetries(fetchFn, '/x', 3, { sleep: noWait, shouldRetry: (e) => (e as { status?: number }).status !== 404 }),
    ).rejects.toThrow('404');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('uses the injected backoff', async () => {
    const fetchFn = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(1);
    const waits: number[] = [];
    await fetchWithRetries(fetchFn, '/x', 3, { backoff: (attempt) => attempt * 7, sleep: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([7]);
  });

  it('with no retries calls once', async () => {
    const fetchFn = vi.fn().mockRejectedValue(new Error('x'));
    await expect(fetchWithRetries(fetchFn, '/x', 0, { sleep: noWait })).rejects.toThrow('x');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
