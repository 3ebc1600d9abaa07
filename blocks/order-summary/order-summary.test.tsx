import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '../../src/api-contract/account.ts';
import { cartOperations } from '../../src/api-contract/cart.ts';
import { paymentOperations } from '../../src/api-contract/payments.ts';
import { mockError } from '../../src/api-client/mock/operations.ts';
import type { Session } from '../../src/domain/session-defaults.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '../../src/shop/test-support.tsx';
import { $sidebar } from '../../src/stores/overlays.ts';
import OrderSummary from './OrderSummary.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();
const links = {
  mainPackageUrl: '/oferta-online',
  activateBoxUrl: '/oferta-online/aktywacja-box/aktywuj',
  myAccountUrl: '/oferta-online/moje-konto',
  myServicesUrl: '/oferta-online/moje-uslugi',
};
const island = () => <OrderSummary heading="Twoje zamówienie" catalogue={catalogue} {...links} />;

const komfortLto = { operationType: 'A' as const, offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' };
const strumien = { operationType: 'A' as const, offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '29.00' };
const saleConsents = [
  { cconsent: 'INDELECTR_MAIL_MCI', value: 0 as const, indiscount: '1' as const },
  { cconsent: 'INDREK_MCI', value: 0 as const, indiscount: '1' as const },
];
const config = {
  paymentMeans: [1, 2, 6, 7, 8].map((mopId) => ({
    mopId,
    kind: mopId === 1 ? ('CARD' as const) : mopId === 8 ? ('INSTANT_CODE' as const) : ('MOBILE_OPERATOR' as const),
    label: { 1: 'Karta płatnicza', 2: 'Zapłać z Operatorem A', 6: 'Zapłać z Operatorem B', 7: 'Zapłać z Operatorem C', 8: 'Płatność kodem' }[mopId] as string,
    addLabel: 'Dodaj',
    description: '',
    operatorName: null,
    msisdnPrefixes: [],
    requiresMsisdn: mopId !== 1 && mopId !== 8,
    requiresCode: mopId === 8,
  })),
  pinTimeoutSeconds: 120,
  pinAttempts: 3,
};

let server: Session;

function startWith(items: typeof strumien[], extra: Partial<Session> = {}) {
  server = sessionWith({ userLogin: 'klient.c@horyzont.example', cart: cartWith(items, { currentStage: 'SUMMARY', consents: saleConsents }), ...extra });
  shop.start(server);
  serveSession(() => server);
  serve(paymentOperations.mopConfig, () => config);
  serve(cartOperations.getPossibleDiscount, () => ({ active: false, cart: items.some((item) => item.offerCode === 'OTT_KOMFORT_LTO12') ? '5.00' : null }));
}

const orderButton = () => screen.getByRole('button', { name: /^Zamawiam/ }) as HTMLButtonElement;
const check = (label: string | RegExp) => fireEvent.click(screen.getByLabelText(label));
const acceptSummaryConsents = () => {
  check('Akceptuję regulamin sprzedaży i cennik usług.');
  check(/Chcę, aby usługa zaczęła działać/);
};

describe('order summary', () => {
  beforeEach(() => startWith([strumien]));

  it('lists the order with its monthly price and what is due now', async () => {
    renderIsland(island());
    const row = await screen.findByRole('row', { name: /Strumień/ });
    expect(row.textContent).toContain('Bez zobowiązania');
    expect(row.textContent).toContain('29,00\u00a0zł');
    expect(screen.getByTestId('order-total').textContent).toBe('29,00\u00a0zł');
  });

  it('offers only the payment means every offer in the cart allows (spec 5)', async () => {
    renderIsland(island());
    // Strumień allows the card and the instant code only.
    await screen.findByRole('radio', { name: 'Karta płatnicza' });
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Karta płatnicza', 'Płatność kodem']);
  });

  it('proceeds only with every summary consent and a method; an instant code needs its 6 digits', async () => {
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    expect(orderButton().disabled).toBe(true);
    acceptSummaryConsents();
    expect(orderButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '77712' } });
    expect(orderButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '777123' } });
    expect(orderButton().disabled).toBe(false);
    expect(orderButton().textContent).toBe('Zamawiam i płacę');
  });

  it('finalizes with the chosen means and the consents, then opens the thank-you page', async () => {
    const requests = serve(paymentOperations.finalize, () => {
      server = { ...server, cart: { ...server.cart, cartStatus: 'ACTIVATION_PENDING', currentStage: 'ACTIVATION', transactionId: 'o-1', thankYouPage: '/oferta-online/dziekujemy' } };
      return { cart: server.cart, paymentUrl: null, order: { id: 'o-1', status: 'CONFIRMED' as const, total: '29.00', currency: 'PLN' as const } };
    });
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    acceptSummaryConsents();
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '777123' } });
    const button = orderButton();
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/dziekujemy'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shop.navigate).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([
      {
        cartId: server.cart.id,
        mopId: 8,
        instantCode: '777123',
        summaryConsents: [
          { cconsent: 'REGULAMIN_SPRZEDAZY', value: true },
          { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
        ],
      },
    ]);
  });

  it('713: the server’s message stands at the code field and nothing is ordered', async () => {
    serve(paymentOperations.finalize, () => mockError(713, 'Kod jest nieprawidłowy albo wygasł.'));
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    acceptSummaryConsents();
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '111111' } });
    fireEvent.click(orderButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Kod jest nieprawidłowy albo wygasł.');
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('712: opens the unsupported-bank sidebar', async () => {
    startWith([strumien], { payments: [{ mopId: 1, displayString: 'Karta •••• 1881' }] });
    serve(paymentOperations.finalize, () => mockError(712, 'Bank nie obsługuje tej płatności.'));
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: /Karta płatnicza.*1881/ }));
    acceptSummaryConsents();
    fireEvent.click(orderButton());
    const sidebar = await screen.findByRole('dialog', { name: 'Bank nie obsługuje tej płatności' }, { timeout: 5000 });
    expect(sidebar.textContent).toContain('Bank nie obsługuje tej płatności.');
    expect($sidebar.get().active).toBe('UNSUPPORTED_BANK_SB');
  });

  it('324 on the stage page: the refusal offers „Anuluj zamówienie”', async () => {
    serve(paymentOperations.finalize, () => mockError(324, 'Masz zamówienie w toku.'));
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Karta płatnicza' }));
    acceptSummaryConsents();
    fireEvent.click(orderButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Masz zamówienie w toku.');
    expect(within(alert).getByRole('button', { name: 'Anuluj zamówienie' })).toBeTruthy();
  });

  it('sale consents: „Zaznacz wszystkie zgody” sends both, and the discount they give then counts in the total', async () => {
    startWith([komfortLto]);
    const changes = serve(cartOperations.updateOrderByConsentsChanges, ({ body }) => {
      const consents = saleConsents.map((consent) => ({ ...consent, value: body.find((change) => change.cconsent === consent.cconsent)?.value ?? consent.value }));
      server = { ...server, cart: { ...server.cart, consents } };
      const active = consents.every((consent) => consent.value === 1);
      return { cart: server.cart, discount: { active, cart: '5.00' }, nextLtoEndDate: null };
    });
    renderIsland(island());
    expect((await screen.findByText(/Zaznacz obie zgody, a otrzymasz rabat 5,00\szł miesięcznie\./)).textContent).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie zgody' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Rabat za zgody/ }).textContent).toContain('5,00'));
    expect(changes).toEqual([
      [
        { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
        { cconsent: 'INDREK_MCI', value: 1 },
      ],
    ]);
    expect(screen.getByTestId('order-total').textContent).toBe('34,99\u00a0zł');
  });

  it('an anonymous visitor is asked to sign in or register, coming back to the summary', async () => {
    startWith([strumien], { userLogin: null });
    window.history.replaceState(null, '', '/oferta-online/podsumowanie');
    renderIsland(island());
    expect((await screen.findByText(/Aby złożyć zamówienie, zaloguj się lub załóż konto/)).textContent).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe('/api/login?returnTo=%2Foferta-online%2Fpodsumowanie');
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe('/api/login?rejestracja=sklep&returnTo=%2Foferta-online%2Fpodsumowanie');
    expect(screen.queryByRole('button', { name: /^Zamawiam/ })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Zaloguj się' }));
    expect(sessionStorage.getItem('portal:redirect-target')).toBe('/oferta-online/podsumowanie');
  });

  it('„Wstecz” moves the cart back a stage, re-aligns the consents and returns to the package choice', async () => {
    const moves = serve(cartOperations.updateStage, ({ body }) => ({ ...server.cart, id: body.cartId, currentStage: 'PACKAGE' }));
    const aligned = serve(accountOperations.alignConsents, () => ({ consents: [], consentsSale: [] }));
    renderIsland(island());
    fireEvent.click(await screen.findByRole('button', { name: 'Wstecz' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/konfiguracja'));
    expect(moves).toEqual([{ cartId: server.cart.id, newStage: 'PREVIOUS' }]);
    expect(aligned).toHaveLength(1);
  });

  it('a voucher refusal (359) shows the server’s words at the field', async () => {
    serve(cartOperations.checkVoucher, () => mockError(359, 'Kod rabatowy LATO2025 wygasł.'));
    renderIsland(island());
    fireEvent.change(await screen.findByLabelText('Kod rabatowy'), { target: { value: 'LATO2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kod rabatowy LATO2025 wygasł.');
  });
});
