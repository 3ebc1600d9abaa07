import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue.ts';
import { contentMetaProductOf, type HeldProduct } from './offer-service.ts';
import { MockCallError } from './operations.ts';

/** Ownership as the contract describes it: an active or planned-off product, the latter until its end date. */
describe('contentMetaProductOf', () => {
  const { metaProducts } = seedCatalogue();
  const today = '2026-03-15';
  const owned = (products: HeldProduct[] | null) => contentMetaProductOf(metaProducts, '3', products, today).owned;

  it('counts an active product of the meta-product, and a planned-off one until it ends', () => {
    expect(owned([{ articleCode: 'MYCAN01', status: 'ACTIVE', endDate: null }])).toBe(true);
    expect(owned([{ articleCode: 'FC91', status: 'PLANNED_OFF', endDate: '2026-03-15' }])).toBe(true);
    expect(owned([{ articleCode: 'FC91', status: 'PLANNED_OFF', endDate: '2026-04-30' }])).toBe(true);
  });

  it('does not count a product that has ended, another meta-product’s, or an anonymous caller', () => {
    expect(owned([{ articleCode: 'FC91', status: 'PLANNED_OFF', endDate: '2026-03-14' }])).toBe(false);
    expect(owned([{ articleCode: 'FC91', status: 'INACTIVE', endDate: null }])).toBe(false);
    expect(owned([{ articleCode: 'MCCSNK01', status: 'ACTIVE', endDate: null }])).toBe(false);
    expect(owned([])).toBe(false);
    expect(owned(null)).toBe(false);
  });

  it('refuses a content id no meta-product lists, and the meta-product without content ids is reached by none', () => {
    const error = (() => {
      try {
        contentMetaProductOf(metaProducts, 'strumien', null, today);
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(MockCallError);
    expect(error).toMatchObject({ errorCode: 404, httpStatus: 404, message: 'Nie znaleziono materiału o podanym identyfikatorze.' });
    expect(['3', '10', '16'].map((id) => contentMetaProductOf(metaProducts, id, null, today).metaProductName)).toEqual([
      'Filmy i seriale',
      'Filmy i seriale',
      'Sport Horyzont',
    ]);
  });
});
