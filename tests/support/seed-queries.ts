import { readSeed } from '../../src/content-system/seed-reader.ts';
import {
  bundleSchema,
  catalogueProductSchema,
  documentSchema,
  eventConfigSchema,
  metaProductSchema,
  offerSchema,
  pageSchema,
  siteSchema,
  supportCategorySchema,
} from '../../content-schema/index.ts';
import type * as Queries from '../../src/content/queries.ts';

/**
 * The build-time content queries backed by the repository's seed content,
 * for tests that render content-backed blocks outside an Astro build.
 * Usage: vi.mock('<path>/src/content/queries.ts', () => import('<path>/tests/support/seed-queries.ts')).
 */
const seed = await readSeed();
const list = <T>(schema: { parse: (v: unknown) => T }, items: unknown[]) => async () => items.map((i) => schema.parse(i));

export const getPages: typeof Queries.getPages = list(pageSchema, seed.pages);
export const getOffers: typeof Queries.getOffers = list(offerSchema, seed.offers);
export const getProducts: typeof Queries.getProducts = list(catalogueProductSchema, seed.products);
export const getBundles: typeof Queries.getBundles = list(bundleSchema, seed.bundles);
export const getMetaProducts: typeof Queries.getMetaProducts = list(metaProductSchema, seed.metaProducts);
export const getEventConfigs: typeof Queries.getEventConfigs = list(eventConfigSchema, seed.eventConfigs);
export const getSupportCategories: typeof Queries.getSupportCategories = list(supportCategorySchema, seed.supportCategories);
export const getDocuments: typeof Queries.getDocuments = list(documentSchema, seed.documents);
export const getSite: typeof Queries.getSite = async () => siteSchema.parse(seed.site);
export const getPageTitles: typeof Queries.getPageTitles = async () =>
  new Map((await getPages()).map((p) => [p.path, p.title]));
