import { defineCollection } from 'astro:content';
import {
  bundleSchema,
  catalogueProductSchema,
  documentSchema,
  eventConfigSchema,
  metaProductSchema,
  offerSchema,
  pageSchema,
  salonSchema,
  siteSchema,
  supportCategorySchema,
} from '#content-schema/index.ts';
import { contentLoaders } from '#content-loader/astro-loader.ts';

// Every collection comes from the content API (CONTENT_GRAPHQL_URL, else the
// embedded content system), fetched and validated once per build.
const loaders = contentLoaders({ diagnose: import.meta.env.DEV });

export const collections = {
  pages: defineCollection({ loader: loaders.pages, schema: pageSchema }),
  site: defineCollection({ loader: loaders.site, schema: siteSchema }),
  offers: defineCollection({ loader: loaders.offers, schema: offerSchema }),
  products: defineCollection({ loader: loaders.products, schema: catalogueProductSchema }),
  bundles: defineCollection({ loader: loaders.bundles, schema: bundleSchema }),
  metaProducts: defineCollection({ loader: loaders.metaProducts, schema: metaProductSchema }),
  eventConfigs: defineCollection({ loader: loaders.eventConfigs, schema: eventConfigSchema }),
  supportCategories: defineCollection({ loader: loaders.supportCategories, schema: supportCategorySchema }),
  documents: defineCollection({ loader: loaders.documents, schema: documentSchema }),
  salons: defineCollection({ loader: loaders.salons, schema: salonSchema }),
};
