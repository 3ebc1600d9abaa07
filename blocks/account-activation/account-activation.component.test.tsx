import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '#testing/shop.tsx';
import AccountActivation from './AccountActivation.tsx';

const shop = useShopTest();
const { offers, stages, selectPackageUrl } = shopCatalogue();
const props = { catalogue: { offers }, stages: stages.map(({ stage, url }) => ({ stage, url })), selectPackageUrl };
const paid = cartWith([{ operationType: 'A', offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '29.00' }], {
  cartStatus: 'ACTIVATION_PENDING',
  currentStage: 'ACTIVATION',
  transactionId: 'zam-321',
  thankYouPage: '/oferta-online/dziekujemy',
});
const customer = { userLogin: 'klient.aktywacja@horyzont.example', accountActive: 1 };

describe('account activation (sale stage ACTIVATION)', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/oferta-online/aktywacja-konta');
    shop.start(sessionWith({ ...customer, cart: paid }));
  });

  it('shows the paid order and, on an active account, „Aktywuj” completes its stages once and goes on to the thank-you page', async () => {
    let completed = false;
    serveSession(() => sessionWith({ ...customer, cart: completed ? cartWith([]) : paid }));
    const moves = serve(cartOperations.updateStage, () => ((completed = true), { ...paid, cartStatus: 'FINALIZED', currentStage: 'THP' }));
    renderIsland(<AccountActivation {...props} />);

    expect(await screen.findByText('Numer zamówienia: zam-321')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toMatch(/^Strumień – 29,00\szł \/ mies\.$/);
    expect(screen.getByText(/Twoje konto Telewizji Horyzont jest aktywne/)).toBeTruthy();
    const activate = screen.getByRole('button', { name: 'Aktywuj' });
    fireEvent.click(activate);
    fireEvent.click(activate);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/dziekujemy?zamowienie=zam-321'));
    expect(moves).toEqual([{ cartId: paid.id, newStage: 'THP' }]);
    expect(shop.navigate).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal beside „Aktywuj” and lets the customer try again', async () => {
    serveSession(() => sessionWith({ ...customer, cart: paid }));
    serve(cartOperations.updateStage, () =>
      mockError(366, 'Twoje konto nie jest jeszcze aktywne, więc nie możemy włączyć zamówionych usług. Zadzwoń na infolinię 801 234 567.'),
    );
    renderIsland(<AccountActivation {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aktywuj' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Twoje konto nie jest jeszcze aktywne/);
    expect(screen.getByRole('button', { name: 'Aktywuj' }).hasAttribute('disabled')).toBe(false);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('on an inactive account says so and offers no „Aktywuj”', async () => {
    shop.start(sessionWith({ ...customer, accountActive: 0, cart: paid }));
    renderIsland(<AccountActivation {...props} />);
    expect(await screen.findByText(/nie jest jeszcze aktywne/)).toBeTruthy();
    expect(screen.getByText('Numer zamówienia: zam-321')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aktywuj' })).toBeNull();
  });

  it('tells an anonymous visitor there is no order to activate and offers the package choice, without leaving the page', () => {
    shop.start(sessionWith({}));
    renderIsland(<AccountActivation {...props} />);
    expect(screen.getByText('Nie masz zamówienia czekającego na aktywację.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wybierz pakiet' }).getAttribute('href')).toBe('/oferta-online/konfiguracja');
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('offers a customer whose order still awaits its payment the way back to the summary', () => {
    shop.start(sessionWith({ ...customer, cart: { ...paid, currentStage: 'SUMMARY' } }));
    renderIsland(<AccountActivation {...props} />);
    expect(screen.getByRole('link', { name: 'Wróć do swojego zamówienia' }).getAttribute('href')).toBe('/oferta-online/podsumowanie');
    expect(screen.queryByText(/Numer zamówienia/)).toBeNull();
  });
});
