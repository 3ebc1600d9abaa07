import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlockDom } from '#testing/render-block.ts';

describe('form block', () => {
  it('renders the contact form as plain HTML posting to its call, every field labelled in Polish', async () => {
    const body = await renderBlockDom('form', { kind: 'contact', heading: 'Napisz do nas' });
    const form = body.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/api/forms/contact');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.id).toBe('b1');
    const scope = within(form);
    expect(scope.getByRole('heading', { name: 'Napisz do nas' })).toBeTruthy();
    expect((scope.getByLabelText('Imię i nazwisko') as HTMLInputElement).getAttribute('autocomplete')).toBe('name');
    expect((scope.getByLabelText('Adres e-mail') as HTMLInputElement).type).toBe('email');
    expect((scope.getByLabelText('Numer telefonu (opcjonalnie)') as HTMLInputElement).type).toBe('tel');
    expect(
      within(scope.getByLabelText('Temat'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Reklamacja');
    expect(scope.getByLabelText('Treść wiadomości').tagName).toBe('TEXTAREA');
    expect((scope.getByRole('checkbox') as HTMLInputElement).name).toBe('consent');
    expect(scope.getByRole('button', { name: 'Wyślij wiadomość' })).toBeTruthy();
    // The protocol: a token placeholder the server stamps, the page with the form's anchor, and the honeypot out of reach.
    expect((form.elements.namedItem('formToken') as HTMLInputElement).value).toBe('__HORYZONT_FORM_TOKEN__contact__');
    expect((form.elements.namedItem('page') as HTMLInputElement).value).toMatch(/#b1$/);
    const trap = form.elements.namedItem('website') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(body.querySelector('#b1-wyslano')?.textContent).toContain('Dziękujemy');
  });

  it('carries a lead’s offer title as a hidden field, and a call booking’s team', async () => {
    const lead = (await renderBlockDom('form', { kind: 'lead', offerTitle: 'Komfort <b>' })).querySelector('form')!;
    expect((lead.elements.namedItem('offerTitle') as HTMLInputElement).value).toBe('Komfort <b>');
    const call = (await renderBlockDom('form', { kind: 'book-a-call', variant: 'prepaid' })).querySelector('form')!;
    expect((call.elements.namedItem('variant') as HTMLInputElement).value).toBe('prepaid');
  });

  it('refuses a lead form without the offer’s title', async () => {
    await expect(renderBlock('form', { kind: 'lead' })).rejects.toThrow(/tytułu oferty/);
  });
});
