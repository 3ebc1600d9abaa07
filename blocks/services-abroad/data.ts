import { getProducts } from '#content/queries.ts';

/** Build time: the catalogue's article names, for the services the customer holds. */
export default async function servicesAbroadData(): Promise<{ articleNames: Record<string, string> }> {
  const products = await getProducts();
  return { articleNames: Object.fromEntries(products.map((product) => [product.articlecode, product.articlename])) };
}
