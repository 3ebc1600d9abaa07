import { polishDay } from '#domain/billing-period.ts';
import { alignSaleConsents, isGiven } from '#domain/consents.ts';
import { contentMetaProductOf } from '../offer-service.ts';
import { activeCart, ownerOf, shownKind, signedIn, type FunnelCore } from './state.ts';

/**
 * The mock funnel's account area: re-aligning the sale consents of the open
 * carts with the account's (backing out of the summary), and the offer
 * service's content-id call of the configurator (spec 4 content-id flow),
 * which knows whether the signed-in customer already holds the meta-product.
 */
export function accountFunnel(core: FunnelCore) {
  const { now, change, read, catalogue } = core;

  function alignConsents() {
    return change((draft) => {
      const { session, customer } = signedIn(draft);
      for (const cart of draft.carts.filter((candidate) => candidate.owner === ownerOf(session) && candidate.status === 'OPEN')) {
        cart.consents = alignSaleConsents(cart.consents, customer.consents);
      }
      const shown = activeCart(draft, ownerOf(session), shownKind(session));
      return {
        consents: customer.consents.map((consent) => ({
          cconsent: consent.cconsent,
          value: isGiven(consent.value),
          indiscount: consent.indiscount ?? '0',
        })),
        consentsSale: (shown?.consents ?? []).map((consent) => ({
          cconsent: consent.cconsent,
          value: isGiven(consent.value) ? (1 as const) : (0 as const),
          indiscount: consent.indiscount ?? '0',
        })),
      };
    });
  }

  /** offer-service/contentId/:id over the catalogue's meta-products (./offer-service.ts); public, owned only for a signed-in customer. */
  function contentMetaProduct(contentId: string) {
    return read((draft) => {
      const customer = draft.session?.customer ? draft.customers[draft.session.customer] : undefined;
      return contentMetaProductOf(catalogue.metaProducts, contentId, customer?.products ?? null, polishDay(now()));
    });
  }

  return { alignConsents, contentMetaProduct };
}
