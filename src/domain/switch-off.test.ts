import { describe, expect, it } from 'vitest';
import { dependentsOf, isSwitchOffRefusal, planSwitchOff, type BundleRule, type HeldProduct } from './switch-off.ts';

const bundles: BundleRule[] = [
  { relationship: [{ articlecode: 'HOR01' }], availablewithsomeactive: [] },
  { relationship: [{ articlecode: 'HOR02' }], availablewithsomeactive: [] },
  { relationship: [{ articlecode: 'MCCSNK01' }, { articlecode: 'MCDSNK01' }], availablewithsomeactive: ['HOR02', 'HOR03'] },
  // An add-on of the add-on.
  { relationship: [{ articlecode: 'SPORTX' }], availablewithsomeactive: ['MCCSNK01'] },
];

let next = 0;
const product = (articleCode: string, extra: Partial<HeldProduct> = {}): HeldProduct => ({
  id: String(++next),
  contractId: '1',
  articleCode,
  status: 'ACTIVE',
  endDate: null,
  commitmentEndDate: null,
  ...extra,
});

const TODAY = '2026-11-02';
const PERIOD_END = '2026-12-01';

describe('dependentsOf', () => {
  it('takes the add-ons whose last base package goes, and their own add-ons', () => {
    const komfort = product('HOR02');
    const held = [komfort, product('MCCSNK01'), product('MCDSNK01'), product('SPORTX'), product('FN01')];
    expect(dependentsOf([komfort], held, bundles).map((p) => p.articleCode)).toEqual(['MCCSNK01', 'MCDSNK01', 'SPORTX']);
  });

  it('keeps add-ons while another base package stays', () => {
    const komfort = product('HOR02');
    expect(dependentsOf([komfort], [komfort, product('HOR03'), product('MCCSNK01')], bundles)).toEqual([]);
  });

  it('does not count a base package that is planned off', () => {
    const komfort = product('HOR02');
    const held = [komfort, product('HOR03', { status: 'PLANNED_OFF', endDate: '2026-11-20' }), product('MCCSNK01')];
    expect(dependentsOf([komfort], held, bundles).map((p) => p.articleCode)).toEqual(['MCCSNK01']);
  });

  it('leaves alone an add-on held without its base for another reason', () => {
    const start = product('HOR01');
    expect(dependentsOf([start], [start, product('MCCSNK01')], bundles)).toEqual([]);
  });

  it('leaves alone add-ons already planned off', () => {
    const komfort = product('HOR02');
    expect(dependentsOf([komfort], [komfort, product('MCCSNK01', { status: 'PLANNED_OFF', endDate: '2026-11-22' })], bundles)).toEqual([]);
  });
});

describe('planSwitchOff', () => {
  const plan = (target: HeldProduct, held: HeldProduct[] = [target], disabled = false) =>
    planSwitchOff({ target, held, bundles, disabled, today: TODAY, periodEnd: PERIOD_END });

  it('ends the product and its dependents at the end of the period', () => {
    const komfort = product('HOR02');
    const sport = product('MCCSNK01');
    const planned = plan(komfort, [komfort, sport]);
    expect(isSwitchOffRefusal(planned)).toBe(false);
    expect(planned).toEqual({ target: komfort, dependents: [sport], endDate: PERIOD_END });
  });

  it('refuses a product already planned off', () => {
    expect(plan(product('HOR02', { status: 'PLANNED_OFF', endDate: '2026-11-22' }))).toEqual({ reason: 'plannedOff', endDate: '2026-11-22' });
  });

  it('refuses a product whose commitment runs past today, and allows it from the commitment’s last day', () => {
    expect(plan(product('HOR02', { commitmentEndDate: '2026-11-03' }))).toEqual({ reason: 'commitment', articleCode: 'HOR02', until: '2026-11-03' });
    expect(isSwitchOffRefusal(plan(product('HOR02', { commitmentEndDate: TODAY })))).toBe(false);
  });

  it('refuses when a dependent add-on is under commitment', () => {
    const komfort = product('HOR02');
    expect(plan(komfort, [komfort, product('MCCSNK01', { commitmentEndDate: '2027-03-31' })])).toEqual({
      reason: 'commitment',
      articleCode: 'MCCSNK01',
      until: '2027-03-31',
    });
  });

  it('refuses a product marked disabledowngrade', () => {
    expect(plan(product('FCA3'), undefined, true)).toEqual({ reason: 'notSwitchable' });
  });
});
