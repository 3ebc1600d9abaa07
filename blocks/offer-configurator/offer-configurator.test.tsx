import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '../../src/api-contract/account.ts';
import { cartOperations } from '../../src/api-contract/cart.ts';
import { CONTENT_ID_KEY } from '../../src/shop/content-id.ts';
import { mockError } from '../../src/api-client/mock/operations.ts';
import type { Cart, Session } from '../../src/domain/session-defaults.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '../../src/shop/test-support.tsx';
import { $session } from '../../src/stores/session.ts';
import OfferConfigurator from './OfferConfigurator.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();
const codes = ['OTT_START_M', 'OTT_KOMFORT_M', 'OTT_KOMFORT_LTO12', 'OTT_PRESTIZ_LTO24', 'OTT_SPORT_M', 'OTT_STRUMIEN_M', 'OTT_STRUMIEN_PREMIUM_M'];
const island = () => <OfferConfigurator offerCodes={codes} catalogue={{ ...catalogue, offers: catalogue.offers.filter((offer) => codes.includes(offer.code)) }} />;

const start = { operationType: 'A' as const, offerCode: 'OTT_START_M', articleCode: 'HOR01', price: '29.99' };
let server: Session;

function serverHas(cart: Cart, extra: Partial<Session> = {}) {
  server = sessionWith({ cart, ...extra });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/oferta-online/konfiguracja');
  sessionStorage.clear();
  serverHas(cartWith([]));
  shop.start(server);
  serveSession(() => server);
});

const cartPanel = () => screen.getByRole('complementary', { name: 'Twój koszyk' });

/** Renders the island and waits until it can act (its lazily loaded cart arithmetic has arrived). */
async function renderReady() {
  renderIsland(island());
  await waitFor(() => expect(within(cartPanel()).queryByText('Wczytujemy Twój koszyk…')).toBeNull());
}
const card = (code: string) => document.querySelector(`[data-offer="${code}"]`) as HTMLElement;

