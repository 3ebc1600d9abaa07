import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertTone, hasCancelOrderAction } from '#domain/alerts.ts';
import { createDefaultSession } from '#domain/session.ts';
import { $alerts } from '#stores/alerts.ts';
import { $session, resetSession, setSession } from '#stores/session.ts';
import { $serverClockOffset } from '#stores/server-clock.ts';
import { configureApiClient, resetApiClient, setApiMode } from './config.ts';
import { ApiError, NetworkError } from './errors.ts';
import { createEnvelope, errorEnvelope, mockPath } from './mock/handlers.ts';
import { mockServer } from './mock/server.ts';
import { apiRequest } from './request.ts';
import { TEST_BASE_URL, TEST_NOW, useTestBrowser } from '#testing/api-client.ts';

const api = (call: string) => `*/api/${call}`;

let browser: ReturnType<typeof useTestBrowser>;

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  browser = useTestBrowser();
  $alerts.set([]);
  resetSession();
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest: envelopes', () => {
  it('resolves with the data of a success envelope, sending the query string', async () => {
    mockServer.use(
      http.get(api('antiChurnOffer'), ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(createEnvelope({ articleCode: url.searchParams.get('articleCode'), tags: url.searchParams.getAll('tag') }));
      }),
    );
    const data = await apiRequest('GET', 'antiChurnOffer', { query: { articleCode: 'FN0 PREMIUM&1', tag: ['a', 'b'], empty: undefined } });
    expect(data).toEqual({ articleCode: 'FN0 PREMIUM&1', tags: ['a', 'b'] });
    expect($alerts.get()).toEqual([]);
  });

  it('sends the body as JSON and returns what the server answered', async () => {
    mockServer.use(
      http.post(api('cart/update'), async ({ request }) => {
        const body = (await request.json()) as { cartId: string };
        return HttpResponse.json(createEnvelope({ id: body.cartId, contentType: request.headers.get('content-type') }));
      }),
    );
    await expect(apiRequest('POST', 'cart/update', { body: { cartId: 'C-7', operation: 'ADD' } })).resolves.toEqual({
      id: 'C-7',
      contentType: 'application/json',
    });
  });

  it('rejects an error envelope with the server message and shows it as an error alert', async () => {
    mockServer.use(http.post(api('cart/checkVoucher'), () => HttpResponse.json(errorEnvelope(330, 'Kod rabatowy wygasł.'))));
    const error = await rejection(apiRequest('POST', 'cart/checkVoucher', { body: { code: 'ABC' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 330, msg: 'Kod rabatowy wygasł.', message: 'Kod rabatowy wygasł.', status: 'ERROR' });
    const [alert, ...rest] = $alerts.get();
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ message: 'Kod rabatowy wygasł.', errorCode: 330, ts: TEST_NOW });
    expect(alertTone(alert!.status)).toBe('error');
  });

  it('styles the alert after the envelope status', async () => {
    mockServer.use(http.post(api('mop/add'), () => HttpResponse.json(errorEnvelope(340, 'Metoda płatności jest już dodana.', 'WARNING'))));
    await rejection(apiRequest('POST', 'mop/add', { body: { mopId: 1 } }));
    expect($alerts.get().map((a) => [a.message, alertTone(a.status)])).toEqual([['Metoda płatności jest już dodana.', 'warning']]);
  });

  it('resolves a success carrying a message and shows that message too', async () => {
    mockServer.use(
      http.get(api('lto/getEndDate'), () =>
        HttpResponse.json(
          createEnvelope({ endDate: '31.12.2026' }, { errorCode: 350, msg: 'Okres promocji wkrótce się kończy.', status: 'WARNING' }),
        ),
      ),
    );
    await expect(apiRequest('GET', 'lto/getEndDate')).resolves.toEqual({ endDate: '31.12.2026' });
    expect($alerts.get().map((a) => [a.message, alertTone(a.status)])).toEqual([['Okres promocji wkrótce się kończy.', 'warning']]);
  });

  it('rejects without an alert when the caller handles the outcome itself', async () => {
    mockServer.use(http.post(api('cart/finalize'), () => HttpResponse.json(errorEnvelope(330, 'Płatność odrzucona.'))));
    const error = await rejection(apiRequest('POST', 'cart/finalize', { alert: false }));
    expect(error).toMatchObject({ msg: 'Płatność odrzucona.' });
    expect($alerts.get()).toEqual([]);
  });

  it('reads a 4xx error envelope from the service as the server message', async () => {
    mockServer.use(
      http.post(api('account/updatePersonalData'), () => HttpResponse.json(errorEnvelope(400, 'Kod pocztowy ma format 00-000.'), { status: 400 })),
    );
    const error = await rejection(apiRequest('POST', 'account/updatePersonalData', { body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Kod pocztowy ma format 00-000.', httpStatus: 400 });
    expect($alerts.get().map((a) => a.message)).toEqual(['Kod pocztowy ma format 00-000.']);
  });

  it('resolves calls outside the envelope contract with their body', async () => {
    mockServer.use(http.get('*/offer-service/contentId/16', () => HttpResponse.json({ metaProductName: 'Kino Horyzont', asseTitle: 'Film' })));
    await expect(apiRequest('GET', '/offer-service/contentId/16')).resolves.toEqual({ metaProductName: 'Kino Horyzont', asseTitle: 'Film' });
  });

  it('resolves an empty success body with null', async () => {
    mockServer.use(http.post('*/api/event', () => new HttpResponse(null, { status: 204 })));
    await expect(apiRequest('POST', '/api/event', { body: { action: 'click', param: '{}', uri: '/' } })).resolves.toBeNull();
  });
});

describe('apiRequest: alert rules of section 8', () => {
  const code368 = () =>
    mockServer.use(http.post(api('cart/updateStage'), () => HttpResponse.json(errorEnvelope(368, 'Etap zamówienia jest nieaktualny.'))));

  it.each(['ACTIVATION', 'THP'])('rejects 368 but shows no alert while the cart stage is %s', async (cartStage) => {
    code368();
    const error = await rejection(apiRequest('POST', 'cart/updateStage', { body: {}, cartStage }));
    expect(error).toMatchObject({ errorCode: 368, msg: 'Etap zamówienia jest nieaktualny.' });
    expect($alerts.get()).toEqual([]);
  });

  it('shows 368 on the PACKAGE stage', async () => {
    code368();
    await rejection(apiRequest('POST', 'cart/updateStage', { body: {}, cartStage: 'PACKAGE' }));
    expect($alerts.get().map((a) => a.message)).toEqual(['Etap zamówienia jest nieaktualny.']);
  });

  it('takes the cart stage from the session when the caller gives none', async () => {
    code368();
    setSession({ cart: { ...createDefaultSession().cart, currentStage: 'ACTIVATION' } });
    expect($session.get().cart.currentStage).toBe('ACTIVATION');
    await rejection(apiRequest('POST', 'cart/updateStage', { body: {} }));
    expect($alerts.get()).toEqual([]);
  });

  it.each([359, 366, 406, 712, 713, 404])('rejects code %i with its message but leaves no alert', async (code) => {
    mockServer.use(http.post(api('cart/finalize'), () => HttpResponse.json(errorEnvelope(code, `Komunikat ${code}`))));
    const error = await rejection(apiRequest('POST', 'cart/finalize'));
    expect(error).toMatchObject({ errorCode: code, msg: `Komunikat ${code}` });
    expect($alerts.get()).toEqual([]);
  });

  it('keeps a 324 alert, which carries the cancel-order button', async () => {
    mockServer.use(http.post(api('cart/update'), () => HttpResponse.json(errorEnvelope(324, 'Masz niezakończone zamówienie.'))));
    await rejection(apiRequest('POST', 'cart/update', { body: {} }));
    const alerts = $alerts.get();
    expect(alerts.map((a) => a.message)).toEqual(['Masz niezakończone zamówienie.']);
    expect(hasCancelOrderAction(alerts[0]!)).toBe(true);
  });
});

describe('apiRequest: transport', () => {
  it('sends the XSRF cookie as a header on POST, not on GET', async () => {
    browser.cookies.set('XSRF-TOKEN', 'tok-123');
    const seen: Array<string | null> = [];
    const echo = ({ request }: { request: Request }) => {
      seen.push(request.headers.get('X-XSRF-TOKEN'));
      return HttpResponse.json(createEnvelope(true));
    };
    mockServer.use(http.post(api('cart/cancel'), echo), http.get(api('mop/config'), echo));
    await apiRequest('POST', 'cart/cancel');
    await apiRequest('GET', 'mop/config');
    expect(seen).toEqual(['tok-123', null]);
  });

  it('sends no XSRF header when the cookie is absent', async () => {
    let header: string | null = 'unset';
    mockServer.use(
      http.post(api('cart/cancel'), ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json(createEnvelope(true));
      }),
    );
    await apiRequest('POST', 'cart/cancel');
    expect(header).toBeNull();
  });

  it('includes credentials by default and keeps them same-origin on request', async () => {
    // Node's fetch drops the credentials mode from the Request msw sees, so read what the browser would get.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    mockServer.use(http.get(api('quietLogin'), () => HttpResponse.json(createEnvelope(null))));
    try {
      await apiRequest('GET', 'quietLogin');
      await apiRequest('GET', 'quietLogin', { credentials: false });
      expect(fetchSpy.mock.calls.map(([, init]) => init?.credentials)).toEqual(['include', 'same-origin']);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it.each(['cart/update', 'cart/finalize', 'cart/updateStage'])('sends the visitor to the geolocation page on HTTP 451 from %s', async (call) => {
    mockServer.use(http.post(api(call), () => new HttpResponse(null, { status: 451 })));
    const error = await rejection(apiRequest('POST', call, { body: {} }));
    expect(browser.navigate).toHaveBeenCalledExactlyOnceWith('/oferta-online/geolokalizacja');
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: 'Request failed with status code 451' });
    expect($alerts.get()).toEqual([]);
  });

  it('treats HTTP 451 from other calls as a status error', async () => {
    mockServer.use(http.post(api('cart/checkVoucher'), () => new HttpResponse(null, { status: 451 })));
    const error = await rejection(apiRequest('POST', 'cart/checkVoucher', { body: {} }));
    expect(browser.navigate).not.toHaveBeenCalled();
    expect(error).toMatchObject({
      code: 'Request failed with status code 451',
      message: 'Wystąpił błąd serwera (kod 451). Spróbuj ponownie później.',
    });
  });

  it('rejects HTTP 500 with the Polish status message and shows it', async () => {
    mockServer.use(http.get(api('mop/config'), () => HttpResponse.text('Internal Server Error', { status: 500 })));
    const error = await rejection(apiRequest('GET', 'mop/config'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      code: 'Request failed with status code 500',
      message: 'Wystąpił błąd serwera (kod 500). Spróbuj ponownie później.',
      httpStatus: 500,
    });
    expect($alerts.get().map((a) => [a.message, alertTone(a.status)])).toEqual([
      ['Wystąpił błąd serwera (kod 500). Spróbuj ponownie później.', 'error'],
    ]);
  });

  it('reports a network failure in Polish, once however many calls fail', async () => {
    mockServer.use(http.get(api('mop/config'), () => HttpResponse.error()));
    const first = await rejection(apiRequest('GET', 'mop/config'));
    await rejection(apiRequest('GET', 'mop/config'));
    expect(first).toBeInstanceOf(NetworkError);
    expect(first).toMatchObject({
      code: 'Network Error',
      message: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    });
    expect($alerts.get().map((a) => a.message)).toEqual(['Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.']);
  });

  it('rejects an aborted request as aborted, without an alert', async () => {
    mockServer.use(
      http.get(api('mop/consents'), async () => {
        await delay('infinite');
        return HttpResponse.json(createEnvelope([]));
      }),
    );
    const controller = new AbortController();
    const pending = rejection(apiRequest('GET', 'mop/consents', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    expect(await pending).toMatchObject({ code: 'request aborted', message: 'Żądanie zostało przerwane.' });
    expect($alerts.get()).toEqual([]);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('GET', 'mop/consents', { signal: controller.signal })).rejects.toMatchObject({ code: 'request aborted' });
  });

  it('gives up after the timeout the caller set', async () => {
    mockServer.use(
      http.get(api('mop/consents'), async () => {
        await delay('infinite');
        return HttpResponse.json(createEnvelope([]));
      }),
    );
    const error = await rejection(apiRequest('GET', 'mop/consents', { timeout: 30 }));
    expect(error).toMatchObject({ code: 'timeout of 30ms exceeded', message: 'Serwer nie odpowiedział na czas. Spróbuj ponownie.' });
    expect($alerts.get().map((a) => a.message)).toEqual(['Serwer nie odpowiedział na czas. Spróbuj ponownie.']);
  });

  it('stores the last-activity time on every request, failed ones too', async () => {
    mockServer.use(http.get(api('mop/config'), () => HttpResponse.error()));
    await rejection(apiRequest('GET', 'mop/config'));
    expect(browser.storage.get('lastActivity')).toBe(String(TEST_NOW));
  });
});

describe('apiRequest: mock mode', () => {
  it('calls the /mock prefix and gets the mock handlers’ answer', async () => {
    mockServer.use(http.post(api('sessionData'), () => HttpResponse.json(errorEnvelope(500, 'Nie ten serwer.'))));
    setApiMode('mock');
    const session = await apiRequest('POST', 'sessionData');
    expect(session).toEqual(createDefaultSession());
  });

  it('starts in mock mode when PUBLIC_API_MODE says so', async () => {
    vi.stubEnv('PUBLIC_API_MODE', 'mock');
    try {
      resetApiClient();
      configureApiClient({ baseUrl: TEST_BASE_URL });
      await expect(apiRequest('POST', 'checkSessionData')).resolves.toEqual(createDefaultSession());
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('keeps absolute paths as given', async () => {
    mockServer.use(http.post('*/api-tnk/tnk-card-status', () => HttpResponse.json(createEnvelope({ cardStatus: 'ACTIVE' }))));
    setApiMode('mock');
    await expect(apiRequest('POST', '/api-tnk/tnk-card-status', { body: { cardNumber: '123' } })).resolves.toEqual({ cardStatus: 'ACTIVE' });
  });

  it('mock paths match on any origin', async () => {
    mockServer.use(http.get(mockPath('mop/config'), () => HttpResponse.json(createEnvelope({ means: [1, 8] }))));
    setApiMode('mock');
    await expect(apiRequest('GET', 'mop/config')).resolves.toEqual({ means: [1, 8] });
  });
});

describe('apiRequest: a visitor whose session is not stored yet', () => {
  /** Records when each call reached the server and when it answered. */
  function serverLog() {
    const events: string[] = [];
    mockServer.use(
      http.post(api('cart/:call'), async ({ params }) => {
        events.push(`start ${String(params.call)}`);
        await delay(30);
        events.push(`end ${String(params.call)}`);
        return HttpResponse.json(createEnvelope({}));
      }),
    );
    return events;
  }

  it('sends state-changing calls one at a time, so the first one stores the session the others then use', async () => {
    const events = serverLog();
    await Promise.all([apiRequest('POST', 'cart/update', { body: {} }), apiRequest('POST', 'cart/clearCart', { body: {} })]);
    expect(events).toEqual(['start update', 'end update', 'start clearCart', 'end clearCart']);
  });

  it('goes on after a refused first call', async () => {
    mockServer.use(http.post(api('cart/update'), () => HttpResponse.json(errorEnvelope(406, 'Odmowa'), { status: 422 })));
    const first = rejection(apiRequest('POST', 'cart/update', { body: {}, alert: false }));
    const second = apiRequest('POST', 'cart/cancel', { body: {} });
    mockServer.use(http.post(api('cart/cancel'), () => HttpResponse.json(createEnvelope('ok'))));
    expect(await first).toBeInstanceOf(ApiError);
    expect(await second).toBe('ok');
  });

  it('sends them side by side once the session is stored', async () => {
    setSession({ ...createDefaultSession(), sessionId: 'sesja-1' });
    const events = serverLog();
    await Promise.all([apiRequest('POST', 'cart/update', { body: {} }), apiRequest('POST', 'cart/clearCart', { body: {} })]);
    expect(events.slice(0, 2)).toEqual(['start update', 'start clearCart']);
  });
});

describe("apiRequest: the server's clock", () => {
  it("records how far the browser's clock is from the server's Date header, and keeps it when an answer has none", async () => {
    $serverClockOffset.set(null);
    const serverTime = new Date(Date.now() - 3_600_000);
    serverTime.setMilliseconds(0);
    mockServer.use(
      http.get(api('mop/config'), () => HttpResponse.json(createEnvelope({}), { headers: { Date: serverTime.toUTCString() } })),
      http.get(api('lto/getEndDate'), () => HttpResponse.json(createEnvelope({}))),
    );
    await apiRequest('GET', 'mop/config');
    // The browser runs an hour ahead (plus the moments the call took).
    expect($serverClockOffset.get()).toBeGreaterThanOrEqual(3_600_000);
    expect($serverClockOffset.get()).toBeLessThan(3_600_000 + 5_000);
    const offset = $serverClockOffset.get();
    await apiRequest('GET', 'lto/getEndDate');
    expect($serverClockOffset.get()).toBe(offset);
  });
});
