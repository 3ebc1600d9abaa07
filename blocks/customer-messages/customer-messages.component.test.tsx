import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import type { SentMessage } from './api.ts';
import CustomerMessages from './CustomerMessages.tsx';

const shop = useShopTest();
const subjects = accountOperations.messageSubject.examples.data;

describe('customer messages', () => {
  let sent: SentMessage[];
  beforeEach(() => {
    shop.start(sessionWith({ userLogin: 'klient.wiadomosci@horyzont.example' }));
    sent = [
      {
        messageId: '7',
        subjectCode: 'PAYMENTS',
        subjectLabel: 'Płatności i rozliczenia',
        body: 'Starsza wiadomość',
        sentAt: '2026-10-30T10:00:00.000Z',
      },
    ];
    serve(accountOperations.messageSubject, () => subjects);
    serve(accountOperations.messages, () => ({ messages: sent }));
  });

  const subject = () => screen.getByLabelText('Temat');
  const text = () => screen.getByLabelText('Treść wiadomości');
  const send = () => screen.getByRole('button', { name: 'Wyślij wiadomość' });

  it('refuses an empty form field by field, in the API’s words, sending nothing', async () => {
    const sends = serve(accountOperations.sendMessage, () => ({ messageId: '1', subjectCode: 'X', sentAt: '' }));
    renderIsland(<CustomerMessages />);
    fireEvent.change(text(), { target: { value: '   ' } });
    fireEvent.click(send());
    await waitFor(() => expect(subject().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Pole nie może być puste.')).toHaveLength(2);
    expect(text().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(text().getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent).toBe('Pole nie może być puste.');
    expect(document.activeElement).toBe(subject());
    expect(sends).toEqual([]);
  });

  it('refuses a text over 5000 characters beside the field', async () => {
    renderIsland(<CustomerMessages />);
    await screen.findByRole('option', { name: 'Reklamacja' });
    fireEvent.change(subject(), { target: { value: 'COMPLAINT' } });
    fireEvent.change(text(), { target: { value: 'a'.repeat(5001) } });
    fireEvent.click(send());
    expect(await screen.findByText('Tekst może mieć najwyżej 5000 znaków.')).toBeTruthy();
    expect(subject().getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(text());
  });

  it('sends once for a double click, confirms with the message’s number and lists it first, markup as text', async () => {
    const sends = serve(accountOperations.sendMessage, ({ body }) => {
      sent = [
        {
          messageId: '812',
          subjectCode: body.subjectCode,
          subjectLabel: 'Problem techniczny z odbiorem',
          body: body.body,
          sentAt: '2026-11-02T09:00:00.000Z',
        },
        ...sent,
      ];
      return { messageId: '812', subjectCode: body.subjectCode, sentAt: '2026-11-02T09:00:00.000Z' };
    });
    renderIsland(<CustomerMessages />);
    await screen.findByRole('option', { name: 'Problem techniczny z odbiorem' });
    fireEvent.change(subject(), { target: { value: 'TECHNICAL' } });
    fireEvent.change(text(), { target: { value: '  <img src=x onerror=alert(1)> nie działa  ' } });
    fireEvent.click(send());
    fireEvent.click(send());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Wysłaliśmy Twoją wiadomość. Jej numer: 812.'));
    expect(sends).toEqual([{ subjectCode: 'TECHNICAL', body: '<img src=x onerror=alert(1)> nie działa' }]);
    expect((text() as HTMLTextAreaElement).value).toBe('');
    const list = await screen.findByRole('listitem', { name: 'Wiadomość nr 812' });
    expect(within(list).getByText('02.11.2026')).toBeTruthy();
    expect(within(list).getByText('Problem techniczny z odbiorem')).toBeTruthy();
    expect(within(list).getByText('<img src=x onerror=alert(1)> nie działa')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const order = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(order).toEqual(['Wiadomość nr 812', 'Wiadomość nr 7']);
  });

  it('shows the refusal of too many messages beside the button and keeps what was typed', async () => {
    serve(accountOperations.sendMessage, () => mockError(429, accountMessages.tooManyMessages));
    renderIsland(<CustomerMessages />);
    await screen.findByRole('option', { name: 'Inna sprawa' });
    fireEvent.change(subject(), { target: { value: 'OTHER' } });
    fireEvent.change(text(), { target: { value: 'Pytanie' } });
    fireEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.tooManyMessages);
    expect((text() as HTMLTextAreaElement).value).toBe('Pytanie');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says when nothing was sent yet', async () => {
    sent = [];
    renderIsland(<CustomerMessages />);
    expect(await screen.findByText('Nie wysłano jeszcze żadnej wiadomości.')).toBeTruthy();
  });

  it('offers a retry when the list cannot be read', async () => {
    serve(accountOperations.messages, () => mockError(401, accountMessages.notSignedIn));
    renderIsland(<CustomerMessages />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nie udało się wczytać wysłanych wiadomości.');
    serve(accountOperations.messages, () => ({ messages: sent }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('listitem', { name: 'Wiadomość nr 7' })).toBeTruthy();
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<CustomerMessages />);
    expect(container.textContent).toBe('');
  });
});
