import { pickOffers } from '../_shared/offers.ts';
import { getOffers } from '../../src/content/queries.ts';
import { offerByCode } from '../../src/shop/catalogue.ts';
import { loadShopCatalogue } from '../../src/shop/load-catalogue.ts';

/**
 * Build time: the offers the configurator shows – the editor's `offerCodes`
 * in the editor's order (a code missing from the content fails the build;
 * offers no longer for sale are left out) – and the whole catalogue the cart
 * rules use: a cart may hold any offer for sale (one added on a landing or
 * event page), and its line still needs the offer's name and commitment.
 */
export default async function offerConfiguratorData(props: { offerCodes: string[] }) {
  pickOffers(props.offerCodes, await getOffers(), 'Blok „Konfigurator zamówienia”');
  const catalogue = await loadShopCatalogue();
  const offers = props.offerCodes.map((code) => offerByCode(catalogue, code)).filter((offer) => offer !== undefined);
  return { offers, catalogue };
}
