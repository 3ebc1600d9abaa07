import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

// A term's accessible name does not come from its content, so find it by its text.
const definitionOf = (body: HTMLElement, term: string) => {
  const dt = within(body)
    .getAllByRole('term')
    .find((el) => el.textContent === term);
  if (!dt) throw new Error(`Brak pozycji „${term}”`);
  return within(dt.parentElement as HTMLElement).getAllByRole('definition');
};

describe('contact-channels block', () => {
  it('lists every channel with its label', async () => {
    const body = await renderBlockDom('contact-channels', {
      heading: 'Skontaktuj się z nami',
      hotline: { number: '+48801234567', note: 'Opłata według cennika operatora' },
      email: 'kontakt@horyzont.example',
      openingHours: 'Pon.–pt. 8:00–20:00\nSob. 9:00–17:00',
      address: { name: 'Telewizja Horyzont sp. z o.o.', street: 'ul. Słoneczna 12', postalCode: '00950', city: 'Warszawa' },
    });
    const section = within(body).getByRole('region', { name: 'Skontaktuj się z nami' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Infolinia', 'E-mail', 'Godziny pracy', 'Adres']);

    const phone = within(section).getByRole('link', { name: '801 234 567' });
    expect(phone.getAttribute('href')).toBe('tel:+48801234567');
    expect(definitionOf(section, 'Infolinia')[1]?.textContent).toBe('Opłata według cennika operatora');

    expect(within(section).getByRole('link', { name: 'kontakt@horyzont.example' }).getAttribute('href')).toBe('mailto:kontakt@horyzont.example');
    expect(definitionOf(section, 'Godziny pracy')[0]?.textContent).toBe('Pon.–pt. 8:00–20:00\nSob. 9:00–17:00');
    const lines = [...definitionOf(section, 'Adres')[0]!.children].map((line) => line.textContent);
    expect(lines).toEqual(['Telewizja Horyzont sp. z o.o.', 'ul. Słoneczna 12', '00-950 Warszawa']);
  });

  it('shows only the channels given', async () => {
    const body = await renderBlockDom('contact-channels', { hotline: { number: '22 555 01 23' } });
    expect(
      within(body)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Infolinia']);
    expect(within(body).getByRole('link', { name: '225 550 123' }).getAttribute('href')).toBe('tel:+48225550123');
    expect(within(body).queryByRole('heading')).toBeNull();
  });

  it('needs at least one channel and valid values', async () => {
    await expect(renderBlock('contact-channels', { heading: 'Kontakt' })).rejects.toThrow(/co najmniej jeden kanał/);
    await expect(renderBlock('contact-channels', { email: 'nie-email' })).rejects.toThrow('Adres e-mail jest nieprawidłowy');
    await expect(renderBlock('contact-channels', { hotline: { number: '12345' } })).rejects.toThrow(/Numer infolinii/);
  });
});

describe('contact-channels block: the support dialogs', () => {
  it('opens the hotline dialog with the number, hours and cost, the contact form from the e-mail, and booking a call of the team chosen', async () => {
    const body = await renderBlockDom('contact-channels', {
      hotline: { number: '801 234 567', note: 'Opłata według cennika operatora' },
      email: 'kontakt@horyzont.example',
      openingHours: 'Codziennie 8:00–22:00',
      bookCall: 'prepaid',
    });
    const hotline = within(body).getByRole('link', { name: '801 234 567' });
    // Without JavaScript the links still call and write.
    expect(hotline.getAttribute('href')).toBe('tel:+48801234567');
    expect({ ...hotline.dataset }).toMatchObject({
      supportModal: 'hotline',
      hotlineNumber: '801 234 567',
      hotlineHours: 'Codziennie 8:00–22:00',
      hotlineNote: 'Opłata według cennika operatora',
    });
    const email = within(body).getByRole('link', { name: 'kontakt@horyzont.example' });
    expect(email.getAttribute('href')).toBe('mailto:kontakt@horyzont.example');
    expect(email.dataset.supportModal).toBe('email');
    const call = within(body).getByRole('link', { name: 'Zamów rozmowę z konsultantem' });
    expect({ ...call.dataset }).toMatchObject({ supportModal: 'book-a-call', variant: 'prepaid' });
  });
});
