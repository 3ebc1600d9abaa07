import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom project (file name *.test.tsx); no components, only window.dataLayer and storage.
type DataLayerModule = typeof import('./data-layer.ts');
let analytics: DataLayerModule;
const t1 = Date.UTC(2026, 10, 16, 9, 30, 0);
const t2 = Date.UTC(2026, 10, 16, 10, 0, 0);

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

async function freshPage(at: number) {
  vi.setSystemTime(at);
  vi.resetModules();
  delete window.dataLayer;
  analytics = await import('./data-layer.ts');
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  sessionStorage.clear();
  setReferrer('');
  document.title = 'Oferta online | Telewizja Horyzont';
  history.replaceState(null, '', '/oferta-online');
  await freshPage(t1);
});

afterEach(() => vi.useRealTimers());

const events = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;

describe('page views and the visit (spec 4)', () => {
  it('the first load of a session stores the referrer origin and times, and the page view carries them', () => {
    setReferrer('https://www.szukajka.example/wyniki?q=telewizja');
    analytics.trackPageView();
    expect(events()).toEqual([
      {
        event: 'page_view',
        app_name: 'Customer Care C+I',
        page_path: '/oferta-online',
        page_location: `${location.origin}/oferta-online`,
        page_title: 'Oferta online | Telewizja Horyzont',
        landing_page_origin: 'https://www.szukajka.example',
        session_first_seen: '2026-11-16T09:30:00.000Z',
        session_start: '2026-11-16T09:30:00.000Z',
      },
    ]);
    expect(sessionStorage.getItem('portal:analytics-landing-origin')).toBe('https://www.szukajka.example');
    expect(sessionStorage.getItem('portal:analytics-visit-start')).toBe(String(t1));
    expect(localStorage.getItem('portal:analytics-first-seen')).toBe(String(t1));
  });

  it('a later page of the same session keeps the landing origin, though the referrer is now our own page', async () => {
    setReferrer('https://www.szukajka.example/');
    analytics.trackPageView();
    await freshPage(t2);
    setReferrer(`${location.origin}/oferta-online`);
    history.replaceState(null, '', '/oferta-online/konfiguracja');
    analytics.trackPageView();
    expect(events()).toEqual([
      expect.objectContaining({
        page_path: '/oferta-online/konfiguracja',
        landing_page_origin: 'https://www.szukajka.example',
        session_first_seen: '2026-11-16T09:30:00.000Z',
        session_start: '2026-11-16T09:30:00.000Z',
      }),
    ]);
  });

  it('a new browser session starts a new visit but keeps first seen', async () => {
    analytics.trackPageView();
    sessionStorage.clear();
    await freshPage(t2);
    analytics.trackPageView();
    expect(events()[0]).toMatchObject({
      landing_page_origin: 'direct',
      session_first_seen: '2026-11-16T09:30:00.000Z',
      session_start: '2026-11-16T10:00:00.000Z',
    });
  });

  it('the shell fires a page view on load and on every history.pushState navigation', async () => {
    vi.resetModules();
    const originalPushState = history.pushState;
    try {
      const { startAnalytics } = await import('./start.ts');
      startAnalytics();
      history.pushState(null, '', '/oferta-online/podsumowanie');
      history.replaceState(null, '', '/oferta-online/podsumowanie?krok=2');
      history.pushState(null, '', '/oferta-online/konfiguracja');
      expect(events().map((e) => [e.event, e.page_path])).toEqual([
        ['page_view', '/oferta-online'],
        ['page_view', '/oferta-online/podsumowanie'],
        ['page_view', '/oferta-online/konfiguracja'],
      ]);
      expect(location.pathname).toBe('/oferta-online/konfiguracja');
    } finally {
      history.pushState = originalPushState;
    }
  });
});

describe('shop events', () => {
  it('showOffer only for stage codes containing PACKAGE', () => {
    analytics.trackShowOffer('SUMMARY');
    analytics.trackShowOffer('PACKAGE');
    expect(events()).toEqual([{ event: 'showOffer', app_name: 'Customer Care C+I', stage: 'PACKAGE' }]);
  });

  it('a funnel event clears the previous e-commerce data first', () => {
    analytics.trackFunnel('add_voucher', { coupon: 'WIOSNA10' });
    expect(events()).toEqual([
      { ecommerce: null },
      { event: 'add_voucher', app_name: 'Customer Care C+I', ecommerce: { currency: 'PLN', coupon: 'WIOSNA10' } },
    ]);
  });

  it('the purchase carries PLN, the exact total, the VAT included and shipping 0', () => {
    analytics.trackPurchase({
      transactionId: 'ZAM-2026-0001',
      items: [
        { articleCode: 'HOR_PREMIUM', offerCode: 'PREMIUM_LTO12', name: 'Horyzont Premium', price: '39.99', ltoDuration: 12 },
        { articleCode: 'HOR_START', offerCode: 'START_MTH', name: 'Horyzont Start', price: '29.99', ltoDuration: 0 },
      ],
    });
    // value 39.99 + 29.99 = 69.98; tax 7.4778… + 5.6079… = 13.0857… → 13.09
    expect(events()[1]).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'ZAM-2026-0001',
        currency: 'PLN',
        value: 69.98,
        tax: 13.09,
        shipping: 0,
        items: [
          { item_id: 'HOR_PREMIUM', quantity: 1, item_variant: 'long_term_offer', item_list_id: 'LTO' },
          { item_id: 'HOR_START', quantity: 1, item_variant: 'monthly', item_list_id: 'MTH' },
        ],
      },
    });
  });

  it('a purchase with a malformed price is skipped instead of throwing', () => {
    expect(() =>
      analytics.trackPurchase({ transactionId: 'ZAM-X', items: [{ articleCode: 'A', offerCode: 'B', name: 'C', price: 'dużo', ltoDuration: 0 }] }),
    ).not.toThrow();
    expect(events()).toEqual([]);
  });

  it('keeps events a tag manager pushed before', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    analytics.trackShowOffer('PACKAGE');
    expect(events()).toHaveLength(2);
  });
});
