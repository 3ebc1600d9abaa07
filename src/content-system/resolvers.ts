import { createGraphQLError } from 'graphql-yoga';
import { JSONScalar } from './json-scalar.ts';
import { connection, type PagingArgs } from './paging.ts';
import type { RawContent, RawEntry } from './seed-reader.ts';

type RegionOut = { name: string; blocks: RawEntry[] };

/** Seed files keep regions as `{ name: blocks[] }`; the API serves them as an ordered list of named regions. */
function regionList(regions: unknown, owner: string): RegionOut[] {
  if (regions == null) return [];
  if (typeof regions !== 'object' || Array.isArray(regions)) throw createGraphQLError(`${owner}: pole regions musi być obiektem { nazwa: [bloki] }`);
  return Object.entries(regions).map(([name, blocks]) => {
    if (!Array.isArray(blocks)) throw createGraphQLError(`${owner}: region „${name}” musi być listą bloków`);
    return { name, blocks: blocks as RawEntry[] };
  });
}

const list = (items: RawEntry[]) => (_: unknown, args: PagingArgs) => connection(items, args);

export function createResolvers(content: RawContent) {
  return {
    JSON: JSONScalar,
    Query: {
      site: () => content.site,
      page: (_: unknown, { path }: { path: string }) => content.pages.find((p) => p.path === path) ?? null,
      pages: list(content.pages),
      offers: list(content.offers),
      products: list(content.products),
      bundles: list(content.bundles),
      metaProducts: list(content.metaProducts),
      eventConfigs: list(content.eventConfigs),
      supportCategories: list(content.supportCategories),
      documents: list(content.documents),
      salons: list(content.salons),
    },
    Page: {
      regions: (page: RawEntry) => regionList(page.regions, `Strona ${String(page.path ?? page.id)}`),
    },
    Block: {
      props: (block: RawEntry) => block.props ?? {},
      regions: (block: RawEntry) => regionList(block.regions, `Blok ${String(block.id)}`),
    },
  };
}
