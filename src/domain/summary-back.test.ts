import { describe, expect, it } from 'vitest';
import { isPrepaidCustomer, stageUrl, summaryBackTarget, type SummaryBackInput } from './summary-back.ts';

const base: SummaryBackInput = {
  restoreActivation: false,
  savedReturnUrl: null,
  fromSelfcare: false,
  prepaidCategory: null,
  prepaid: false,
  cartHasItems: true,
  urls: {
    activateBox: '/oferta-online/aktywacja-box/aktywuj',
    selectPackage: '/oferta-online/konfiguracja',
    mainPackage: '/oferta-online',
    myAccount: '/oferta-online/moje-konto',
    myServices: '/oferta-online/moje-uslugi',
  },
};

describe('back from summary', () => {
  it('a box activation flow goes back to the activate-box page before anything else', () => {
    expect(summaryBackTarget({ ...base, restoreActivation: true, savedReturnUrl: '/x', fromSelfcare: true })).toEqual({
      url: '/oferta-online/aktywacja-box/aktywuj',
      clearCart: false,
    });
  });

  it('a saved return address comes next', () => {
    expect(summaryBackTarget({ ...base, savedReturnUrl: '/oferta-online/pakiet-start', fromSelfcare: true })).toEqual({
      url: '/oferta-online/pakiet-start',
      clearCart: false,
    });
  });

  it('from self-care: my account for prepaid NEWSALES customers, my services for others; the self-care flow ends there', () => {
    expect(summaryBackTarget({ ...base, fromSelfcare: true })).toEqual({ url: '/oferta-online/moje-uslugi', clearCart: false, endsSelfcare: true });
    expect(summaryBackTarget({ ...base, fromSelfcare: true, prepaid: true, prepaidCategory: 'NEWSALES' }).url).toBe('/oferta-online/moje-konto');
    expect(summaryBackTarget({ ...base, fromSelfcare: true, prepaid: true, prepaidCategory: 'UPSELL' }).url).toBe('/oferta-online/moje-uslugi');
    expect(summaryBackTarget({ ...base, fromSelfcare: true }).url).toBe('/oferta-online/moje-uslugi');
    // Every session's category defaults to NEWSALES (spec 3): a contract customer is no prepaid new sale.
    expect(summaryBackTarget({ ...base, fromSelfcare: true, prepaidCategory: 'NEWSALES' }).url).toBe('/oferta-online/moje-uslugi');
  });

  it('a prepaid customer holds a current contract of group P', () => {
    const today = '2026-11-02';
    expect(isPrepaidCustomer([{ cgroupe: 'P', finabo: null }], today)).toBe(true);
    expect(
      isPrepaidCustomer(
        [
          { cgroupe: 'C', finabo: null },
          { cgroupe: 'P', finabo: today },
        ],
        today,
      ),
    ).toBe(true);
    expect(isPrepaidCustomer([{ cgroupe: 'P', finabo: '2026-11-01' }], today)).toBe(false);
    expect(isPrepaidCustomer([{ cgroupe: 'C', finabo: null }], today)).toBe(false);
    expect(isPrepaidCustomer([], today)).toBe(false);
  });

  it('otherwise the select-package page while the cart holds something, else the main package page with the cart cleared', () => {
    expect(summaryBackTarget(base)).toEqual({ url: '/oferta-online/konfiguracja', clearCart: false });
    expect(summaryBackTarget({ ...base, cartHasItems: false })).toEqual({ url: '/oferta-online', clearCart: true });
  });

  it('finds a stage url by code', () => {
    const stages = [
      { stage: 'PACKAGE', url: '/a' },
      { stage: 'SUMMARY', url: '/b' },
    ];
    expect(stageUrl(stages, 'SUMMARY')).toBe('/b');
    expect(stageUrl(stages, 'THP')).toBeUndefined();
  });
});
