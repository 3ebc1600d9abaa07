import type { Loader, LoaderContext } from 'astro/loaders';
import { collectionNames, listCollections, type CollectionName, type ListCollectionName } from './collections.ts';
import { loadContent, type LoadContentOptions } from './load-content.ts';
import type { Content } from './validate-content.ts';

/**
 * One shared fetch per content sync: Astro runs the collection loaders
 * concurrently, and all of them take the same promise, so the content system
 * is read and validated once. The promise is dropped once every collection
 * has taken it (the next sync fetches anew), or when it settled long ago (a
 * sync that ran only some loaders).
 */
function sharedPerSync<T>(fetch: () => Promise<T>, consumers: number, staleAfterMs = 10_000) {
  type Round = { promise: Promise<T>; taken: number; settledAt?: number };
  let current: Round | undefined;
  return () => {
    if (current?.settledAt !== undefined && Date.now() - current.settledAt > staleAfterMs) current = undefined;
    if (!current) {
      const entry: Round = { promise: fetch(), taken: 0 };
      const settle = () => void (entry.settledAt = Date.now());
      entry.promise.then(settle, settle);
      current = entry;
    }
    const { promise } = current;
    if (++current.taken >= consumers) current = undefined;
    return promise;
  };
}

function store(context: LoaderContext, entries: Array<[id: string, data: Record<string, unknown>]>) {
  const { store, generateDigest } = context;
  const ids = new Set(entries.map(([id]) => id));
  for (const id of store.keys()) if (!ids.has(id)) store.delete(id);
  // Already validated with the collection's own schema (and, for pages, the
  // block registry); parseData would only repeat that, and would reject the
  // dev server's diagnostic blocks, whose reserved type name the schema forbids.
  for (const [id, data] of entries) store.set({ id, data, digest: generateDigest(data) });
}

/** Astro Content Layer loaders for every content collection, sharing one fetch of the content API. */
export function contentLoaders(options: Omit<LoadContentOptions, 'log' | 'warn'> = {}): Record<CollectionName, Loader> {
  let logger: LoaderContext['logger'] | undefined;
  const content = sharedPerSync<Content>(
    () =>
      loadContent({
        ...options,
        log: (line) => logger?.info(line),
        warn: (line) => logger?.warn(line),
      }),
    collectionNames.length,
  );

  const loader = (name: CollectionName): Loader => ({
    name: `tresci-${name}`,
    async load(context) {
      logger ??= context.logger.fork('content');
      const all = await content();
      if (name === 'site') return store(context, [['site', all.site]]);
      const key = listCollections[name as ListCollectionName].key;
      store(
        context,
        (all[name] as Array<Record<string, unknown>>).map((entry) => [String(entry[key]), entry]),
      );
    },
  });
  return Object.fromEntries(collectionNames.map((name) => [name, loader(name)])) as Record<CollectionName, Loader>;
}
