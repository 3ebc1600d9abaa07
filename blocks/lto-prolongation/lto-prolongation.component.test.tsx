import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { serviceMessages } from '#domain/service-messages.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { seedCatalogue } from '#api-client/mock/catalogue.ts';
import { mockError, mockPathOf } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import type { Cart, CurrentProduct, Session } from '#domain/session.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import { prolongationCatalogue } from './catalogue.ts';
import LtoProlongation from './LtoProlongation.tsx';

const shop = useShopTest();
const catalogue = prolongationCatalogue(seedCatalogue());
const SUMMARY_URL = '/oferta-online/podsumowanie';
const LTO_CART = '7d1c2a3e-2f4b-4c5d-8e9f-0a1b2c3d4e5f';

const komfortLto: CurrentProduct = {
  articleCode: 'HOR02',
  offerCode: 'OTT_KOMFORT_LTO12',
  contractId: '6',
  status: 'ACTIVE',
  endDate: null,
  fee: '39.99',
  commitmentEndDate: '2027-01-02',
};
const ltoCustomer = (extra: Partial<Session> = {}) =>
  sessionWith({
    userLogin: 'klient.lto-przedluzenie@horyzont.example',
    currentProducts: [komfortLto],
    ltoEndDate: '2027-01-02',
    ltoDuration: 12,
    ...extra,
  });

