import type { z } from 'zod';
import {
  bundleSchema,
  catalogueProductSchema,
  documentSchema,
  eventConfigSchema,
  metaProductSchema,
  offerSchema,
  pageSchema,
  supportCategorySchema,
} from '../../content-schema/index.ts';

type ListCollection = {
  /** Polish plural for progress lines ("strony: 200/2150"). */
  label: string;
  /** Polish singular naming one entry in problem listings. */
  entity: string;
  schema: z.ZodType;
  /** The field that identifies an entry (the content-collection entry id). */
  key: string;
};

/** Paged collections of the content API, by their query field and Astro collection name. */
export const listCollections = {
  pages: { label: 'strony', entity: 'strona', schema: pageSchema, key: 'id' },
  offers: { label: 'oferty', entity: 'oferta', schema: offerSchema, key: 'code' },
  products: { label: 'produkty', entity: 'produkt', schema: catalogueProductSchema, key: 'articlecode' },
  bundles: { label: 'pakiety', entity: 'pakiet', schema: bundleSchema, key: 'id' },
  metaProducts: { label: 'metaprodukty', entity: 'metaprodukt', schema: metaProductSchema, key: 'id' },
  eventConfigs: { label: 'wydarzenia', entity: 'wydarzenie', schema: eventConfigSchema, key: 'id' },
  supportCategories: { label: 'kategorie pomocy', entity: 'kategoria pomocy', schema: supportCategorySchema, key: 'id' },
  documents: { label: 'dokumenty', entity: 'dokument', schema: documentSchema, key: 'id' },
} satisfies Record<string, ListCollection>;

export type ListCollectionName = keyof typeof listCollections;
export const listCollectionNames = Object.keys(listCollections) as ListCollectionName[];

/** Every Astro collection the loader fills: the lists plus the single `site` entry. */
export type CollectionName = ListCollectionName | 'site';
export const collectionNames: CollectionName[] = [...listCollectionNames, 'site'];
