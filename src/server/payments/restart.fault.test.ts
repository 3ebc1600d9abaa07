import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cart } from '#domain/session.ts';
import { openDatabase } from '../db/index.ts';
import { envelopeOf, signedInVisitor, testApp, visitor } from '#testing/server-app.ts';
import { SUMMARY_CONSENTS } from '#testing/payments.ts';

describe('a restart of the server on embedded PGlite', () => {
  it('keeps the paid order and its payment, and the cart awaiting activation; finalize after it orders nothing twice', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-orders-'));
    try {
      let db = await openDatabase({ dataDir }, {});
      let app = await testApp(db);
      const karta = await signedInVisitor(app, 'klient.karta@horyzont.example');
      const added = envelopeOf<Cart>(
        await karta.post('/api/cart/update', { body: { operation: 'ADD', items: [{ offerCode: 'OTT_SPORT_M' }] }, xsrf: true }),
      );
      const cartId = added.data.id!;
      expect((await karta.post('/api/cart/updateStage', { body: { cartId, newStage: 'NEXT' }, xsrf: true })).statusCode).toBe(200);
      const finalize = () => karta.post('/api/cart/finalize', { body: { cartId, mopId: 1, summaryConsents: SUMMARY_CONSENTS }, xsrf: true });
      const paid = envelopeOf<{ cart: Cart }>(await finalize());
      expect(paid.data.cart).toMatchObject({ id: cartId, cartStatus: 'ACTIVATION_PENDING', currentStage: 'ACTIVATION' });
      const ordersBefore = (await db.query('SELECT id, status, total FROM orders WHERE cart_id = $1', [cartId])).rows;
      const paymentsBefore = (await db.query('SELECT id, status, amount FROM payments ORDER BY id')).rows;
      expect(ordersBefore).toEqual([expect.objectContaining({ status: 'CONFIRMED', total: '39.99' })]);
      await app.close();
      await db.close();

      db = await openDatabase({ dataDir }, {});
      app = await testApp(db);
      const again = visitor(app);
      again.setCookie('SESSION', karta.cookie('SESSION')!);
      again.setCookie('XSRF-TOKEN', karta.cookie('XSRF-TOKEN')!);
      const session = envelopeOf<{ cart: Cart }>(await again.post('/api/sessionData', { body: {} }));
      expect(session.data.cart).toEqual(paid.data.cart);
      expect((await db.query('SELECT id, status, total FROM orders WHERE cart_id = $1', [cartId])).rows).toEqual(ordersBefore);
      expect((await db.query('SELECT id, status, amount FROM payments ORDER BY id')).rows).toEqual(paymentsBefore);

      const repeated = await again.post('/api/cart/finalize', { body: { cartId, mopId: 1, summaryConsents: SUMMARY_CONSENTS }, xsrf: true });
      expect(envelopeOf(repeated).errorCode).toBe(368);
      expect((await db.query('SELECT count(*)::int AS n FROM orders WHERE cart_id = $1', [cartId])).rows).toEqual([{ n: 1 }]);
      await app.close();
      await db.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
