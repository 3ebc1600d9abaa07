import { describe, expect, it } from 'vitest';
import { paymentSchedule, priceSteps, type ScheduledProduct } from './payment-schedule.ts';

const TODAY = '2026-11-02';

const monthly = (articleCode: string, fee: string, extra: Partial<ScheduledProduct> = {}): ScheduledProduct => ({
  articleCode,
  offerCode: `OFFER_${articleCode}`,
  contractId: '1',
  billingStart: '2025-09-02',
  until: null,
  prices: [{ from: null, amount: fee }],
  ...extra,
});

const komfortLto = { ltoduration: 12, pricepromo: '39.99', pricepromo2: '44.99', pricebaselto: '49.99' };

describe('paymentSchedule', () => {
  it('bills each product monthly on its contract’s billing day after today, for twelve months', () => {
    const schedule = paymentSchedule([monthly('HOR02', '49.99'), monthly('FN01', '29.00')], TODAY);
    expect(schedule.nextPaymentAmount).toBe('78.99');
    expect(schedule.nextPayments).toHaveLength(12);
    expect(schedule.nextPayments[0]).toEqual({
      month: '2026-12',
      total: '78.99',
      articlePayments: [
        { articleCode: 'HOR02', offerCode: 'OFFER_HOR02', contractId: '1', date: '2026-12-02', amount: '49.99' },
        { articleCode: 'FN01', offerCode: 'OFFER_FN01', contractId: '1', date: '2026-12-02', amount: '29.00' },
      ],
    });
    expect(schedule.nextPayments.at(-1)?.month).toBe('2027-11');
  });

  it('sums exactly (no binary floating point)', () => {
    const schedule = paymentSchedule([monthly('A', '0.10'), monthly('B', '0.20')], TODAY);
    expect(schedule.nextPaymentAmount).toBe('0.30');
  });

  it('stops billing a planned-off product after its end date', () => {
    const schedule = paymentSchedule([monthly('HOR01', '29.99'), monthly('MCCSNK01', '39.99', { until: '2027-01-01' })], TODAY);
    expect(schedule.nextPayments.slice(0, 3).map((month) => month.total)).toEqual(['69.98', '29.99', '29.99']);
  });

  it('bills a product ending on a billing date for that date', () => {
    const schedule = paymentSchedule([monthly('FN01', '29.00', { until: '2026-12-02' })], TODAY);
    expect(schedule.nextPayments.map((month) => month.total).slice(0, 2)).toEqual(['29.00', '0.00']);
  });

  it('leaves out removed articles (a cancellation being previewed)', () => {
    const schedule = paymentSchedule([monthly('HOR02', '49.99'), monthly('FN01', '29.00')], TODAY, { removedArticles: ['FN01'] });
    expect(schedule.nextPaymentAmount).toBe('49.99');
    expect(schedule.nextPayments.every((month) => month.articlePayments.every((payment) => payment.articleCode === 'HOR02'))).toBe(true);
  });

  it('runs the months from the first upcoming billing date of any contract', () => {
    const schedule = paymentSchedule([monthly('HOR02', '49.99', { billingStart: '2026-03-20', contractId: '2' }), monthly('FN01', '29.00')], TODAY);
    expect(schedule.nextPayments[0]).toMatchObject({ month: '2026-11', total: '49.99' });
    expect(schedule.nextPayments[1]).toMatchObject({ month: '2026-12', total: '78.99' });
    expect(schedule.nextPayments[11]?.articlePayments.map((payment) => payment.date)).toEqual(['2027-10-02', '2027-10-20']);
  });

  it('is empty without any product', () => {
    expect(paymentSchedule([], TODAY)).toEqual({ nextPaymentAmount: '0.00', nextPayments: [] });
    expect(paymentSchedule([monthly('FN01', '29.00')], TODAY, { removedArticles: ['FN01'] })).toEqual({
      nextPaymentAmount: '0.00',
      nextPayments: [],
    });
  });
});

describe('priceSteps', () => {
  it('is the fee throughout for a monthly product', () => {
    expect(priceSteps({ fee: '49.99', offer: { ...komfortLto, ltoduration: 0 }, lto: null, today: TODAY })).toEqual([
      { from: null, amount: '49.99' },
    ]);
    expect(priceSteps({ fee: '49.99', offer: komfortLto, lto: null, today: TODAY })).toEqual([{ from: null, amount: '49.99' }]);
  });

  it('bills an LTO in its second half at the fee until the end, then at the base price', () => {
    // Started 2026-01-02: the second half began 2026-07-02, the term ends 2027-01-02.
    const steps = priceSteps({ fee: '39.99', offer: komfortLto, lto: { start: '2026-01-02', end: '2027-01-02' }, today: TODAY });
    expect(steps).toEqual([
      { from: null, amount: '39.99' },
      { from: '2026-07-02', amount: '39.99' },
      { from: '2027-01-02', amount: '49.99' },
    ]);
    const schedule = paymentSchedule([{ ...monthly('HOR02', '39.99'), billingStart: '2026-01-02', prices: steps }], TODAY);
    expect(schedule.nextPayments.slice(0, 3).map((month) => month.total)).toEqual(['39.99', '49.99', '49.99']);
  });

  it('bills a new LTO at the promotional price, then pricepromo2, then the base price', () => {
    const steps = priceSteps({ fee: '39.99', offer: komfortLto, lto: { start: TODAY, end: '2027-11-02' }, today: TODAY });
    const schedule = paymentSchedule([{ ...monthly('HOR02', '39.99'), billingStart: TODAY, prices: steps }], TODAY, { months: 13 });
    expect(schedule.nextPayments.map((month) => month.total)).toEqual([
      ...Array(5).fill('39.99'), // December to April: months 2 to 6 of the term
      ...Array(6).fill('44.99'), // May to October: from the seventh month
      '49.99', // November 2027: the term is over
      '49.99',
    ]);
  });

  it('falls back to the catalogue price, then the fee, without a base price after the term', () => {
    const offer = { ltoduration: 6, pricepromo: '24.99', pricepromo2: null, pricebaselto: null };
    expect(priceSteps({ fee: '24.99', offer, lto: { start: '2026-10-02', end: '2027-04-02' }, basePrice: '34.99', today: TODAY }).at(-1)).toEqual({
      from: '2027-04-02',
      amount: '34.99',
    });
    expect(priceSteps({ fee: '24.99', offer, lto: { start: '2026-10-02', end: '2027-04-02' }, today: TODAY }).at(-1)?.amount).toBe('24.99');
  });
});
