import type { Bundle, CatalogueProduct, ContentDocument, EventConfig, MetaProduct, Offer, SaleStage } from '#content-schema/index.ts';

/**
 * The sales catalogue as the service reads it: offers, products, bundles,
 * meta-products, event configurations, documents and sale stages, indexed
 * the way the calls look them up. Built from the database copy of the
 * content system's entries; immutable once built.
 */
export interface CatalogueData {
  offers: Offer[];
  products: CatalogueProduct[];
  bundles: Bundle[];
  metaProducts: MetaProduct[];
  eventConfigs: EventConfig[];
  documents: ContentDocument[];
  saleStages: SaleStage[];
}

export interface Catalogue extends Readonly<CatalogueData> {
  offer(code: string): Offer | undefined;
  product(articleCode: string): CatalogueProduct | undefined;
  /** The stage after `stage` in the sale-stage order, or undefined at the end (or for an unknown stage). */
  stageAfter(stage: string): SaleStage | undefined;
  stageBefore(stage: string): SaleStage | undefined;
  stage(stage: string): SaleStage | undefined;
}

export function createCatalogue(data: CatalogueData): Catalogue {
  const offers = new Map(data.offers.map((offer) => [offer.code, offer]));
  const products = new Map(data.products.map((product) => [product.articlecode, product]));
  const stageIndex = (stage: string) => data.saleStages.findIndex((entry) => entry.stage === stage);
  return Object.freeze({
    ...data,
    offer: (code: string) => offers.get(code),
    product: (articleCode: string) => products.get(articleCode),
    stage: (stage: string) => data.saleStages[stageIndex(stage)],
    stageAfter(stage: string) {
      const index = stageIndex(stage);
      return index < 0 ? undefined : data.saleStages[index + 1];
    },
    stageBefore(stage: string) {
      const index = stageIndex(stage);
      return index <= 0 ? undefined : data.saleStages[index - 1];
    },
  });
}
