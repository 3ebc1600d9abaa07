import { loadShopCatalogue } from '#shop/load-catalogue.ts';

/** Build time: offer names for the order's lines, the sale stages and where a visitor without an order goes. */
export default async function accountActivationData() {
  const { offers, stages, selectPackageUrl } = await loadShopCatalogue();
  return { catalogue: { offers }, stages: stages.map(({ stage, url }) => ({ stage, url })), selectPackageUrl };
}
