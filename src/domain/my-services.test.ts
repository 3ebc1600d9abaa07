import { describe, expect, it } from 'vitest';
import { compareSchedules, groupByContract, ltoEndOf, mobilePaymentChannel, productActions, type ActionRules } from './my-services.ts';
import { isResignationReason, RESIGNATION_REASONS, resignationReasonLabels } from './resignation-reasons.ts';
import type { CurrentProduct } from './session.ts';
import type { BundleRule } from './switch-off.ts';

const TODAY = '2026-11-24';

const product = (articleCode: string, extra: Partial<CurrentProduct> = {}): CurrentProduct => ({
  articleCode,
  offerCode: `OFFER_${articleCode}`,
  contractId: '2',
  status: 'ACTIVE',
  endDate: null,
  fee: '10.00',
  commitmentEndDate: null,
  ...extra,
});

const bundles: BundleRule[] = [
  { relationship: [{ articlecode: 'HOR02' }], availablewithsomeactive: [] },
  { relationship: [{ articlecode: 'MCCSNK01' }], availablewithsomeactive: ['HOR02'] },
];

const names: Record<string, string> = { HOR02: 'Pakiet Komfort', MCCSNK01: 'Sport Horyzont', FCA3: 'Multiroom' };

const rules = (held: CurrentProduct[]): ActionRules => ({
  held,
  bundles,
  disabled: (code) => code === 'FCA3',
  nameOf: (code) => names[code] ?? code,
  today: TODAY,
});

describe('groupByContract', () => {
  it('groups the products by contract, keeping the order the session holds them in', () => {
    const products = [product('HOR02', { contractId: '2' }), product('HOR01', { contractId: '5' }), product('FN01', { contractId: '2' })];
    expect(groupByContract(products).map((group) => [group.contractId, group.products.map((p) => p.articleCode)])).toEqual([
      ['2', ['HOR02', 'FN01']],
      ['5', ['HOR01']],
    ]);
  });

  it('answers no group without products', () => {
    expect(groupByContract([])).toEqual([]);
  });
});

describe('productActions', () => {
  it('offers to cancel an active product and nothing to restore', () => {
    const strumien = product('FN01');
    const actions = productActions(strumien, rules([product('HOR02'), strumien]));
    expect(actions.cancel).toEqual({ available: true });
    expect(actions.restore).toEqual({ available: false, reason: 'Ta usługa nie jest zaplanowana do wyłączenia, więc nie ma czego przywracać.' });
  });

  it('a planned-off product can only be restored, and says until when it runs', () => {
    const sport = product('MCCSNK01', { status: 'PLANNED_OFF', endDate: '2026-12-14' });
    const actions = productActions(sport, rules([product('HOR02'), sport]));
    expect(actions.restore).toEqual({ available: true });
    expect(actions.cancel).toEqual({ available: false, reason: 'Ta usługa jest już zaplanowana do wyłączenia z dniem 14.12.2026.' });
  });

  it('a main package under commitment cannot be cancelled before the commitment ends', () => {
    const komfort = product('HOR02', { commitmentEndDate: '2027-03-13' });
    expect(productActions(komfort, rules([komfort])).cancel).toEqual({
      available: false,
      reason: 'Usługi „Pakiet Komfort” nie można wyłączyć ani zmienić przed końcem okresu zobowiązania (13.03.2027).',
    });
  });

  it('a commitment that ended does not restrict anything', () => {
    const komfort = product('HOR02', { commitmentEndDate: TODAY });
    expect(productActions(komfort, rules([komfort])).cancel).toEqual({ available: true });
  });

  it('a package whose add-on under commitment would go with it names the add-on', () => {
    const komfort = product('HOR02');
    const sport = product('MCCSNK01', { commitmentEndDate: '2027-01-31' });
    expect(productActions(komfort, rules([komfort, sport])).cancel).toEqual({
      available: false,
      reason: 'Usługi „Sport Horyzont” nie można wyłączyć ani zmienić przed końcem okresu zobowiązania (31.01.2027).',
    });
  });

  it('a product the catalogue marks disabledowngrade is not cancelled by the customer', () => {
    const multiroom = product('FCA3');
    expect(productActions(multiroom, rules([multiroom])).cancel).toEqual({
      available: false,
      reason: 'Tej usługi nie można wyłączyć samodzielnie. Skontaktuj się z nami, a pomożemy.',
    });
  });

  it('tells the same article on two contracts apart', () => {
    const onTwo = product('FN01', { contractId: '2' });
    const onFive = product('FN01', { contractId: '5', status: 'PLANNED_OFF', endDate: '2026-12-01' });
    const held = [onTwo, onFive];
    expect(productActions(onTwo, rules(held)).cancel.available).toBe(true);
    expect(productActions(onFive, rules(held)).restore.available).toBe(true);
  });
});

