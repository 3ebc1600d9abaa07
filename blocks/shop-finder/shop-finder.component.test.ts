import { within } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { salonSchema } from '#content-schema/salons.ts';
import { readSeed } from '#content-system/seed-reader.ts';
import { openingState } from '#domain/opening-hours.ts';
import { inListOrder } from '#shop-finder/find-salons.ts';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

vi.mock('#content/queries.ts', () => import('#testing/seed-queries.ts'));

const salons = inListOrder((await readSeed()).salons.map((raw) => salonSchema.parse(raw)));
// A winter Monday at 10:30 in Warsaw (UTC+1): no public holiday, no salon's closed day.
const MONDAY_MORNING = new Date('2026-11-16T09:30:00Z');

const at = (query = '', props: Record<string, unknown> = {}) =>
  renderBlockDom('shop-finder', props, undefined, { url: `/salony${query ? `?${query}` : ''}` });
const entries = (body: HTMLElement) => within(within(body).getByRole('list', { name: 'Lista salonów' })).getAllByRole('listitem');
const text = (element: Element | null) => element!.textContent!.replace(/\s+/g, ' ').trim();
/** The results count, the first status of the block (the second is „Najbliżej mnie”'s). */
const summary = (body: HTMLElement) => text(within(body).getAllByRole('status')[0]!);
const names = (body: HTMLElement) => entries(body).map((item) => within(item).getByRole('heading', { level: 3 }).textContent);

