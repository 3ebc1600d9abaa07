import { getProducts } from '#content/queries.ts';

/** Build time: the catalogue's article names, for the services a document is about. */
export default async function myDocumentsData(): Promise<{ articleNames: Record<string, string> }> {
  const products = await getProducts();
  return { articleNames: Object.fromEntries(products.map((product) => [product.articlecode, product.articlename])) };
}
