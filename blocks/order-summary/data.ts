import { loadShopCatalogue } from '#shop/load-catalogue.ts';

/** Build time: every offer for sale (a cart may hold any of them) and the sale stages. */
export default async function orderSummaryData() {
  return { catalogue: await loadShopCatalogue() };
}
