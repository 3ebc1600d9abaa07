import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { errorEnvelope, mockPath } from '#api-client/mock/handlers.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { parsePhone, parsePostalCode } from '#domain/contact-details.ts';
import type { Session } from '#domain/session.ts';
import { renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import type { PersonalData as Stored } from './api.ts';
import PersonalData from './PersonalData.tsx';

const shop = useShopTest();
const LOGIN = 'klient.dane@horyzont.example';
const PAGE = '/oferta-online/moje-konto/dane-osobowe';
const main = { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' };
const bill = { street: 'Polna', number: '3', apartment: '', postalCode: '31-154', city: 'Kraków' };

describe('personal data', () => {
  let stored: Stored;
  let session: Session;
  beforeEach(() => {
    window.history.replaceState(null, '', PAGE);
    stored = { login: LOGIN, displayName: 'Dariusz Sadowski', phone: '601000120', mainAddress: main, billAddress: bill };
    session = sessionWith({ userLogin: LOGIN, mainAddress: main, billAddress: bill });
    shop.start(session);
    serveSession(() => session);
    serve(accountOperations.personalData, () => stored);
  });

  const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' }) as HTMLInputElement;
  const within$ = (legend: string) => within(screen.getByRole('group', { name: legend }));
  const describedText = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  /** „Zmień dane”, then the form (loaded on demand). */
  async function openForm() {
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień dane' }));
    await screen.findByRole('form', { name: 'Zmiana danych' });
  }

  it('shows the stored addresses, the phone grouped 3-3-3 and the login; stored markup as text', async () => {
    stored = { ...stored, billAddress: { ...bill, city: '<i>Kraków</i>' } };
    renderIsland(<PersonalData />);
    expect(await screen.findByText('601 000 120')).toBeTruthy();
    expect(screen.getByText(LOGIN)).toBeTruthy();
    expect(screen.getByText(/Słoneczna 12\/4/).textContent).toBe('Słoneczna 12/400-950 Warszawa');
    expect(screen.getByText(/Polna 3/).textContent).toBe('Polna 331-154 <i>Kraków</i>');
    expect(document.querySelector('i')).toBeNull();
  });

  it('refuses a wrong postal code and phone beside their fields, in the contract’s words, and sends nothing', async () => {
    const updates = serve(accountOperations.updatePersonalData, () => stored);
    renderIsland(<PersonalData />);
    await openForm();
    const postalCode = within$('Adres instalacji').getByLabelText('Kod pocztowy *');
    fireEvent.change(postalCode, { target: { value: '0095' } });
    fireEvent.change(within$('Adres instalacji').getByLabelText('Ulica *'), { target: { value: '   ' } });
    fireEvent.change(field('Telefon kontaktowy'), { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    await waitFor(() => expect(postalCode.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(postalCode)).toContain('Kod pocztowy ma format 00-000.');
    expect(describedText(within$('Adres instalacji').getByLabelText('Ulica *'))).toBe('Pole nie może być puste.');
    expect(describedText(field('Telefon kontaktowy'))).toContain('Oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102).');
    expect(within$('Adres instalacji').getByLabelText('Miejscowość *').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Popraw zaznaczone pola.');
    expect(document.activeElement).toBe(within$('Adres instalacji').getByLabelText('Ulica *'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates).toEqual([]);

    // Corrected, the message goes with the typing.
    fireEvent.change(postalCode, { target: { value: '80-180' } });
    expect(postalCode.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses markup and 10,000 characters in the billing address', async () => {
    renderIsland(<PersonalData />);
    await openForm();
    const billing = within$('Adres do faktur');
    fireEvent.change(billing.getByLabelText('Ulica *'), { target: { value: '<script>alert(1)</script>' } });
    fireEvent.change(billing.getByLabelText('Miejscowość *'), { target: { value: 'x'.repeat(10_000) } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(describedText(billing.getByLabelText('Ulica *'))).toBe('Ulica nie może zawierać znaków < ani >.'));
    expect(describedText(billing.getByLabelText('Miejscowość *'))).toBe('Tekst może mieć najwyżej 100 znaków.');
  });

  it('changes the address after the confirm sidebar, once for a double click, then shows what the server holds', async () => {
    const updates = serve(accountOperations.updatePersonalData, ({ body }) => {
      const address = (given: typeof body.mainAddress) =>
        given ? { ...given, apartment: given.apartment ?? '', postalCode: parsePostalCode(given.postalCode) ?? '' } : null;
      stored = {
        ...stored,
        mainAddress: address(body.mainAddress),
        billAddress: address(body.billAddress),
        phone: body.phone ? parsePhone(body.phone) : null,
      };
      session = { ...session, mainAddress: stored.mainAddress, billAddress: stored.billAddress };
      return stored;
    });
    renderIsland(<PersonalData />);
    await openForm();
    const address = within$('Adres instalacji');
    fireEvent.change(address.getByLabelText('Ulica *'), { target: { value: 'Morska' } });
    fireEvent.change(address.getByLabelText('Numer domu *'), { target: { value: '5A' } });
    fireEvent.change(address.getByLabelText('Numer mieszkania'), { target: { value: '' } });
    fireEvent.change(address.getByLabelText('Kod pocztowy *'), { target: { value: '80180' } });
    fireEvent.change(address.getByLabelText('Miejscowość *'), { target: { value: 'Gdańsk' } });
    fireEvent.click(screen.getByLabelText('Adres do faktur taki sam jak adres instalacji'));
    expect(screen.queryByRole('group', { name: 'Adres do faktur' })).toBeNull();
    fireEvent.change(field('Telefon kontaktowy'), { target: { value: '+48 602 000 121' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    const sidebar = await screen.findByRole('dialog', { name: 'Potwierdź zmianę danych' });
    expect(within(sidebar).getAllByText(/Morska 5A/)).toHaveLength(2);
    expect(within(sidebar).getAllByText(/80-180 Gdańsk/)).toHaveLength(2);
    expect(within(sidebar).getByText('602 000 121')).toBeTruthy();
    const confirm = within(sidebar).getByRole('button', { name: 'Potwierdź' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = { street: 'Morska', number: '5A', apartment: '', postalCode: '80180', city: 'Gdańsk' };
    expect(updates).toEqual([{ mainAddress: sent, billAddress: sent, phone: '+48 602 000 121' }]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Zapisaliśmy Twoje nowe dane.'));
    expect(screen.getAllByText(/Morska 5A/).map((line) => line.textContent)).toEqual(['Morska 5A80-180 Gdańsk', 'Morska 5A80-180 Gdańsk']);
    expect(screen.getByText('602 000 121')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zmień dane' }));
  });

  it('shows the server’s field refusals beside their fields, back in the form', async () => {
    mockServer.use(
      http.post(mockPath('account/updatePersonalData'), () =>
        HttpResponse.json(
          errorEnvelope(400, 'Nieprawidłowe pole „mainAddress.city”: miejscowość nie istnieje; nieprawidłowe pole „phone”: numer jest zablokowany.'),
          { status: 400 },
        ),
      ),
    );
    renderIsland(<PersonalData />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Potwierdź zmianę danych' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const city = within$('Adres instalacji').getByLabelText('Miejscowość *');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(city)).toBe('Miejscowość nie istnieje.');
    expect(describedText(field('Telefon kontaktowy'))).toContain('Numer jest zablokowany.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows any other refusal in the sidebar and changes nothing', async () => {
    serve(accountOperations.updatePersonalData, () => mockError(401, accountMessages.notSignedIn));
    renderIsland(<PersonalData />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Potwierdź zmianę danych' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Potwierdź' }));
    expect((await within(sidebar).findByRole('alert')).textContent).toBe(accountMessages.notSignedIn);
  });

  it.each([
    ['Zmień adres e-mail (login)', 'CHANGE_LOGIN'],
    ['Zmień hasło', 'CHANGE_PASSWORD'],
    ['Usuń konto', 'DELETE_ACCOUNT'],
  ])('„%s” goes to the identity provider’s page that returns here', async (label, page) => {
    const url = `https://portal.test/oidc/konto/strona?returnTo=${encodeURIComponent(`https://portal.test${PAGE}`)}`;
    const asked = serve(accountOperations.showIca, () => ({ url, returnTo: `https://portal.test${PAGE}` }));
    renderIsland(<PersonalData />);
    fireEvent.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(url));
    expect(asked).toEqual([{ page, path: PAGE }]);
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<PersonalData />);
    expect(container.textContent).toBe('');
  });
});
