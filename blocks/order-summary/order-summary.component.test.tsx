import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { cartOperations } from '#api-contract/cart.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { mockError } from '#api-client/mock/operations.ts';
import type { Session } from '#domain/session.ts';
import { PAYMENT_CHANNEL } from '#payments/client/payment-return.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '#testing/shop.tsx';
import { $sidebar } from '#stores/overlays.ts';
import { $session } from '#stores/session.ts';
import OrderSummary from './OrderSummary.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();
const links = {
  mainPackageUrl: '/oferta-online',
  activateBoxUrl: '/oferta-online/aktywacja-box/aktywuj',
  myAccountUrl: '/oferta-online/moje-konto',
  myServicesUrl: '/oferta-online/moje-uslugi',
  changeSummaryUrl: '/oferta-online/obnizenie/podsumowanie',
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
    label: { 1: 'Karta płatnicza', 2: 'Zapłać z Operatorem A', 6: 'Zapłać z Operatorem B', 7: 'Zapłać z Operatorem C', 8: 'Płatność kodem' }[
      mopId
    ] as string,
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

function startWith(items: Session['cart']['items'], extra: Partial<Session> = {}, consents: Session['cart']['consents'] = saleConsents) {
  server = sessionWith({ userLogin: 'klient.c@horyzont.example', cart: cartWith(items, { currentStage: 'SUMMARY', consents }), ...extra });
  shop.start(server);
  serveSession(() => server);
  serve(paymentOperations.mopConfig, () => config);
  serve(cartOperations.getPossibleDiscount, () => ({
    active: false,
    cart: items.some((item) => item.offerCode === 'OTT_KOMFORT_LTO12') ? '5.00' : null,
  }));
}

/** updateOrderByConsentsChanges as the server answers it: the changes stored on the cart, the 5 zł discount in effect once every consent is given. */
function serveConsentChanges(nextLtoEndDate: string | null = null) {
  return serve(cartOperations.updateOrderByConsentsChanges, ({ body }) => {
    const consents = server.cart.consents.map((consent) => ({
      ...consent,
      value: body.find((change) => change.cconsent === consent.cconsent)?.value ?? consent.value,
    }));
    server = { ...server, cart: { ...server.cart, consents } };
    return { cart: server.cart, discount: { active: consents.every((consent) => consent.value === 1), cart: '5.00' }, nextLtoEndDate };
  });
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

  it('a prolongation (item B) says when the commitment will end once confirmed: run on from the product’s current end', async () => {
    const held = {
      articleCode: 'HOR02',
      offerCode: 'OTT_KOMFORT_LTO12',
      contractId: '6',
      status: 'ACTIVE',
      endDate: null,
      fee: '39.99',
      commitmentEndDate: '2099-01-02',
    };
    startWith([{ ...komfortLto, operationType: 'B' as const }], { currentProducts: [held], ltoInCart: true });
    renderIsland(island());
    const row = await screen.findByRole('row', { name: /umowa po przedłużeniu/ });
    expect(row.textContent).toBe('Komfort: umowa po przedłużeniu do02.01.2100');
    // The offer's own line is as before (its name, term and price), the date on a row of its own.
    expect(screen.getAllByRole('row', { name: /^Komfort/ }).map((line) => line.textContent)).toContain('KomfortUmowa na 12 mies.39,99\u00a0zł');
  });

  it('a prolongation costs nothing now: no payment means asked for, ordered with the statements only', async () => {
    const held = {
      articleCode: 'HOR02',
      offerCode: 'OTT_KOMFORT_M',
      contractId: '6',
      status: 'ACTIVE',
      endDate: null,
      fee: '49.99',
      commitmentEndDate: null,
    };
    startWith([{ ...komfortLto, operationType: 'B' as const }], { currentProducts: [held], ltoInCart: true });
    const requests = serve(paymentOperations.finalize, () => {
      server = {
        ...server,
        cart: {
          ...server.cart,
          cartStatus: 'ACTIVATION_PENDING',
          currentStage: 'ACTIVATION',
          transactionId: 'o-2',
          thankYouPage: '/oferta-online/dziekujemy',
        },
      };
      return {
        cart: server.cart,
        paymentUrl: null,
        order: { id: 'o-2', number: 'HZ-2026-00042', status: 'CONFIRMED' as const, total: '0.00', currency: 'PLN' as const },
      };
    });
    renderIsland(island());
    await screen.findByRole('row', { name: /umowa po przedłużeniu/ });
    expect(screen.getByTestId('order-total').textContent).toBe('0,00\u00a0zł');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(orderButton().disabled).toBe(true);
    acceptSummaryConsents();
    expect(orderButton().textContent).toBe('Zamawiam');
    fireEvent.click(orderButton());
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/aktywacja-konta'));
    expect(requests).toEqual([
      {
        cartId: server.cart.id,
        summaryConsents: [
          { cconsent: 'REGULAMIN_SPRZEDAZY', value: true },
          { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
        ],
      },
    ]);
  });

  it('sends a change of package started in My services to its own summary instead of charging its lines', async () => {
    startWith([
      { operationType: 'D' as const, offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', price: '0.00' },
      { operationType: 'A' as const, offerCode: 'OTT_START_M', articleCode: 'HOR01', price: '29.99' },
    ]);
    renderIsland(island());
    expect((await screen.findByRole('link', { name: 'Przejdź do podsumowania zmiany' })).getAttribute('href')).toBe(
      '/oferta-online/obnizenie/podsumowanie',
    );
    expect(screen.queryByRole('button', { name: /^Zamawiam/ })).toBeNull();
  });

  it('an offer bought (item A) shows no prolongation date', async () => {
    startWith([komfortLto]);
    renderIsland(island());
    await screen.findByRole('row', { name: /Komfort/ });
    expect(screen.queryByRole('row', { name: /umowa po przedłużeniu/ })).toBeNull();
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

  it('finalizes with the chosen means and the consents, then opens the account activation stage', async () => {
    const requests = serve(paymentOperations.finalize, () => {
      server = {
        ...server,
        cart: {
          ...server.cart,
          cartStatus: 'ACTIVATION_PENDING',
          currentStage: 'ACTIVATION',
          transactionId: 'o-1',
          thankYouPage: '/oferta-online/dziekujemy',
        },
      };
      return {
        cart: server.cart,
        paymentUrl: null,
        order: { id: 'o-1', number: 'HZ-2026-00042', status: 'CONFIRMED' as const, total: '29.00', currency: 'PLN' as const },
      };
    });
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    acceptSummaryConsents();
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '777123' } });
    const button = orderButton();
    fireEvent.click(button);
    fireEvent.click(button);

    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/aktywacja-konta'));
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
    const changes = serveConsentChanges();
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
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe(
      '/api/login?rejestracja=sklep&returnTo=%2Foferta-online%2Fpodsumowanie',
    );
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

  const contract = (cgroupe: 'C' | 'P') => [{ cgroupe, activity: '01', finabo: null, debabo: '2025-01-01', corig: null }];
  it.each([
    ['a contract customer', 'C', 'NEWSALES', '/oferta-online/moje-uslugi'],
    ['a prepaid UPSELL customer', 'P', 'UPSELL', '/oferta-online/moje-uslugi'],
    ['a prepaid NEWSALES customer', 'P', 'NEWSALES', '/oferta-online/moje-konto'],
  ] as const)(
    'from self-care, „Wstecz” takes %s back to self-care (%s contract, %s: %s) and ends the flow in the session',
    async (_who, cgroupe, prepaidCategory, url) => {
      startWith([strumien], { fromSelfcare: true, prepaidCategory, contracts: contract(cgroupe) });
      const moves = serve(cartOperations.updateStage, ({ body }) => ({ ...server.cart, id: body.cartId, currentStage: 'PACKAGE' }));
      serve(accountOperations.alignConsents, () => ({ consents: [], consentsSale: [] }));
      const marks = serve(sessionOperations.selfcare, ({ body }) => {
        server = { ...server, fromSelfcare: body.fromSelfcare };
        return body;
      });
      renderIsland(island());
      fireEvent.click(await screen.findByRole('button', { name: 'Wstecz' }));
      await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith(url));
      expect(moves).toEqual([{ cartId: server.cart.id, newStage: 'PREVIOUS' }]);
      expect(marks).toEqual([{ fromSelfcare: false }]);
      expect($session.get().fromSelfcare).toBe(false);
      // The cart stays for a later visit to the shop.
      expect(server.cart.items).toEqual([strumien]);
    },
  );

  it('a voucher refusal (359) shows the server’s words at the field', async () => {
    serve(cartOperations.checkVoucher, () => mockError(359, 'Kod rabatowy LATO2025 wygasł.'));
    renderIsland(island());
    fireEvent.change(await screen.findByLabelText('Kod rabatowy'), { target: { value: 'LATO2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kod rabatowy LATO2025 wygasł.');
  });
});

const marketing = () =>
  screen.getByRole('checkbox', { name: 'Zgadzam się na otrzymywanie informacji marketingowych drogą elektroniczną.' }) as HTMLInputElement;
const personalisation = () =>
  screen.getByRole('checkbox', { name: 'Zgadzam się na personalizację oferty na podstawie tego, co oglądam.' }) as HTMLInputElement;
const given = (mail: 0 | 1, rek: 0 | 1) => [
  { cconsent: 'INDELECTR_MAIL_MCI', value: mail, indiscount: '1' as const },
  { cconsent: 'INDREK_MCI', value: rek, indiscount: '1' as const },
];

describe('order summary: sale consents (spec 4)', () => {
  it('ticking one consent sends only that change, and only that box is ticked', async () => {
    startWith([komfortLto]);
    const changes = serveConsentChanges();
    renderIsland(island());
    await screen.findByRole('row', { name: /Komfort/ });
    fireEvent.click(marketing());
    await waitFor(() => expect(marketing().checked).toBe(true));
    expect(personalisation().checked).toBe(false);
    expect(changes).toEqual([[{ cconsent: 'INDELECTR_MAIL_MCI', value: 1 }]]);
  });

  it('„Zaznacz zgody wymagane do rabatu” sends exactly the consents with indiscount "1"', async () => {
    // A cart where personalisation is optional (indiscount "0"): only the marketing consent gives the discount.
    startWith([komfortLto], {}, [
      { cconsent: 'INDELECTR_MAIL_MCI', value: 0, indiscount: '1' },
      { cconsent: 'INDREK_MCI', value: 0, indiscount: '0' },
    ]);
    const changes = serveConsentChanges();
    renderIsland(island());
    fireEvent.click(await screen.findByRole('button', { name: /^Zaznacz zgody wymagane do rabatu/ }));
    await waitFor(() => expect(marketing().checked).toBe(true));
    expect(personalisation().checked).toBe(false);
    expect(changes).toEqual([[{ cconsent: 'INDELECTR_MAIL_MCI', value: 1 }]]);
  });

  it('„Zaznacz wszystkie zgody” with every consent given withdraws them all', async () => {
    startWith([komfortLto], {}, given(1, 1));
    const changes = serveConsentChanges();
    renderIsland(island());
    fireEvent.click(await screen.findByRole('button', { name: 'Zaznacz wszystkie zgody' }));
    await waitFor(() => expect(marketing().checked).toBe(false));
    expect(personalisation().checked).toBe(false);
    expect(changes).toEqual([
      [
        { cconsent: 'INDELECTR_MAIL_MCI', value: 0 },
        { cconsent: 'INDREK_MCI', value: 0 },
      ],
    ]);
  });

  it('„Zaznacz wszystkie zgody” with only some given gives them all (nothing is withdrawn)', async () => {
    startWith([komfortLto], {}, given(1, 0));
    const changes = serveConsentChanges();
    renderIsland(island());
    fireEvent.click(await screen.findByRole('button', { name: 'Zaznacz wszystkie zgody' }));
    await waitFor(() => expect(personalisation().checked).toBe(true));
    expect(marketing().checked).toBe(true);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toContainEqual({ cconsent: 'INDREK_MCI', value: 1 });
    expect(changes[0]).not.toContainEqual(expect.objectContaining({ value: 0 }));
    expect(server.cart.consents.map((consent) => consent.value)).toEqual([1, 1]);
  });

  const owned = [
    { articleCode: 'HOR01', offerCode: 'OTT_START_M', contractId: 'c-1', status: 'ACTIVE', endDate: null, fee: '29.99', commitmentEndDate: null },
  ];

  it('an answer with a next LTO end date empties the current products of the session', async () => {
    startWith([komfortLto], { currentProducts: owned });
    serveConsentChanges('2027-06-30');
    renderIsland(island());
    await screen.findByRole('row', { name: /Komfort/ });
    expect($session.get().currentProducts).toHaveLength(1);
    fireEvent.click(marketing());
    await waitFor(() => expect(marketing().checked).toBe(true));
    expect($session.get().currentProducts).toEqual([]);
    expect($session.get().nextLtoEndDate).toBe('2027-06-30');
  });

  it('an answer without a next LTO end date keeps the current products', async () => {
    startWith([komfortLto], { currentProducts: owned });
    serveConsentChanges(null);
    renderIsland(island());
    await screen.findByRole('row', { name: /Komfort/ });
    fireEvent.click(marketing());
    await waitFor(() => expect(marketing().checked).toBe(true));
    expect($session.get().currentProducts).toEqual(owned);
  });
});

describe('order summary: voucher and operator billing', () => {
  beforeEach(() => startWith([strumien]));
  afterEach(() => vi.restoreAllMocks());

  it('a valid voucher is applied: its text, its row and the reduced amount due', async () => {
    const checks = serve(cartOperations.checkVoucher, ({ body }) => {
      server = { ...server, voucherCode: body.code };
      return { code: body.code, description: '10% taniej', discount: '2.90', validTo: null };
    });
    renderIsland(island());
    fireEvent.change(await screen.findByLabelText('Kod rabatowy'), { target: { value: 'HORYZONT10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    expect((await screen.findByRole('status')).textContent).toBe('Kod HORYZONT10 obniża pierwszą płatność o 2,90\u00a0zł.');
    expect(checks).toEqual([{ code: 'HORYZONT10' }]);
    // 29,00 zł less 10 % (2,90 zł).
    expect(screen.getByRole('row', { name: /Kod rabatowy HORYZONT10/ }).textContent).toContain('2,90\u00a0zł');
    expect(screen.getByTestId('order-total').textContent).toBe('26,10\u00a0zł');
  });

  it('a voucher already on the cart when the summary opens (a voucher page put it there) shows with its discount, asked for once', async () => {
    startWith([strumien], { voucherCode: 'HRZDEMA12345' });
    const checks = serve(cartOperations.checkVoucher, ({ body }) => ({ code: body.code, description: 'Voucher', discount: '29.00', validTo: null }));
    renderIsland(island());
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('0,00\u00a0zł'));
    expect(screen.getByRole('row', { name: /Kod rabatowy HRZDEMA12345/ }).textContent).toContain('29,00\u00a0zł');
    expect(checks).toEqual([{ code: 'HRZDEMA12345' }]);
  });

  it('operator billing without a stored agreement: ordering waits for the number’s confirmation, and finalize carries its token', async () => {
    startWith([komfortLto]);
    const confirmations = serve(paymentOperations.validateMsisdn, () => ({
      showError: false,
      currentMsisdn: null,
      msisdn: '601 234 567',
      token_csum: 'tok601',
      uforStatus: 'PIN_SENT' as const,
      ts: '2026-11-16T09:30:00.000Z',
      expiresAt: '2026-11-16T09:32:00.000Z',
    }));
    const finalized = serve(paymentOperations.finalize, () => {
      server = { ...server, cart: { ...server.cart, cartStatus: 'ACTIVATION_PENDING', currentStage: 'SUMMARY' } };
      return {
        cart: server.cart,
        paymentUrl: '/bramka-platnicza/gt_1',
        order: { id: 'o-2', number: 'HZ-2026-00042', status: 'PENDING_PAYMENT' as const, total: '39.99', currency: 'PLN' as const },
      };
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Zapłać z Operatorem A' }));
    acceptSummaryConsents();
    expect(orderButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Numer telefonu w sieci operatora'), { target: { value: '601234567' } });
    expect(orderButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź numer' }));
    expect((await screen.findByRole('status')).textContent).toContain('Numer 601 234 567 potwierdzony.');
    expect(confirmations).toEqual([{ msisdn: '601234567', mopId: 2 }]);
    await waitFor(() => expect(orderButton().disabled).toBe(false));
    fireEvent.click(orderButton());
    expect((await screen.findByRole('link', { name: 'Otwórz stronę płatności' })).getAttribute('href')).toBe('/bramka-platnicza/gt_1');
    expect(finalized).toEqual([
      {
        cartId: server.cart.id,
        mopId: 2,
        tokenCsum: 'tok601',
        summaryConsents: [
          { cconsent: 'REGULAMIN_SPRZEDAZY', value: true },
          { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
        ],
      },
    ]);
    // The gateway's return page reports the payment: the island stops waiting.
    const channel = new BroadcastChannel(PAYMENT_CHANNEL);
    channel.postMessage({
      type: 'PAYMENT_RESULT',
      outcome: 'SUCCESS',
      purpose: 'ORDER',
      transactionId: null,
      reason: null,
      token: null,
      tokenType: null,
    });
    channel.close();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Otwórz stronę płatności' })).toBeNull());
  });
});

describe('order summary: analytics (spec 4, 9)', () => {
  const events = (name: string) =>
    ((window.dataLayer ?? []) as Array<{ event?: string; ecommerce?: Record<string, unknown> }>).filter((entry) => entry.event === name);

  beforeEach(() => {
    delete window.dataLayer;
  });

  it('choosing a payment mean records add_payment_info with the cart and the means', async () => {
    startWith([strumien]);
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    await waitFor(() => expect(events('add_payment_info')).toHaveLength(1));
    expect(events('add_payment_info')[0]?.ecommerce).toMatchObject({
      currency: 'PLN',
      value: 29,
      payment_type: '8',
      items: [expect.objectContaining({ item_id: 'FN01', offer_code: 'OTT_STRUMIEN_M', price: 29, quantity: 1 })],
    });
  });

  it('placing the order records purchase: PLN, the exact sum, VAT 23 % included, shipping 0', async () => {
    startWith([komfortLto, strumien]);
    serve(paymentOperations.finalize, () => {
      server = {
        ...server,
        cart: {
          ...server.cart,
          cartStatus: 'ACTIVATION_PENDING',
          currentStage: 'ACTIVATION',
          transactionId: 'o-3',
          thankYouPage: '/oferta-online/dziekujemy',
        },
      };
      return {
        cart: server.cart,
        paymentUrl: null,
        order: { id: 'o-3', number: 'HZ-2026-00042', status: 'CONFIRMED' as const, total: '68.99', currency: 'PLN' as const },
      };
    });
    renderIsland(island());
    fireEvent.click(await screen.findByRole('radio', { name: 'Płatność kodem' }));
    acceptSummaryConsents();
    fireEvent.change(screen.getByLabelText('Kod z aplikacji banku (6 cyfr)'), { target: { value: '777123' } });
    fireEvent.click(orderButton());
    await waitFor(() => expect(events('purchase')).toHaveLength(1));
    // value 39.99 + 29.00 = 68.99; tax 39.99 × 0.23 / 1.23 = 7.4778… plus 29.00 × 0.23 / 1.23 = 5.4228… = 12.9006… → 12.90.
    expect(events('purchase')[0]?.ecommerce).toMatchObject({
      transaction_id: server.cart.id,
      currency: 'PLN',
      value: 68.99,
      tax: 12.9,
      shipping: 0,
      items: [
        expect.objectContaining({ item_id: 'HOR02', price: 39.99, item_variant: 'long_term_offer', item_list_id: 'LTO' }),
        expect.objectContaining({ item_id: 'FN01', price: 29, item_variant: 'monthly', item_list_id: 'MTH' }),
      ],
    });
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/aktywacja-konta'));
  });
});
