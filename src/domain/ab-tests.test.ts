import { describe, expect, it } from 'vitest';
import { AB_ASSIGN_SCRIPT, abGroupAttribute, abTestEvent, alternativeOrderProblem, isAbGroup, isAbTestName } from './ab-tests.ts';

describe('A/B tests (spec 9)', () => {
  it('knows the two tests and their groups', () => {
    expect(isAbTestName('uibOnetPremium')).toBe(true);
    expect(isAbTestName('uibOttOfferSlidesOrder')).toBe(true);
    expect(isAbTestName('uibOnetpremium')).toBe(false);
    expect(isAbGroup('B')).toBe(true);
    expect(isAbGroup('C')).toBe(false);
  });

  it('marks the group on the root in a lower-case attribute, as HTML keeps it', () => {
    expect(abGroupAttribute('uibOttOfferSlidesOrder')).toBe('data-ab-uibottofferslidesorder');
  });

  it('the drawing script names both tests, both groups and its storage key', () => {
    expect(AB_ASSIGN_SCRIPT).toContain('["uibOnetPremium","uibOttOfferSlidesOrder"],["A","B"],"portal:ab-groups"');
    expect(AB_ASSIGN_SCRIPT).not.toMatch(/<\/script/i);
  });

  it('uibOnetPremium carries the group', () => {
    expect(abTestEvent('uibOnetPremium', { group: 'B' })).toEqual({ event: 'uibOnetPremium', app_name: 'Customer Care C+I', group: 'B' });
  });

  it('uibOttOfferSlidesOrder carries the group, the order and the slide data', () => {
    const slideData = [{ id: 'FILM', position: 1 }];
    expect(abTestEvent('uibOttOfferSlidesOrder', { group: 'A', order: ['FILM', 'SPORT'], slideData })).toEqual({
      event: 'uibOttOfferSlidesOrder',
      app_name: 'Customer Care C+I',
      group: 'A',
      order: ['FILM', 'SPORT'],
      slideData,
    });
  });
});

describe('group B slide order', () => {
  const slides = ['STRUMIEN', 'SPORT', 'KINO'];

  it('accepts any order of exactly the same slides', () => {
    expect(alternativeOrderProblem(slides, ['KINO', 'STRUMIEN', 'SPORT'])).toBeNull();
    expect(alternativeOrderProblem(slides, slides)).toBeNull();
  });

  it('names missing and foreign offers', () => {
    expect(alternativeOrderProblem(slides, ['KINO', 'SPORT'])).toBe(
      'Kolejność dla grupy B musi zawierać dokładnie te same oferty co slajdy (brakuje: STRUMIEN)',
    );
    expect(alternativeOrderProblem(slides, ['KINO', 'SPORT', 'STRUMIEN', 'GALA'])).toBe(
      'Kolejność dla grupy B musi zawierać dokładnie te same oferty co slajdy (spoza slajdów: GALA)',
    );
  });

  it('refuses a repeated offer', () => {
    expect(alternativeOrderProblem(slides, ['KINO', 'SPORT', 'STRUMIEN', 'KINO'])).toBe(
      'Kolejność dla grupy B musi zawierać dokładnie te same oferty co slajdy (kody się powtarzają)',
    );
  });
});
