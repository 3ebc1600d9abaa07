import { pickOffers } from '../_shared/offers.ts';
import { getOffers } from '../../src/content/queries.ts';
import { loadShopCatalogue } from '../../src/shop/load-catalogue.ts';

/**
 * Build time: the catalogue the configurator needs – its offers in the
 * editor's order (a code missing from the content fails the build; offers
 * no longer for sale are left out), with the bundles, meta-products and
 * sale stages the cart rules use.
 */
export default async function offerConfiguratorData(props: { offerCodes: string[] }) {
  pickOffers(props.offerCodes, await getOffers(), 'Blok „Konfigurator zamówienia”');
  const catalogue = await loadShopCatalogue();
  const offers = props.offerCodes.map((code) => catalogue.offers.find((offer) => offer.code === code)).filter((offer) => offer !== undefined);
  return { catalogue: { ...catalogue, offers } };
}
