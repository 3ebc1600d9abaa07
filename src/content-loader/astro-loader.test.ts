import { afterEach, describe, expect, it } from 'vitest';
import type { LoaderContext } from 'astro/loaders';
import { createContentSystem } from '#content-system/create-content-system.ts';
import { contentLoaders } from './astro-loader.ts';
import { collectionNames } from './collections.ts';
import { fetchListener, listen, makeSeed, operationOf, page, type TestServer } from '#testing/content-servers.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The part of Astro's loader context the loaders use, backed by a Map per collection. */
function context(collection: string, stores: Map<string, Map<string, { id: string; data: Record<string, unknown> }>>, logs: string[]) {
  const entries = stores.get(collection) ?? new Map();
  stores.set(collection, entries);
  const logger = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m), fork: () => logger };
  return {
    collection,
    logger,
    generateDigest: (data: unknown) => JSON.stringify(data).length.toString(36),
    store: {
      keys: () => [...entries.keys()],
      delete: (id: string) => void entries.delete(id),
      set: (entry: { id: string; data: Record<string, unknown> }) => (entries.set(entry.id, entry), true),
    },
  } as unknown as LoaderContext;
}

async function server(pages = [page(1), page(2)]): Promise<{ server: TestServer; siteRequests: () => number }> {
  const seed = await makeSeed(pages);
  cleanups.push(seed.remove);
  const yoga = await createContentSystem({ seedDir: seed.dir, extraHelpArticles: 0 });
  let site = 0;
  const s = await listen(
    fetchListener(async (request, body) => {
      if (operationOf(body) === 'Site') site++;
      return yoga.fetch(request);
    }),
  );
  cleanups.push(s.close);
  return { server: s, siteRequests: () => site };
}

describe('Astro content loaders', () => {
  it('fill every collection from one shared fetch per sync, and fetch anew on the next sync', async () => {
    const { server: s, siteRequests } = await server();
    const loaders = contentLoaders({ endpoint: { url: s.url } });
    const stores = new Map();
    const logs: string[] = [];
    const sync = () => Promise.all(collectionNames.map((name) => loaders[name].load(context(name, stores, logs))));

    await sync();
    expect(siteRequests()).toBe(1);
    expect([...stores.get('pages').keys()].sort()).toEqual(['strona-1', 'strona-2']);
    expect(stores.get('site').get('site').data.name).toBe('Telewizja Horyzont');
    expect(stores.get('offers').has('OTT_KOMFORT_LTO12')).toBe(true);
    expect(stores.get('products').has('MCCSNK01')).toBe(true);
    expect(stores.get('salons').get('krakow-stare-miasto').data.address.postalCode).toBe('31-010');
    expect(logs).toContain('pages: 2/2');

    await sync();
    expect(siteRequests()).toBe(2);
  });

  it('makes every collection load fail with the same content error', async () => {
    const { server: s } = await server([page(1, { regions: { main: [{ id: 'x', type: 'nie-istnieje', props: {} }] } })]);
    const loaders = contentLoaders({ endpoint: { url: s.url } });
    const stores = new Map();
    const results = await Promise.allSettled(collectionNames.map((name) => loaders[name].load(context(name, stores, []))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as Error;
    expect(reason.name).toBe('ContentError');
    expect(reason.message).toContain('/testy/strona-1 › main[0]<nie-istnieje> › type');
    expect([...stores.values()].every((entries: Map<string, unknown>) => entries.size === 0)).toBe(true);
  });
});
