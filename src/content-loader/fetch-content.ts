import pLimit from 'p-limit';
import { ContentSourceError, type ContentClient } from './client.ts';
import { listCollectionNames, listCollections, type ListCollectionName } from './collections.ts';
import { dropNulls, normalizePage } from './normalize.ts';
import { listQuery, siteQuery } from './query.ts';

export type FetchedContent = { site: unknown } & Record<ListCollectionName, Record<string, unknown>[]>;

export type FetchOptions = {
  /** Requests in flight at once, over all collections (spec: 100). */
  concurrency?: number;
  /** Entries per request (spec and API maximum: 200). */
  pageSize?: number;
  /** Progress lines, e.g. "strony: 200/2150". */
  progress?: (line: string) => void;
  /** Only these collections (the others come back empty); default all. */
  collections?: readonly ListCollectionName[];
};

type ListPage = { totalCount: number; nodes: unknown[] };

/**
 * Fetches every collection and the site settings. Cursors are sequential, so
 * a collection is read by offset instead: the first page tells the total, the
 * remaining pages are requested at once through one shared concurrency limit.
 * A total that changes between pages means the content moved under the build;
 * that fails rather than producing a mixed snapshot.
 */
export async function fetchAllContent(client: ContentClient, options: FetchOptions = {}): Promise<FetchedContent> {
  const { concurrency = 100, pageSize = 200, progress = () => {}, collections = listCollectionNames } = options;
  const limit = pLimit(concurrency);
  // After the first failure the build is lost: drop the queued requests.
  const run = <T>(task: () => Promise<T>) =>
    limit(task).catch((error: unknown) => {
      limit.clearQueue();
      throw error;
    });

  async function fetchList(name: ListCollectionName) {
    const label = listCollections[name].label;
    const query = listQuery(name);
    const page = async (offset: number) => (await client.request<Record<string, ListPage>>(query, { first: pageSize, offset }))[name]!;

    const first = await run(() => page(0));
    const total = first.totalCount;
    let received = first.nodes.length;
    progress(`${label}: ${received}/${total}`);
    const offsets: number[] = [];
    for (let offset = pageSize; offset < total; offset += pageSize) offsets.push(offset);
    const rest = await Promise.all(
      offsets.map((offset) =>
        run(async () => {
          const next = await page(offset);
          if (next.totalCount !== total)
            throw new ContentSourceError(
              `The content in ${client.label} changed while it was fetched (${label}: ${total} before, ${next.totalCount} now). Run the build again.`,
            );
          received += next.nodes.length;
          progress(`${label}: ${received}/${total}`);
          return next.nodes;
        }),
      ),
    );
    const nodes = [first.nodes, ...rest].flat();
    if (nodes.length !== total)
      throw new ContentSourceError(`The content system ${client.label} returned ${nodes.length} of ${total} entries of the collection ${name}`);
    return nodes.map((node) => (name === 'pages' ? normalizePage(node) : (dropNulls(node) as Record<string, unknown>)));
  }

  const [site, ...lists] = await Promise.all([
    run(() => client.request<{ site: unknown }>(siteQuery)).then((r) => dropNulls(r.site)),
    ...listCollectionNames.map((name) => (collections.includes(name) ? fetchList(name) : Promise.resolve([]))),
  ]);
  return { site, ...Object.fromEntries(listCollectionNames.map((name, i) => [name, lists[i]!])) } as FetchedContent;
}
