import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { serviceOperations } from '#api-contract/services.ts';
import { mockError } from '#api-client/mock/operations.ts';
import type { Cart, CartItem, CurrentProduct, Session } from '#domain/session.ts';
import { renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import PackageChangeSummary from './PackageChangeSummary.tsx';

const shop = useShopTest();
const CART = '5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const MY_SERVICES = '/oferta-online/moje-uslugi';
const THANK_YOU = '/oferta-online/dziekujemy';
const names = {
  articles: { HOR01: 'Pakiet Start', HOR02: 'Pakiet Komfort', MCCSNK01: 'Sport Horyzont' },
  offers: { OTT_START_M: 'Horyzont Online Start', OTT_KOMFORT_M: 'Horyzont Online Komfort' },
};
const props = { myServicesUrl: MY_SERVICES, names };

const held = (articleCode: string, offerCode: string, fee: string): CurrentProduct => ({
  articleCode,
  offerCode,
  contractId: '2',
  status: 'ACTIVE',
  endDate: null,
  fee,
  commitmentEndDate: null,
});
const line = (operationType: CartItem['operationType'], offerCode: string, articleCode: string, price: string): CartItem => ({
  operationType,
  offerCode,
  articleCode,
  price,
  productChange: operationType === 'D',
  cmt: null,
});
const downgrade: CartItem[] = [
  line('D', 'OTT_KOMFORT_M', 'HOR02', '0.00'),
  line('D', 'OTT_SPORT_M', 'MCCSNK01', '0.00'),
  line('A', 'OTT_START_M', 'HOR01', '29.99'),
];

function customerWith(cart: Partial<Cart>): Session {
  const base = sessionWith({});
  return {
    ...base,
    userLogin: 'klient.zmiana@horyzont.example',
    currentProducts: [held('HOR02', 'OTT_KOMFORT_M', '49.99'), held('MCCSNK01', 'OTT_SPORT_M', '39.99')],
    cart: { ...base.cart, id: CART, ...cart },
  };
}

const month = (key: string, total: string) => ({ month: key, total, articlePayments: [] });

describe('package change summary', () => {
  let session: Session;
  beforeEach(() => {
    session = customerWith({ items: downgrade });
    shop.start(session);
    serveSession(() => session);
    serve(serviceOperations.paymentSchedule, ({ body }) => ({
      nextPaymentAmount: '89.98',
      nextPayments: body?.isMyAccount ? [month('2026-12', '89.98')] : [month('2026-12', '29.99')],
    }));
  });

  it('shows what is given up and taken, the monthly difference, nothing due now and the next payments now and after', async () => {
    renderIsland(<PackageChangeSummary {...props} />);
    expect(screen.getByRole('region', { name: 'Rezygnujesz z' }).textContent).toMatch(
      /Pakiet Komfort – 49,99\s+zł \/ mies\.Sport Horyzont – 39,99\s+zł \/ mies\./,
    );
    expect(screen.getByRole('region', { name: 'W zamian otrzymujesz' }).textContent).toMatch(/Horyzont Online Start – 29,99\s+zł \/ mies\./);
    expect(screen.getByText('Opłata miesięczna').nextElementSibling?.textContent).toMatch(/^niższa o 59,99\s+zł$/);
    expect(screen.getByText('Do zapłaty teraz').nextElementSibling?.textContent).toMatch(/^0,00\s+zł/);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ')))).toEqual([
      ['Miesiąc', 'Teraz', 'Po zmianie'],
      ['12.2026', '89,98 zł', '29,99 zł'],
    ]);
  });

  it('confirms with the statements: to the summary stage, finalize without a payment means, then the thank-you page; once for a double click', async () => {
    const stages = serve(cartOperations.updateStage, ({ body }) => ({ ...session.cart, currentStage: body!.newStage }));
    const orders = serve(paymentOperations.finalize, () => ({
      cart: {
        ...session.cart,
        cartStatus: 'ACTIVATION_PENDING',
        currentStage: 'ACTIVATION',
        transactionId: 'a1b2c3d4-0000-4000-8000-000000000001',
        thankYouPage: THANK_YOU,
      },
      paymentUrl: null,
      order: {
        id: 'a1b2c3d4-0000-4000-8000-000000000001',
        number: 'HZ-2026-00042',
        status: 'CONFIRMED' as const,
        total: '0.00',
        currency: 'PLN' as const,
      },
    }));
    renderIsland(<PackageChangeSummary {...props} />);

    const confirm = screen.getByRole('button', { name: 'Potwierdź zmianę' });
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe('Zaznacz wymagane oświadczenia, aby potwierdzić zmianę.');
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    expect(orders).toEqual([]);
    for (const statement of screen.getAllByRole('checkbox')) fireEvent.click(statement);
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(THANK_YOU));
    expect(stages).toEqual([{ cartId: CART, newStage: 'SUMMARY' }]);
    expect(orders).toEqual([
      {
        cartId: CART,
        summaryConsents: [
          { cconsent: 'REGULAMIN_SPRZEDAZY', value: true },
          { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
        ],
      },
    ]);
  });

  it('shows a refusal beside the button with the server’s words; the customer can try again', async () => {
    session = customerWith({ items: downgrade, currentStage: 'SUMMARY' });
    shop.start(session);
    serve(paymentOperations.finalize, () => mockError(366, 'Oferta „Horyzont Online Start” nie jest już dostępna. Usuń ją z koszyka.'));
    renderIsland(<PackageChangeSummary {...props} />);
    for (const statement of screen.getAllByRole('checkbox')) fireEvent.click(statement);
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź zmianę' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oferta „Horyzont Online Start” nie jest już dostępna. Usuń ją z koszyka.');
    expect((screen.getByRole('button', { name: 'Potwierdź zmianę' }) as HTMLButtonElement).disabled).toBe(false);
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('gives the change up: the cart emptied, back to My services', async () => {
    const clears = serve(cartOperations.clearCart, () => ({ ...session.cart, items: [] }));
    renderIsland(<PackageChangeSummary {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj zmianę' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(MY_SERVICES));
    expect(clears).toHaveLength(1);
  });

  it('lists the change’s documents in the downgrade documents modal', async () => {
    const asked = serve(serviceOperations.offerDocuments, () => ({
      documents: [
        {
          ...serviceOperations.offerDocuments.examples.data.documents[0]!,
          id: 'cennik-online',
          title: 'Cennik usług online',
          downgradeavailable: true,
        },
      ],
    }));
    renderIsland(<PackageChangeSummary {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dokumenty zmiany' }));
    const modal = await screen.findByRole('dialog', { name: 'Dokumenty zmiany pakietu' });
    expect((await within(modal).findByRole('link', { name: 'Cennik usług online' })).getAttribute('href')).toBe(
      '/dokumenty/regulamin-oferty-online.pdf',
    );
    expect(asked).toEqual([{ context: 'downgrade', offerCodes: ['OTT_START_M'] }]);
  });

  it('says there is no change when the cart holds none (a reload after giving it up)', () => {
    session = customerWith({ items: [line('A', 'OTT_START_M', 'HOR01', '29.99')] });
    shop.start(session);
    renderIsland(<PackageChangeSummary {...props} />);
    expect(screen.getByText(/Nie masz rozpoczętej zmiany pakietu\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do Moich usług' }).getAttribute('href')).toBe(MY_SERVICES);
    expect(screen.queryByRole('button', { name: 'Potwierdź zmianę' })).toBeNull();
  });

  it('goes on to the thank-you page of a change already ordered (reloaded after confirming)', async () => {
    session = customerWith({ items: downgrade, cartStatus: 'ACTIVATION_PENDING', currentStage: 'ACTIVATION', thankYouPage: THANK_YOU });
    shop.start(session);
    renderIsland(<PackageChangeSummary {...props} />);
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(THANK_YOU));
  });
});
