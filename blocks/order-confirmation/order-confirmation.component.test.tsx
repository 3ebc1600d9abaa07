import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '#testing/shop.tsx';
import OrderConfirmation from './OrderConfirmation.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();

describe('order confirmation (thank-you stage)', () => {
  beforeEach(() => history.replaceState(null, '', '/oferta-online/dziekujemy'));

  it('shows the paid order, then completes its stages (THP) so the next purchase starts afresh', async () => {
    const paid = cartWith([{ operationType: 'A', offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99' }], {
      cartStatus: 'ACTIVATION_PENDING',
      currentStage: 'ACTIVATION',
      transactionId: 'HZ-2026-00123',
    });
    shop.start(sessionWith({ userLogin: 'klient', cart: paid }));
    let completed = false;
    serveSession(() => sessionWith({ userLogin: 'klient', cart: completed ? cartWith([]) : paid }));
    const moves = serve(cartOperations.updateStage, () => ((completed = true), { ...paid, cartStatus: 'FINALIZED', currentStage: 'THP' }));
    renderIsland(<OrderConfirmation catalogue={catalogue} />);

    expect((await screen.findByText('Numer zamówienia: HZ-2026-00123')).textContent).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toMatch(/^Sport – 39,99\szł \/ mies\.$/);
    await waitFor(() => expect(moves).toEqual([{ cartId: paid.id, newStage: 'THP' }]));
    // The order stays on screen after the session shows the new, empty cart, and the address names it for a reload.
    expect(screen.getByText('Numer zamówienia: HZ-2026-00123')).toBeTruthy();
    expect(`${location.pathname}${location.search}`).toBe('/oferta-online/dziekujemy?zamowienie=HZ-2026-00123');
  });

  it('reloaded, shows the order the address names from the session’s orders, without completing anything again', async () => {
    history.replaceState(null, '', '/oferta-online/dziekujemy?zamowienie=HZ-2026-00123');
    const placed = {
      transactionId: 'HZ-2026-00123',
      orderedAt: '2026-11-24',
      status: 'CONFIRMED' as const,
      total: '89.98',
      items: [
        { operationType: 'A' as const, offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', price: '49.99' },
        { operationType: 'A' as const, offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99' },
      ],
    };
    shop.start(sessionWith({ userLogin: 'klient', cart: cartWith([]), ordersHistory: [placed] }));
    const moves = serve(cartOperations.updateStage, () => cartWith([]));
    renderIsland(<OrderConfirmation catalogue={catalogue} />);

    expect(await screen.findByText('Numer zamówienia: HZ-2026-00123')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Komfort – 49,99\u00a0zł / mies.',
        'Sport – 39,99\u00a0zł / mies.',
      ]),
    );
    expect(moves).toEqual([]);
  });

  it('says so when the order the address names is not among the customer’s orders', async () => {
    history.replaceState(null, '', '/oferta-online/dziekujemy?zamowienie=cudze-zamowienie');
    shop.start(sessionWith({ userLogin: 'klient', cart: cartWith([]) }));
    renderIsland(<OrderConfirmation catalogue={catalogue} />);
    expect(await screen.findByText(/Nie znajdujemy tego zamówienia wśród zamówień Twojego konta/)).toBeTruthy();
    expect(screen.queryByText(/Numer zamówienia/)).toBeNull();
  });

  it('shows nothing without a paid order in the session', () => {
    shop.start(sessionWith({ cart: cartWith([]) }));
    const { container } = renderIsland(<OrderConfirmation catalogue={catalogue} />);
    expect(container.textContent).toBe('');
  });
});
