import { readSeed } from '#content-system/seed-reader.ts';
import { listCollections, type ListCollectionName } from '#content-loader/collections.ts';
import { siteSchema } from '#content-schema/index.ts';
import type * as Queries from '#content/queries.ts';

/**
 * The build-time content queries backed by the repository's seed content,
 * for tests that render content-backed blocks outside an Astro build.
 * Usage: vi.mock('<path>/src/content/queries.ts', () => import('<path>/tests/support/seed-queries.ts')).
 */
const seed = await readSeed();
const list =
  <T>(name: ListCollectionName) =>
  async (): Promise<T[]> =>
    seed[name].map((entry) => listCollections[name].schema.parse(entry) as T);

export const getPages: typeof Queries.getPages = list('pages');
export const getOffers: typeof Queries.getOffers = list('offers');
export const getProducts: typeof Queries.getProducts = list('products');
export const getBundles: typeof Queries.getBundles = list('bundles');
export const getMetaProducts: typeof Queries.getMetaProducts = list('metaProducts');
export const getEventConfigs: typeof Queries.getEventConfigs = list('eventConfigs');
export const getSupportCategories: typeof Queries.getSupportCategories = list('supportCategories');
export const getDocuments: typeof Queries.getDocuments = list('documents');
export const getSalons: typeof Queries.getSalons = list('salons');
export const getSite: typeof Queries.getSite = async () => siteSchema.parse(seed.site);
export const getPageTitles: typeof Queries.getPageTitles = async () => new Map((await getPages()).map((p) => [p.path, p.title]));
