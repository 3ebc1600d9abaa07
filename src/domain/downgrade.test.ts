import { describe, expect, it } from 'vitest';
import { bundleSchema, catalogueProductSchema } from '#content-schema/commerce.ts';
import bundlesJson from '#content-system/seed/bundles.json' with { type: 'json' };
import productsJson from '#content-system/seed/products.json' with { type: 'json' };
import { downgradeCodes } from './downgrade.ts';
import type { HeldProduct } from './switch-off.ts';

// The seed catalogue: main bundles Start (HOR01), Komfort (HOR02, also LTO), Prestiż LTO (HOR03 + FC91);
// Sport needs Komfort or Prestiż; Strumień (FN01/FN02) and Filmy (FC91/MYCAN01) are oneOf; FCA3 is disabledowngrade.
const bundles = bundlesJson.map((bundle) => bundleSchema.parse(bundle));
const products = productsJson.map((product) => catalogueProductSchema.parse(product));
const catalogueProduct = (code: string) => products.find((product) => product.articlecode === code);

let next = 0;
const held = (articleCode: string, extra: Partial<HeldProduct> = {}): HeldProduct => ({
  id: String(++next),
  contractId: '1',
  articleCode,
  status: 'ACTIVE',
  endDate: null,
  commitmentEndDate: null,
  ...extra,
});

const TODAY = '2026-11-02';
const downgrade = (target: string, owned: HeldProduct[]) =>
  downgradeCodes({ target, targetProduct: catalogueProduct(target), held: owned, bundles, today: TODAY });

describe('downgradeCodes', () => {
  it('replaces the main package and keeps the add-ons that do not depend on it', () => {
    expect(downgrade('HOR01', [held('HOR02'), held('FN01'), held('FC97')])).toEqual({
      kind: 'codes',
      codes: ['HOR01', 'FN01', 'FC97'],
      removed: ['HOR02'],
    });
  });

  it('drops the add-ons that need the main package given up', () => {
    expect(downgrade('HOR01', [held('HOR02'), held('MCCSNK01'), held('FN01')])).toEqual({
      kind: 'codes',
      codes: ['HOR01', 'FN01'],
      removed: ['HOR02', 'MCCSNK01'],
    });
  });

  it('keeps an add-on the new main package still allows', () => {
    // The monthly bundle is preferred, but Prestiż exists only as an LTO bundle: it brings HOR03 and FC91.
    expect(downgrade('HOR03', [held('HOR02'), held('MCCSNK01')])).toEqual({
      kind: 'codes',
      codes: ['HOR03', 'FC91', 'MCCSNK01'],
      removed: ['HOR02'],
    });
  });

  it('swaps the code of a oneOf bundle', () => {
    expect(downgrade('FN01', [held('HOR02'), held('FN02')])).toEqual({ kind: 'codes', codes: ['FN01', 'HOR02'], removed: ['FN02'] });
  });

  it('answers no codes when the article is already held', () => {
    expect(downgrade('HOR02', [held('HOR02')])).toEqual({ kind: 'codes', codes: [], removed: [] });
  });

  it('does not count products planned off', () => {
    expect(downgrade('HOR01', [held('HOR02'), held('FN01', { status: 'PLANNED_OFF', endDate: '2026-11-20' })])).toEqual({
      kind: 'codes',
      codes: ['HOR01'],
      removed: ['HOR02'],
    });
  });

  it('refuses an unknown article, a disabledowngrade one, and one that replaces nothing held', () => {
    expect(downgrade('NOPE01', [held('HOR02')])).toEqual({ kind: 'unknownTarget' });
    expect(downgrade('FCA3', [held('HOR02')])).toEqual({ kind: 'disabled' });
    expect(downgrade('FN01', [held('HOR02')])).toEqual({ kind: 'nothingReplaced' });
    // Dodatki is a default bundle: its articles are bought, not changed to.
    expect(downgrade('FC97', [held('HOR02')])).toEqual({ kind: 'nothingReplaced' });
  });

  it('refuses a change that drops a product under commitment (main bundles with a commitment end date restrict changes)', () => {
    expect(downgrade('HOR01', [held('HOR02', { commitmentEndDate: '2027-01-02' })])).toEqual({
      kind: 'commitment',
      articleCode: 'HOR02',
      until: '2027-01-02',
    });
    expect(downgrade('HOR01', [held('HOR02'), held('MCCSNK01', { commitmentEndDate: '2027-01-02' })])).toMatchObject({
      kind: 'commitment',
      articleCode: 'MCCSNK01',
    });
    // A commitment that ended today restricts nothing.
    expect(downgrade('HOR01', [held('HOR02', { commitmentEndDate: TODAY })])).toMatchObject({ kind: 'codes' });
  });
});
