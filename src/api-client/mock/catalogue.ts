import '#api-contract/zod-config.ts';
import { z } from 'zod';
import {
  bundleSchema,
  catalogueProductSchema,
  metaProductSchema,
  offerSchema,
  saleStageSchema,
  type Bundle,
  type CatalogueProduct,
  type MetaProduct,
  type Offer,
  type SaleStage,
} from '#content-schema/index.ts';
import bundlesJson from '#content-system/seed/bundles.json' with { type: 'json' };
import metaProductsJson from '#content-system/seed/meta-products.json' with { type: 'json' };
import offersJson from '#content-system/seed/offers.json' with { type: 'json' };
import productsJson from '#content-system/seed/products.json' with { type: 'json' };
import siteJson from '#content-system/seed/site.json' with { type: 'json' };

/**
 * The sales catalogue the mock funnel sells from: the embedded content
 * system's seed, read through the content contract's schemas (so defaults
 * such as an empty `availablewithsomeactive` are filled in as the build and
 * the customer API service see them).
 */
export interface FunnelCatalogue {
  offers: readonly Offer[];
  products: readonly CatalogueProduct[];
  bundles: readonly Bundle[];
  /** Meta-products and the content ids (films, series, events) that lead to them (the offer service's content-id call). */
  metaProducts: readonly MetaProduct[];
  /** Sale stages in order (site saleStages). */
  saleStages: readonly SaleStage[];
}

let seed: FunnelCatalogue | null = null;

/** The seed catalogue, parsed once. */
export function seedCatalogue(): FunnelCatalogue {
  seed ??= {
    offers: z.array(offerSchema).parse(offersJson),
    products: z.array(catalogueProductSchema).parse(productsJson),
    bundles: z.array(bundleSchema).parse(bundlesJson),
    metaProducts: z.array(metaProductSchema).parse(metaProductsJson),
    saleStages: z.array(saleStageSchema).parse(siteJson.saleStages),
  };
  return seed;
}