describe('offer configurator', () => {
  it('adds an offer through cart/update ADD and shows the cart the server keeps', async () => {
    const requests = serve(cartOperations.update, () => {
      serverHas(cartWith([start]));
      return server.cart;
    });
    await renderReady();
    expect(within(cartPanel()).getByText('Koszyk jest pusty. Wybierz pakiet, aby przejść dalej.')).toBeTruthy();
    fireEvent.click(within(card('OTT_START_M')).getByRole('button', { name: 'Dodaj do koszyka: Start' }));

    await waitFor(() => expect(within(cartPanel()).getByText('Start')).toBeTruthy());
    expect(requests).toEqual([{ operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }] }]);
    expect(within(cartPanel()).getByText('Do zapłaty miesięcznie').nextElementSibling?.textContent).toBe('29,99\u00a0zł');
    expect(within(cartPanel()).getByText('Pakiet główny: Pakiet Start')).toBeTruthy();
    expect(within(card('OTT_START_M')).getByRole('button', { name: 'Usuń: Start' })).toBeTruthy();
  });

  it('a refusal shows the server’s words and leaves the cart as it was', async () => {
    serverHas(cartWith([start]));
    shop.start(server);
    serve(cartOperations.update, () => mockError(366, 'Oferta „Komfort” nie jest już dostępna.'));
    await renderReady();
    fireEvent.click(within(card('OTT_KOMFORT_M')).getByRole('button', { name: 'Dodaj do koszyka: Komfort' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Oferta „Komfort” nie jest już dostępna.');
    expect(within(cartPanel()).getByText('Start')).toBeTruthy();
    expect($session.get().cart.items).toEqual([start]);
  });

  it('an add-on without its base package says why and cannot be added', async () => {
    await renderReady();
    expect(card('OTT_SPORT_M').textContent).toContain('Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.');
    expect((within(card('OTT_SPORT_M')).getByRole('button', { name: 'Dodaj do koszyka: Sport' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('what the customer holds is marked as theirs instead of offered', async () => {
    shop.start(sessionWith({ userLogin: 'klient', currentProducts: [{ articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', contractId: '1', status: 'ACTIVE', endDate: null, fee: '49.99', commitmentEndDate: null }] }));
    await renderReady();
    expect(card('OTT_KOMFORT_M').textContent).toContain('Masz już tę usługę');
    expect((within(card('OTT_SPORT_M')).getByRole('button', { name: 'Dodaj do koszyka: Sport' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows monthly or long-term main packages as the visitor chooses', async () => {
    await renderReady();
    expect(card('OTT_KOMFORT_M')).toBeTruthy();
    expect(card('OTT_KOMFORT_LTO12')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Z umową (taniej)' }));
    expect(card('OTT_KOMFORT_LTO12').textContent).toContain('Umowa na 12 mies.');
    expect(card('OTT_KOMFORT_M')).toBeNull();
  });

  it('removes after confirming in the remove dialog (REMOVE)', async () => {
    serverHas(cartWith([start]));
    shop.start(server);
    const requests = serve(cartOperations.update, () => {
      serverHas(cartWith([]));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(within(card('OTT_START_M')).getByRole('button', { name: 'Usuń: Start' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć z koszyka?' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Usuniemy z koszyka: Start.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, usuń' }));

    await waitFor(() => expect(within(cartPanel()).getByText('Koszyk jest pusty. Wybierz pakiet, aby przejść dalej.')).toBeTruthy());
    expect(requests).toEqual([{ operation: 'REMOVE', items: [{ offerCode: 'OTT_START_M' }] }]);
  });

  it('clears the LTO cart while the long-term-offer flow is on, the regular one otherwise', async () => {
    const lto = { operationType: 'A' as const, offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' };
    serverHas(cartWith([lto]), { ltoInCart: true });
    shop.start(server);
    const ltoClears = serve(cartOperations.clearCartLto, () => {
      serverHas(cartWith([]));
      return server.cart;
    });
    const clears = serve(cartOperations.clearCart, () => server.cart);
    await renderReady();
    fireEvent.click(within(cartPanel()).getByRole('button', { name: 'Wyczyść koszyk z umową' }));
    await waitFor(() => expect(ltoClears).toHaveLength(1));
    expect(clears).toHaveLength(0);
  });

  it('„Dalej” moves the cart to the NEXT stage and opens that stage’s page', async () => {
    serverHas(cartWith([start]));
    shop.start(server);
    const moves = serve(cartOperations.updateStage, () => {
      serverHas(cartWith([start], { currentStage: 'SUMMARY' }));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(within(cartPanel()).getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(moves).toEqual([{ cartId: server.cart.id, newStage: 'NEXT' }]);
  });

  it('„Dalej” with a cart already at the summary stage goes there without another move', async () => {
    serverHas(cartWith([start], { currentStage: 'SUMMARY' }));
    shop.start(server);
    const moves = serve(cartOperations.updateStage, () => server.cart);
    await renderReady();
    fireEvent.click(within(cartPanel()).getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(moves).toEqual([]);
  });

  it('a link to a film opens the meta-product modal, whose offer goes into the cart', async () => {
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?contentId=10');
    serve(accountOperations.contentMetaProduct, ({ params }) => ({
      contentId: params.id,
      metaProductName: 'Filmy i seriale',
      asseTitle: 'Ostatni rejs',
      metaProductCodes: ['FC91', 'MYCAN01'],
      owned: false,
    }));
    const requests = serve(cartOperations.update, () => {
      serverHas(cartWith([{ operationType: 'A', offerCode: 'OTT_PRESTIZ_LTO24', articleCode: 'HOR03', price: '69.99' }]));
      return server.cart;
    });
    await renderReady();
    const dialog = await screen.findByRole('dialog', { name: 'Oglądaj z ofertą Filmy i seriale' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('„Ostatni rejs” jest w ofercie Filmy i seriale.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj do koszyka: Prestiż' }));
    await waitFor(() => expect(requests).toEqual([{ operation: 'ADD', items: [{ offerCode: 'OTT_PRESTIZ_LTO24' }] }]));
    expect(sessionStorage.getItem(CONTENT_ID_KEY)).toBeNull();
  });

  it('a film the customer can already watch opens nothing and forgets the content id', async () => {
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?contentId=16');
    const lookups = serve(accountOperations.contentMetaProduct, ({ params }) => ({
      contentId: params.id,
      metaProductName: 'Sport Horyzont',
      asseTitle: null,
      metaProductCodes: ['MCCSNK01', 'MCDSNK01'],
      owned: true,
    }));
    await renderReady();
    await waitFor(() => expect(lookups).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem(CONTENT_ID_KEY)).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a second plan of a one-of bundle asks which one; the choice replaces the other in the cart', async () => {
    const standard = { operationType: 'A' as const, offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '29.00' };
    const premium = [
      { operationType: 'A' as const, offerCode: 'OTT_STRUMIEN_PREMIUM_M', articleCode: 'FN02', price: '43.00' },
      { operationType: 'A' as const, offerCode: 'OTT_STRUMIEN_PREMIUM_M', articleCode: 'FN01', price: '0.00' },
    ];
    serverHas(cartWith([standard]));
    shop.start(server);
    const requests = serve(cartOperations.update, ({ body }) => {
      serverHas(cartWith(body.operation === 'REMOVE' ? [] : premium));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(within(card('OTT_STRUMIEN_PREMIUM_M')).getByRole('button', { name: 'Dodaj do koszyka: Strumień Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz wariant: Strumień' });
    expect(requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wybieram: Strumień Premium' }));

    await waitFor(() => expect(within(cartPanel()).getByText('Strumień Premium')).toBeTruthy());
    expect(requests).toEqual([
      { operation: 'REMOVE', items: [{ offerCode: 'OTT_STRUMIEN_M' }] },
      { operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_PREMIUM_M' }] },
    ]);
    expect(within(cartPanel()).queryByText('Strumień')).toBeNull();
  });

  it('a double click sends one request', async () => {
    const requests = serve(cartOperations.update, async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      serverHas(cartWith([start]));
      return server.cart;
    });
    await renderReady();
    const add = within(card('OTT_START_M')).getByRole('button', { name: 'Dodaj do koszyka: Start' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(within(cartPanel()).getByText('Start')).toBeTruthy());
    expect(requests).toHaveLength(1);
  });
});
