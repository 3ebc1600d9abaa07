// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AB_TESTS, abGroupAttribute } from '#domain/ab-tests.ts';

/** The A/B test events a page sends (spec 9), read from the experiments' markup as blocks render it. */

const events = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;
const abEvents = () => events().filter((e) => (AB_TESTS as readonly unknown[]).includes(e.event));

const slide = (id: string, title: string, position: number) =>
  `<li data-ab-slide='${JSON.stringify({ id, title, price: '29.00', position })}'>${title}</li>`;

const slider = `
  <div data-ab-test="uibOttOfferSlidesOrder">
    <div data-ab-variant="A"><ol>${slide('STRUMIEN', 'Strumień', 1)}${slide('SPORT', 'Sport', 2)}</ol></div>
    <div data-ab-variant="B"><ol>${slide('SPORT', 'Sport', 1)}${slide('STRUMIEN', 'Strumień', 2)}</ol></div>
  </div>`;
const premium = `<div data-ab-test="uibOnetPremium"><div data-ab-variant="A">Strumień</div><div data-ab-variant="B">Premium</div></div>`;

function markGroups(groups: Partial<Record<(typeof AB_TESTS)[number], string>>) {
  for (const [test, group] of Object.entries(groups))
    document.documentElement.setAttribute(abGroupAttribute(test as (typeof AB_TESTS)[number]), group);
}

beforeEach(() => {
  delete window.dataLayer;
  for (const test of AB_TESTS) document.documentElement.removeAttribute(abGroupAttribute(test));
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('A/B test events', () => {
  it('uibOttOfferSlidesOrder: the group, the order the visitor sees and the slides’ data', async () => {
    document.body.innerHTML = slider;
    markGroups({ uibOttOfferSlidesOrder: 'B' });
    const { trackAbExposures } = await import('./ab-exposure.ts');
    trackAbExposures();
    expect(abEvents()).toEqual([
      {
        event: 'uibOttOfferSlidesOrder',
        app_name: 'Customer Care C+I',
        group: 'B',
        order: ['SPORT', 'STRUMIEN'],
        slideData: [
          { id: 'SPORT', title: 'Sport', price: '29.00', position: 1 },
          { id: 'STRUMIEN', title: 'Strumień', price: '29.00', position: 2 },
        ],
      },
    ]);
  });

  it('uibOnetPremium: the group alone', async () => {
    document.body.innerHTML = premium;
    markGroups({ uibOnetPremium: 'A' });
    const { trackAbExposures } = await import('./ab-exposure.ts');
    trackAbExposures();
    expect(abEvents()).toEqual([{ event: 'uibOnetPremium', app_name: 'Customer Care C+I', group: 'A' }]);
  });

  it('one event per test, whatever the number of its experiments; unknown tests are ignored', async () => {
    document.body.innerHTML = premium + premium + '<div data-ab-test="uibNieznany"></div>';
    markGroups({ uibOnetPremium: 'B' });
    const { trackAbExposures } = await import('./ab-exposure.ts');
    trackAbExposures();
    expect(abEvents()).toEqual([{ event: 'uibOnetPremium', app_name: 'Customer Care C+I', group: 'B' }]);
    expect(events()).toHaveLength(1);
  });

  it('reports the control group when the drawing did not run, as that is what the visitor saw', async () => {
    document.body.innerHTML = slider;
    const { trackAbExposures } = await import('./ab-exposure.ts');
    trackAbExposures();
    expect(abEvents()).toMatchObject([{ group: 'A', order: ['STRUMIEN', 'SPORT'] }]);
  });

  it('a slide with broken data is left out of the order', async () => {
    document.body.innerHTML = `<div data-ab-test="uibOttOfferSlidesOrder"><div data-ab-variant="A">
      <ol>${slide('SPORT', 'Sport', 1)}<li data-ab-slide="{zepsute">?</li><li data-ab-slide='{"title":"bez id"}'>?</li></ol></div></div>`;
    const { trackAbExposures } = await import('./ab-exposure.ts');
    trackAbExposures();
    expect(abEvents()).toMatchObject([{ group: 'A', order: ['SPORT'] }]);
  });

  it('the shell’s analytics send them after the page view, once per page load', async () => {
    document.body.innerHTML = premium + slider;
    markGroups({ uibOnetPremium: 'B', uibOttOfferSlidesOrder: 'A' });
    const { startAnalytics } = await import('./start.ts');
    startAnalytics();
    await vi.waitFor(() => expect(events()).toHaveLength(3));
    expect(events().map((e) => [e.event, e.group])).toEqual([
      ['page_view', undefined],
      ['uibOnetPremium', 'B'],
      ['uibOttOfferSlidesOrder', 'A'],
    ]);
    history.pushState(null, '', '/oferta-online/konfiguracja');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events().map((e) => e.event)).toEqual(['page_view', 'uibOnetPremium', 'uibOttOfferSlidesOrder', 'page_view']);
  });

  it('a page without an experiment sends only its page view', async () => {
    document.body.innerHTML = '<main><h1>Pomoc</h1></main>';
    const { startAnalytics } = await import('./start.ts');
    startAnalytics();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events().map((e) => e.event)).toEqual(['page_view']);
  });
});
