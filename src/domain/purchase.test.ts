import { describe, expect, it } from 'vitest';
import { planPurchase, type OwnedContract, type PurchaseInput, type PurchaseItem } from './purchase.ts';

const today = '2026-11-02';
const sport: PurchaseItem = { operationType: 'A', offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99', ltoMonths: null };
const komfortLto: PurchaseItem = { operationType: 'A', offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99', ltoMonths: 12 };
const prospect: OwnedContract = { id: '1', cgroupe: 'K', debabo: '2026-10-02', ltoEndDate: null };
const subscription: OwnedContract = { id: '2', cgroupe: 'C', debabo: '2025-09-02', ltoEndDate: null };

const input = (overrides: Partial<PurchaseInput>): PurchaseInput => ({
  items: [sport],
  contracts: [],
  products: [],
  prepaidCustomer: false,
  today,
  ...overrides,
});

describe('planPurchase', () => {
  it('opens a subscription contract (C) for a prospect with only K contracts', () => {
    const plan = planPurchase(input({ contracts: [prospect] }));
    expect(plan.contract).toEqual({ create: { cgroupe: 'C', debabo: today } });
    expect(plan.add).toEqual([{ articleCode: 'MCCSNK01', offerCode: 'OTT_SPORT_M', fee: '39.99', commitmentEndDate: null }]);
    expect(plan.lto).toBeNull();
  });

  it('opens a prepaid contract (P) for a prepaid-category customer without one', () => {
    expect(planPurchase(input({ prepaidCustomer: true })).contract).toEqual({ create: { cgroupe: 'P', debabo: today } });
  });

  it('puts the products on the newest contract that is not K', () => {
    const newer: OwnedContract = { id: '3', cgroupe: 'P', debabo: '2026-01-10', ltoEndDate: null };
    expect(planPurchase(input({ contracts: [newer, prospect, subscription] })).contract).toEqual({ existingId: '3' });
  });

  it('commits a long-term offer for its months from today', () => {
    const plan = planPurchase(input({ items: [komfortLto], contracts: [subscription] }));
    expect(plan.add[0]?.commitmentEndDate).toBe('2027-11-02');
    expect(plan.lto).toEqual({ duration: 12, endDate: '2027-11-02' });
  });

  it('prolongs from the end of the commitment the product is still under', () => {
    const lto: OwnedContract = { ...subscription, ltoEndDate: '2027-01-02' };
    const plan = planPurchase(
      input({ items: [komfortLto], contracts: [lto], products: [{ contractId: '2', articleCode: 'HOR02', commitmentEndDate: '2027-01-02' }] }),
    );
    expect(plan.add[0]?.commitmentEndDate).toBe('2028-01-02');
    expect(plan.lto).toEqual({ duration: 12, endDate: '2028-01-02' });
  });

  it('never shortens the contract’s long-term offer', () => {
    const longer: OwnedContract = { ...subscription, ltoEndDate: '2030-01-01' };
    const sixMonths: PurchaseItem = { ...komfortLto, offerCode: 'OTT_CINEMA_LTO6', articleCode: 'MYCAN01', ltoMonths: 6 };
    expect(planPurchase(input({ items: [sixMonths], contracts: [longer] })).lto).toEqual({ duration: 6, endDate: '2030-01-01' });
  });

  it('adds month arithmetic at the month’s end the dayjs way (31 Jan + 1 month = 28 Feb)', () => {
    const oneMonth: PurchaseItem = { ...komfortLto, ltoMonths: 1 };
    expect(planPurchase(input({ items: [oneMonth], today: '2027-01-31' })).add[0]?.commitmentEndDate).toBe('2027-02-28');
  });

  it('treats an offer with ltoduration 0 as monthly', () => {
    const plan = planPurchase(input({ items: [{ ...komfortLto, ltoMonths: 0 }] }));
    expect(plan.add[0]?.commitmentEndDate).toBeNull();
    expect(plan.lto).toBeNull();
  });

  it('removes D items and ignores V items', () => {
    const plan = planPurchase(
      input({
        items: [
          sport,
          { ...sport, operationType: 'D', articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M' },
          { ...sport, operationType: 'D', articleCode: 'FN01', offerCode: 'OTT_STRUMIEN_M' },
          { ...sport, operationType: 'V', articleCode: 'HOR03' },
        ],
        contracts: [subscription],
      }),
    );
    expect(plan.add.map((p) => p.articleCode)).toEqual(['MCCSNK01']);
    expect(plan.remove).toEqual(['FN01']);
  });

  it('puts a held product under the long-term offer of a prolongation (B): its fee and a commitment from today', () => {
    const products = [{ contractId: '2', articleCode: 'HOR02', commitmentEndDate: null }];
    const plan = planPurchase(input({ items: [{ ...komfortLto, operationType: 'B' }], contracts: [subscription], products }));
    expect(plan.contract).toEqual({ existingId: '2' });
    expect(plan.add).toEqual([{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_LTO12', fee: '39.99', commitmentEndDate: '2027-11-02' }]);
    expect(plan.lto).toEqual({ duration: 12, endDate: '2027-11-02' });
  });

  it('keeps a product that is both removed and bought (a change of offer)', () => {
    const plan = planPurchase(input({ items: [{ ...komfortLto, operationType: 'D' }, komfortLto], contracts: [subscription] }));
    expect(plan.remove).toEqual([]);
    expect(plan.add.map((p) => p.articleCode)).toEqual(['HOR02']);
  });

  it('rounds fees to the grosz', () => {
    expect(planPurchase(input({ items: [{ ...sport, price: '39.9' }] })).add[0]?.fee).toBe('39.90');
  });
});
