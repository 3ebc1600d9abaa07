import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText(`Usuwasz konto ${LOGIN}. Co się stanie:`)).toBeTruthy();
    const consequences = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(consequences[0]).toMatch(/wylogujemy Cię z portalu na wszystkich urządzeniach, a konto usuniemy po 14 dniach/);
    expect(consequences[3]).toMatch(/zamówienia i płatności zachowamy bez Twoich danych osobowych/);
    const start = screen.getByRole('button', { name: 'Przejdź do usunięcia konta' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(url));
    expect(asked).toEqual([{ page: 'DELETE_ACCOUNT', path: PAGE }]);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Przechodzimy do serwisu tożsamości…');
  });

  describe('taking the data first', () => {
    const saved: Array<{ name: string; content: Promise<string> }> = [];
    beforeEach(() => {
      const blobs = new Map<string, Blob>();
      let next = 0;
      URL.createObjectURL = vi.fn((blob: Blob) => {
        const url = `blob:portal.test/${(next += 1)}`;
        blobs.set(url, blob);
        return url;
      });
      URL.revokeObjectURL = vi.fn();
      // What the browser saves: the link's file name and the blob behind its address.
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, content: blobs.get(this.href)!.text() });
      });
    });
    afterEach(() => {
      saved.length = 0;
      vi.restoreAllMocks();
    });

    it('saves the account’s data as a JSON file', async () => {
      const exported = { exportedAt: '2026-11-28T12:00:00.000Z', customer: { login: LOGIN }, addresses: [], contracts: [], orders: [{ id: 'o-1' }] };
      serve(accountOperations.export, () => ({ ...exported, paymentMeans: [], consents: [], messages: [], callBookings: [], articleRatings: [] }));
      renderIsland(<DeleteAccount />);
      fireEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));
      await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Pobrano plik z Twoimi danymi.'));
      expect(saved.map((file) => file.name)).toEqual(['horyzont-moje-dane.json']);
      expect(JSON.parse(await saved[0]!.content)).toMatchObject(exported);
    });

    it('shows a refusal beside the buttons and saves nothing', async () => {
      serve(accountOperations.export, () => mockError(401, 'Sesja wygasła. Zaloguj się ponownie.'));
      renderIsland(<DeleteAccount />);
      fireEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Sesja wygasła. Zaloguj się ponownie.');
      expect(saved).toEqual([]);
    });
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