// Each render is a whole finder (16 salons, the map) queried by role: seconds when the suite loads both cores.
describe('shop-finder block', { timeout: 20_000 }, () => {
  // The first render starts the rendering container and loads the map's module: seconds on a busy machine.
  beforeAll(() => renderBlock('shop-finder', {}, undefined, { url: '/salony' }), 30_000);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MONDAY_MORNING);
  });
  afterEach(() => vi.useRealTimers());

  it('lists every salon with a heading, address, a tel: link in the 3-3-3 format, today’s hours, services and accessibility', async () => {
    const body = await at();
    expect(within(body).getByRole('heading', { level: 2, name: 'Znajdź salon' })).toBeTruthy();
    expect(summary(body)).toBe(`Pokazujemy wszystkie salony (${salons.length}).`);
    expect(names(body)).toEqual(salons.map((salon) => salon.name));

    const krakow = body.querySelector<HTMLElement>('#salon-krakow-stare-miasto')!;
    expect(within(krakow).getByRole('heading', { level: 3 }).textContent).toBe('Salon Kraków – Stare Miasto');
    expect(krakow.textContent).toContain('ul. Sukiennicza 7, 31-010 Kraków');
    const phone = within(krakow).getByRole('link', { name: '125 550 210' });
    expect(phone.getAttribute('href')).toBe('tel:+48125550210');
    expect(text(krakow.querySelector('.salon__state'))).toBe('Dziś 9:00–18:00 · Otwarte teraz, do 18:00');
    expect(krakow.textContent).toContain('Sprzedaż i umowy, Serwis dekoderów, Wymiana kart, Zwroty sprzętu');
    expect(krakow.textContent).toContain('Pętla indukcyjna');
    expect(within(krakow).getByText('niedziela').nextElementSibling!.textContent).toBe('nieczynne');
  });

  it('tells each salon’s state at the request’s time, by the domain rule', async () => {
    vi.setSystemTime(new Date('2026-11-16T17:30:00Z')); // 18:30 in Warsaw
    const body = await at();
    for (const salon of salons) {
      const state = body.querySelector(`#salon-${salon.id} .salon__state`) as HTMLElement;
      expect(state.dataset.state, salon.id).toBe(openingState(salon, new Date()).kind);
    }
    expect(body.querySelector('#salon-krakow-stare-miasto .salon__state strong')!.textContent).toBe('Zamknięte teraz');
    expect(body.querySelector('#salon-warszawa-praga .salon__state strong')!.textContent).toBe('Otwarte teraz, do 20:00');
    expect(body.querySelector('#salon-lublin .salon__state strong')!.textContent).toBe('Zamknięte teraz');
  });

  it('lists a salon’s closed days still ahead with its week’s hours', async () => {
    const lodz = (await at('miasto=lodz')).querySelector('#salon-lodz details')!;
    expect(lodz.textContent).toContain('Salon nieczynny także: 28.12.2026, 27.12.2027.');
    vi.setSystemTime(new Date('2027-01-04T10:00:00Z'));
    expect((await at('miasto=lodz')).querySelector('#salon-lodz details')!.textContent).toContain('Salon nieczynny także: 27.12.2027.');
    expect((await at('miasto=lublin')).querySelector('#salon-lublin details')!.textContent).not.toContain('nieczynny także');
  });

  it('says a public holiday closes every salon', async () => {
    vi.setSystemTime(new Date('2026-11-11T10:00:00Z')); // Independence Day
    const body = await at();
    expect(text(body.querySelector('#salon-gdansk .salon__state'))).toBe('Dziś nieczynne – dzień ustawowo wolny od pracy');
    const open = await at('otwarte=tak');
    expect(open.querySelectorAll('.salon')).toHaveLength(0);
    expect(summary(open)).toBe('Nie znaleźliśmy otwartego teraz salonu.');
  });

  it('filters by city without Polish letters, keeping the typed text in the labelled field', async () => {
    const body = await at('miasto=krakow');
    expect(names(body)).toEqual(['Salon Kraków – Nowa Huta', 'Salon Kraków – Podgórze', 'Salon Kraków – Stare Miasto']);
    expect(summary(body)).toBe('Znaleźliśmy 3 salony dla „krakow”.');
    expect((within(body).getByRole('combobox', { name: 'Miasto lub kod pocztowy' }) as HTMLInputElement).value).toBe('krakow');
    expect(within(body).getByRole('link', { name: 'Pokaż wszystkie salony' }).getAttribute('href')).toBe('/salony');
  });

  it('filters by the start of a postal code', async () => {
    expect(names(await at('miasto=02'))).toEqual(['Salon Warszawa – Mokotów', 'Salon Warszawa – Ursynów']);
    expect(names(await at('miasto=31-010'))).toEqual(['Salon Kraków – Stare Miasto']);
  });

  it('keeps only the salons open now when asked, the box checked', async () => {
    vi.setSystemTime(new Date('2026-11-16T17:30:00Z')); // 18:30 on a Monday
    const body = await at('miasto=Warszawa&otwarte=tak');
    expect(names(body)).toEqual(['Salon Warszawa – Mokotów', 'Salon Warszawa – Praga', 'Salon Warszawa – Śródmieście']);
    expect((within(body).getByRole('checkbox', { name: 'Otwarte teraz' }) as HTMLInputElement).checked).toBe(true);
    expect(summary(body)).toBe('Znaleźliśmy 3 salony dla „Warszawa” – otwarte teraz.');
  });

  it('says so when nothing matches, with the way back to every salon, and shows markup typed as text', async () => {
    const body = await at(`miasto=${encodeURIComponent('<b>Zakopane</b>')}`);
    expect(summary(body)).toBe('Nie znaleźliśmy salonu dla „<b>Zakopane</b>”.');
    expect(body.querySelector('b')).toBeNull();
    expect(within(body).queryByRole('list', { name: 'Lista salonów' })).toBeNull();
    expect(within(body).getAllByRole('link', { name: 'Pokaż wszystkie salony' }).length).toBeGreaterThan(0);
    expect(within(body).queryByRole('button', { name: 'Najbliżej mnie' })).toBeNull();
  });

  it('draws the map with a marker link per listed salon, named, leading to its entry', async () => {
    const body = await at();
    const svg = body.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('group');
    expect(body.querySelector(`#${svg.getAttribute('aria-labelledby')}`)!.textContent).toBe('Mapa salonów Telewizji Horyzont');
    expect(body.querySelector(`#${svg.getAttribute('aria-describedby')}`)!.textContent).toContain(`(${salons.length})`);
    expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+,\d+L/);
    const markers = [...svg.querySelectorAll('a')];
    expect(markers.map((marker) => marker.getAttribute('href'))).toEqual(salons.map((salon) => `#salon-${salon.id}`));
    for (const marker of markers) expect(body.querySelector(marker.getAttribute('href')!)).not.toBeNull();
    expect(markers.find((marker) => marker.getAttribute('href') === '#salon-warszawa-srodmiescie')!.getAttribute('aria-label')).toBe(
      'Salon Warszawa – Śródmieście, ul. Widokowa 1, Warszawa',
    );

    // None covers another: the salons of one city are set apart, each with a line to its place.
    const dots = [...svg.querySelectorAll('.salons-map__dot')].map((dot) => [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))]);
    const nearest = Math.min(...dots.flatMap((a, i) => dots.slice(i + 1).map((b) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!))));
    expect(nearest).toBeGreaterThanOrEqual(21.8);
    expect(svg.querySelectorAll('a[href^="#salon-warszawa"] line')).toHaveLength(4);

    const filtered = await at('miasto=Gdańsk');
    expect([...filtered.querySelectorAll('svg a')].map((marker) => marker.getAttribute('href'))).toEqual(['#salon-gdansk']);
    expect((await at('', { map: false })).querySelector('svg')).toBeNull();
  });

  it('describes every salon as LocalBusiness structured data, whatever the filter', async () => {
    const body = await at('miasto=Gdańsk');
    const scripts = body.querySelectorAll('script');
    expect([...scripts].map((script) => script.getAttribute('type'))).toEqual(['application/ld+json']);
    const data = JSON.parse(scripts[0]!.textContent!) as { '@graph': Array<Record<string, unknown>> };
    expect(data['@graph']).toHaveLength(salons.length);
    expect(data['@graph'].find((business) => business.name === 'Salon Kraków – Stare Miasto')).toMatchObject({
      '@type': 'LocalBusiness',
      telephone: '+48125550210',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ul. Sukiennicza 7',
        postalCode: '31-010',
        addressLocality: 'Kraków',
        addressCountry: 'PL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.0614, longitude: 19.9366 },
      openingHoursSpecification: expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '14:00' },
      ]),
      brand: { '@type': 'Brand', name: 'Telewizja Horyzont' },
    });
    expect(String(data['@graph'][0]!.url)).toMatch(/\/salony#salon-bialystok$/);
  });

  it('offers „Najbliżej mnie” as a button naming the list it orders and its status, each entry with its coordinates', async () => {
    const body = await at();
    const button = within(body).getByRole('button', { name: 'Najbliżej mnie' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset.nearMe).toBe(within(body).getByRole('list', { name: 'Lista salonów' }).id);
    const status = body.querySelector(`#${button.getAttribute('aria-describedby')}`)!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    expect(entries(body)[0]!.dataset).toMatchObject({ lat: '53.1325', lon: '23.1688' }); // Białystok, first by city
  });

  it('needs no script of its own: its only script element is the structured data', async () => {
    const html = await renderBlock('shop-finder', {}, undefined, { url: '/salony' });
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});
