/**
 * Link prefetch and page-data loading (spec section 9): batches of 4 every
 * 3 seconds, a delayed-navigation notice after 1 second, page data retried up
 * to 3 times before falling back to the 404 or 500 page. Timers and fetching
 * stay with the caller; this module only decides.
 */

export const PREFETCH_BATCH = 4;
export const PREFETCH_INTERVAL_MS = 3000;
export const DELAYED_NAVIGATION_NOTICE_MS = 1000;
export const PAGE_DATA_RETRIES = 3;

export type PrefetchQueue = {
  /** Queues addresses not queued or fetched before, in order of arrival. */
  add(urls: Iterable<string>): void;
  /** Takes the next addresses to prefetch (at most PREFETCH_BATCH); they count as fetched from then on. */
  nextBatch(): string[];
  /** Records an address fetched some other way (e.g. visited), so it is never prefetched. */
  markFetched(url: string): void;
  readonly pending: number;
};

export function createPrefetchQueue(batchSize: number = PREFETCH_BATCH): PrefetchQueue {
  const queued = new Set<string>();
  const fetched = new Set<string>();
  return {
    add(urls) {
      for (const url of urls) if (url && !fetched.has(url)) queued.add(url);
    },
    nextBatch() {
      const batch = [...queued].slice(0, batchSize);
      for (const url of batch) {
        queued.delete(url);
        fetched.add(url);
      }
      return batch;
    },
    markFetched(url) {
      queued.delete(url);
      fetched.add(url);
    },
    get pending() {
      return queued.size;
    },
  };
}

export type RetryOptions = {
  /** Wait before retry number `attempt` (1-based). Default: 250 ms, doubling. */
  backoff?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  /** Whether a failure is worth another try (e.g. not for a 404). Default: always. */
  shouldRetry?: (error: unknown) => boolean;
};

export const defaultBackoff = (attempt: number): number => 250 * 2 ** (attempt - 1);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fetchFn(url)`; on failure retries up to `retries` more times (so at
 * most 1 + retries calls), waiting `backoff(attempt)` between tries. Rejects
 * with the last error.
 */
export async function fetchWithRetries<T>(
  fetchFn: (url: string) => Promise<T>,
  url: string,
  retries: number = PAGE_DATA_RETRIES,
  { backoff = defaultBackoff, sleep = wait, shouldRetry = () => true }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchFn(url);
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(backoff(attempt + 1));
    }
  }
}
