import { getCollection, getEntry } from 'astro:content';
import type { Page, Site, Offer, CatalogueProduct, Bundle, MetaProduct, EventConfig, SupportCategory, ContentDocument } from '../../content-schema/index.ts';

/**
 * Build-time reads of the content collections (filled by the content-system
 * loader). Blocks and layouts read content through these, never through
 * getCollection directly, so tests can substitute them.
 */
const data = async <T>(name: Parameters<typeof getCollection>[0]): Promise<T[]> =>
  (await getCollection(name)).map((e) => e.data as T);

export const getPages = () => data<Page>('pages');
export const getOffers = () => data<Offer>('offers');
export const getProducts = () => data<CatalogueProduct>('products');
export const getBundles = () => data<Bundle>('bundles');
export const getMetaProducts = () => data<MetaProduct>('metaProducts');
export const getEventConfigs = () => data<EventConfig>('eventConfigs');
export const getSupportCategories = () => data<SupportCategory>('supportCategories');
export const getDocuments = () => data<ContentDocument>('documents');

export async function getSite(): Promise<Site> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('Brak ustawień serwisu (kolekcja site) w treściach');
  return entry.data as Site;
}
