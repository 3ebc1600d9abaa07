import { loadShopCatalogue } from '#shop/load-catalogue.ts';

/** Build time: offer names for the order's lines. */
export default async function orderConfirmationData() {
  const { offers } = await loadShopCatalogue();
  return { catalogue: { offers } };
}
