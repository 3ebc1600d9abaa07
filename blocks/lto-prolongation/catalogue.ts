import type { CatalogueProduct, Offer } from '#content-schema/index.ts';

/** What the prolongation shows of the catalogue: small and serialisable, built at build time. */
export interface ProlongationCatalogue {
  /** The catalogue's name of each article. */
  products: Record<string, string>;
  /** The long-term offers a prolongation may use, with their price steps. */
  offers: Record<string, ProlongationOfferView>;
}

export interface ProlongationOfferView {
  name: string;
  ltoDuration: number;
  /** Decimal text: the price of the first half of the term, of the rest (null: the same) and after it (null: not given). */
  price: string;
  laterPrice: string | null;
  basePrice: string | null;
}

export function prolongationCatalogue(content: { products: readonly CatalogueProduct[]; offers: readonly Offer[] }): ProlongationCatalogue {
  return {
    products: Object.fromEntries(content.products.map((product) => [product.articlecode, product.articlename])),
    offers: Object.fromEntries(
      content.offers
        .filter((offer) => (offer.ltoduration ?? 0) > 0)
        .map((offer) => [
          offer.code,
          {
            name: offer.name,
            ltoDuration: offer.ltoduration ?? 0,
            price: offer.pricepromo,
            laterPrice: offer.pricepromo2,
            basePrice: offer.pricebaselto,
          },
        ]),
    ),
  };
}
