import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { renderIsland, serve, sessionWith, useShopTest } from '#testing/shop.tsx';
import LogoutDevices from './LogoutDevices.tsx';

const shop = useShopTest();

describe('log out other devices', () => {
  beforeEach(() => shop.start(sessionWith({ userLogin: 'klient.urzadzenia@horyzont.example' })));

  async function confirmWithDoubleClick() {
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj inne urządzenia' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Wylogowanie innych urządzeń' });
    const confirm = within(sidebar).getByRole('button', { name: 'Tak, wyloguj' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    return sidebar;
  }

  it('explains what happens and ends the other sessions once after the confirm step, saying how many in Polish plural', async () => {
    const calls = serve(accountOperations.logoutOtherDevices, () => ({ sessionsEnded: 3, providerSessionsEnded: 3 }));
    renderIsland(<LogoutDevices />);
    expect(screen.getByText(/Na tym urządzeniu pozostaniesz zalogowany/)).toBeTruthy();
    await confirmWithDoubleClick();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{}]);
    expect(screen.getByRole('status').textContent).toBe('Wylogowaliśmy 3 urządzenia. To urządzenie pozostaje zalogowane.');
  });

  it.each([
    [1, 'Wylogowaliśmy 1 urządzenie. To urządzenie pozostaje zalogowane.'],
    [5, 'Wylogowaliśmy 5 urządzeń. To urządzenie pozostaje zalogowane.'],
    [0, 'Na innych urządzeniach nie było zalogowanego konta. To urządzenie pozostaje zalogowane.'],
  ])('says %i ended devices in words', async (count, words) => {
    serve(accountOperations.logoutOtherDevices, () => ({ sessionsEnded: count, providerSessionsEnded: count }));
    renderIsland(<LogoutDevices />);
    await confirmWithDoubleClick();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(words));
  });

  it('shows a refusal in the sidebar with the server’s words', async () => {
    serve(accountOperations.logoutOtherDevices, () => mockError(401, accountMessages.notSignedIn));
    renderIsland(<LogoutDevices />);
    const sidebar = await confirmWithDoubleClick();
    expect((await within(sidebar).findByRole('alert')).textContent).toBe(accountMessages.notSignedIn);
    // The page behind the open sidebar is hidden from assistive technology meanwhile.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('shows an anonymous visitor nothing (the shell sends them to the login page)', () => {
    shop.start(sessionWith({}));
    const { container } = renderIsland(<LogoutDevices />);
    expect(container.textContent).toBe('');
  });
});
