import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { envelopeOf, testAppFor, visitor, visitorWithSession, type Visitor } from '#testing/server-app.ts';
import type { GatewayOutcome } from './gateway/api.ts';
import { createCheckout } from './gateway/checkout.ts';
import { paymentSettingsFromEnv } from './settings.ts';
import { sign } from './signature.ts';
import { DECLINED_CARD, gatewayBrowser, openGatewayPage, paymentsSnapshot, redirectOf, submitGatewayForm, TEST_CARD } from '#testing/payments.ts';

/** The prepaid card service (/api-tnk/*): card status, top-up, its status. */

const START = '2026-11-02T09:00:00.000Z';
const ACTIVE_CARD = '100000000018';
const LAPSED_CARD = '100000000026';
const NEW_CARD = '100000000034';
const BLOCKED_CARD = '100000000042';

interface CardStatus {
  cardStatus: string;
  cardNumber: string;
  maxProdEndDate: string | null;
  transactionId: string | null;
  packages: Array<{ packageCode: string; price: string }>;
  prices: string[];
  currentPrice: string | null;
}

describe.each(drivers)('prepaid card service on %s', (driver) => {
  const server = testAppFor(driver, { start: START });

  beforeEach(async () => {
    server.clock.set(START);
    // The demo cards' dates are relative to the day the migration ran; the tests set them relative to their clock.
    await server.db.query(`UPDATE prepaid_cards SET max_product_end_date = CASE card_number
      WHEN '${ACTIVE_CARD}' THEN DATE '2026-11-20' WHEN '${LAPSED_CARD}' THEN DATE '2026-10-01' WHEN '${BLOCKED_CARD}' THEN DATE '2027-01-31' END,
      status = CASE card_number WHEN '${NEW_CARD}' THEN 'INACTIVE' WHEN '${BLOCKED_CARD}' THEN 'BLOCKED' ELSE 'ACTIVE' END, transaction_id = NULL`);
  });

  function session(): Promise<Visitor> {
    return visitorWithSession(server.app);
  }

  const status = async (browser: Visitor, cardNumber: string) => browser.post('/api-tnk/tnk-card-status', { body: { cardNumber }, xsrf: true });
  const topUp = (browser: Visitor, cardNumber: string, packageCode: string) =>
    browser.post('/api-tnk/payment-url', { body: { cardNumber, packageCode }, xsrf: true });
  const topUpStatus = (browser: Visitor, id: string) => browser.get(`/api-tnk/payment-status/${id}`);

  it('seeds four demo cards: active, lapsed, never used, blocked', async () => {
    const cards = await server.db.query('SELECT card_number, status FROM prepaid_cards ORDER BY card_number');
    expect(cards.rows).toEqual([
      { card_number: ACTIVE_CARD, status: 'ACTIVE' },
      { card_number: LAPSED_CARD, status: 'ACTIVE' },
      { card_number: NEW_CARD, status: 'INACTIVE' },
      { card_number: BLOCKED_CARD, status: 'BLOCKED' },
    ]);
  });

  it('answers a card’s status with its packages and prices', async () => {
    const browser = await session();
    const response = await status(browser, ACTIVE_CARD);
    expect(response.statusCode).toBe(200);
    expect(envelopeOf<CardStatus>(response).data).toEqual({
      cardStatus: 'ACTIVE',
      cardNumber: ACTIVE_CARD,
      maxProdEndDate: '2026-11-20',
      transactionId: null,
      packages: [
        { packageCode: 'TNK_1M', name: 'Doładowanie na 1 miesiąc', months: 1, price: '34.99' },
        { packageCode: 'TNK_3M', name: 'Doładowanie na 3 miesiące', months: 3, price: '99.99' },
        { packageCode: 'TNK_12M', name: 'Doładowanie na 12 miesięcy', months: 12, price: '359.00' },
      ],
      prices: ['34.99', '99.99', '359.00'],
      currentPrice: '34.99',
    });
    expect(envelopeOf<CardStatus>(await status(browser, LAPSED_CARD)).data).toMatchObject({ cardStatus: 'EXPIRED', maxProdEndDate: '2026-10-01' });
    expect(envelopeOf<CardStatus>(await status(browser, NEW_CARD)).data).toMatchObject({ cardStatus: 'INACTIVE', maxProdEndDate: null });
    expect(envelopeOf<CardStatus>(await status(browser, BLOCKED_CARD)).data).toMatchObject({ cardStatus: 'BLOCKED' });
  });

  it('answers 404 for an unknown card, and allows 10 look-ups per 10 minutes per session (429)', async () => {
    const browser = await session();
    const unknown = await status(browser, '999999999999');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).msg).toBe('Nie znaleziono karty o tym numerze. Sprawdź numer i spróbuj ponownie.');
    for (let i = 0; i < 9; i += 1) await status(browser, `99999999990${i}`);
    const limited = await status(browser, ACTIVE_CARD);
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited)).toMatchObject({ errorCode: 429, data: null, msg: 'Zbyt wiele sprawdzeń kart. Spróbuj ponownie za kilka minut.' });
    expect((await status(await session(), ACTIVE_CARD)).statusCode).toBe(200);
  });

  it('tops up on the gateway’s card page: the card is extended once by the package, from its last valid day', async () => {
    const browser = await session();
    const started = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
    expect(started).toEqual({ transactionId: expect.stringMatching(/^gt_/), url: `/bramka-platnicza/transakcja/${started.transactionId}` });
    expect(envelopeOf(await topUpStatus(browser, started.transactionId)).data).toMatchObject({ status: 'PENDING', maxProdEndDate: '2026-11-20' });

    const page = await openGatewayPage(gatewayBrowser(server.app), started.url);
    expect(page.html).toContain('<h1>Płatność kartą</h1>');
    expect(page.html).toContain('34,99');
    expect(page.html).toContain(`Telewizja na kartę ${ACTIVE_CARD}: doładowanie na 1 miesiąc`);
    const back = redirectOf(await submitGatewayForm(gatewayBrowser(server.app), started.url, TEST_CARD));
    expect(back.pathname).toBe('/afterPayment');
    expect(back.searchParams.get('purpose')).toBe('TOP_UP');
    expect(back.searchParams.get('returnPath')).toBe('/status-karty/weryfikacja');

    expect(envelopeOf(await topUpStatus(browser, started.transactionId)).data).toEqual({
      transactionId: started.transactionId,
      status: 'SUCCEEDED',
      failureReason: null,
      cardNumber: ACTIVE_CARD,
      packageCode: 'TNK_1M',
      amount: '34.99',
      maxProdEndDate: '2026-12-20',
    });
    expect(envelopeOf<CardStatus>(await status(browser, ACTIVE_CARD)).data).toMatchObject({
      maxProdEndDate: '2026-12-20',
      transactionId: started.transactionId,
      currentPrice: '34.99',
    });

    // The gateway's notification again: the card is not extended twice.
    const outcome = (await createCheckout({ db: server.db, now: server.clock.now, settings: paymentSettingsFromEnv() }).view(started.transactionId))
      ?.row;
    const before = await paymentsSnapshot(server.db);
    const replay: GatewayOutcome = {
      transactionId: started.transactionId,
      merchantReference: outcome?.merchant_reference ?? '',
      status: 'SUCCEEDED',
      failureReason: null,
      amount: '34.99',
      instrument: null,
      completedAt: outcome?.completed_at?.toISOString() ?? '',
    };
    const response = await visitor(server.app).post('/api/payments/notification', { body: sign(replay, paymentSettingsFromEnv().secret) });
    expect(envelopeOf(response).data).toMatchObject({ applied: false });
    expect(await paymentsSnapshot(server.db)).toEqual(before);
  });

  it('counts a lapsed card from today and activates a card never used', async () => {
    const browser = await session();
    for (const [card, pack, until] of [
      [LAPSED_CARD, 'TNK_3M', '2027-02-02'],
      [NEW_CARD, 'TNK_12M', '2027-11-02'],
    ] as const) {
      const started = envelopeOf<{ url: string }>(await topUp(browser, card, pack)).data;
      await submitGatewayForm(gatewayBrowser(server.app), started.url, TEST_CARD);
      expect(envelopeOf<CardStatus>(await status(browser, card)).data).toMatchObject({ cardStatus: 'ACTIVE', maxProdEndDate: until });
    }
  });

  it('leaves the card as it was when the payment fails', async () => {
    const browser = await session();
    const started = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_3M')).data;
    await submitGatewayForm(gatewayBrowser(server.app), started.url, DECLINED_CARD);
    expect(envelopeOf(await topUpStatus(browser, started.transactionId)).data).toMatchObject({
      status: 'FAILED',
      failureReason: 'DECLINED',
      maxProdEndDate: '2026-11-20',
    });
  });

  it('asks the gateway when its notification has not arrived', async () => {
    const browser = await session();
    const started = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
    await createCheckout({ db: server.db, now: server.clock.now, settings: paymentSettingsFromEnv() }).payByCard(started.transactionId, TEST_CARD);
    expect(envelopeOf(await topUpStatus(browser, started.transactionId)).data).toMatchObject({ status: 'SUCCEEDED', maxProdEndDate: '2026-12-20' });
  });

  it('leaves the card as it was when the customer cancels on the gateway’s page or lets it lapse', async () => {
    const browser = await session();
    const cancelled = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
    const back = redirectOf(await submitGatewayForm(gatewayBrowser(server.app), cancelled.url, {}, 'cancel'));
    expect(back.searchParams.get('reason')).toBe('CANCELLED');
    expect(envelopeOf(await topUpStatus(browser, cancelled.transactionId)).data).toMatchObject({
      status: 'FAILED',
      failureReason: 'CANCELLED',
      maxProdEndDate: '2026-11-20',
    });

    const lapsed = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, NEW_CARD, 'TNK_1M')).data;
    server.clock.advance(16 * 60_000);
    // Only the gateway knows the page lapsed; it settles it when the page is opened again.
    expect((await openGatewayPage(gatewayBrowser(server.app), lapsed.url)).html).toContain('Czas na dokończenie transakcji minął.');
    await submitGatewayForm(gatewayBrowser(server.app), lapsed.url, TEST_CARD);
    expect(envelopeOf(await topUpStatus(browser, lapsed.transactionId)).data).toMatchObject({
      status: 'FAILED',
      failureReason: 'EXPIRED',
      maxProdEndDate: null,
    });
    expect(envelopeOf<CardStatus>(await status(browser, ACTIVE_CARD)).data).toMatchObject({
      cardStatus: 'ACTIVE',
      maxProdEndDate: '2026-11-20',
      transactionId: null,
    });
    expect(envelopeOf<CardStatus>(await status(browser, NEW_CARD)).data).toMatchObject({
      cardStatus: 'INACTIVE',
      maxProdEndDate: null,
      transactionId: null,
    });
  });

  describe('a double submit pays once', () => {
    const counts = async () =>
      (
        await server.db.query<{ top_ups: number; anchors: number; gateway: number }>(
          `SELECT (SELECT count(*)::int FROM prepaid_top_ups) AS top_ups, (SELECT count(*)::int FROM payment_transactions) AS anchors,
                  (SELECT count(*)::int FROM gateway_transactions) AS gateway`,
        )
      ).rows[0];

    it('answers the same pending transaction to a second payment-url of the session for the card and package, and the card is extended once', async () => {
      const browser = await session();
      const first = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
      const before = await counts();
      const again = await topUp(browser, ACTIVE_CARD, 'TNK_1M');
      expect(again.statusCode).toBe(200);
      expect(envelopeOf(again).data).toEqual(first);
      // Nothing new opened, here or at the gateway.
      expect(await counts()).toEqual(before);

      await submitGatewayForm(gatewayBrowser(server.app), first.url, TEST_CARD);
      expect(envelopeOf(await topUpStatus(browser, first.transactionId)).data).toMatchObject({ status: 'SUCCEEDED', maxProdEndDate: '2026-12-20' });
      // Paid: the next payment-url is a new top-up.
      const next = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
      expect(next.transactionId).not.toBe(first.transactionId);
    });

    it('answers one transaction to two payment-urls sent at once', async () => {
      const browser = await session();
      const before = await counts();
      const answers = await Promise.all([topUp(browser, LAPSED_CARD, 'TNK_3M'), topUp(browser, LAPSED_CARD, 'TNK_3M')]);
      const started = answers.map((answer) => envelopeOf<{ transactionId: string }>(answer).data.transactionId);
      expect(started[0]).toMatch(/^gt_/);
      expect(started[1]).toBe(started[0]);
      expect(await counts()).toEqual({ top_ups: before!.top_ups + 1, anchors: before!.anchors + 1, gateway: before!.gateway + 1 });
    });

    it('opens a new transaction after a failed one, for another session, and when the page is about to lapse', async () => {
      const browser = await session();
      const declined = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_3M')).data;
      await submitGatewayForm(gatewayBrowser(server.app), declined.url, DECLINED_CARD);
      const retry = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_3M')).data;
      expect(retry.transactionId).not.toBe(declined.transactionId);

      const other = envelopeOf<{ transactionId: string }>(await topUp(await session(), ACTIVE_CARD, 'TNK_3M')).data;
      expect(other.transactionId).not.toBe(retry.transactionId);

      // 14 of its 15 minutes gone: a new page replaces it, and the old one can no longer be paid.
      server.clock.advance(14 * 60_000);
      const renewed = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_3M')).data;
      expect(renewed.transactionId).not.toBe(retry.transactionId);
      expect(envelopeOf(await topUpStatus(browser, retry.transactionId)).data).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    });

    it('cancels the session’s pending top-up of the card when another package replaces it: only the new one can be paid', async () => {
      const browser = await session();
      const first = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
      const second = envelopeOf<{ transactionId: string; url: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_12M')).data;
      expect(second.transactionId).not.toBe(first.transactionId);
      expect(envelopeOf(await topUpStatus(browser, first.transactionId)).data).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
      expect((await openGatewayPage(gatewayBrowser(server.app), first.url)).html).not.toContain('name="cardNumber"');

      await submitGatewayForm(gatewayBrowser(server.app), second.url, TEST_CARD);
      expect(envelopeOf<CardStatus>(await status(browser, ACTIVE_CARD)).data).toMatchObject({
        maxProdEndDate: '2027-11-20',
        transactionId: second.transactionId,
      });
    });

    it('applies a top-up paid meanwhile instead of answering it again', async () => {
      const browser = await session();
      const first = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
      // Paid at the gateway; its notification has not reached the portal.
      await createCheckout({ db: server.db, now: server.clock.now, settings: paymentSettingsFromEnv() }).payByCard(first.transactionId, TEST_CARD);
      const next = envelopeOf<{ transactionId: string }>(await topUp(browser, ACTIVE_CARD, 'TNK_1M')).data;
      expect(next.transactionId).not.toBe(first.transactionId);
      expect(envelopeOf(await topUpStatus(browser, first.transactionId)).data).toMatchObject({ status: 'SUCCEEDED', maxProdEndDate: '2026-12-20' });
    });
  });

  it('refuses a blocked card (406), an unknown card or package (404); nothing changes', async () => {
    const browser = await session();
    const before = await paymentsSnapshot(server.db);
    const blocked = await topUp(browser, BLOCKED_CARD, 'TNK_1M');
    expect(blocked.statusCode).toBe(422);
    expect(envelopeOf(blocked)).toMatchObject({
      errorCode: 406,
      msg: 'Ta karta jest zablokowana i nie można jej doładować. Skontaktuj się z infolinią.',
    });
    expect(envelopeOf(await topUp(browser, '999999999999', 'TNK_1M'))).toMatchObject({ errorCode: 404 });
    expect(envelopeOf(await topUp(browser, ACTIVE_CARD, 'TNK_99M'))).toMatchObject({ errorCode: 404, msg: 'Nie znaleziono wybranego pakietu.' });
    expect(await paymentsSnapshot(server.db)).toEqual(before);
  });

  it('shows a top-up only to the session that started it', async () => {
    const owner = await session();
    const started = envelopeOf<{ transactionId: string }>(await topUp(owner, ACTIVE_CARD, 'TNK_1M')).data;
    const stranger = await session();
    const response = await topUpStatus(stranger, started.transactionId);
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).msg).toBe('Nie znaleziono tego doładowania.');
    expect((await topUpStatus(owner, 'gt_AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const malformed = await topUpStatus(owner, 'nie-transakcja');
    expect(malformed.statusCode).toBe(400);
    expect(envelopeOf(malformed).msg).toBe('Nieprawidłowy fragment adresu „id”: nieprawidłowy identyfikator transakcji.');
  });

  it('needs a session (401) and the XSRF header on POST (403, nothing changed)', async () => {
    const noSession = visitor(server.app);
    expect((await noSession.post('/api-tnk/tnk-card-status', { body: { cardNumber: ACTIVE_CARD } })).statusCode).toBe(403);
    expect((await noSession.get('/api-tnk/payment-status/gt_AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(401);
    const browser = await session();
    const before = await paymentsSnapshot(server.db);
    expect((await browser.post('/api-tnk/payment-url', { body: { cardNumber: ACTIVE_CARD, packageCode: 'TNK_1M' } })).statusCode).toBe(403);
    expect(await paymentsSnapshot(server.db)).toEqual(before);
  });
});
