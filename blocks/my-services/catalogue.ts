import Decimal from 'decimal.js';
import type { Bundle, CatalogueProduct, Offer } from '#content-schema/index.ts';
import { isLtoOffer, isOfferAvailable, mainArticleCodes } from '#domain/available-offers.ts';
import type { ChangeCatalogue, ChangeTarget } from '#domain/package-change.ts';
import type { BundleRule } from '#domain/switch-off.ts';

/** What "My services" knows of the catalogue: small and serialisable, built at build time. */
export interface ServicesCatalogue {
  /** The catalogue's name of each article and whether the customer may not switch it off (`disabledowngrade`). */
  products: Record<string, { name: string; disabled: boolean }>;
  /** The bundles that decide which add-ons go with a product (those sold only next to a base package). */
  bundles: BundleRule[];
  /** Codes of the long-term offers (their products show the LTO end date). */
  ltoOffers: string[];
  /** What a package or plan may change to. */
  changes: ChangeCatalogue;
}

/** The monthly offer selling each of the codes on its own (its main article), cheapest first. */
function monthlyTargets(codes: readonly string[], offers: readonly Offer[], products: readonly CatalogueProduct[]): ChangeTarget[] {
  const targets: ChangeTarget[] = [];
  for (const code of codes) {
    const offer = offers.find((candidate) => isOfferAvailable(candidate) && !isLtoOffer(candidate) && candidate.article.articlecode === code);
    const name = products.find((product) => product.articlecode === code)?.articlename ?? offer?.article.articlename;
    if (offer && name) targets.push({ articleCode: code, offerCode: offer.code, name, price: new Decimal(offer.pricepromo).toFixed(2) });
  }
  return targets.sort((a, b) => new Decimal(a.price).comparedTo(b.price));
}

export function servicesCatalogue(content: {
  products: readonly CatalogueProduct[];
  bundles: readonly Bundle[];
  offers: readonly Offer[];
}): ServicesCatalogue {
  const { products, bundles, offers } = content;
  const mainCodes = [...mainArticleCodes(bundles)];
  return {
    products: Object.fromEntries(products.map((product) => [product.articlecode, { name: product.articlename, disabled: product.disabledowngrade }])),
    bundles: bundles
      .filter((bundle) => bundle.availablewithsomeactive.length > 0)
      .map((bundle) => ({
        relationship: bundle.relationship.map((entry) => ({ articlecode: entry.articlecode })),
        availablewithsomeactive: bundle.availablewithsomeactive,
      })),
    ltoOffers: offers.filter(isLtoOffer).map((offer) => offer.code),
    changes: {
      packages: monthlyTargets(mainCodes, offers, products),
      plans: bundles
        .filter((bundle) => bundle.package === 'oneOf')
        .map((bundle) => {
          const codes = bundle.relationship.map((entry) => entry.articlecode);
          return { codes, targets: monthlyTargets(codes, offers, products) };
        }),
      mainCodes,
      offerMain: Object.fromEntries(offers.map((offer) => [offer.code, offer.article.articlecode])),
      disabled: products.filter((product) => product.disabledowngrade).map((product) => product.articlecode),
    },
  };
}
