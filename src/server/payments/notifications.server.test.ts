import { describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, demoAppFor, visitor } from '#testing/server-app.ts';
import type { GatewayOutcome } from './gateway/api.ts';
import { createCheckout } from './gateway/checkout.ts';
import { paymentSettingsFromEnv } from './settings.ts';
import { sign } from './signature.ts';
import { customerVisitor, paymentsSnapshot, TEST_CARD } from '#testing/payments.ts';

/**
 * The gateway's notification to the portal (POST /api/payments/notification):
 * only a correctly signed one for a transaction the portal started changes
 * anything, and only once.
 */

const { secret } = paymentSettingsFromEnv();

describe.each(anyDriver)('payment notifications on %s', (driver) => {
  const demo = demoAppFor(driver);

  /** The gateway (a server, no browser cookies) posting a notification. */
  const notify = (body: unknown) => visitor(demo.app).post('/api/payments/notification', { body });

  /** A card registration settled at the gateway whose notification has not been sent yet. */
  async function settledRegistration(card = TEST_CARD) {
    const customer = await customerVisitor(demo.app);
    const added = envelopeOf<{ transactionId: string }>(
      await customer.post('/api/mop/add', { body: { mopId: 1, consents: [{ cconsent: 'ZGODA_PLATNOSCI_CYKLICZNE', value: true }] }, xsrf: true }),
    ).data;
    const step = await createCheckout({ db: demo.db, now: demo.clock.now, settings: paymentSettingsFromEnv() }).payByCard(added.transactionId, card);
    if (step.kind !== 'settled') throw new Error('The gateway did not settle the transaction');
    return { customer, outcome: step.outcome };
  }

  const meansOf = async (customerId: string) =>
    (await demo.db.query('SELECT status, display_string FROM payment_means WHERE customer_id = $1', [customerId])).rows;

  it('applies a signed outcome once: the means is active; the same notification again changes nothing', async () => {
    const { customer, outcome } = await settledRegistration();
    const first = await notify(sign(outcome, secret));
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).data).toEqual({ transactionId: outcome.transactionId, status: 'SUCCEEDED', applied: true });
    expect(await meansOf(customer.customerId)).toEqual([{ status: 'ACTIVE', display_string: 'Karta •••• 4242' }]);

    const before = await paymentsSnapshot(demo.db);
    const replay = await notify(sign(outcome, secret));
    expect(envelopeOf(replay).data).toEqual({ transactionId: outcome.transactionId, status: 'SUCCEEDED', applied: false });
    // A contradicting outcome for a settled transaction is ignored as well.
    const contradiction = await notify(sign({ ...outcome, status: 'FAILED', failureReason: 'DECLINED', instrument: null }, secret));
    expect(envelopeOf(contradiction).data).toMatchObject({ status: 'SUCCEEDED', applied: false });
    expect(await paymentsSnapshot(demo.db)).toEqual(before);
  });

  it('refuses a tampered or wrongly signed notification with 403 and changes nothing', async () => {
    const { customer, outcome } = await settledRegistration();
    const signed = sign(outcome, secret);
    const before = await paymentsSnapshot(demo.db);
    const forgeries: unknown[] = [
      { ...signed, status: 'FAILED', failureReason: 'DECLINED' },
      { ...signed, amount: '1.00' },
      { ...signed, instrument: { ...outcome.instrument, token: 'demo-hor-demo-007-1' } },
      { ...signed, merchantReference: 'mean:1' },
      sign(outcome, `${secret}-not-the-shared-one`),
      { ...signed, signature: '0'.repeat(64) },
    ];
    for (const forged of forgeries) {
      const response = await notify(forged);
      expect(response.statusCode).toBe(403);
      expect(envelopeOf(response)).toMatchObject({ errorCode: 403, data: null, msg: 'Nieprawidłowy podpis powiadomienia.' });
    }
    expect(await paymentsSnapshot(demo.db)).toEqual(before);
    expect(await meansOf(customer.customerId)).toEqual([{ status: 'PENDING', display_string: 'Karta płatnicza (dodawanie w toku)' }]);
  });

  it('answers 404 to a signed outcome of a transaction the portal did not start, or of another amount', async () => {
    const { outcome } = await settledRegistration();
    const before = await paymentsSnapshot(demo.db);
    const unknown: GatewayOutcome = { ...outcome, transactionId: 'gt_AAAAAAAAAAAAAAAAAAAAAAAA' };
    for (const body of [sign(unknown, secret), sign({ ...outcome, amount: '10.00' }, secret)]) {
      const response = await notify(body);
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).msg).toBe('Nie znaleziono transakcji.');
    }
    expect(await paymentsSnapshot(demo.db)).toEqual(before);
  });

  it('applies a failure: the means is FAILED with the reason', async () => {
    const { customer, outcome } = await settledRegistration({ ...TEST_CARD, cardNumber: '4000000000000002' });
    expect(outcome).toMatchObject({ status: 'FAILED', failureReason: 'DECLINED', instrument: null });
    expect(envelopeOf(await notify(sign(outcome, secret))).data).toMatchObject({ status: 'FAILED', applied: true });
    expect(await meansOf(customer.customerId)).toEqual([{ status: 'FAILED', display_string: 'Karta płatnicza (dodawanie w toku)' }]);
  });

  it('validates the notification’s shape before its signature (400, Polish)', async () => {
    const { outcome } = await settledRegistration();
    const { signature: _signature, ...unsigned } = sign(outcome, secret);
    const response = await notify(unsigned);
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).msg).toBe('Nieprawidłowe pole „signature”: pole jest wymagane.');
  });
});
