import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const { offers } = await vi.hoisted(async () => {
  const { testOffer: offer } = await import('../_shared/test-offer.ts');
  return {
    offers: [
      offer({
        code: 'OTT_START_M',
        name: 'OTT_START_M',
        title: 'Horyzont GO Start',
        pricepromo: '29.99',
        highlights: ['Ponad 40 kanałów', 'Oglądanie na 2 urządzeniach'],
      }),
      offer({
        code: 'OTT_SPORT_LTO12',
        name: 'OTT_SPORT_LTO12',
        title: 'Horyzont GO Sport',
        pricepromo: '39.99',
        pricebaselto: '59.99',
        ltoduration: 12,
        description: 'Wszystkie mecze ligi w jednym miejscu.',
      }),
      offer({ code: 'OTT_OLD', name: 'OTT_OLD', title: 'Stary pakiet', pricepromo: '19.99', status: 'INACTIVE' }),
      offer({ code: 'OTT_STARTER_7D', name: 'OTT_STARTER_7D', title: 'Tydzień na próbę', pricepromo: '0', status: 'INACTIVE' }),
    ],
  };
});

vi.mock('#content/queries.ts', () => ({ getOffers: async () => offers }));

const tileOf = (body: HTMLElement, name: string, level = 3) => within(body).getByRole('heading', { level, name }).closest('li') as HTMLElement;

describe('offer-tiles block', () => {
  it('shows sellable offers in the editor’s order under the heading', async () => {
    const body = await renderBlockDom('offer-tiles', {
      heading: 'Nasze pakiety',
      offerCodes: ['OTT_SPORT_LTO12', 'OTT_OLD', 'OTT_STARTER_7D', 'OTT_START_M'],
    });
    const section = within(body).getByRole('region', { name: 'Nasze pakiety' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Horyzont GO Sport', 'Tydzień na próbę', 'Horyzont GO Start']);
    expect(within(body).queryByText('Stary pakiet')).toBeNull();
  });

  it('shows the monthly price, the commitment and the highlights', async () => {
    const body = await renderBlockDom('offer-tiles', { offerCodes: ['OTT_START_M', 'OTT_SPORT_LTO12'] });

    const start = tileOf(body, 'Horyzont GO Start', 2);
    expect(within(start).getByText('29,99 zł')).toBeTruthy();
    expect(within(start).getByText('/mies.')).toBeTruthy();
    expect(within(start).getByText('Bez zobowiązania')).toBeTruthy();
    expect(
      within(start)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ponad 40 kanałów', 'Oglądanie na 2 urządzeniach']);
    expect(within(start).queryByText(/Cena regularna/)).toBeNull();

    const sport = tileOf(body, 'Horyzont GO Sport', 2);
    expect(within(sport).getByText('Umowa na 12 miesięcy')).toBeTruthy();
    expect(within(sport).getByText('Wszystkie mecze ligi w jednym miejscu.')).toBeTruthy();
    expect(within(sport).getByText('39,99 zł')).toBeTruthy();
    const regular = within(sport)
      .getByText(/Cena regularna/)
      .closest('s');
    expect(regular?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Cena regularna: 59,99 zł/mies.');
  });

  it('links each tile to the configurator with the offer preselected', async () => {
    const body = await renderBlockDom('offer-tiles', { offerCodes: ['OTT_START_M'] });
    const link = within(body).getByRole('link', { name: 'Wybierz: Horyzont GO Start' });
    expect(link.getAttribute('href')).toBe('/oferta-online/konfiguracja?oferta=OTT_START_M');

    const custom = await renderBlockDom('offer-tiles', {
      offerCodes: ['OTT_SPORT_LTO12'],
      ctaLabel: 'Zamów teraz',
      targetUrl: '/sport/zamow?zrodlo=baner',
    });
    expect(within(custom).getByRole('link', { name: 'Zamów teraz: Horyzont GO Sport' }).getAttribute('href')).toBe(
      '/sport/zamow?zrodlo=baner&oferta=OTT_SPORT_LTO12',
    );
  });

  it('fails the build naming an unknown offer code', async () => {
    await expect(renderBlock('offer-tiles', { offerCodes: ['OTT_START_M', 'OTT_NIEMA'] })).rejects.toThrow(/nieznany kod oferty „OTT_NIEMA”/);
  });

  it('rejects repeated codes and an external target', async () => {
    await expect(renderBlock('offer-tiles', { offerCodes: ['OTT_START_M', 'OTT_START_M'] })).rejects.toThrow('Kody ofert nie mogą się powtarzać');
    await expect(renderBlock('offer-tiles', { offerCodes: ['OTT_START_M'], targetUrl: 'https://zlo.example' })).rejects.toThrow(/Adres przycisku/);
  });
});
