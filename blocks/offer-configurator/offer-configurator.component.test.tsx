import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { cartOperations } from '#api-contract/cart.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { CONTENT_ID_KEY } from '#shop/content-id.ts';
import { mockError, mockPathOf } from '#api-client/mock/operations.ts';
import { mockServer } from '#api-client/mock/server.ts';
import type { Cart, Contract, Session } from '#domain/session.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, useShopTest } from '#testing/shop.tsx';
import { $alerts } from '#stores/alerts.ts';
import { $session } from '#stores/session.ts';
import OfferConfigurator from './OfferConfigurator.tsx';
import offerConfiguratorData from './data.ts';

// The island gets what its data.ts loads at build time, here from the repository's seed content (the shop tests' catalogue).
vi.mock('#content/queries.ts', async () => ({ getOffers: async () => (await import('#api-client/mock/catalogue.ts')).seedCatalogue().offers }));
vi.mock('#shop/load-catalogue.ts', async () => ({ loadShopCatalogue: async () => (await import('#testing/shop.tsx')).shopCatalogue() }));

const shop = useShopTest();
const codes = ['OTT_START_M', 'OTT_KOMFORT_M', 'OTT_KOMFORT_LTO12', 'OTT_PRESTIZ_LTO24', 'OTT_SPORT_M', 'OTT_STRUMIEN_M', 'OTT_STRUMIEN_PREMIUM_M'];
const built = await offerConfiguratorData({ offerCodes: codes });
const island = () => <OfferConfigurator offerCodes={codes} {...built} />;

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
async function renderReady(ui = island()) {
  renderIsland(ui);
  await waitFor(() => expect(within(cartPanel()).queryByText('Wczytujemy Twój koszyk…')).toBeNull());
}
/** An existing customer's contract (spec 3/6: group C). */
const customerContract: Contract = { cgroupe: 'C', activity: '01', finabo: null, debabo: '2025-01-01', corig: null };
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
    shop.start(
      sessionWith({
        userLogin: 'klient',
        contracts: [customerContract],
        currentProducts: [
          {
            articleCode: 'HOR02',
            offerCode: 'OTT_KOMFORT_M',
            contractId: '1',
            status: 'ACTIVE',
            endDate: null,
            fee: '49.99',
            commitmentEndDate: null,
          },
        ],
      }),
    );
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
    // As the service plans it: the premium plan takes over FN01, so removing the standard offer leaves the premium one.
    const requests = serve(cartOperations.update, () => {
      serverHas(cartWith(premium));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(within(card('OTT_STRUMIEN_PREMIUM_M')).getByRole('button', { name: 'Dodaj do koszyka: Strumień Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wybierz wariant: Strumień' });
    expect(requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wybieram: Strumień Premium' }));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      { operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_PREMIUM_M' }] },
      { operation: 'REMOVE', items: [{ offerCode: 'OTT_STRUMIEN_M' }] },
    ]);
    await waitFor(() => expect(within(cartPanel()).getByText('Strumień Premium')).toBeTruthy());
    expect(within(cartPanel()).queryByText('Strumień')).toBeNull();
  });

  it('a one-of choice the service refuses keeps the plan in the cart: nothing is removed', async () => {
    serverHas(cartWith([{ operationType: 'A' as const, offerCode: 'OTT_STRUMIEN_M', articleCode: 'FN01', price: '29.00' }]));
    shop.start(server);
    const requests = serve(cartOperations.update, () => mockError(366, 'Oferta „Strumień Premium” nie jest już dostępna.'));
    await renderReady();
    fireEvent.click(within(card('OTT_STRUMIEN_PREMIUM_M')).getByRole('button', { name: 'Dodaj do koszyka: Strumień Premium' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Wybierz wariant: Strumień' })).getByRole('button', { name: 'Wybieram: Strumień Premium' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain('Oferta „Strumień Premium” nie jest już dostępna.');
    expect(requests).toEqual([{ operation: 'ADD', items: [{ offerCode: 'OTT_STRUMIEN_PREMIUM_M' }] }]);
    expect(within(cartPanel()).getByText('Strumień')).toBeTruthy();
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

  it('shows only the offers the editor named, in the editor’s order', async () => {
    const props = { offerCodes: ['OTT_KOMFORT_M', 'OTT_SPORT_M', 'OTT_START_M'] };
    await renderReady(<OfferConfigurator {...props} {...await offerConfiguratorData(props)} />);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Komfort', 'Start', 'Sport']);
    expect(screen.queryByRole('button', { name: 'Dodaj do koszyka: Strumień' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Z umową (taniej)' }));
    expect(screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Sport']);
  });

  it('a cart line of an offer the configurator does not list keeps its name (a visitor back from the gala page)', async () => {
    serverHas(cartWith([{ operationType: 'A', offerCode: 'OTT_GALA_HFN7', articleCode: 'PPV01', price: '49.00' }]));
    shop.start(server);
    await renderReady();
    expect(within(cartPanel()).getByText('Gala Horyzont Fight Night 7')).toBeTruthy();
    expect(within(cartPanel()).queryByText('OTT_GALA_HFN7')).toBeNull();
    expect(card('OTT_GALA_HFN7')).toBeNull();
  });
});

/** The term's description in a dialog's list of details. */
const detail = (dialog: HTMLElement, term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;

describe('offer details (spec 2 info modal: bundle codes and product code)', () => {
  // jsdom lays nothing out, so Ariakit would take every element for invisible and never move focus back:
  // these two browser methods, missing in jsdom, say what a browser would for the rendered page.
  beforeEach(() => {
    HTMLElement.prototype.checkVisibility = () => true;
    HTMLElement.prototype.scrollIntoView = () => undefined;
    return () => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    };
  });

  it('shows the offer’s product codes, the codes of the bundles it belongs to and its payment means', async () => {
    await renderReady();
    fireEvent.click(screen.getByRole('radio', { name: 'Z umową (taniej)' }));
    fireEvent.click(within(card('OTT_PRESTIZ_LTO24')).getByRole('button', { name: 'Szczegóły: Prestiż' }));

    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły: Prestiż' });
    // Seed offer OTT_PRESTIZ_LTO24: article HOR03 with FC91 in its product list, payment means „1” (card).
    expect(detail(dialog, 'Kody produktów')).toBe('HOR03, FC91');
    // Seed bundles holding HOR03 or FC91: bundle-prestiz-lto (HOR03, FC91) and bundle-filmy (FC91, MYCAN01).
    expect(detail(dialog, 'Kody pakietów')).toBe('Pakiet Prestiż – umowa (HOR03, FC91); Filmy i seriale (FC91, MYCAN01)');
    expect(detail(dialog, 'Metody płatności')).toBe('karta');
  });

  it('an add-on with its own plan: both product codes and its one-of bundle; card and bank code payment', async () => {
    await renderReady();
    fireEvent.click(within(card('OTT_STRUMIEN_PREMIUM_M')).getByRole('button', { name: 'Szczegóły: Strumień Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły: Strumień Premium' });
    expect(detail(dialog, 'Kody produktów')).toBe('FN02, FN01');
    expect(detail(dialog, 'Kody pakietów')).toBe('Strumień (FN01, FN02)');
    expect(detail(dialog, 'Metody płatności')).toBe('karta, kod z aplikacji banku');
  });

  it('closes with Escape and with „Zamknij”, and focus goes back to the button that opened it', async () => {
    await renderReady();
    const open = within(card('OTT_START_M')).getByRole('button', { name: 'Szczegóły: Start' });

    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Szczegóły: Start' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));

    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Szczegóły: Start' });
    await waitFor(() => expect(again.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(again).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });
});

describe('content-id flow failures (spec 4): the meta-product exception modal', () => {
  const exceptionText = 'Tej treści nie ma teraz w ofercie. Wybierz pakiet, który Cię interesuje.';

  it('the offer service answers an error: the exception modal explains, the content id is forgotten, no banner', async () => {
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?contentId=999');
    const lookups = serve(accountOperations.contentMetaProduct, () => mockError(404, 'Nie znaleziono treści.'));
    await renderReady();
    const dialog = await screen.findByRole('dialog', { name: 'Nie znaleźliśmy tej treści' });
    expect(dialog.textContent).toContain(exceptionText);
    expect(lookups).toHaveLength(1);
    expect(sessionStorage.getItem(CONTENT_ID_KEY)).toBeNull();
    expect($alerts.get()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the offer service cannot be reached: the same exception modal', async () => {
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?contentId=10');
    mockServer.use(http.get(mockPathOf(accountOperations.contentMetaProduct), () => HttpResponse.error()));
    await renderReady();
    const dialog = await screen.findByRole('dialog', { name: 'Nie znaleźliśmy tej treści' });
    expect(dialog.textContent).toContain(exceptionText);
    expect(sessionStorage.getItem(CONTENT_ID_KEY)).toBeNull();
  });
});

describe('analytics of the cart (data layer)', () => {
  const events = () => (window.dataLayer ?? []) as Array<Record<string, unknown>>;
  const named = (name: string) => events().filter((event) => event.event === name);

  beforeEach(() => {
    window.dataLayer = [];
  });

  it('adding Start pushes add_to_cart with its article, offer code and price in PLN', async () => {
    serve(cartOperations.update, () => {
      serverHas(cartWith([start]));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(within(card('OTT_START_M')).getByRole('button', { name: 'Dodaj do koszyka: Start' }));

    await waitFor(() => expect(named('add_to_cart')).toHaveLength(1));
    // Seed offer OTT_START_M: article HOR01, package title „Start”, 29.99 zł a month, no commitment.
    expect(events()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        app_name: 'Customer Care C+I',
        ecommerce: {
          currency: 'PLN',
          value: 29.99,
          items: [
            {
              item_id: 'HOR01',
              item_name: 'Start',
              offer_code: 'OTT_START_M',
              price: 29.99,
              quantity: 1,
              item_variant: 'monthly',
              item_list_id: 'MTH',
            },
          ],
        },
      },
    ]);
  });

  it('removing the 12-month Komfort pushes remove_from_cart with the price the cart holds, as a long-term offer', async () => {
    serverHas(cartWith([{ operationType: 'A', offerCode: 'OTT_KOMFORT_LTO12', articleCode: 'HOR02', price: '39.99' }]), { ltoInCart: true });
    shop.start(server);
    serve(cartOperations.update, () => {
      serverHas(cartWith([]));
      return server.cart;
    });
    await renderReady();
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń: Komfort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć z koszyka?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, usuń' }));

    await waitFor(() => expect(named('remove_from_cart')).toHaveLength(1));
    expect(events()).toEqual([
      { ecommerce: null },
      {
        event: 'remove_from_cart',
        app_name: 'Customer Care C+I',
        ecommerce: {
          currency: 'PLN',
          value: 39.99,
          items: [
            {
              item_id: 'HOR02',
              item_name: 'Komfort',
              offer_code: 'OTT_KOMFORT_LTO12',
              price: 39.99,
              quantity: 1,
              item_variant: 'long_term_offer',
              item_list_id: 'LTO',
            },
          ],
        },
      },
    ]);
  });

  it('a refused add records nothing', async () => {
    serve(cartOperations.update, () => mockError(366, 'Oferta „Start” nie jest już dostępna.'));
    await renderReady();
    fireEvent.click(within(card('OTT_START_M')).getByRole('button', { name: 'Dodaj do koszyka: Start' }));
    await screen.findByRole('alert');
    // The analytics module is loaded, so an event recorded with the refusal would be in the data layer by now.
    await act(async () => {
      await import('#analytics/data-layer.ts');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(events()).toEqual([]);
  });
});

describe('offer configurator: „Dodaj usługę” from My services (?z=moje-uslugi)', () => {
  const signedIn = { userLogin: 'klient.c@horyzont.example', contracts: [customerContract] };
  const serveMarks = () =>
    serve(sessionOperations.selfcare, ({ body }) => {
      server = { ...server, fromSelfcare: body.fromSelfcare };
      return body;
    });

  it('marks the signed-in customer’s session once and takes the mark out of the address, so a reload does not repeat it', async () => {
    serverHas(cartWith([]), signedIn);
    shop.start(server);
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?z=moje-uslugi#dodatki');
    const marks = serveMarks();
    const { unmount } = renderIsland(island());
    await waitFor(() => expect($session.get().fromSelfcare).toBe(true));
    expect(marks).toEqual([{ fromSelfcare: true }]);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/oferta-online/konfiguracja#dodatki');

    // The page loaded again: the address no longer asks, and the session already says so.
    unmount();
    shop.start(server);
    await renderReady();
    expect(marks).toHaveLength(1);
    expect($session.get().fromSelfcare).toBe(true);
  });

  it('does not mark again a session that already is, and keeps the other parameters of the address', async () => {
    serverHas(cartWith([]), { ...signedIn, fromSelfcare: true });
    shop.start(server);
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?z=moje-uslugi&utm_source=moje-uslugi');
    const marks = serveMarks();
    await renderReady();
    await waitFor(() => expect(window.location.search).toBe('?utm_source=moje-uslugi'));
    expect(marks).toEqual([]);
  });

  it('ignores the parameter for an anonymous visitor: no call, the address as it was', async () => {
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?z=moje-uslugi');
    const marks = serveMarks();
    await renderReady();
    expect(marks).toEqual([]);
    expect(window.location.search).toBe('?z=moje-uslugi');
    expect($session.get().fromSelfcare).toBe(false);
  });

  it('a mark the server refuses leaves the page working, without an alert', async () => {
    serverHas(cartWith([]), signedIn);
    shop.start(server);
    window.history.replaceState(null, '', '/oferta-online/konfiguracja?z=moje-uslugi');
    const marks = serve(sessionOperations.selfcare, () => mockError(401, 'Zaloguj się, aby kontynuować.'));
    const adds = serve(cartOperations.update, () => {
      serverHas(cartWith([start]), signedIn);
      return server.cart;
    });
    await renderReady();
    await waitFor(() => expect(marks).toHaveLength(1));
    expect($alerts.get()).toEqual([]);
    expect($session.get().fromSelfcare).toBe(false);
    fireEvent.click(within(card('OTT_START_M')).getByRole('button', { name: 'Dodaj do koszyka: Start' }));
    await waitFor(() => expect(adds).toHaveLength(1));
  });
});
