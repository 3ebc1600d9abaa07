import { describe, expect, it } from 'vitest';
import {
  analyticsItem,
  cartEcommerce,
  funnelEvent,
  itemListId,
  itemVariant,
  orderTax,
  pageViewEvent,
  purchaseEvent,
  referrerOrigin,
  resolveVisit,
  showOfferEvent,
  type AnalyticsOrderItem,
} from './analytics.ts';

const lto: AnalyticsOrderItem = { articleCode: 'HOR_PREMIUM', offerCode: 'PREMIUM_LTO12', name: 'Horyzont Premium', price: '39.99', ltoDuration: 12 };
const monthly: AnalyticsOrderItem = { articleCode: 'HOR_START', offerCode: 'START_MTH', name: 'Horyzont Start', price: '29.99', ltoDuration: null };
const light: AnalyticsOrderItem = { articleCode: 'HOR_FILM', offerCode: 'FILM_LTO6', name: 'Filmy i seriale', price: '14.99', ltoDuration: 6 };

describe('item variant and list (spec 9)', () => {
  it('a monthly offer is monthly, list MTH', () => {
    expect([itemVariant(null), itemListId(null)]).toEqual(['monthly', 'MTH']);
    expect([itemVariant(0), itemListId(0)]).toEqual(['monthly', 'MTH']);
  });

  it('a commitment of up to 6 months is a light commitment, list LTO', () => {
    expect([itemVariant(3), itemListId(3)]).toEqual(['light_commitment', 'LTO']);
    expect([itemVariant(6), itemListId(6)]).toEqual(['light_commitment', 'LTO']);
  });

  it('a longer commitment is a long-term offer, list LTO', () => {
    expect([itemVariant(12), itemListId(12)]).toEqual(['long_term_offer', 'LTO']);
    expect([itemVariant(24), itemListId(24)]).toEqual(['long_term_offer', 'LTO']);
  });

  it('an item: id is the article code, quantity 1', () => {
    expect(analyticsItem(lto)).toEqual({
      item_id: 'HOR_PREMIUM',
      item_name: 'Horyzont Premium',
      offer_code: 'PREMIUM_LTO12',
      price: 39.99,
      quantity: 1,
      item_variant: 'long_term_offer',
      item_list_id: 'LTO',
    });
  });
});

describe('purchase (spec 4 Finalize, spec 9)', () => {
  it('PLN, the total, the VAT included and shipping 0', () => {
    // value 39.99 + 29.99 + 14.99 = 84.97
    // tax   39.99·0.23/1.23 = 7.4778…, 29.99·0.23/1.23 = 5.6079…, 14.99·0.23/1.23 = 2.8030… → 15.8887… → 15.89
    expect(purchaseEvent({ transactionId: 'ZAM-2026-0001', items: [lto, monthly, light], voucherCode: 'WIOSNA10' })).toEqual({
      event: 'purchase',
      app_name: 'Customer Care C+I',
      ecommerce: {
        transaction_id: 'ZAM-2026-0001',
        currency: 'PLN',
        value: 84.97,
        tax: 15.89,
        shipping: 0,
        coupon: 'WIOSNA10',
        items: [
          {
            item_id: 'HOR_PREMIUM',
            item_name: 'Horyzont Premium',
            offer_code: 'PREMIUM_LTO12',
            price: 39.99,
            quantity: 1,
            item_variant: 'long_term_offer',
            item_list_id: 'LTO',
          },
          {
            item_id: 'HOR_START',
            item_name: 'Horyzont Start',
            offer_code: 'START_MTH',
            price: 29.99,
            quantity: 1,
            item_variant: 'monthly',
            item_list_id: 'MTH',
          },
          {
            item_id: 'HOR_FILM',
            item_name: 'Filmy i seriale',
            offer_code: 'FILM_LTO6',
            price: 14.99,
            quantity: 1,
            item_variant: 'light_commitment',
            item_list_id: 'LTO',
          },
        ],
      },
    });
  });

  it('has no coupon without a voucher', () => {
    const event = purchaseEvent({ transactionId: 'ZAM-1', items: [monthly], voucherCode: null });
    expect(event.ecommerce).not.toHaveProperty('coupon');
    // 29.99·0.23/1.23 = 5.6079 → 5.61
    expect(event.ecommerce).toMatchObject({ value: 29.99, tax: 5.61 });
  });

  it('sums the tax exactly and rounds once (three items at 4.99: 3 × 0.9330… = 2.7993 → 2.80, not 3 × 0.93)', () => {
    const cheap = { ...monthly, price: '4.99' };
    expect(orderTax([cheap, cheap, cheap]).toFixed(2)).toBe('2.80');
  });

  it('sums values without binary float error (0.10 + 0.20 = 0.30)', () => {
    const event = purchaseEvent({
      transactionId: 'ZAM-2',
      items: [
        { ...monthly, price: '0.10' },
        { ...light, price: '0.20' },
      ],
    });
    expect((event.ecommerce as { value: number }).value).toBe(0.3);
  });

  it('a free offer adds nothing', () => {
    const event = purchaseEvent({ transactionId: 'ZAM-3', items: [{ ...light, price: '0.00' }] });
    expect(event.ecommerce).toMatchObject({ value: 0, tax: 0, shipping: 0 });
  });
});