describe('mobilePaymentChannel', () => {
  const payments = [{ mopId: 2, displayString: 'Operator A, numer 601 000 102' }];
  it('names the mobile operator bill the customer pays through (means 2, 6, 7)', () => {
    expect(mobilePaymentChannel({ mopId: 2 }, payments)).toBe('Operator A, numer 601 000 102');
    expect(mobilePaymentChannel({ mopId: 7 }, [])).toBe('Operator C');
  });
  it('is null for a card, an instant code or no payment mean', () => {
    expect([1, 8, null].map((mopId) => mobilePaymentChannel({ mopId }, payments))).toEqual([null, null, null]);
  });
});

describe('resignation reasons', () => {
  it('has a Polish label for every reason and knows only those', () => {
    expect(RESIGNATION_REASONS.every((reason) => resignationReasonLabels[reason].length > 0)).toBe(true);
    expect(isResignationReason('PRICE')).toBe(true);
    expect(isResignationReason('price')).toBe(false);
    expect(isResignationReason(undefined)).toBe(false);
  });
});

describe('ltoEndOf', () => {
  const lto = ['OTT_KOMFORT_LTO12'];
  it('shows the LTO end for a product of a long-term offer', () => {
    expect(ltoEndOf({ offerCode: 'OTT_KOMFORT_LTO12', commitmentEndDate: null }, lto, '2027-01-02')).toBe('2027-01-02');
  });
  it('leaves it out when the commitment end already says it, for monthly offers, and without a date', () => {
    expect(ltoEndOf({ offerCode: 'OTT_KOMFORT_LTO12', commitmentEndDate: '2027-01-02' }, lto, '2027-01-02')).toBeNull();
    expect(ltoEndOf({ offerCode: 'OTT_KOMFORT_M', commitmentEndDate: null }, lto, '2027-01-02')).toBeNull();
    expect(ltoEndOf({ offerCode: 'OTT_KOMFORT_LTO12', commitmentEndDate: null }, lto, null)).toBeNull();
  });
});

describe('compareSchedules', () => {
  it('puts each month’s total now beside the total after the change, the first months only', () => {
    const now = {
      nextPayments: [
        { month: '2026-12', total: '78.99' },
        { month: '2027-01', total: '78.99' },
        { month: '2027-02', total: '78.99' },
      ],
    };
    const after = {
      nextPayments: [
        { month: '2026-12', total: '78.99' },
        { month: '2027-01', total: '49.99' },
        { month: '2027-02', total: '49.99' },
      ],
    };
    expect(compareSchedules(now, after, 2)).toEqual([
      { month: '2026-12', now: '78.99', after: '78.99' },
      { month: '2027-01', now: '78.99', after: '49.99' },
    ]);
  });
  it('counts a month missing on one side as nothing to pay', () => {
    expect(compareSchedules({ nextPayments: [{ month: '2026-12', total: '29.00' }] }, { nextPayments: [] }, 3)).toEqual([
      { month: '2026-12', now: '29.00', after: '0.00' },
    ]);
  });
});
