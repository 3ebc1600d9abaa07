import { describe, expect, it } from 'vitest';
import type { ShopOffer } from './catalogue.ts';
import { CONTENT_ID_KEY, metaProductOffers, pendingContentId } from './content-id.ts';

const storage = () => {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('content-id flow', () => {
  it('takes the id from the address and keeps it for the tab', () => {
    const store = storage();
    expect(pendingContentId('?contentId=16', store)).toBe('16');
    expect(store.items.get(CONTENT_ID_KEY)).toBe('16');
    expect(pendingContentId('', store)).toBe('16');
  });

  it('ignores an id that is not one, and has none without either', () => {
    const store = storage();
    expect(pendingContentId('?contentId=%3Cscript%3E', store)).toBeNull();
    expect(pendingContentId('', null)).toBeNull();
  });

  it('finds the offers selling a product of the meta-product', () => {
    const offers = [
      { code: 'PRESTIZ', articleCodes: ['HOR03', 'FC91'] },
      { code: 'SPORT', articleCodes: ['MCCSNK01'] },
      { code: 'CINEMA', articleCodes: ['MYCAN01'] },
    ] as ShopOffer[];
    expect(metaProductOffers(['FC91', 'MYCAN01'], offers).map((offer) => offer.code)).toEqual(['PRESTIZ', 'CINEMA']);
    expect(metaProductOffers(['FN02'], offers)).toEqual([]);
  });
});
