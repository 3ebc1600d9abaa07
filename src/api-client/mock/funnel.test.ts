import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountOperations } from '#api-contract/account.ts';
import { cartOperations, type CartUpdateInput } from '#api-contract/cart.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { sessionOperations as sessionCalls } from '#api-contract/session.ts';
import { zodValidatorCompiler } from '#server/http/validation.ts';
import { $alerts } from '#stores/alerts.ts';
import { setApiMode } from '../config.ts';
import { callOperation } from '../operations.ts';
import { refusal, TEST_BASE_URL, useTestBrowser } from '#testing/api-client.ts';
import { createFunnel, type Funnel, type FunnelState } from './funnel/index.ts';
import { mockApiHandlers } from './funnel-handlers.ts';
import { mockServer } from './server.ts';

/**
 * The mock funnel driven as the portal drives it: the real API client
 * (callOperation, /mock prefix) against msw's node server serving
 * mockApiHandlers. Expected values come from the seed catalogue (offers.json,
 * bundles.json, site.json) and the spec's rules, worked out by hand.
 */

const NOW = new Date('2026-03-15T10:00:00Z');
const CONSENTS = [
  { cconsent: 'REGULAMIN_SPRZEDAZY', value: true },
  { cconsent: 'ROZPOCZECIE_SWIADCZENIA', value: true },
];

let funnel: Funnel;
let kept: FunnelState | null;

function serve() {
  funnel = createFunnel({ now: () => NOW, store: { load: () => kept, save: (next) => (kept = structuredClone(next)) } });
  mockServer.use(...mockApiHandlers(funnel));
}

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  useTestBrowser();
  setApiMode('mock');
  $alerts.set([]);
  kept = null;
  serve();
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const session = () => callOperation(sessionCalls.sessionData, { body: {} });
const update = (body: CartUpdateInput) => callOperation(cartOperations.update, { body });
const add = (...offerCodes: string[]) => update({ operation: 'ADD', items: offerCodes.map((offerCode) => ({ offerCode })) });
const stage = (cartId: string, newStage: string) => callOperation(cartOperations.updateStage, { body: { cartId, newStage } });
const articles = (cart: { items: { articleCode: string; price: unknown; operationType: string }[] }) =>
  cart.items.map((item) => `${item.operationType} ${item.articleCode} ${item.price}`);

