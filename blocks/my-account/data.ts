import { getProducts } from '#content/queries.ts';

/** Build time: the catalogue's article names, for the lines of the customer's orders. */
export default async function myAccountData(): Promise<{ articleNames: Record<string, string> }> {
  const products = await getProducts();
  return { articleNames: Object.fromEntries(products.map((product) => [product.articlecode, product.articlename])) };
}
