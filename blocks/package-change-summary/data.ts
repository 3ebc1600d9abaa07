import { getOffers, getProducts } from '#content/queries.ts';

/** Build time: the names of the articles given up and of the offers taken, small and serialisable. */
export default async function packageChangeSummaryData(): Promise<{ names: { articles: Record<string, string>; offers: Record<string, string> } }> {
  const [products, offers] = await Promise.all([getProducts(), getOffers()]);
  return {
    names: {
      articles: Object.fromEntries(products.map((product) => [product.articlecode, product.articlename])),
      offers: Object.fromEntries(offers.map((offer) => [offer.code, offer.name])),
    },
  };
}