async function login(query = '') {
  const response = await fetch(new URL(`/mock/login${query}`, TEST_BASE_URL), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

/** Signs in and brings a cart with `offers` to the summary; answers its id. */
async function cartAtSummary(customer: string, ...offers: string[]): Promise<string> {
  await login(`?login=${customer}`);
  const cart = await add(...offers);
  await stage(cart.id!, 'SUMMARY');
  return cart.id!;
}

describe('session', () => {
  it('answers an anonymous visitor’s session with the spec’s defaults and an empty cart', async () => {
    const data = await session();
    expect(data).toMatchObject({ userLogin: null, prepaidCategory: 'NEWSALES', portabilityFlag: 'niepotwierdzony', ltoInCart: false });
    expect(data.cart).toMatchObject({ id: null, cartStatus: 'OPEN', currentStage: 'PACKAGE', contractType: 'PREPAID', items: [] });
  });

  it('ends the session on closeBrowser: checkSessionData then answers 401 until sessionData starts a new one', async () => {
    const first = await session();
    await callOperation(sessionCalls.closeBrowser, { query: {} });
    const ended = await refusal(callOperation(sessionCalls.checkSessionData, { body: {} }));
    expect(ended).toMatchObject({ httpStatus: 401, errorCode: 401, message: 'Sesja wygasła. Zaloguj się ponownie.' });
    await expect(refusal(add('OTT_START_M'))).resolves.toMatchObject({ errorCode: 401 });
    const next = await session();
    expect(next.sessionId).not.toBe(first.sessionId);
    expect(next.cart.items).toEqual([]);
  });

  it('signs in as the default demo customer, a prospect with only K contracts, and comes back to the path asked for', async () => {
    expect(await login('?returnTo=/oferta-online/podsumowanie')).toEqual({ status: 302, location: '/oferta-online/podsumowanie' });
    const data = await session();
    expect(data.userLogin).toBe('klient.k@horyzont.example');
    expect(data.contracts.map((contract) => contract.cgroupe)).toEqual(['K']);
    expect(data.currentProducts).toEqual([]);
  });

  it('answers quietLogin with the signed-in session only: 401 before, and nothing is started', async () => {
    await session();
    const anonymous = await refusal(callOperation(sessionCalls.quietLogin, { query: {} }));
    expect(anonymous).toMatchObject({ httpStatus: 401, errorCode: 401, message: 'Nie jesteś zalogowany.' });
    await login('?login=klient.c@horyzont.example');
    expect((await callOperation(sessionCalls.quietLogin, { query: {} })).userLogin).toBe('klient.c@horyzont.example');
  });

  it('lands on the account page without a return path, refuses foreign ones, and sends an unknown login to the failed-login page', async () => {
    expect(await login()).toEqual({ status: 302, location: '/oferta-online/moje-konto' });
    expect((await login('?returnTo=//evil.example/')).location).toBe('/oferta-online/moje-konto');
    expect((await login('?login=nikt@horyzont.example')).location).toBe('/l?blad=logowanie');
  });

  it('hands the visitor’s cart to the customer at login; logout ends the session but the cart stays the customer’s', async () => {
    const cart = await add('OTT_KOMFORT_M');
    await login('?login=klient.c@horyzont.example');
    // Celina already holds Komfort: the adopted cart shows it, and adding it again is refused.
    expect((await session()).cart.id).toBe(cart.id);
    await expect(refusal(add('OTT_KOMFORT_M'))).resolves.toMatchObject({ errorCode: 366, message: 'Masz już usługę „Pakiet Komfort”.' });

    const response = await fetch(new URL('/mock/logout', TEST_BASE_URL), { redirect: 'manual' });
    expect([response.status, response.headers.get('location')]).toEqual([302, '/']);
    const anonymous = await session();
    expect([anonymous.userLogin, anonymous.cart.id]).toEqual([null, null]);
    await login('?login=klient.c@horyzont.example');
    expect((await session()).cart.id).toBe(cart.id);
  });
});

describe('session/selfcare', () => {
  const mark = (fromSelfcare: boolean) => callOperation(sessionCalls.selfcare, { body: { fromSelfcare } });

  it('marks a signed-in customer’s flow as started from self-care until it is unmarked, and refuses an anonymous visitor', async () => {
    await session();
    await expect(refusal(mark(true))).resolves.toMatchObject({ errorCode: 401 });
    await login('?login=klient.c@horyzont.example');
    expect((await session()).fromSelfcare).toBe(false);
    expect(await mark(true)).toEqual({ fromSelfcare: true });
    expect((await session()).fromSelfcare).toBe(true);
    expect(await mark(false)).toEqual({ fromSelfcare: false });
    expect((await session()).fromSelfcare).toBe(false);
  });

  it('ends with the flow, as in the service: the cart cleared, cancelled or completed', async () => {
    await login('?login=klient.c@horyzont.example');
    await add('OTT_SPORT_M');
    await mark(true);
    await callOperation(cartOperations.clearCart, { body: {} });
    expect((await session()).fromSelfcare).toBe(false);

    await add('OTT_SPORT_M');
    await mark(true);
    await callOperation(cartOperations.cancel, { body: {} });
    expect((await session()).fromSelfcare).toBe(false);

    const cartId = await cartAtSummary('klient.c@horyzont.example', 'OTT_SPORT_M');
    await mark(true);
    await callOperation(paymentOperations.finalize, { body: { cartId, mopId: 1, summaryConsents: CONSENTS } });
    expect((await session()).fromSelfcare).toBe(true);
    await stage(cartId, 'NEXT');
    expect(await stage(cartId, 'NEXT')).toMatchObject({ cartStatus: 'FINALIZED' });
    expect((await session()).fromSelfcare).toBe(false);
  });
});

describe('cart/update', () => {
  it('puts the offer’s main article at its promotional price; a main package replaces the one in the cart', async () => {
    await add('OTT_START_M');
    const cart = await add('OTT_KOMFORT_M');
    expect(articles(cart)).toEqual(['A HOR02 49.99']);
    expect((await session()).cart.items).toHaveLength(1);
  });

  it('sends a long-term offer to the LTO cart, with the articles of its product list included in the price', async () => {
    const regular = await add('OTT_START_M');
    const lto = await add('OTT_PRESTIZ_LTO24');
    expect(lto.id).not.toBe(regular.id);
    expect(articles(lto)).toEqual(['A HOR03 69.99', 'A FC91 0.00']);
    expect((await session()).ltoInCart).toBe(true);

    // Clearing the LTO cart ends the LTO flow: the session shows the regular cart again.
    await callOperation(cartOperations.clearCartLto, { body: {} });
    const after = await session();
    expect([after.ltoInCart, after.cart.id, articles(after.cart)]).toEqual([false, regular.id, ['A HOR01 29.99']]);
  });

  it('refuses an add-on without its base package with the bundle’s tooltip and leaves the cart as it was', async () => {
    await add('OTT_START_M');
    const error = await refusal(add('OTT_SPORT_M'));
    expect(error).toMatchObject({ httpStatus: 422, errorCode: 366, message: 'Sport Horyzont możesz dodać do pakietu Komfort lub Prestiż.' });
    expect(articles((await session()).cart)).toEqual(['A HOR01 29.99']);
  });

  it('takes an add-on out with the base package it needs', async () => {
    await add('OTT_KOMFORT_M', 'OTT_SPORT_M');
    const cart = await update({ operation: 'REMOVE', items: [{ offerCode: 'OTT_KOMFORT_M' }] });
    expect(cart.items).toEqual([]);
  });

  it('refuses an offer that is not for sale, and ADD_SPO before the special-offer process is marked', async () => {
    await expect(refusal(add('OTT_LATO_2025'))).resolves.toMatchObject({
      errorCode: 366,
      message: 'Oferta „Letnia promocja Komfort 2025” nie jest już dostępna.',
    });
    const spo: CartUpdateInput = { operation: 'ADD_SPO', items: [{ offerCode: 'OTT_KOMFORT_M' }] };
    await expect(refusal(update(spo))).resolves.toMatchObject({
      errorCode: 366,
      message: 'Ofertę specjalną można zamówić tylko ze strony tej oferty.',
    });

    expect(await callOperation(cartOperations.markSpecialOfferProcess, { body: { marker: 'gala-ksw' } })).toEqual({
      isFromSpecialOffer: true,
      specialOfferMarker: 'gala-ksw',
    });
    await update(spo);
    expect(await session()).toMatchObject({ isFromSpecialOffer: true, isSpecialOfferInCart: true, specialOfferMarker: 'gala-ksw' });
  });

  it('sells a starter kit (a name with _STARTER_) although its status is not ACTIVE', async () => {
    const cart = await add('OTT_STARTER_3M');
    expect(articles(cart)).toEqual(['A HOR01 0.00']);
  });
});

describe('cart/updateStage', () => {
  it('moves along the seed’s stages: an empty cart stays at PACKAGE, only finalize reaches ACTIVATION', async () => {
    const empty = await add('OTT_START_M');
    await update({ operation: 'REMOVE', items: [{ offerCode: 'OTT_START_M' }] });
    await expect(refusal(stage(empty.id!, 'NEXT'))).resolves.toMatchObject({
      errorCode: 366,
      message: 'Koszyk jest pusty. Wybierz pakiet, aby przejść dalej.',
    });

    await add('OTT_START_M');
    expect((await stage(empty.id!, 'NEXT')).currentStage).toBe('SUMMARY');
    await expect(refusal(stage(empty.id!, 'NEXT'))).resolves.toMatchObject({ errorCode: 366, message: 'Aby przejść do aktywacji, złóż zamówienie.' });
    expect((await stage(empty.id!, 'PREVIOUS')).currentStage).toBe('PACKAGE');
    await expect(refusal(stage(empty.id!, 'KASA'))).resolves.toMatchObject({ errorCode: 404, message: 'Nie ma etapu zamówienia „KASA”.' });
  });

  it('answers 404 for a cart that is not the caller’s', async () => {
    await expect(refusal(stage('00000000-0000-4000-8000-0000000000ff', 'NEXT'))).resolves.toMatchObject({
      errorCode: 404,
      message: 'Nie znaleziono koszyka.',
    });
  });
});

describe('sale consents, discount and voucher', () => {
  it('gives the 5.00 discount of a long-term offer once both sale consents are given, with the commitment’s end', async () => {
    await add('OTT_KOMFORT_LTO12');
    expect(await callOperation(cartOperations.getPossibleDiscount, { query: {} })).toEqual({ active: false, cart: '5.00' });
    const changed = await callOperation(cartOperations.updateOrderByConsentsChanges, {
      body: [
        { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
        { cconsent: 'INDREK_MCI', value: 1 },
      ],
    });
    expect(changed).toMatchObject({ discount: { active: true, cart: '5.00' }, nextLtoEndDate: '2027-03-15' });
    expect(changed.cart.consents).toEqual([
      { cconsent: 'INDELECTR_MAIL_MCI', value: 1, indiscount: '1' },
      { cconsent: 'INDREK_MCI', value: 1, indiscount: '1' },
    ]);
    expect(await session()).toMatchObject({ discountAmount: '5.00', nextLtoEndDate: '2027-03-15' });
  });

  it('has no discount for a monthly package, and no cart for consents before the first add', async () => {
    await expect(refusal(callOperation(cartOperations.updateOrderByConsentsChanges, { body: [] }))).resolves.toMatchObject({ errorCode: 404 });
    await add('OTT_START_M');
    expect(await callOperation(cartOperations.getPossibleDiscount, { query: {} })).toEqual({ active: false, cart: null });
  });

  it('takes 10 % off with HORYZONT10 in any case, refuses other codes and an empty cart with 359', async () => {
    const check = (code: string) => callOperation(cartOperations.checkVoucher, { body: { code } });
    await expect(refusal(check('HORYZONT10'))).resolves.toMatchObject({
      errorCode: 359,
      message: 'Dodaj produkt do koszyka, aby skorzystać z kodu rabatowego.',
    });
    await add('OTT_START_M', 'OTT_STRUMIEN_M');
    expect(await check(' horyzont10 ')).toEqual({
      code: 'HORYZONT10',
      description: 'Rabat 10% na pierwszą płatność',
      discount: '5.90',
      validTo: '2030-12-31T22:59:59.000Z',
    });
    await expect(refusal(check('ZIMA2031'))).resolves.toMatchObject({
      httpStatus: 422,
      errorCode: 359,
      message: 'Ten kod rabatowy jest nieprawidłowy.',
    });
    expect((await session()).voucherCode).toBe('HORYZONT10');

    // Clearing with data forgets the voucher too.
    await callOperation(cartOperations.clearCart, { body: { data: true } });
    expect((await session()).voucherCode).toBeNull();
  });
});

describe('payment', () => {
  it('offers the payment means with their Polish labels to a signed-in customer only', async () => {
    await expect(refusal(callOperation(paymentOperations.mopConfig))).resolves.toMatchObject({
      httpStatus: 401,
      message: 'Zaloguj się, aby skorzystać z tej usługi.',
    });
    await login();
    const config = await callOperation(paymentOperations.mopConfig);
    expect(config.paymentMeans.map((mean) => [mean.mopId, mean.label])).toEqual([
      [1, 'Karta płatnicza'],
      [2, 'Zapłać z Operatorem A'],
      [6, 'Zapłać z Operatorem B'],
      [7, 'Zapłać z Operatorem C'],
      [8, 'Płatność kodem'],
    ]);
  });

  it('refuses finalize to an anonymous visitor before reading the order', async () => {
    const cart = await add('OTT_START_M');
    const error = await refusal(callOperation(paymentOperations.finalize, { body: { cartId: cart.id!, mopId: 8, instantCode: '777123' } }));
    expect(error).toMatchObject({ httpStatus: 401, message: 'Zaloguj się, aby skorzystać z tej usługi.' });
  });

  it('pays with the instant code 777123 at once; another code is refused with 713 and changes nothing', async () => {
    const cartId = await cartAtSummary('klient.k@horyzont.example', 'OTT_KOMFORT_M');
    await callOperation(cartOperations.checkVoucher, { body: { code: 'HORYZONT10' } });
    const finalize = (instantCode: string) =>
      callOperation(paymentOperations.finalize, { body: { cartId, mopId: 8, instantCode, summaryConsents: CONSENTS } });

    await expect(refusal(finalize('000000'))).resolves.toMatchObject({
      errorCode: 713,
      message: 'Kod płatności jest nieprawidłowy lub wygasł. Wygeneruj nowy kod w aplikacji banku.',
    });
    expect((await session()).cart).toMatchObject({ cartStatus: 'OPEN', currentStage: 'SUMMARY' });

    const paid = await finalize('777123');
    // 49.99 less 10 % (5.00 to the grosz).
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', total: '44.99', currency: 'PLN' });
    expect(paid.paymentUrl).toBeNull();
    expect(paid.cart).toMatchObject({
      cartStatus: 'ACTIVATION_PENDING',
      currentStage: 'ACTIVATION',
      transactionId: paid.order.number,
      thankYouPage: '/oferta-online/dziekujemy',
    });

    // The prospect now has a contract of their own with the package.
    const after = await session();
    expect(after.contracts.map((contract) => contract.cgroupe)).toEqual(['K', 'C']);
    expect(after.currentProducts.map((product) => [product.articleCode, product.status])).toEqual([['HOR02', 'ACTIVE']]);
  });

  it('completes the purchase at the last stage, freeing the way for a new cart', async () => {
    const cartId = await cartAtSummary('klient.k@horyzont.example', 'OTT_START_M');
    await callOperation(paymentOperations.finalize, { body: { cartId, mopId: 1, summaryConsents: CONSENTS } });
    // An order in progress: a new purchase waits (324), and a paid order cannot be cancelled (406).
    await expect(refusal(add('OTT_STRUMIEN_M'))).resolves.toMatchObject({
      httpStatus: 409,
      errorCode: 324,
      message: 'Masz niezakończone zamówienie. Anuluj je, aby złożyć nowe.',
    });
    await expect(refusal(callOperation(cartOperations.cancel, { body: {} }))).resolves.toMatchObject({ errorCode: 406 });

    expect((await stage(cartId, 'NEXT')).currentStage).toBe('BOX_ACTIVATION');
    expect(await stage(cartId, 'NEXT')).toMatchObject({ currentStage: 'THP', cartStatus: 'FINALIZED' });
    expect((await session()).cart.id).toBeNull();
    expect(articles(await add('OTT_STRUMIEN_M'))).toEqual(['A FN01 29.00']);
  });

  it('keeps the placed orders in the session’s ordersHistory, newest first, with their lines', async () => {
    const first = await cartAtSummary('klient.k@horyzont.example', 'OTT_START_M');
    const { order } = await callOperation(paymentOperations.finalize, { body: { cartId: first, mopId: 1, summaryConsents: CONSENTS } });
    await stage(first, 'NEXT');
    await stage(first, 'NEXT');
    expect((await session()).ordersHistory).toEqual([
      {
        transactionId: order.number,
        orderedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: 'CONFIRMED',
        total: '29.99',
        items: [{ operationType: 'A', offerCode: 'OTT_START_M', articleCode: 'HOR01', price: '29.99' }],
      },
    ]);
    await add('OTT_STRUMIEN_M');
    const second = (await session()).cart.id!;
    await stage(second, 'NEXT');
    const next = await callOperation(paymentOperations.finalize, { body: { cartId: second, mopId: 1, summaryConsents: CONSENTS } });
    expect((await session()).ordersHistory.map((entry) => [entry.transactionId, entry.total])).toEqual([
      [next.order.number, '29.00'],
      [order.number, '29.99'],
    ]);
  });

  it('answers 712 for the customer whose stored card’s bank is not supported, and lets them pay otherwise', async () => {
    const cartId = await cartAtSummary('klient.lto@horyzont.example', 'OTT_CINEMA_LTO6');
    const pay = (mopId: 1 | 2 | 8) =>
      callOperation(paymentOperations.finalize, {
        body: { cartId, mopId, instantCode: mopId === 8 ? '777123' : undefined, summaryConsents: CONSENTS },
      });
    await expect(refusal(pay(1))).resolves.toMatchObject({
      errorCode: 712,
      message: 'Bank Twojej karty nie obsługuje tej płatności. Wybierz inną metodę płatności lub dodaj inną kartę.',
    });
    // Pakiet Cinema allows means 1, 6 and 7 only.
    await expect(refusal(pay(8))).resolves.toMatchObject({
      errorCode: 366,
      message: 'Tej metody płatności nie można użyć dla wszystkich ofert w koszyku. Wybierz inną.',
    });
    expect((await session()).cart.cartStatus).toBe('OPEN');
  });

  it('pays by a stored card that works, and needs every summary consent', async () => {
    const cartId = await cartAtSummary('klient.karta@horyzont.example', 'OTT_SPORT_M');
    await expect(
      refusal(callOperation(paymentOperations.finalize, { body: { cartId, mopId: 1, summaryConsents: CONSENTS.slice(0, 1) } })),
    ).resolves.toMatchObject({
      errorCode: 406,
      message: 'Zaakceptuj wszystkie zgody w podsumowaniu, aby złożyć zamówienie.',
    });
    const paid = await callOperation(paymentOperations.finalize, { body: { cartId, mopId: 1, summaryConsents: CONSENTS } });
    expect(paid.order).toMatchObject({ status: 'CONFIRMED', total: '39.99' });
  });

  it('pays by operator billing once the number is confirmed, not before', async () => {
    const cartId = await cartAtSummary('klient.c@horyzont.example', 'OTT_SPORT_M');
    const pay = (tokenCsum?: string) =>
      callOperation(paymentOperations.finalize, { body: { cartId, mopId: 2, tokenCsum, summaryConsents: CONSENTS } });
    await expect(refusal(pay())).resolves.toMatchObject({ errorCode: 366 });

    const wrong = await callOperation(paymentOperations.validateMsisdn, { body: { msisdn: '602 000 106', mopId: 2 } });
    expect(wrong).toMatchObject({ showError: true, uforStatus: 'WRONG_OPERATOR', msisdn: '602 000 106', token_csum: null });
    const sent = await callOperation(paymentOperations.validateMsisdn, { body: { msisdn: '+48 601 000 102', mopId: 2 } });
    expect(sent).toMatchObject({ showError: false, uforStatus: 'PIN_SENT', msisdn: '601 000 102', expiresAt: '2026-03-15T10:02:00.000Z' });
    expect((await pay(sent.token_csum!)).order.status).toBe('CONFIRMED');
  });

  it('cancels an open cart on „Anuluj zamówienie”, and re-aligns sale consents with the account', async () => {
    await login();
    await add('OTT_KOMFORT_M');
    await callOperation(cartOperations.updateOrderByConsentsChanges, { body: [{ cconsent: 'INDREK_MCI', value: 1 }] });
    // The account has no consents: the one ticked for this order only is not kept.
    expect(await callOperation(accountOperations.alignConsents, { query: {} })).toEqual({
      consents: [],
      consentsSale: [{ cconsent: 'INDREK_MCI', value: 0, indiscount: '1' }],
    });
    const shown = await callOperation(cartOperations.cancel, { body: {} });
    expect(shown.id).toBeNull();
    await expect(refusal(callOperation(cartOperations.cancel, { body: {} }))).resolves.toMatchObject({
      errorCode: 368,
      message: 'Nie masz zamówienia ani koszyka do anulowania.',
    });
  });
});

describe('payments/token (spec 4 token login)', () => {
  const attach = (token: string) => callOperation(paymentOperations.attachToken, { body: { token, tokenType: 'CARD' } });
  const notFound = { httpStatus: 404, errorCode: 404, message: 'Nie znaleziono tej karty w bramce płatności.' };

  it('refuses an anonymous visitor', async () => {
    await expect(refusal(attach('card_hor-demo-007'))).resolves.toMatchObject({
      httpStatus: 401,
      message: 'Zaloguj się, aby skorzystać z tej usługi.',
    });
  });

  it('answers the card a known token stands for with the customer’s means, and changes nothing', async () => {
    await login('?login=klient.karta@horyzont.example');
    const before = funnel.snapshot();
    const card = { meanId: '1', mopId: 1, displayString: 'Karta •••• 4242', expiryDate: '2029-03-15', paymentUrl: null };
    await expect(attach('card_hor-demo-007')).resolves.toEqual({ mean: card, payments: [card] });
    // Idempotent, as the service's call: again the same answer, and the session lists the same card.
    await expect(attach('card_hor-demo-007')).resolves.toEqual({ mean: card, payments: [card] });
    expect(funnel.snapshot()).toEqual(before);
    expect((await session()).payments).toEqual([card]);
  });

  it('refuses an unknown token and another customer’s with 404 in the service’s words', async () => {
    await login('?login=klient.lto@horyzont.example');
    await expect(attach('card_hor-demo-006')).resolves.toMatchObject({ mean: { mopId: 1, displayString: 'Karta •••• 1881' } });
    await login('?login=klient.karta@horyzont.example');
    await expect(refusal(attach('card_hor-demo-006'))).resolves.toMatchObject(notFound);
    await expect(refusal(attach('card_nieznana'))).resolves.toMatchObject(notFound);
    // A customer without a stored card knows no token at all.
    await login('?login=klient.k@horyzont.example');
    await expect(refusal(attach('card_hor-demo-001'))).resolves.toMatchObject(notFound);
  });

  it('refuses a token type other than CARD as the service’s validator does', async () => {
    await login('?login=klient.karta@horyzont.example');
    const body = { token: 'card_hor-demo-007', tokenType: 'PAYPAL' };
    const response = await fetch(new URL('/mock/payments/token', TEST_BASE_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const validate = zodValidatorCompiler({
      schema: paymentOperations.attachToken.body!,
      method: 'POST',
      url: '/api/payments/token',
      httpPart: 'body',
    });
    const expected = (validate(body) as { error: Error }).error.message;
    expect(await response.json()).toEqual({ data: null, errorCode: 400, msg: expected, status: 'ERROR' });
    expect(expected).toContain('„tokenType”');
  });
});

describe('offer-service/contentId (spec 4 content-id flow)', () => {
  const content = (id: string) => callOperation(accountOperations.contentMetaProduct, { params: { id }, query: {} });

  it('leads a content id to the seed meta-product listing it, not owned by an anonymous visitor', async () => {
    await expect(content('16')).resolves.toEqual({
      contentId: '16',
      metaProductName: 'Sport Horyzont',
      asseTitle: null,
      metaProductCodes: ['MCCSNK01', 'MCDSNK01'],
      owned: false,
    });
    await expect(content('10')).resolves.toMatchObject({
      contentId: '10',
      metaProductName: 'Filmy i seriale',
      metaProductCodes: ['FC91', 'MYCAN01'],
      owned: false,
    });
  });

  it('answers an unknown id with 404 and a malformed one with 400, in the service’s words', async () => {
    await expect(refusal(content('99'))).resolves.toMatchObject({
      httpStatus: 404,
      errorCode: 404,
      message: 'Nie znaleziono materiału o podanym identyfikatorze.',
    });
    const malformed = await refusal(content('16;1'));
    expect(malformed).toMatchObject({ httpStatus: 400 });
    expect(malformed.message).toContain('oczekiwano identyfikatora materiału');
  });

  it('says owned once the signed-in customer holds a product of the meta-product, and only while signed in', async () => {
    const cartId = await cartAtSummary('klient.karta@horyzont.example', 'OTT_SPORT_M');
    // Komfort alone: neither Sport Horyzont nor Filmy i seriale.
    await expect(content('16')).resolves.toMatchObject({ owned: false });
    await callOperation(paymentOperations.finalize, { body: { cartId, mopId: 1, summaryConsents: CONSENTS } });
    await expect(content('16')).resolves.toMatchObject({ metaProductName: 'Sport Horyzont', owned: true });
    await expect(content('3')).resolves.toMatchObject({ metaProductName: 'Filmy i seriale', owned: false });
    await callOperation(sessionCalls.closeBrowser, { query: {} });
    await expect(content('16')).resolves.toMatchObject({ owned: false });
  });
});

describe('state', () => {
  it('continues from the kept state, as a page loaded later in the browser does', async () => {
    const cart = await add('OTT_KOMFORT_LTO12');
    // A new funnel (the next page) over the same store.
    serve();
    const data = await session();
    expect([data.cart.id, data.ltoInCart, articles(data.cart)]).toEqual([cart.id, true, ['A HOR02 39.99']]);
  });

  it('keeps nothing of a refused call', async () => {
    await add('OTT_START_M');
    const before = funnel.snapshot();
    await refusal(add('OTT_SPORT_M'));
    expect(funnel.snapshot()).toEqual(before);
  });
});
