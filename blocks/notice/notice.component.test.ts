import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('notice block', () => {
  it('is a static note named by its title, with the tone in words', async () => {
    const body = await renderBlockDom('notice', {
      tone: 'warning',
      title: 'Prace serwisowe',
      text: 'Logowanie może być chwilowo niedostępne.',
      link: { label: 'Szczegóły', url: '/pomoc/prace-serwisowe' },
    });
    const note = within(body).getByRole('note', { name: 'Uwaga: Prace serwisowe' });
    expect(within(note).getByText('Logowanie może być chwilowo niedostępne.')).toBeTruthy();
    expect(within(note).getByRole('link', { name: 'Szczegóły' }).getAttribute('href')).toBe('/pomoc/prace-serwisowe');
    expect(within(body).queryByRole('alert')).toBeNull();
    expect(within(body).queryByRole('status')).toBeNull();
  });

  it('defaults to an information without a link', async () => {
    const body = await renderBlockDom('notice', { title: 'Nowość', text: 'Aplikacja na telewizory.' });
    const note = within(body).getByRole('note', { name: 'Informacja: Nowość' });
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('shows the text as plain text', async () => {
    const body = await renderBlockDom('notice', { tone: 'error', title: 'Błąd', text: '<b>nie</b> pogrubione' });
    expect(within(body).getByText('<b>nie</b> pogrubione')).toBeTruthy();
    expect(body.querySelector('b')).toBeNull();
  });

  it('rejects script links', async () => {
    await expect(renderBlock('notice', { title: 'X', text: 'Y', link: { label: 'Z', url: 'javascript:alert(1)' } })).rejects.toThrow(
      /Adres odnośnika/,
    );
  });
});
