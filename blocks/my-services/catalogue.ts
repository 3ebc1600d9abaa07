import type { Bundle, CatalogueProduct, Offer } from '../../content-schema/index.ts';
import type { BundleRule } from '../../src/domain/switch-off.ts';

/** What "My services" knows of the catalogue: small and serialisable, built at build time. */
export interface ServicesCatalogue {
  /** The catalogue's name of each article and whether the customer may not switch it off (`disabledowngrade`). */
  products: Record<string, { name: string; disabled: boolean }>;
  /** The bundles that decide which add-ons go with a product (those sold only next to a base package). */
  bundles: BundleRule[];
  /** Codes of the long-term offers (their products show the LTO end date). */
  ltoOffers: string[];
}

export function servicesCatalogue(content: { products: readonly CatalogueProduct[]; bundles: readonly Bundle[]; offers: readonly Offer[] }): ServicesCatalogue {
  return {
    products: Object.fromEntries(content.products.map((product) => [product.articlecode, { name: product.articlename, disabled: product.disabledowngrade }])),
    bundles: content.bundles
      .filter((bundle) => bundle.availablewithsomeactive.length > 0)
      .map((bundle) => ({
        relationship: bundle.relationship.map((entry) => ({ articlecode: entry.articlecode })),
        availablewithsomeactive: bundle.availablewithsomeactive,
      })),
    ltoOffers: content.offers.filter((offer) => (offer.ltoduration ?? 0) > 0).map((offer) => offer.code),
  };
}
