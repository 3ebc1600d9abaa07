import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import DeleteAccount from './DeleteAccount.tsx';

const shop = useShopTest();
const LOGIN = 'nowa.klientka@horyzont.example';
const PAGE = '/oferta-online/moje-konto/usun-konto';

describe('delete account', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', PAGE);
    shop.start(sessionWith({ userLogin: LOGIN }));
  });

  it('says what deleting means and sends the customer, once for a double click, to the provider’s deletion page', async () => {
    const url = `https://portal.test/oidc/konto/usuniecie-konta?returnTo=${encodeURIComponent(`https://portal.test${PAGE}`)}`;
    const asked = serve(accountOperations.showIca, () => ({ url, returnTo: `https://portal.test${PAGE}` }));
    renderIsland(<DeleteAccount />);
    expect(screen.getByText(`Usuwasz konto ${LOGIN}. Po usunięciu:`)).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toMatch(/wylogujemy Cię z portalu na wszystkich urządzeniach/);
    const start = screen.getByRole('button', { name: 'Przejdź do usunięcia konta' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(url));
    expect(asked).toEqual([{ page: 'DELETE_ACCOUNT', path: PAGE }]);
    expect(screen.getByRole('status').textContent).toBe('Przechodzimy do serwisu tożsamości…');
  });

  it('shows a refusal beside the button and stays', async () => {
    serve(accountOperations.showIca, () => mockError(404, accountMessages.icaPageUnavailable));
    renderIsland(<DeleteAccount />);
    fireEvent.click(screen.getByRole('button', { name: 'Przejdź do usunięcia konta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.icaPageUnavailable);
    expect(shop.navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Przejdź do usunięcia konta' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<DeleteAccount />);
    expect(container.textContent).toBe('');
  });
});
