import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartOperations } from '#api-contract/cart.ts';
import { fillPath, serverPath, type AnyOperation, type OperationData, type OperationInput } from '#api-contract/operation.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { isGiven, SUMMARY_CONSENTS } from '#domain/consents.ts';
import type { Session } from '#domain/session.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { Browser, expectCallback, expectPage, submit } from '#testing/identity.ts';
import { DEMO_PASSWORD } from '#server/identity/index.ts';
import { listeningPortal, testClock, type ListeningPortal } from '#testing/server-app.ts';
import { buildShopCatalogue } from '#shop/catalogue.ts';
import { cartLines, cartTotals } from '#shop/cart-view.ts';
import { TEST_BASE_URL } from '#testing/api-client.ts';
import { seedCatalogue } from './catalogue.ts';
import { createFunnel } from './funnel/index.ts';
import { mockApiHandlers } from './funnel-handlers.ts';
import { mockServer } from './server.ts';

/**
 * Parity of mock mode with the customer API: the same purchase script runs
 * against the real service (the Fastify app over a test database, signed in
 * through the embedded identity provider) and against mock mode (the msw
 * handlers over a mock funnel), and after every step what the visitor sees
 * must be the same: the session (signed in or not, the customer's contracts
 * and products, the orders), the cart's lines and totals as the shop shows
 * them, the refusals' words, the voucher, the payment means offered, the
 * order. Ids (carts, orders, sessions) differ by nature and are left out.
 */

const START = new Date();
const CUSTOMER = 'klient.k@horyzont.example';
const SUMMARY_PATH = '/oferta-online/podsumowanie';

const seed = seedCatalogue();
const catalogue = buildShopCatalogue({
  ...seed,
  eventConfigs: [],
  saleStageConfig: { loginUrl: '/l', selectPackageUrl: '/oferta-online/konfiguracja' },
});

/** An answer as the visitor's page gets it: the data, or the refusal's status, code and words. */
type Answer<T> = { ok: true; data: T } | { ok: false; status: number; errorCode: number; msg: string };

/** One world the script runs in: the service or mock mode, each with a browser that keeps its cookies. */
interface Shop {
  call<O extends AnyOperation>(operation: O, input?: OperationInput<O>): Promise<Answer<OperationData<O>>>;
  /** Signs in as a demo customer from the sign-in link, coming back to `returnTo`; answers the path the browser lands on. */
  signIn(login: string, returnTo: string): Promise<string>;
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const envelope = (await response.json()) as { data: T; errorCode: number; msg: string; status: string };
  return response.ok && envelope.status === 'SUCCESS'
    ? { ok: true, data: envelope.data }
    : { ok: false, status: response.status, errorCode: envelope.errorCode, msg: envelope.msg };
}

/** The contract call at `base` (the service's /api or mock mode's /mock), as the portal's API client makes it. */
function shopAt(base: string, browser: Browser, signIn: Shop['signIn']): Shop {
  return {
    async call(operation, input = {} as never) {
      const { body, query, params } = input as { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };
      const path = fillPath(operation.call, params);
      const url = new URL(`${base}/${path}`);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
      const response = operation.method === 'GET' ? await browser.request(url.href) : await browser.api(url.href, body ?? {});
      return answerOf(response);
    },
    signIn,
  };
}

/** The service: the portal's app with the embedded identity provider, on a loopback port. */
function serviceShop(portal: ListeningPortal): Shop {
  const browser = new Browser(`${portal.origin}/oferta-online/`);
  return shopAt(`${portal.origin}/api`, browser, async (login, returnTo) => {
    const start = await browser.request(`${portal.origin}${serverPath(sessionOperations.login)}?returnTo=${encodeURIComponent(returnTo)}`);
    await start.body?.cancel();
    const page = expectPage(await browser.go(new URL(start.headers.get('location') ?? '', portal.origin).href));
    const landing = expectCallback(await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD }));
    return landing.pathname;
  });
}

