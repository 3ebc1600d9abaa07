import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

const { offers } = await vi.hoisted(async () => {
  const { testOffer: offer } = await import('../_shared/test-offer.ts');
  return {
    offers: [
      offer({ code: 'GO_START', title: 'Horyzont GO Start', pricepromo: '29.99' }),
      offer({ code: 'GO_FILM', title: 'Horyzont GO Film', pricepromo: '34.99', pricebaselto: '44.99', ltoduration: 24 }),
      offer({ code: 'GO_OLD', title: 'Wycofany pakiet', pricepromo: '9.99', status: 'INACTIVE' }),
    ],
  };
});

vi.mock('#content/queries.ts', () => ({ getOffers: async () => offers }));

const props = {
  caption: 'Porównanie pakietów Horyzont GO',
  offerCodes: ['GO_START', 'GO_FILM'],
  rows: [
    { label: 'Filmy na życzenie', values: { GO_START: false, GO_FILM: true } },
    { label: 'Liczba urządzeń', values: { GO_START: '2', GO_FILM: '4' } },
  ],
};

const cellsOfRow = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('rowheader', { name: rowName }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\s+/g, ' ').trim());

describe('offer-comparison block', () => {
  it('is a captioned table with a column per offer and a row per feature', async () => {
    const body = await renderBlockDom('offer-comparison', { heading: 'Porównaj pakiety', ...props });
    expect(within(body).getByRole('heading', { level: 2, name: 'Porównaj pakiety' })).toBeTruthy();
    const table = within(body).getByRole('table', { name: 'Porównanie pakietów Horyzont GO' });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    expect(columns).toEqual(['Cecha', 'Horyzont GO Start', 'Horyzont GO Film']);
    for (const th of within(table).getAllByRole('columnheader')) expect(th.getAttribute('scope')).toBe('col');
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((th) => th.textContent)).toEqual(['Cena', 'Okres umowy', 'Filmy na życzenie', 'Liczba urządzeń']);
    for (const th of rows) expect(th.getAttribute('scope')).toBe('row');
  });

  it('shows prices, commitments, yes/no marks with text and text values', async () => {
    const body = await renderBlockDom('offer-comparison', props);
    const table = within(body).getByRole('table');
    expect(cellsOfRow(table, 'Cena')).toEqual(['29,99 zł/mies.', '34,99 zł/mies. Cena regularna: 44,99 zł/mies.']);
    expect(cellsOfRow(table, 'Okres umowy')).toEqual(['Bez zobowiązania', 'Umowa na 24 miesiące']);
    expect(cellsOfRow(table, 'Filmy na życzenie')).toEqual(['✗ Nie', '✓ Tak']);
    const films = within(table).getByRole('rowheader', { name: 'Filmy na życzenie' }).closest('tr') as HTMLElement;
    expect(within(films).getByText('✓').getAttribute('aria-hidden')).toBe('true');
    expect(cellsOfRow(table, 'Liczba urządzeń')).toEqual(['2', '4']);
  });

  it('scrolls sideways in a keyboard-reachable region named by the caption', async () => {
    const body = await renderBlockDom('offer-comparison', props);
    const region = within(body).getByRole('region', { name: 'Porównanie pakietów Horyzont GO' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('leaves out offers that are not on sale', async () => {
    const body = await renderBlockDom('offer-comparison', {
      offerCodes: ['GO_START', 'GO_OLD'],
      rows: [{ label: 'Full HD', values: { GO_START: true, GO_OLD: true } }],
    });
    expect(
      within(body)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim()),
    ).toEqual(['Cecha', 'Horyzont GO Start']);
  });

  it('fails the build naming an unknown offer code', async () => {
    await expect(
      renderBlock('offer-comparison', {
        offerCodes: ['GO_START', 'GO_NIEMA'],
        rows: [{ label: 'Full HD', values: { GO_START: true, GO_NIEMA: true } }],
      }),
    ).rejects.toThrow(/nieznany kod oferty „GO_NIEMA”/);
  });

  it('rejects a feature without a value for a compared offer', async () => {
    await expect(
      renderBlock('offer-comparison', { offerCodes: ['GO_START', 'GO_FILM'], rows: [{ label: 'Full HD', values: { GO_START: true } }] }),
    ).rejects.toThrow('Cecha „Full HD”: brak wartości dla oferty „GO_FILM”');
  });
});
