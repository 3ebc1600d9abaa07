import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartOperations } from '../../src/api-contract/cart.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '../../src/shop/test-support.tsx';
import OrderConfirmation from './OrderConfirmation.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();

describe('order confirmation (thank-you stage)', () => {
  it('shows the paid order, then completes its stages (THP) so the next purchase starts afresh', async () => {
    const paid = cartWith([{ operationType: 'A', offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99' }], {
      cartStatus: 'ACTIVATION_PENDING',
      currentStage: 'ACTIVATION',
      transactionId: 'zam-123',
    });
    shop.start(sessionWith({ userLogin: 'klient', cart: paid }));
    let completed = false;
    serveSession(() => sessionWith({ userLogin: 'klient', cart: completed ? cartWith([]) : paid }));
    const moves = serve(cartOperations.updateStage, () => ((completed = true), { ...paid, cartStatus: 'FINALIZED', currentStage: 'THP' }));
    renderIsland(<OrderConfirmation catalogue={catalogue} />);

    expect((await screen.findByText('Numer zamówienia: zam-123')).textContent).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toMatch(/^Sport – 39,99\szł \/ mies\.$/);
    await waitFor(() => expect(moves).toEqual([{ cartId: paid.id, newStage: 'THP' }]));
    // The order stays on screen after the session shows the new, empty cart.
    expect(screen.getByText('Numer zamówienia: zam-123')).toBeTruthy();
  });

  it('shows nothing without a paid order in the session', () => {
    shop.start(sessionWith({ cart: cartWith([]) }));
    const { container } = renderIsland(<OrderConfirmation catalogue={catalogue} />);
    expect(container.textContent).toBe('');
  });
});
