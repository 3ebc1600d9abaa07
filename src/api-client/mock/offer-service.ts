import type { MetaProduct } from '#content-schema/index.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { mockError } from './operations.ts';

/**
 * The offer service's content-id call in mock mode (spec 4 content-id flow,
 * spec 7 offer-service/contentId/:id), as the service answers it
 * (src/server/account/offer-service.ts) over the seed's meta-products.
 *
 * The content's title (asseTitle) lives in the service's database, not in
 * the content system, so the mock has none to give: it answers null, which
 * the contract allows ("null when none is recorded").
 */

/** A product of the caller as the mock keeps it. */
export interface HeldProduct {
  articleCode: string;
  status: string;
  endDate: string | null;
}

/** Still the customer's: active, or planned off but not yet ended (as the service's ownership query; a planned-off product without an end date does not count). */
function stillHeld(product: HeldProduct, today: string): boolean {
  return product.status === 'ACTIVE' || (product.status === 'PLANNED_OFF' && product.endDate !== null && product.endDate >= today);
}

/**
 * The meta-product whose content ids list `contentId`; `owned` says whether
 * the signed-in caller (products given) holds one of its articles, false for
 * an anonymous caller (products null). Unknown id: 404 with the service's words.
 */
export function contentMetaProductOf(
  metaProducts: readonly MetaProduct[],
  contentId: string,
  products: readonly HeldProduct[] | null,
  today: string,
) {
  const metaProduct = metaProducts.find((entry) => entry.contentIds.includes(contentId));
  if (!metaProduct) throw mockError(404, accountMessages.unknownContent);
  const codes = new Set(metaProduct.metaproductCodes);
  return {
    contentId,
    metaProductName: metaProduct.metaproductName,
    asseTitle: null,
    metaProductCodes: [...metaProduct.metaproductCodes],
    owned: products !== null && products.some((product) => codes.has(product.articleCode) && stillHeld(product, today)),
  };
}
