import { getCollection, getEntry, type CollectionKey } from 'astro:content';
import type {
  Page,
  Site,
  Offer,
  CatalogueProduct,
  Bundle,
  MetaProduct,
  EventConfig,
  SupportCategory,
  ContentDocument,
  Salon,
} from '#content-schema/index.ts';

/**
 * Build-time reads of the content collections (filled by the content-system
 * loader). Blocks and layouts read content through these, never through
 * getCollection directly, so tests can substitute them.
 */
// A production build reads each collection once, however many pages and blocks
// ask (the help-article pages alone can number thousands); the dev server
// always reads afresh so content edits show up.
const cache = new Map<CollectionKey, Promise<unknown[]>>();
const data = <T>(name: CollectionKey): Promise<T[]> => {
  const read = () => getCollection(name).then((entries) => entries.map((e) => e.data));
  if (!import.meta.env.PROD) return read() as Promise<T[]>;
  if (!cache.has(name)) cache.set(name, read());
  return cache.get(name) as Promise<T[]>;
};

export const getPages = () => data<Page>('pages');
export const getOffers = () => data<Offer>('offers');
export const getProducts = () => data<CatalogueProduct>('products');
export const getBundles = () => data<Bundle>('bundles');
export const getMetaProducts = () => data<MetaProduct>('metaProducts');
export const getEventConfigs = () => data<EventConfig>('eventConfigs');
export const getSupportCategories = () => data<SupportCategory>('supportCategories');
export const getDocuments = () => data<ContentDocument>('documents');
export const getSalons = () => data<Salon>('salons');

export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('Brak ustawień serwisu (kolekcja site) w treściach');
  return entry.data as Site;
}

let titles: Promise<Map<string, string>> | undefined;
/** Page titles by path (breadcrumbs of every page need their ancestors' titles). */
export function getPageTitles(): Promise<Map<string, string>> {
  const read = () => getPages().then((pages) => new Map(pages.map((p) => [p.path, p.title])));
  if (!import.meta.env.PROD) return read();
  return (titles ??= read());
}