describe('funnel events', () => {
  it('carry the app name and PLN around the payload', () => {
    expect(funnelEvent('add_to_cart', cartEcommerce([lto]))).toEqual({
      event: 'add_to_cart',
      app_name: 'Customer Care C+I',
      ecommerce: { currency: 'PLN', value: 39.99, items: [analyticsItem(lto)] },
    });
    expect(funnelEvent('add_voucher', { coupon: 'WIOSNA10' })).toEqual({
      event: 'add_voucher',
      app_name: 'Customer Care C+I',
      ecommerce: { currency: 'PLN', coupon: 'WIOSNA10' },
    });
  });

  it('the cart total of several offers is exact (39.99 + 14.99 = 54.98)', () => {
    expect(cartEcommerce([lto, light]).value).toBe(54.98);
  });
});

describe('showOffer (spec 2)', () => {
  it('fires for stage codes containing PACKAGE', () => {
    expect(showOfferEvent('PACKAGE')).toEqual({ event: 'showOffer', app_name: 'Customer Care C+I', stage: 'PACKAGE' });
    expect(showOfferEvent('DENVER_PACKAGE')?.stage).toBe('DENVER_PACKAGE');
  });

  it('not for other stages', () => {
    expect(showOfferEvent('SUMMARY')).toBeNull();
    expect(showOfferEvent('package')).toBeNull();
  });
});

describe('visit and page view (spec 4)', () => {
  const t1 = Date.UTC(2026, 10, 16, 9, 30, 0);
  const t2 = Date.UTC(2026, 10, 16, 9, 45, 0);

  it('the landing origin is the referrer’s origin, or direct', () => {
    expect(referrerOrigin('https://www.szukajka.example/wyniki?q=telewizja')).toBe('https://www.szukajka.example');
    expect(referrerOrigin('')).toBe('direct');
    expect(referrerOrigin('android-app://com.example')).toBe('direct');
    expect(referrerOrigin('nie adres')).toBe('direct');
  });

  it('the first load of a session fills in what is not stored yet', () => {
    expect(resolveVisit({ landingOrigin: null, firstSeen: null, visitStart: null }, t1, 'https://www.szukajka.example/')).toEqual({
      landingOrigin: 'https://www.szukajka.example',
      firstSeen: t1,
      visitStart: t1,
    });
  });

  it('later loads keep the stored origin and times (a new session keeps first seen)', () => {
    expect(resolveVisit({ landingOrigin: 'direct', firstSeen: t1, visitStart: t1 }, t2, 'https://www.szukajka.example/')).toEqual({
      landingOrigin: 'direct',
      firstSeen: t1,
      visitStart: t1,
    });
    expect(resolveVisit({ landingOrigin: null, firstSeen: t1, visitStart: null }, t2, '')).toEqual({
      landingOrigin: 'direct',
      firstSeen: t1,
      visitStart: t2,
    });
  });

  it('a page view carries the page, the landing origin and the session times', () => {
    const page = { path: '/oferta-online', location: 'https://horyzont.example/oferta-online?utm_source=x', title: 'Oferta online' };
    expect(pageViewEvent(page, { landingOrigin: 'direct', firstSeen: t1, visitStart: t2 })).toEqual({
      event: 'page_view',
      app_name: 'Customer Care C+I',
      page_path: '/oferta-online',
      page_location: 'https://horyzont.example/oferta-online?utm_source=x',
      page_title: 'Oferta online',
      landing_page_origin: 'direct',
      session_first_seen: '2026-11-16T09:30:00.000Z',
      session_start: '2026-11-16T09:45:00.000Z',
    });
  });
});
