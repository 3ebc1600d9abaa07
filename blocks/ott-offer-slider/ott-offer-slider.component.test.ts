import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';
import { AB_ASSIGN_SCRIPT } from '#domain/ab-tests.ts';

const { offers } = await vi.hoisted(async () => {
  const { testOffer: offer } = await import('../_shared/test-offer.ts');
  return {
    offers: [
      offer({ code: 'STRUMIEN', title: 'Strumień', pricepromo: '29.00', description: 'Seriale serwisu Strumień.' }),
      offer({ code: 'KINO', title: 'Cinema', pricepromo: '24.99', pricebaselto: '34.99', ltoduration: 6 }),
      offer({ code: 'SPORT', title: 'Sport', pricepromo: '39.99' }),
      offer({ code: 'STARY', title: 'Stary dodatek', pricepromo: '9.99', status: 'INACTIVE' }),
      offer({ code: 'DAWNY', title: 'Dawny dodatek', pricepromo: '9.99', status: 'INACTIVE' }),
    ],
  };
});

vi.mock('#content/queries.ts', () => ({ getOffers: async () => offers }));

const slides = (...codes: string[]) => codes.map((offerCode) => ({ offerCode }));
const titlesIn = (element: Element) =>
  within(element as HTMLElement)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('ott-offer-slider block', () => {
  it('shows the offers for sale as slides in the editor’s order, each with its price, commitment and choice link', async () => {
    const body = await renderBlockDom('ott-offer-slider', {
      heading: 'Dodaj do pakietu',
      slides: [{ offerCode: 'KINO', badge: 'Premiery' }, { offerCode: 'STARY' }, { offerCode: 'STRUMIEN' }],
      ctaLabel: 'Dodaj',
    });
    const section = within(body).getByRole('region', { name: 'Dodaj do pakietu' });
    const list = within(section).getByRole('list', { name: 'Slajdy: Dodaj do pakietu' });
    expect(titlesIn(list)).toEqual(['Cinema', 'Strumień']);
    expect(within(body).queryByText('Stary dodatek')).toBeNull();

    const kino = within(list).getAllByRole('listitem')[0]!;
    expect(within(kino).getByText('Premiery')).toBeTruthy();
    expect(within(kino).getByText('24,99 zł')).toBeTruthy();
    expect(within(kino).getByText('Umowa na 6 miesięcy')).toBeTruthy();
    expect(
      within(kino)
        .getByText(/Cena regularna/)
        .closest('s')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim(),
    ).toBe('Cena regularna: 34,99 zł/mies.');
    expect(within(kino).getByRole('link', { name: 'Dodaj: Cinema' }).getAttribute('href')).toBe('/oferta-online/konfiguracja?oferta=KINO');

    const strumien = within(list).getAllByRole('listitem')[1]!;
    expect(within(strumien).getByText('Seriale serwisu Strumień.')).toBeTruthy();
    expect(within(strumien).getByText('Bez zobowiązania')).toBeTruthy();
  });

  it('without an order test there is no experiment and no script', async () => {
    const html = await renderBlock('ott-offer-slider', { slides: slides('STRUMIEN', 'SPORT') });
    expect(html).not.toContain('data-ab-test');
    expect(html).not.toContain('<script');
  });

  it('with an order test, group A sees the editor’s order and group B its own, the drawing script first', async () => {
    const body = await renderBlockDom('ott-offer-slider', {
      heading: 'Dodatki',
      slides: slides('STRUMIEN', 'KINO', 'SPORT', 'STARY'),
      orderTest: { groupBOrder: ['SPORT', 'STARY', 'STRUMIEN', 'KINO'] },
    });
    const experiment = body.querySelector('[data-ab-test="uibOttOfferSlidesOrder"]')!;
    const variant = (group: string) => experiment.querySelector(`:scope > [data-ab-variant="${group}"]`)!;
    expect(titlesIn(variant('A'))).toEqual(['Strumień', 'Cinema', 'Sport']);
    expect(titlesIn(variant('B'))).toEqual(['Sport', 'Strumień', 'Cinema']);

    const script = body.querySelector('script')!;
    // The exact text the CSP hash in astro.config.mjs is computed from.
    expect(script.textContent).toBe(AB_ASSIGN_SCRIPT);
    expect(script.compareDocumentPosition(experiment) & body.ownerDocument.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const slideData = [...variant('B').querySelectorAll<HTMLElement>('[data-ab-slide]')].map((li) => JSON.parse(li.dataset.abSlide!));
    expect(slideData).toEqual([
      { id: 'SPORT', title: 'Sport', price: '39.99', position: 1 },
      { id: 'STRUMIEN', title: 'Strumień', price: '29.00', position: 2 },
      { id: 'KINO', title: 'Cinema', price: '24.99', position: 3 },
    ]);
  });

  it('refuses a group B order that is not the same slides', async () => {
    await expect(
      renderBlock('ott-offer-slider', { slides: slides('STRUMIEN', 'KINO', 'SPORT'), orderTest: { groupBOrder: ['SPORT', 'KINO'] } }),
    ).rejects.toThrow(/orderTest\.groupBOrder.*Kolejność dla grupy B musi zawierać dokładnie te same oferty co slajdy \(brakuje: STRUMIEN\)/);
  });

  it('refuses a single slide, repeated offers and an external target; fails the build on an unknown offer', async () => {
    await expect(renderBlock('ott-offer-slider', { slides: slides('SPORT') })).rejects.toThrow('Karuzela potrzebuje co najmniej 2 slajdów');
    await expect(renderBlock('ott-offer-slider', { slides: slides('SPORT', 'SPORT') })).rejects.toThrow('Oferty slajdów nie mogą się powtarzać');
    await expect(renderBlock('ott-offer-slider', { slides: slides('SPORT', 'KINO'), targetUrl: '//zlo.example' })).rejects.toThrow(/Adres przycisku/);
    await expect(renderBlock('ott-offer-slider', { slides: slides('SPORT', 'NIEMA') })).rejects.toThrow(/nieznany kod oferty „NIEMA”/);
  });

  it('renders nothing when no slide’s offer is for sale', async () => {
    const html = await renderBlock('ott-offer-slider', { slides: slides('STARY', 'DAWNY') });
    expect(html.trim()).toBe('');
  });
});
