import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { mockError } from '#api-client/mock/operations.ts';
import type { CurrentProduct, Session } from '#domain/session.ts';
import { EVENT_ID_KEY } from '#shop/event-memory.ts';
import { cartWith, renderIsland, serve, serveSession, sessionWith, shopCatalogue, useShopTest } from '#testing/shop.tsx';
import SpecialOffer from './SpecialOffer.tsx';

const shop = useShopTest();
const catalogue = shopCatalogue();
const offers = catalogue.offers.filter((offer) => offer.code === 'OTT_GALA_HFN7');
const island = (extra: { redirectUrl?: string } = {}) => (
  <SpecialOffer
    offerCodes={[]}
    eventId="gala-ksw"
    buttonLabel="Kupuję dostęp do gali"
    offers={offers}
    bundles={[]}
    event={{ id: 'gala-ksw', articleCode: 'PPV01' }}
    stages={catalogue.stages}
    {...extra}
  />
);
const offersOf = (...codes: string[]) => catalogue.offers.filter((offer) => codes.includes(offer.code));
/** The /landing offer of an add-on, alone or with its base package. */
const landingIsland = (codes: string[]) => (
  <SpecialOffer
    offerCodes={codes}
    buttonLabel="Dodaj do koszyka"
    offers={offersOf(...codes)}
    bundles={catalogue.bundles}
    marker="mecz-sezonu"
    event={null}
    stages={catalogue.stages}
  />
);

let server: Session;
let calls: string[];

/** Serves the landing flow's calls, recording their order. */
function serveFlow() {
  calls = [];
  const record = (name: string) => (body: unknown) => calls.push(`${name} ${JSON.stringify(body)}`);
  serve(cartOperations.clearCart, ({ body }) => (record('clearCart')(body), cartWith([])));
  serve(cartOperations.clearCartLto, ({ body }) => (record('clearCartLto')(body), cartWith([])));
  serve(
    cartOperations.markSpecialOfferProcess,
    ({ body }) => (record('markProcess')(body), { isFromSpecialOffer: true, specialOfferMarker: body.marker ?? null }),
  );
  serve(cartOperations.update, ({ body }) => {
    record('update')(body);
    return cartWith([{ operationType: 'A', offerCode: 'OTT_GALA_HFN7', articleCode: 'PPV01', price: '49.00' }]);
  });
  serve(cartOperations.updateStage, ({ body }) => (record('updateStage')(body), cartWith([], { currentStage: 'SUMMARY' })));
}

const owned: CurrentProduct = {
  articleCode: 'HOR01',
  offerCode: 'OTT_START_M',
  contractId: '1',
  status: 'ACTIVE',
  endDate: null,
  fee: '29.99',
  commitmentEndDate: null,
};

describe('special offer (landing add-offer flow)', () => {
  beforeEach(() => {
    server = sessionWith({});
    shop.start(server);
    serveSession(() => (calls?.push('sessionData'), server));
    serveFlow();
    localStorage.clear();
  });

  it('a new customer: clear, mark, add as special offer, NEXT, then the summary', async () => {
    renderIsland(island());
    fireEvent.click(screen.getByRole('button', { name: 'Kupuję dostęp do gali' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(calls).toEqual([
      'clearCart {"data":true}',
      'markProcess {"marker":"gala-ksw"}',
      'update {"operation":"ADD_SPO","items":[{"offerCode":"OTT_GALA_HFN7"}]}',
      `updateStage {"cartId":"${cartWith([]).id}","newStage":"NEXT"}`,
      'sessionData',
    ]);
    expect(localStorage.getItem(EVENT_ID_KEY)).toBe('gala-ksw');
  });

  it('a customer with products stays at the package stage, clears the LTO cart when it is in use, and goes to the redirect url', async () => {
    server = sessionWith({ userLogin: 'klient', currentProducts: [owned], ltoInCart: true });
    shop.start(server);
    renderIsland(island({ redirectUrl: '/oferta-online/konfiguracja' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kupuję dostęp do gali' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/konfiguracja'));
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['clearCartLto', 'markProcess', 'update', 'sessionData']);
  });

  it('a prospect whose contracts are all K buys like a new customer: the cart moves on to the summary stage', async () => {
    server = sessionWith({ userLogin: 'klient.k', contracts: [{ cgroupe: 'K', activity: '01', finabo: null, debabo: '2026-10-01', corig: null }] });
    shop.start(server);
    renderIsland(landingIsland(['OTT_KOMFORT_M', 'OTT_SPORT_M']));
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['clearCart', 'markProcess', 'update', 'update', 'updateStage', 'sessionData']);
  });

  it('an add-on whose base package the visitor lacks: says why, and changes nothing', async () => {
    shop.start(sessionWith({ cart: cartWith([{ operationType: 'A', offerCode: 'OTT_KOMFORT_M', articleCode: 'HOR02', price: '49.99' }]) }));
    renderIsland(landingIsland(['OTT_SPORT_M']));
    const button = screen.getByRole('button', { name: 'Dodaj do koszyka' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.',
    );
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(calls).toEqual([]);
  });

  it('an add-on for a customer who holds its base package: added on its own', async () => {
    const komfort: CurrentProduct = { ...owned, articleCode: 'HOR02', offerCode: 'OTT_KOMFORT_M', fee: '49.99' };
    server = sessionWith({
      userLogin: 'klient',
      contracts: [{ cgroupe: 'C', activity: '01', finabo: null, debabo: '2025-01-01', corig: null }],
      currentProducts: [komfort],
    });
    shop.start(server);
    renderIsland(landingIsland(['OTT_SPORT_M']));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/oferta-online/podsumowanie'));
    expect(calls.slice(0, 3)).toEqual([
      'clearCart {"data":true}',
      'markProcess {"marker":"mecz-sezonu"}',
      'update {"operation":"ADD_SPO","items":[{"offerCode":"OTT_SPORT_M"}]}',
    ]);
  });

  it('a refusal shows the server’s words and the visitor stays', async () => {
    serve(cartOperations.update, () => mockError(366, 'Oferta „Gala” nie jest już dostępna.'));
    renderIsland(island());
    fireEvent.click(screen.getByRole('button', { name: 'Kupuję dostęp do gali' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Oferta „Gala” nie jest już dostępna.');
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('an event without an offer says „Brak konfiguracji” (spec 8)', () => {
    renderIsland(
      <SpecialOffer
        offerCodes={[]}
        eventId="bez-konfiguracji"
        buttonLabel="Kupuję"
        offers={[]}
        bundles={[]}
        event={null}
        stages={catalogue.stages}
      />,
    );
    expect(screen.getByText('Brak konfiguracji')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