const DATES = { ltoEndDate: '2027-01-02', ltoDuration: 12, calcLtoEndDate: '2027-11-02', nextLtoEndDate: '2028-01-02' };
const CART_DATA = {
  bundles: ['bundle-komfort-lto'],
  articleCodes: ['HOR02'],
  cartItems: [{ operationType: 'A' as const, offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' }],
};
const prolongItem = { operationType: 'B' as const, offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' };

const month = (key: string, amount: string) => ({
  month: key,
  total: amount,
  articlePayments: [
    { articleCode: 'HOR02', articleName: 'Pakiet Komfort', offerCode: 'OTT_KOMFORT_LTO12', contractId: '6', date: `${key}-02`, amount },
  ],
});

/** payments/schedule: the held product (the base price after the commitment), or with the prolongation previewed. */
function serveSchedule() {
  return serve(serviceOperations.paymentSchedule, ({ body }) =>
    body?.prolongedOffers
      ? { nextPaymentAmount: '39.99', nextPayments: [month('2026-12', '39.99'), month('2027-01', '39.99'), month('2027-02', '39.99')] }
      : { nextPaymentAmount: '39.99', nextPayments: [month('2026-12', '39.99'), month('2027-01', '49.99'), month('2027-02', '49.99')] },
  );
}

function servePreview() {
  const durations: unknown[] = [];
  serve(serviceOperations.ltoEndDate, () => DATES);
  serve(serviceOperations.ltoProlongateCartData, ({ query }) => {
    durations.push(query.ltoDuration);
    return CART_DATA;
  });
  return { durations, schedules: serveSchedule() };
}

/** cart/update adds to the LTO cart at PACKAGE; cart/updateStage moves it on. */
function serveCart(onUpdate: () => unknown = () => undefined) {
  const updates = serve(cartOperations.update, () => {
    const failure = onUpdate();
    if (failure) return failure as ReturnType<typeof mockError>;
    return { ...cartWith([prolongItem], { id: LTO_CART }), currentStage: 'PACKAGE' };
  });
  const stages = serve(cartOperations.updateStage, ({ body }) => ({ ...cartWith([prolongItem], { id: body!.cartId }), currentStage: 'SUMMARY' }));
  const cancels = serve(cartOperations.cancel, () => ({ ...cartWith([], { id: null }) }));
  return { updates, stages, cancels };
}

const openSidebar = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Przedłuż umowę' }));
  return screen.findByRole('dialog', { name: 'Przedłużenie umowy' });
};

describe('LTO prolongation', () => {
  let session: Session;
  beforeEach(() => {
    history.replaceState(null, '', '/oferta-online/moje-uslugi');
    session = ltoCustomer();
    shop.start(session);
    serveSession(() => session);
  });

  it('shows the commitment end and, before anything changes, the new end date, what is prolonged at what price and the next payments', async () => {
    const { durations, schedules } = servePreview();
    const { updates } = serveCart();
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Twoja umowa długoterminowa');
    expect(screen.getByText('Twoja umowa na 12 mies. obowiązuje do 02.01.2027.')).toBeTruthy();

    const sidebar = await openSidebar();
    expect(durations).toEqual([12]);
    // Nothing goes in the cart before confirming: the schedule previews the prolongation.
    expect(schedules).toEqual(expect.arrayContaining([{ isMyAccount: true }, { isMyAccount: true, prolongedOffers: ['OTT_KOMFORT_LTO12'] }]));
    expect(updates).toEqual([]);
    expect(within(sidebar).getByText('Obecna umowa obowiązuje do 02.01.2027.')).toBeTruthy();
    expect(within(sidebar).getByText('02.01.2028').closest('p')?.textContent).toBe('Po przedłużeniu będzie obowiązywać do 02.01.2028.');
    expect(within(sidebar).getByRole('listitem').textContent).toBe(
      'Pakiet Komfort – Horyzont Online Komfort – umowa na 12 miesięcy: 39,99\u00a0zł / mies., od 7. miesiąca nowego okresu 44,99\u00a0zł / mies.; po jego zakończeniu 49,99\u00a0zł / mies.',
    );
    expect(
      within(sidebar)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'MiesiącTerazPo przedłużeniu',
      '12.202639,99\u00a0zł39,99\u00a0zł',
      '01.202749,99\u00a0zł39,99\u00a0zł',
      '02.202749,99\u00a0zł39,99\u00a0zł',
    ]);
  });

  it('confirms: the prolongation goes to the LTO cart, the cart moves on from PACKAGE and the customer goes to the summary; a double click makes one change', async () => {
    servePreview();
    const { updates, stages, cancels } = serveCart();
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);

    const confirm = within(await openSidebar()).getByRole('button', { name: 'Przedłuż umowę' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(SUMMARY_URL));
    expect(cancels).toEqual([]);
    expect(updates).toEqual([{ operation: 'ADD', addLtoProlongate: true, items: [{ offerCode: 'OTT_KOMFORT_LTO12' }] }]);
    expect(stages).toEqual([{ cartId: LTO_CART, newStage: 'NEXT' }]);
  });

  it('cancels an LTO cart left at the summary first (spec 4), then adds the prolongation afresh', async () => {
    const stale: Cart = cartWith([prolongItem], { id: LTO_CART, currentStage: 'SUMMARY' });
    session = ltoCustomer({ ltoInCart: true, cart: stale });
    shop.start(session);
    servePreview();
    const { updates, stages, cancels } = serveCart();
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);

    fireEvent.click(within(await openSidebar()).getByRole('button', { name: 'Przedłuż umowę' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(SUMMARY_URL));
    expect(cancels).toEqual([{ cartId: LTO_CART }]);
    expect(updates).toHaveLength(1);
    expect(stages).toEqual([{ cartId: LTO_CART, newStage: 'NEXT' }]);
  });

  it('shows a refusal of the prolongation (366) beside the button, opens nothing and changes nothing', async () => {
    serve(serviceOperations.ltoEndDate, () => DATES);
    serve(serviceOperations.ltoProlongateCartData, () => mockError(366, serviceMessages.noProlongation(12)));
    const { updates } = serveCart();
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);

    fireEvent.click(screen.getByRole('button', { name: 'Przedłuż umowę' }));
    expect((await screen.findByRole('alert')).textContent).toBe(serviceMessages.noProlongation(12));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates).toEqual([]);
    expect(screen.getByRole('button', { name: 'Przedłuż umowę' }).getAttribute('aria-describedby')).toBe('lto-prolongation-blad');
  });

  it('shows a refused confirmation (324, an order awaits) beside the confirm button; the customer stays, nothing moves on', async () => {
    servePreview();
    const { updates, stages } = serveCart(() => mockError(324, cartMessages.orderPending));
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);

    const sidebar = await openSidebar();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Przedłuż umowę' }));
    expect((await within(sidebar).findByRole('alert')).textContent).toBe(cartMessages.orderPending);
    expect(updates).toHaveLength(1);
    expect(stages).toEqual([]);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('after a network failure the customer confirms again and it goes through once', async () => {
    servePreview();
    renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);
    const sidebar = await openSidebar();

    mockServer.use(http.post(mockPathOf(cartOperations.update), () => HttpResponse.error(), { once: true }));
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Przedłuż umowę' }));
    expect((await within(sidebar).findByRole('alert')).textContent).toMatch(/połączenia|sieci/i);
    expect(shop.navigate).not.toHaveBeenCalled();

    const { updates, stages } = serveCart();
    // Once the failed attempt has finished (the session read again), the button is enabled again.
    const confirm = within(sidebar).getByRole('button', { name: 'Przedłuż umowę' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(SUMMARY_URL));
    expect(updates).toHaveLength(1);
    expect(stages).toHaveLength(1);
  });

  it('shows nothing to a customer without a long-term offer, nor to an anonymous visitor', () => {
    shop.start(
      sessionWith({
        userLogin: 'klient.c@horyzont.example',
        currentProducts: [{ ...komfortLto, offerCode: 'OTT_KOMFORT_M', commitmentEndDate: null }],
      }),
    );
    const { container, unmount } = renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />);
    expect(container.textContent).toBe('');
    unmount();
    shop.start(sessionWith({}));
    expect(renderIsland(<LtoProlongation catalogue={catalogue} summaryUrl={SUMMARY_URL} />).container.textContent).toBe('');
  });
});
