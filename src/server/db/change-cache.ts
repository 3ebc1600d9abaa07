import type { Database } from './database.ts';

/**
 * A cache of values read from the database, kept exact by the change
 * notifications of migration 0008: a committed change notifies the key it
 * affects, and the entry is dropped before the writing call returns. Only
 * embedded PGlite delivers notifications that way (one process owns its
 * data folder); on a PostgreSQL server, shared by several processes, there
 * is no cache and every read goes to the database.
 *
 * A read that started before a change and finishes after it would store a
 * stale value: a value is stored only if no change arrived while it was read.
 */
export interface ChangeCache<V> {
  /** The cached value, or the loader's (stored when nothing changed meanwhile). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  readonly enabled: boolean;
  close(): Promise<void>;
}

/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 50_000;

export interface ChangeCacheOptions<V> {
  /** Copies handed out and stored, for values callers may change. */
  clone?: (value: V) => V;
  /** Which loaded values to keep (default all). */
  keep?: (value: V) => boolean;
}

export async function changeCache<V>(db: Database, channel: string, options: ChangeCacheOptions<V> = {}): Promise<ChangeCache<V>> {
  if (!db.listen) return { enabled: false, get: (_key, load) => load(), close: async () => {} };
  const clone = options.clone ?? ((value: V) => value);
  const keep = options.keep ?? (() => true);
  const entries = new Map<string, V>();
  let changes = 0;
  const unlisten = await db.listen(channel, (key) => {
    changes += 1;
    entries.delete(key);
  });
  return {
    enabled: true,
    async get(key, load) {
      // Inside a transaction the database may hold changes not committed (or never to be): read them directly.
      if (db.inTransaction) return load();
      if (entries.has(key)) return clone(entries.get(key) as V);
      const seen = changes;
      const value = await load();
      if (seen === changes && keep(value)) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, clone(value));
      }
      return value;
    },
    async close() {
      entries.clear();
      await unlisten();
    },
  };
}
