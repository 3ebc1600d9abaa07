import type { z } from 'zod';
import {
  bundleSchema,
  catalogueProductSchema,
  documentSchema,
  eventConfigSchema,
  metaProductSchema,
  offerSchema,
  pageSchema,
  salonSchema,
  supportCategorySchema,
} from '#content-schema/index.ts';

type ListCollection = {
  /** Polish plural for progress lines ("strony: 200/2150"). */
  label: string;
  /** Polish singular naming one entry in problem listings. */
  entity: string;
  schema: z.ZodType;
  /** The field that identifies an entry (the content-collection entry id). */
  key: string;
  /** Polish names editors see (an editors' CMS's collection labels). */
  titles: { singular: string; plural: string };
};

/** Paged collections of the content API, by their query field and Astro collection name. */
export const listCollections = {
  pages: { label: 'pages', entity: 'page', schema: pageSchema, key: 'id', titles: { singular: 'Strona', plural: 'Strony' } },
  offers: { label: 'offers', entity: 'offer', schema: offerSchema, key: 'code', titles: { singular: 'Oferta', plural: 'Oferty' } },
  products: {
    label: 'products',
    entity: 'product',
    schema: catalogueProductSchema,
    key: 'articlecode',
    titles: { singular: 'Produkt', plural: 'Produkty' },
  },
  bundles: { label: 'bundles', entity: 'bundle', schema: bundleSchema, key: 'id', titles: { singular: 'Pakiet', plural: 'Pakiety' } },
  metaProducts: {
    label: 'meta-products',
    entity: 'meta-product',
    schema: metaProductSchema,
    key: 'id',
    titles: { singular: 'Metaprodukt', plural: 'Metaprodukty' },
  },
  eventConfigs: { label: 'events', entity: 'event', schema: eventConfigSchema, key: 'id', titles: { singular: 'Wydarzenie', plural: 'Wydarzenia' } },
  supportCategories: {
    label: 'help categories',
    entity: 'help category',
    schema: supportCategorySchema,
    key: 'id',
    titles: { singular: 'Kategoria pomocy', plural: 'Kategorie pomocy' },
  },
  documents: { label: 'documents', entity: 'document', schema: documentSchema, key: 'id', titles: { singular: 'Dokument', plural: 'Dokumenty' } },
  salons: { label: 'salons', entity: 'salon', schema: salonSchema, key: 'id', titles: { singular: 'Salon', plural: 'Salony' } },
} satisfies Record<string, ListCollection>;

export type ListCollectionName = keyof typeof listCollections;
export const listCollectionNames = Object.keys(listCollections) as ListCollectionName[];

/** Every Astro collection the loader fills: the lists plus the single `site` entry. */
export type CollectionName = ListCollectionName | 'site';
export const collectionNames: CollectionName[] = [...listCollectionNames, 'site'];
