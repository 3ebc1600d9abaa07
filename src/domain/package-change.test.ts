import { describe, expect, it } from 'vitest';
import {
  changeAvailability,
  changeItems,
  changeKindOf,
  downgradeStep,
  includedIn,
  monthlyDifference,
  packageChoices,
  planChoices,
  type ChangeCatalogue,
} from './package-change.ts';
import { isChangeOfPlan } from './change-of-plan.ts';
import { serviceMessages } from './service-messages.ts';
import type { CurrentProduct } from './session.ts';

const start = { articleCode: 'HOR01', offerCode: 'START_M', name: 'Pakiet Start', price: '29.99' };
const komfort = { articleCode: 'HOR02', offerCode: 'KOMFORT_M', name: 'Pakiet Komfort', price: '49.99' };
const standard = { articleCode: 'FN01', offerCode: 'STRUMIEN_M', name: 'Strumień standard', price: '29.00' };
const premium = { articleCode: 'FN02', offerCode: 'STRUMIEN_PREMIUM_M', name: 'Strumień premium', price: '43.00' };

const catalogue: ChangeCatalogue = {
  packages: [start, komfort],
  plans: [
    { codes: ['FN01', 'FN02'], targets: [standard, premium] },
    { codes: ['FC91', 'MYCAN01'], targets: [] },
  ],
  mainCodes: ['HOR01', 'HOR02', 'HOR03'],
  offerMain: { START_M: 'HOR01', KOMFORT_M: 'HOR02', PRESTIZ_24: 'HOR03', STRUMIEN_M: 'FN01' },
  disabled: ['FCA3'],
};

const held = (articleCode: string, offerCode: string, fee: string, extra: Partial<CurrentProduct> = {}): CurrentProduct => ({
  articleCode,
  offerCode,
  contractId: '2',
  status: 'ACTIVE',
  endDate: null,
  fee,
  commitmentEndDate: null,
  ...extra,
});
const nameOf = (code: string) => `nazwa ${code}`;
const TODAY = '2026-11-24';

describe('package change', () => {
  it('offers a package change on main packages and a plan change on one-of products', () => {
    expect(changeKindOf({ articleCode: 'HOR02' }, catalogue)).toBe('package');
    expect(changeKindOf({ articleCode: 'FN01' }, catalogue)).toBe('plan');
    expect(changeKindOf({ articleCode: 'MCCSNK01' }, catalogue)).toBeNull();
    // Listed in a main bundle too (Prestiż includes it), a one-of product changes as a plan.
    expect(changeKindOf({ articleCode: 'FC91' }, { ...catalogue, mainCodes: [...catalogue.mainCodes, 'FC91'] })).toBe('plan');
  });

  it('says why a change cannot start: planned off, under commitment, disabledowngrade', () => {
    expect(changeAvailability(held('HOR02', 'KOMFORT_M', '49.99'), catalogue, nameOf, TODAY)).toEqual({ available: true });
    expect(
      changeAvailability(held('HOR02', 'KOMFORT_M', '49.99', { status: 'PLANNED_OFF', endDate: '2026-12-13' }), catalogue, nameOf, TODAY),
    ).toEqual({
      available: false,
      reason: serviceMessages.alreadyPlannedOff('2026-12-13'),
    });
    expect(changeAvailability(held('HOR02', 'KOMFORT_LTO12', '39.99', { commitmentEndDate: '2027-03-13' }), catalogue, nameOf, TODAY)).toEqual({
      available: false,
      reason: serviceMessages.underCommitment('nazwa HOR02', '2027-03-13'),
    });
    // A commitment that has ended restricts nothing.
    expect(changeAvailability(held('HOR02', 'KOMFORT_LTO12', '39.99', { commitmentEndDate: '2026-11-24' }), catalogue, nameOf, TODAY).available).toBe(
      true,
    );
    expect(changeAvailability(held('FCA3', 'MULTI_M', '15.00'), catalogue, nameOf, TODAY)).toEqual({
      available: false,
      reason: serviceMessages.downgradeDisabled,
    });
  });

  it('splits the other main packages into cheaper ones (a downgrade) and the rest (the shop)', () => {
    expect(packageChoices({ articleCode: 'HOR02', fee: '49.99' }, catalogue, ['HOR02'])).toEqual({ lower: [start], higher: [] });
    expect(packageChoices({ articleCode: 'HOR01', fee: '29.99' }, catalogue, ['HOR01'])).toEqual({ lower: [], higher: [komfort] });
    // What the customer pays now decides: Komfort on a promotion at 25.00 has nothing cheaper.
    expect(packageChoices({ articleCode: 'HOR02', fee: '25.00' }, catalogue, ['HOR02'])).toEqual({ lower: [], higher: [start] });
  });

  it('offers the plans of the family not held', () => {
    expect(planChoices({ articleCode: 'FN01' }, catalogue, ['HOR02', 'FN01'])).toEqual([premium]);
    expect(planChoices({ articleCode: 'FN02' }, catalogue, ['FN01', 'FN02'])).toEqual([]);
    expect(planChoices({ articleCode: 'MCCSNK01' }, catalogue, [])).toEqual([]);
  });

  it('knows a one-of product that came with another package', () => {
    expect(includedIn({ articleCode: 'FC91', offerCode: 'PRESTIZ_24' }, catalogue)).toBe('HOR03');
    expect(includedIn({ articleCode: 'FN01', offerCode: 'STRUMIEN_M' }, catalogue)).toBeNull();
    expect(includedIn({ articleCode: 'FN01', offerCode: 'UNKNOWN' }, catalogue)).toBeNull();
  });

  it('confirms in its sidebar only when several codes are kept and not all are main packages (spec 4)', () => {
    expect(downgradeStep([], catalogue)).toBe('none');
    expect(downgradeStep(['HOR01'], catalogue)).toBe('summary');
    expect(downgradeStep(['HOR01', 'HOR03'], catalogue)).toBe('summary');
    expect(downgradeStep(['HOR01', 'FN01'], catalogue)).toBe('confirm');
  });

  it('gives up the removed products under their offers, then adds the new package', () => {
    const products = [
      held('HOR02', 'KOMFORT_M', '49.99'),
      held('MCCSNK01', 'SPORT_M', '39.99'),
      held('FN01', 'STRUMIEN_M', '29.00'),
      held('FC97', 'DZIECI_M', '9.99', { status: 'PLANNED_OFF', endDate: '2026-12-13' }),
    ];
    expect(changeItems(products, ['HOR02', 'MCCSNK01', 'FC97'], start)).toEqual([
      { offerCode: 'KOMFORT_M', articleCode: 'HOR02', operationType: 'D' },
      { offerCode: 'SPORT_M', articleCode: 'MCCSNK01', operationType: 'D' },
      { offerCode: 'START_M' },
    ]);
  });

  it('tells the monthly difference: the new package in, what is given up out', () => {
    expect(monthlyDifference([{ fee: '49.99' }, { fee: '39.99' }], [{ price: '29.99' }])).toBe('-59.99');
    expect(monthlyDifference([{ fee: '29.00' }], [{ price: '43.00' }, { price: '0.00' }])).toBe('14.00');
    expect(monthlyDifference([{ fee: '29.00' }], [{ price: '29.00' }])).toBe('0.00');
  });

  it('knows a cart holding a change of plan by the products it gives up', () => {
    expect(isChangeOfPlan([{ operationType: 'D' }, { operationType: 'A' }])).toBe(true);
    expect(isChangeOfPlan([{ operationType: 'A' }, { operationType: 'B' }])).toBe(false);
  });
});
