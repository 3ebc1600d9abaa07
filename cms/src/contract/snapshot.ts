// One consistent snapshot per build. The portal's loader reads every
// collection in pages of 200, concurrently and by offset, and fails when a
// total changes between its requests; so while requests keep coming (less
// than `quietMs` apart) they are all answered from the same snapshot, and a
// new one is read only after a pause, and only when the content's stamp moved.

export type Snapshot<T> = { value: T; stamp: string };

export type SnapshotCache<T> = {
  get(): Promise<T>;
  /** Forget the snapshot (the next request reads afresh). */
  clear(): void;
};

export function createSnapshotCache<T>(options: {
  read: () => Promise<T>;
  stamp: () => Promise<string>;
  quietMs?: number;
  now?: () => number;
}): SnapshotCache<T> {
  const { read, stamp, quietMs = 2_000, now = Date.now } = options;
  let current: Snapshot<T> | undefined;
  let lastServed = -Infinity;
  let pending: Promise<Snapshot<T>> | undefined;

  const refresh = async (): Promise<Snapshot<T>> => {
    const next = await stamp();
    if (current && current.stamp === next) return current;
    current = { value: await read(), stamp: next };
    return current;
  };

  return {
    async get() {
      if (current && now() - lastServed < quietMs) {
        lastServed = now();
        return current.value;
      }
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      const snapshot = await pending;
      lastServed = now();
      return snapshot.value;
    },
    clear() {
      current = undefined;
    },
  };
}
