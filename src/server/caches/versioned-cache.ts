import type { Database } from '../db/index.ts';

/**
 * Values read from the database, kept with the version of the key they were
 * read at (migration 0011; caches/index.ts says where versions come from).
 * A value is handed out only to a caller that presents the same version, so
 * the cache is exact however many processes change the data: a change
 * counts the version up, and what was cached before no longer matches.
 *
 * The caller reads the version before the value is loaded: a value loaded
 * while a change commits is at least as new as its version, never older.
 */
export interface VersionedCache<V> {
  /** The value cached at this version, or the loader's (then kept at it). Without a version the loader's, not kept. */
  get(key: string, version: string | undefined, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/** Entries kept at most by default; the oldest go first. */
const MAX_ENTRIES = 50_000;

export interface VersionedCacheOptions<V> {
  /**
   * Copies handed out and stored, for values callers change. Without it a
   * value is frozen, deeply, when stored and handed out as it is: callers
   * that only read and serialise it pay no copy (a write would throw).
   */
  clone?: (value: V) => V;
  /** Which loaded values to keep (default all). */
  keep?: (value: V) => boolean;
  /** Entries kept at most (default 50,000). */
  maxEntries?: number;
}

export function versionedCache<V>(db: Database, options: VersionedCacheOptions<V> = {}): VersionedCache<V> {
  const clone = options.clone ?? ((value: V) => value);
  const store = options.clone ?? deepFreeze;
  const keep = options.keep ?? (() => true);
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, { version: string; value: V }>();
  return {
    async get(key, version, load) {
      // Inside a transaction the database may hold changes not committed (or never to be): read them directly.
      if (version === undefined || db.inTransaction) return load();
      const entry = entries.get(key);
      if (entry?.version === version) return clone(entry.value);
      const value = await load();
      if (keep(value)) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { version, value: store(value) });
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}

function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
