import { describe, expect, it } from 'vitest';
import { filmPartnerActivationUrl, hasFilmPartner, partnerOf, streamingPlan } from './partner-services.ts';

const p = (articleCode: string, status = 'ACTIVE') => ({ articleCode, status });

describe('streamingPlan (spec 9: one FN0 item is the standard plan, more the premium plan)', () => {
  it.each([
    [[p('HOR02')], null],
    [[p('HOR02'), p('FN01')], 'standard'],
    [[p('FN01'), p('FN02')], 'premium'],
    [[p('FN01'), p('FN01')], 'standard'],
    [[p('FN01', 'PLANNED_OFF')], 'standard'],
    [[p('FN01', 'ENDED')], null],
    [[p('XFN01')], null],
  ])('%j → %s', (products, plan) => {
    expect(streamingPlan(products)).toBe(plan);
  });
});

describe('hasFilmPartner', () => {
  it('is the Premium film package, active or planned off', () => {
    expect(hasFilmPartner([p('FC91')])).toBe(true);
    expect(hasFilmPartner([p('FC91', 'PLANNED_OFF')])).toBe(true);
    expect(hasFilmPartner([p('MYCAN01'), p('HOR03')])).toBe(false);
  });

  it('tells which partner service a product gives access to', () => {
    expect(['FN01', 'FN02', 'FC91', 'HOR02', 'MYCAN01'].map(partnerOf)).toEqual(['streaming', 'streaming', 'film', null, null]);
  });

  it('gives the film partner the identifier in its activation address, encoded', () => {
    expect(filmPartnerActivationUrl('hfp-3c9d')).toBe('https://aktywacja.filmy-premium.example/horyzont?identyfikator=hfp-3c9d');
    expect(filmPartnerActivationUrl('a b&c')).toBe('https://aktywacja.filmy-premium.example/horyzont?identyfikator=a+b%26c');
  });
});
