import type block from './block.ts';
import type { BlockProps } from '#registry/define-block.ts';
import { pickOffers } from '../_shared/offers.ts';
import { getOffers } from '#content/queries.ts';
import { offerByCode } from '#shop/catalogue.ts';
import { loadShopCatalogue } from '#shop/load-catalogue.ts';

/**
 * Build time: the offers the configurator shows – the editor's `offerCodes`
 * in the editor's order (a code missing from the content fails the build;
 * offers no longer for sale are left out) – and the whole catalogue the cart
 * rules use: a cart may hold any offer for sale (one added on a landing or
 * event page), and its line still needs the offer's name and commitment.
 */
export default async function offerConfiguratorData(props: BlockProps<typeof block>) {
  pickOffers(props.offerCodes, await getOffers(), 'Blok „Konfigurator zamówienia”');
  const catalogue = await loadShopCatalogue();
  const offers = props.offerCodes.map((code) => offerByCode(catalogue, code)).filter((offer) => offer !== undefined);
  return {
    /** The offers to show: the block's offerCodes for sale, in the editor's order. */
    offers,
    /** Every offer for sale, the bundles and the stages: what the cart rules need for any cart. */
    catalogue,
  };
}
