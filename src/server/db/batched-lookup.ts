/**
 * Look-ups by key made while the event loop handles one batch of I/O (say,
 * the requests that arrived together), answered by one query for all their
 * keys: under load a process then spends one database round trip on many
 * requests instead of one each. Every look-up still reads after it was
 * asked for, so it sees every change committed before.
 */
export type BatchedLookup<K, V> = (key: K) => Promise<V | undefined>;

export function batchedLookup<K, V>(loadMany: (keys: K[]) => Promise<Map<K, V>>): BatchedLookup<K, V> {
  let pending: Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>> | undefined;

  async function flush(batch: NonNullable<typeof pending>): Promise<void> {
    try {
      const found = await loadMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();
        pending = batch;
        // After the I/O callbacks of this turn, so that the requests read together are asked for together.
        setImmediate(() => {
          pending = undefined;
          void flush(batch);
        });
      }
      const waiters = pending.get(key) ?? [];
      waiters.push({ resolve, reject });
      pending.set(key, waiters);
    });
}
