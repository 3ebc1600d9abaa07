import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { mockError } from '#api-client/mock/operations.ts';
import { $alerts } from '#stores/alerts.ts';
import { openCancelOrder } from './cancel-order.tsx';
import { cartWith, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';

const shop = useShopTest();

const pending = cartWith([{ operationType: 'A', offerCode: 'OTT_SPORT_M', articleCode: 'MCCSNK01', price: '39.99' }], {
  cartStatus: 'ACTIVATION_PENDING',
  currentStage: 'SUMMARY',
});
const alert324 = { id: 'a-324', message: 'Masz zamówienie w toku.', status: 'ERROR', ts: 1, errorCode: 324 };

describe('cancel-order dialog (the 324 alert’s „Anuluj zamówienie”)', () => {
  it('cancels the order through cart/cancel, replaces the alert with a confirmation and reloads the session', async () => {
    shop.start(sessionWith({ userLogin: 'klient', cart: pending }));
    let cancelled = false;
    serveSession(() => sessionWith({ userLogin: 'klient', cart: cancelled ? cartWith([]) : pending }));
    const requests = serve(cartOperations.cancel, () => ((cancelled = true), cartWith([])));
    $alerts.set([alert324]);
    act(() => openCancelOrder('a-324'));

    const dialog = await screen.findByRole('dialog', { name: 'Anulować zamówienie?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj zamówienie' }));
    await waitFor(() => expect(requests).toEqual([{}]));
    await waitFor(() => expect($alerts.get().map((alert) => alert.message)).toEqual(['Zamówienie zostało anulowane.']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refusal (406: already paid) stays in the dialog with the server’s words; the alert stays too', async () => {
    shop.start(sessionWith({ userLogin: 'klient', cart: pending }));
    serve(cartOperations.cancel, () => mockError(406, 'Zamówienie jest już opłacone i nie można go anulować.'));
    $alerts.set([alert324]);
    act(() => openCancelOrder('a-324'));
    const dialog = await screen.findByRole('dialog', { name: 'Anulować zamówienie?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj zamówienie' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Zamówienie jest już opłacone i nie można go anulować.');
    expect($alerts.get()).toEqual([alert324]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nie, wróć' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
