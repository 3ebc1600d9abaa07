import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shopCatalogue } from '#testing/shop.tsx';
import SaleStages from './SaleStages.tsx';

const { stages } = shopCatalogue();

afterEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

describe('sale stages bar', () => {
  it('lists the stages in order, marks this page’s stage, and links back only to earlier ones', () => {
    render(<SaleStages stage="SUMMARY" stages={stages} />);
    const nav = screen.getByRole('navigation', { name: 'Etapy zamówienia' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Wybór pakietu',
      '2Podsumowanie (bieżący etap)',
      '3Aktywacja konta',
      '4Aktywacja dekodera',
      '5Gotowe',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/oferta-online/konfiguracja']);
  });

  it('a stage whose code holds PACKAGE records showOffer in the data layer; others do not', async () => {
    render(<SaleStages stage="SUMMARY" stages={stages} />);
    render(<SaleStages stage="PACKAGE" stages={stages} />);
    const shown = () =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'showOffer');
    await waitFor(() => expect(shown()).toHaveLength(1));
    // The analytics module is loaded by now: the SUMMARY bar's event would have arrived before the PACKAGE one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toHaveLength(1);
  });
});