/** Mock mode: msw's handlers over a fresh mock funnel, on the same clock. */
function mockShop(): Shop {
  const funnel = createFunnel({ now: () => new Date(START) });
  mockServer.use(...mockApiHandlers(funnel));
  const browser = new Browser(`${TEST_BASE_URL}/oferta-online/`);
  return shopAt(`${TEST_BASE_URL}/mock`, browser, async (login, returnTo) => {
    const response = await browser.request(`${TEST_BASE_URL}/mock/login?login=${encodeURIComponent(login)}&returnTo=${encodeURIComponent(returnTo)}`);
    return new URL(response.headers.get('location') ?? '', TEST_BASE_URL).pathname;
  });
}

/** What the visitor sees of a session: who is signed in, what they hold and ordered, the cart as the shop lists it. */
function seenSession(session: Session) {
  const lines = cartLines(session.cart.items, catalogue);
  return {
    userLogin: session.userLogin,
    prepaidCategory: session.prepaidCategory,
    contracts: session.contracts.map((contract) => contract.cgroupe),
    products: session.currentProducts
      .map((product) => [product.articleCode, product.offerCode, product.status, product.fee, product.endDate, product.commitmentEndDate].join(' '))
      .sort(),
    cart: {
      status: session.cart.cartStatus,
      stage: session.cart.currentStage,
      lines: lines.map((line) => `${line.title}: ${line.price}`),
      totals: cartTotals(lines, session.discountAmount),
      consents: session.cart.consents.map((consent) => `${consent.cconsent} ${isGiven(consent.value)}`).sort(),
      thankYouPage: session.cart.thankYouPage,
    },
    ltoInCart: session.ltoInCart,
    voucherCode: session.voucherCode,
    orders: session.ordersHistory.map((order) => ({
      status: order.status,
      orderedAt: order.orderedAt,
      total: order.total,
      items: order.items.map((item) => `${item.operationType} ${item.offerCode} ${item.articleCode} ${item.price}`),
    })),
  };
}

/** A refusal as the visitor reads it, or the data seen through `view`. */
function seen<T, V>(answer: Answer<T>, view: (data: T) => V) {
  return answer.ok ? { ok: true, seen: view(answer.data) } : answer;
}

/**
 * The purchase: an anonymous visitor puts a package and an add-on in the
 * cart, gives the sale consents, tries a wrong and a right voucher, signs in
 * as a prospect (the cart comes along), goes to the summary, sees the payment
 * means, pays with an instant code, completes the thank-you stage and finds
 * the order in the session. Answers what the visitor saw at every step.
 */
