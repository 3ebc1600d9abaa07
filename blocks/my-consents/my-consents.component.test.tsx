import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { accountMessages } from '#domain/account-messages.ts';
import type { Session } from '#domain/session.ts';
import { renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import MyConsents from './MyConsents.tsx';

const shop = useShopTest();
const withConsents = (marketing: boolean, personalisation: boolean) =>
  sessionWith({
    userLogin: 'klient.operator-c@horyzont.example',
    consents: [
      { cconsent: 'INDELECTR_MAIL_MCI', value: marketing },
      { cconsent: 'INDREK_MCI', value: personalisation },
    ],
  });
const consentsView = (session: Session) => ({
  data: {
    consents: session.consents.map(({ cconsent, value }) => ({ cconsent, value: Boolean(value), indiscount: '1' as const })),
    consentsSale: [],
  },
});

describe('my consents', () => {
  let session: Session;
  beforeEach(() => {
    session = withConsents(true, false);
    shop.start(session);
    serveSession(() => session);
  });

  it('shows each consent with its spec label and the button that changes it', () => {
    renderIsland(<MyConsents />);
    const marketing = within(screen.getByRole('listitem', { name: 'Marketing' }));
    expect(marketing.getByText('Marketing - tak')).toBeTruthy();
    expect(marketing.getByRole('button').textContent).toBe('Wycofaj zgodę');
    const personalisation = within(screen.getByRole('listitem', { name: 'Personalizacja' }));
    expect(personalisation.getByText('Personalizacja - nie')).toBeTruthy();
    expect(personalisation.getByRole('button').textContent).toBe('Wyraź zgodę');
  });

  it('withdraws the marketing consent after the confirm sidebar, once for a double click, and shows what the server holds', async () => {
    const updates = serve(accountOperations.updateConsents, ({ body }) => {
      session = withConsents(body.consents[0]!.value, false);
      return consentsView(session);
    });
    renderIsland(<MyConsents />);
    fireEvent.click(screen.getByRole('button', { name: 'Wycofaj zgodę: Marketing' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Wycofanie zgody' });
    expect(within(sidebar).getByText(/utratę zniżki/)).toBeTruthy();
    const confirm = within(sidebar).getByRole('button', { name: 'Potwierdź' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([{ consents: [{ cconsent: 'INDELECTR_MAIL_MCI', value: false }] }]);
    expect(await screen.findByText('Marketing - nie')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Zapisaliśmy zmianę. Teraz: Marketing - nie.'));
  });

  it('shows a refusal in the sidebar with the server’s words and changes nothing', async () => {
    // Signed out meanwhile (in another tab): the server refuses and nothing changes.
    serve(accountOperations.updateConsents, () => mockError(401, accountMessages.notSignedIn));
    renderIsland(<MyConsents />);
    fireEvent.click(screen.getByRole('button', { name: 'Wyraź zgodę: Personalizacja' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Wyrażenie zgody' });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Potwierdź' }));
    expect((await within(sidebar).findByRole('alert')).textContent).toBe(accountMessages.notSignedIn);
    expect(screen.getByText('Personalizacja - nie', { ignore: '[role=dialog] *' })).toBeTruthy();
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<MyConsents />);
    expect(container.textContent).toBe('');
  });
});
