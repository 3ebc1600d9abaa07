import { describe, expect, it } from 'vitest';
import { isPortabilityConfirmed, servicesAbroad } from './services-abroad.ts';

const product = (articleCode: string, status = 'ACTIVE', endDate: string | null = null) => ({ articleCode, status, endDate });
const customer = ['EXISTING_CUSTOMER'];

describe('isPortabilityConfirmed (spec 3: portabilityFlag, default „niepotwierdzony”)', () => {
  it.each([
    ['potwierdzony', true],
    [' Potwierdzony ', true],
    ['niepotwierdzony', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['tak', false],
  ])('%j → %s', (flag, expected) => {
    expect(isPortabilityConfirmed(flag)).toBe(expected);
  });
});

describe('servicesAbroad', () => {
  it('with the Polish residence confirmed, every service held works in the EU, partner services named as such', () => {
    expect(
      servicesAbroad({ products: [product('HOR02'), product('FN01'), product('FC91')], segmentCodes: customer, portabilityFlag: 'potwierdzony' }),
    ).toEqual({
      kind: 'portable',
      services: [
        { articleCode: 'HOR02', partner: null, until: null },
        { articleCode: 'FN01', partner: 'streaming', until: null },
        { articleCode: 'FC91', partner: 'film', until: null },
      ],
    });
  });

  it('without the confirmation (the default), the same services work in Poland only', () => {
    const view = servicesAbroad({ products: [product('HOR02'), product('FN01')], segmentCodes: customer, portabilityFlag: 'niepotwierdzony' });
    expect(view).toMatchObject({ kind: 'homeOnly', services: [{ articleCode: 'HOR02' }, { articleCode: 'FN01' }] });
  });

  it('a prepaid customer is judged like any other (prepaid services are paid services)', () => {
    expect(
      servicesAbroad({ products: [product('HOR01')], segmentCodes: ['EXISTING_CUSTOMER', 'PREPAID_NEWSALES'], portabilityFlag: 'potwierdzony' }).kind,
    ).toBe('portable');
  });

  it('a product planned off counts until its end day; other statuses and repeats do not', () => {
    const view = servicesAbroad({
      products: [product('MCCSNK01', 'PLANNED_OFF', '2026-12-20'), product('HOR01', 'ENDED'), product('MCCSNK01')],
      segmentCodes: customer,
      portabilityFlag: 'potwierdzony',
    });
    expect(view).toEqual({ kind: 'portable', services: [{ articleCode: 'MCCSNK01', partner: null, until: '2026-12-20' }] });
  });

  it('a prospect, or a customer holding nothing, has no service to take abroad', () => {
    expect(servicesAbroad({ products: [product('HOR02')], segmentCodes: ['PROSPECT'], portabilityFlag: 'potwierdzony' })).toEqual({ kind: 'none' });
    expect(servicesAbroad({ products: [], segmentCodes: customer, portabilityFlag: 'potwierdzony' })).toEqual({ kind: 'none' });
  });
});
