import { getBundles, getEventConfigs, getMetaProducts, getOffers, getSite } from '#content/queries.ts';
import { buildShopCatalogue, type ShopCatalogue } from './catalogue.ts';

/** Build time: the shop catalogue from the content collections (for islands' data.ts). */
export async function loadShopCatalogue(): Promise<ShopCatalogue> {
  const [offers, bundles, metaProducts, eventConfigs, site] = await Promise.all([
    getOffers(),
    getBundles(),
    getMetaProducts(),
    getEventConfigs(),
    getSite(),
  ]);
  return buildShopCatalogue({ offers, bundles, metaProducts, eventConfigs, saleStages: site.saleStages, saleStageConfig: site.saleStageConfig });
}
