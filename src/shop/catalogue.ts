import type { Bundle, EventConfig, MetaProduct, Offer, SaleStage } from '#content-schema/index.ts';
import { isLtoOffer, isMainOffer, isOfferAvailable, offerArticleCodes } from '#domain/available-offers.ts';
import { allowedByOffer, type PaymentMeanId } from '#domain/payment-methods.ts';

/**
 * The shop's view of the content system's catalogue, as islands receive it:
 * plain, serialisable, only what the funnel shows and decides with. Built at
 * build time (blocks' data.ts) from the content collections; the islands
 * never ask the content system at run time.
 */

export interface ShopOffer {
  code: string;
  /** The name customers know the offer by (its package title). */
  title: string;
  /** The offer's own name (carries _STARTER_ for starter kits). */
  name: string;
  articleCode: string;
  articleName: string;
  /** Main article first, then the rest of the product list. */
  articleCodes: string[];
  /** Monthly price, decimal text. */
  price: string;
  /** The regular price to strike through, or null. */
  regularPrice: string | null;
  /** Months of commitment; 0 for a monthly offer. */
  ltoDuration: number;
  /** The payment means the offer allows (spec 5). */
  paymentMeans: PaymentMeanId[];
  /** A main package: one goes in a cart. */
  isMain: boolean;
  description: string;
  highlights: string[];
}

export interface ShopMetaProduct {
  name: string;
  codes: string[];
  contentIds: string[];
}

export interface ShopCatalogue {
  /** The offers for sale (spec 4 "Available products"). */
  offers: ShopOffer[];
  bundles: Bundle[];
  metaProducts: ShopMetaProduct[];
  events: Pick<EventConfig, 'id' | 'casId' | 'articleCode' | 'landingPageUrl'>[];
  stages: SaleStage[];
  loginUrl: string;
  selectPackageUrl: string;
}

export interface CatalogueContent {
  offers: readonly Offer[];
  bundles: readonly Bundle[];
  metaProducts: readonly MetaProduct[];
  eventConfigs: readonly EventConfig[];
  saleStages: readonly SaleStage[];
  saleStageConfig: { loginUrl: string; selectPackageUrl: string };
}

export function shopOffer(offer: Offer, bundles: readonly Bundle[]): ShopOffer {
  const regular = offer.pricebaselto !== null && Number(offer.pricebaselto) > Number(offer.pricepromo) ? offer.pricebaselto : null;
  return {
    code: offer.code,
    title: offer.article.packagetitle || offer.name,
    name: offer.name,
    articleCode: offer.article.articlecode,
    articleName: offer.article.articlename,
    articleCodes: offerArticleCodes(offer),
    price: offer.pricepromo,
    regularPrice: regular,
    ltoDuration: isLtoOffer(offer) ? (offer.ltoduration ?? 0) : 0,
    paymentMeans: allowedByOffer(offer.availiablemop),
    isMain: isMainOffer(offer, bundles),
    description: offer.description,
    highlights: offer.highlights,
  };
}

export function buildShopCatalogue(content: CatalogueContent): ShopCatalogue {
  return {
    offers: content.offers.filter(isOfferAvailable).map((offer) => shopOffer(offer, content.bundles)),
    bundles: [...content.bundles],
    metaProducts: content.metaProducts.map((meta) => ({ name: meta.metaproductName, codes: meta.metaproductCodes, contentIds: meta.contentIds })),
    events: content.eventConfigs.map(({ id, casId, articleCode, landingPageUrl }) => ({ id, casId, articleCode, landingPageUrl })),
    stages: [...content.saleStages],
    loginUrl: content.saleStageConfig.loginUrl,
    selectPackageUrl: content.saleStageConfig.selectPackageUrl,
  };
}

/** The offer of a code, if the shop sells it. */
export function offerByCode(catalogue: Pick<ShopCatalogue, 'offers'>, code: string): ShopOffer | undefined {
  return catalogue.offers.find((offer) => offer.code === code);
}