async function purchase(shop: Shop) {
  const steps: Record<string, unknown> = {};
  const session = async (name: string) => {
    const answer = await shop.call(sessionOperations.sessionData, { body: {} });
    steps[name] = seen(answer, seenSession);
    return answer.ok ? answer.data : null;
  };
  const cartSeen = (cart: Session['cart']) => ({
    status: cart.cartStatus,
    stage: cart.currentStage,
    lines: cartLines(cart.items, catalogue).map((line) => `${line.title}: ${line.price}`),
  });

  await session('anonymous');
  steps.add = seen(await shop.call(cartOperations.update, { body: { operation: 'ADD', items: [{ offerCode: 'OTT_KOMFORT_M' }] } }), cartSeen);
  steps.addOn = seen(await shop.call(cartOperations.update, { body: { operation: 'ADD', items: [{ offerCode: 'OTT_SPORT_M' }] } }), cartSeen);
  steps.addAgain = seen(await shop.call(cartOperations.update, { body: { operation: 'ADD', items: [{ offerCode: 'OTT_SPORT_M' }] } }), cartSeen);
  steps.consents = seen(
    await shop.call(cartOperations.updateOrderByConsentsChanges, {
      body: [
        { cconsent: 'INDELECTR_MAIL_MCI', value: 1 },
        { cconsent: 'INDREK_MCI', value: 1 },
      ],
    }),
    ({ cart, discount, nextLtoEndDate }) => ({ cart: cartSeen(cart), discount, nextLtoEndDate }),
  );
  steps.discount = seen(await shop.call(cartOperations.getPossibleDiscount, { query: {} }), (discount) => discount);
  steps.wrongVoucher = seen(await shop.call(cartOperations.checkVoucher, { body: { code: 'NIEZNANY1' } }), (voucher) => voucher);
  steps.voucher = seen(await shop.call(cartOperations.checkVoucher, { body: { code: 'horyzont10' } }), (voucher) => voucher);
  await session('withCart');

  steps.landing = await shop.signIn(CUSTOMER, SUMMARY_PATH);
  const signedIn = await session('signedIn');
  const cartId = signedIn?.cart.id ?? '00000000-0000-4000-8000-000000000000';
  steps.summary = seen(await shop.call(cartOperations.updateStage, { body: { cartId, newStage: 'NEXT' } }), cartSeen);
  steps.means = seen(await shop.call(paymentOperations.mopConfig), (config) => config.paymentMeans.map((mean) => `${mean.mopId} ${mean.label}`));
  steps.wrongCode = seen(
    await shop.call(paymentOperations.finalize, {
      body: { cartId, mopId: 8, instantCode: '111111', summaryConsents: SUMMARY_CONSENTS.map((cconsent) => ({ cconsent, value: 1 as const })) },
    }),
    () => 'paid',
  );
  steps.finalize = seen(
    await shop.call(paymentOperations.finalize, {
      body: { cartId, mopId: 8, instantCode: '777123', summaryConsents: SUMMARY_CONSENTS.map((cconsent) => ({ cconsent, value: 1 as const })) },
    }),
    ({ cart, paymentUrl, order }) => ({
      cart: { ...cartSeen(cart), thankYouPage: cart.thankYouPage },
      paymentUrl,
      order: { status: order.status, total: order.total, currency: order.currency },
    }),
  );
  await session('paid');
  steps.thankYou = seen(await shop.call(cartOperations.updateStage, { body: { cartId, newStage: 'THP' } }), cartSeen);
  await session('afterwards');
  return steps;
}

describe.each(anyDriver)('mock mode and the customer API on %s', (driver) => {
  let testDb: TestDatabase;
  let portal: ListeningPortal;

  beforeAll(async () => {
    mockServer.listen({ onUnhandledFrame: 'bypass' });
    testDb = await openTestDatabase(driver);
    portal = await listeningPortal(testDb.db, { clock: testClock(START) });
  }, 60_000);

  afterEach(() => mockServer.resetHandlers());

  afterAll(async () => {
    mockServer.close();
    await portal?.close();
    await testDb?.cleanup();
  });

  it('show the visitor the same session, cart lines, totals, refusals and order at every step of a purchase', async () => {
    const service = await purchase(serviceShop(portal));
    const mock = await purchase(mockShop());

    // The script did buy something, as the service tells it.
    expect(service.signedIn).toMatchObject({
      ok: true,
      seen: {
        userLogin: CUSTOMER,
        contracts: ['K'],
        cart: {
          lines: ['Komfort: 49.99', 'Sport: 39.99'],
          totals: { subtotal: '89.98', discount: '5.00', total: '84.98' },
        },
        voucherCode: 'HORYZONT10',
      },
    });
    expect(service.landing).toBe(SUMMARY_PATH);
    expect(service.wrongVoucher).toMatchObject({ ok: false, errorCode: 359 });
    expect(service.finalize).toMatchObject({ ok: true, seen: { order: { status: 'CONFIRMED', currency: 'PLN' } } });
    expect(service.afterwards).toMatchObject({ ok: true, seen: { orders: [{ status: 'CONFIRMED' }], cart: { lines: [] } } });

    // Mock mode shows the very same, step by step.
    for (const step of Object.keys(service)) expect(mock[step], step).toEqual(service[step]);
    expect(Object.keys(mock)).toEqual(Object.keys(service));
  }, 120_000);
});
