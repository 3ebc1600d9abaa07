import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('support-dialog block', () => {
  it('a content dialog is a disclosure whose summary opens the dialog with the same sanitised text', async () => {
    const body = await renderBlockDom('support-dialog', {
      dialog: 'legals',
      label: 'Informacje prawne',
      title: 'Warunki promocji',
      html: '<p onclick="x()">Cena obowiązuje 12 miesięcy.<script>alert(1)</script></p>',
    });
    const summary = body.querySelector('details > summary') as HTMLElement;
    expect(summary.textContent).toBe('Informacje prawne');
    expect({ ...summary.dataset }).toMatchObject({ supportModal: 'legals', modalTitle: 'Warunki promocji' });
    const content = body.querySelector(`#${summary.dataset.modalContent}`)!;
    expect(content.textContent).toBe('Cena obowiązuje 12 miesięcy.');
    expect(content.innerHTML).not.toMatch(/onclick|<script/);
  });

  it('a form dialog is a link to the page with the form, carrying the offer asked about', async () => {
    const body = await renderBlockDom('support-dialog', { dialog: 'lead', label: 'Zapytaj o ofertę', offerTitle: 'Komfort', appearance: 'button' });
    const link = within(body).getByRole('link', { name: 'Zapytaj o ofertę' });
    expect(link.getAttribute('href')).toBe('/kontakt');
    expect({ ...link.dataset }).toMatchObject({ supportModal: 'lead', offerTitle: 'Komfort' });
    expect(link.className).toContain('button');
  });

  it('refuses a content dialog without text and a lead without the offer, in Polish', async () => {
    await expect(renderBlock('support-dialog', { dialog: 'decoders', label: 'Dekodery' })).rejects.toThrow('Okno z treścią wymaga treści (html)');
    await expect(renderBlock('support-dialog', { dialog: 'ott-lead', label: 'Więcej' })).rejects.toThrow('wymaga tytułu oferty');
    await expect(renderBlock('support-dialog', { dialog: 'corporate', label: 'Firmy', fallbackUrl: '//zlo.example' })).rejects.toThrow(
      'Adres strony z formularzem',
    );
  });
});
