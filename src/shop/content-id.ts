import type { ShopOffer } from './catalogue.ts';

/**
 * Spec 4 "Content-id flow": a link to a film or an event (?contentId=16)
 * leads to the meta-product that shows it. The meta-product modal opens only
 * when the visitor owns none of its products; otherwise the stored content-id
 * values are cleared. The id is kept for the tab while the flow runs.
 */
export const CONTENT_ID_KEY = 'portal:content-id';

/** The offers that sell one of the meta-product's products, in catalogue order. */
export function metaProductOffers(codes: readonly string[], offers: readonly ShopOffer[]): ShopOffer[] {
  return offers.filter((offer) => offer.articleCodes.some((code) => codes.includes(code)));
}

/** The content id of the address or the one stored for the tab; null when there is none. */
export function pendingContentId(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const fromUrl = new URLSearchParams(search).get('contentId');
  if (fromUrl && /^[A-Za-z0-9_-]{1,64}$/.test(fromUrl)) {
    storage?.setItem(CONTENT_ID_KEY, fromUrl);
    return fromUrl;
  }
  return storage?.getItem(CONTENT_ID_KEY) ?? null;
}
