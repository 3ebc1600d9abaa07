import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '#testing/database.ts';
import { envelopeOf, visitor } from '#testing/server-app.ts';
import { servicesFixture, servicesSnapshot, type ServicesFixture } from '#testing/self-care.ts';

/** stb/restoreActivation: a coupon, the cart at BOX_ACTIVATION and the session's flag, in one transaction. */

type Restored = {
  session: { restoreActivation: boolean; ltoInCart: boolean; cart: { id: string | null; currentStage: string; cartStatus: string } };
  coupon: Record<string, unknown> & { couponId: string; couponCode: string; status: string; numdec: string | null };
};

describe.each(drivers)('set-top box re-activation on %s', (driver) => {
  let fx: ServicesFixture;

  beforeAll(async () => {
    fx = await servicesFixture(driver);
  }, 60_000);
  afterAll(async () => fx.close());
  beforeEach(async () => {
    await fx.reset();
    await fx.db.query('DELETE FROM restored_activation_coupons');
    await fx.db.query('DELETE FROM carts');
  });

  const restore = (client: Awaited<ReturnType<ServicesFixture['as']>>, body: unknown = {}) =>
    client.post('/api/stb/restoreActivation', { body, xsrf: true });

  it('issues a coupon, opens the cart at BOX_ACTIVATION and flags the session', async () => {
    const client = await fx.as('klient.c');
    // A session in the long-term offer flow goes back to the regular cart, where the box is activated.
    await fx.db.query(`UPDATE sessions SET data = data || '{"ltoInCart": true}'::jsonb WHERE customer_id = $1`, [client.customerId]);
    const response = await restore(client);
    expect(response.statusCode).toBe(200);
    const { data } = envelopeOf<Restored>(response);

    expect(data.coupon).toEqual({
      couponId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      couponCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/),
      saleChannel: 'RETAIL',
      ctype: 'STARTER',
      coffre: null,
      numabo: '7000002',
      numabont: '1',
      numdec: null,
      status: 'ACTIVE',
      datcre: '2026-11-02T09:00:00.000Z',
      usercre: 'SELFCARE',
      datmod: '2026-11-02T09:00:00.000Z',
      usermod: 'SELFCARE',
      validFrom: '2026-11-02',
      validTo: '2026-12-02',
    });
    expect(data.session.restoreActivation).toBe(true);
    expect(data.session.cart).toMatchObject({ currentStage: 'BOX_ACTIVATION', cartStatus: 'OPEN', id: expect.any(String) });

    const stored = await fx.db.query<{ customer_id: string; cart_id: string; status: string }>(
      'SELECT customer_id, cart_id, status FROM restored_activation_coupons',
    );
    expect(stored.rows).toEqual([{ customer_id: client.customerId, cart_id: data.session.cart.id, status: 'ACTIVE' }]);
    const cart = await fx.db.query('SELECT customer_id, current_stage, status FROM carts WHERE id = $1', [data.session.cart.id]);
    expect(cart.rows).toEqual([{ customer_id: client.customerId, current_stage: 'BOX_ACTIVATION', status: 'OPEN' }]);
    // The session keeps the flag and shows the cart.
    const session = envelopeOf<Restored['session']>(await client.post('/api/sessionData')).data;
    expect(session).toMatchObject({ restoreActivation: true, ltoInCart: false });
    expect(session.cart).toMatchObject({ id: data.session.cart.id, currentStage: 'BOX_ACTIVATION' });
  });

  it('answers the same coupon again and changes nothing', async () => {
    const client = await fx.as('klient.c');
    const first = envelopeOf<Restored>(await restore(client, { numdec: '12345678901' })).data;
    const before = await servicesSnapshot(fx.db);
    const again = envelopeOf<Restored>(await restore(client)).data;
    expect(again.coupon).toEqual(first.coupon);
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });

  it('replaces the coupon for another decoder, and an expired one', async () => {
    const client = await fx.as('klient.c');
    const first = envelopeOf<Restored>(await restore(client, { numdec: '12345678901' })).data.coupon;
    const second = envelopeOf<Restored>(await restore(client, { numdec: '99999999' })).data.coupon;
    expect(second).toMatchObject({ numdec: '99999999', status: 'ACTIVE' });
    expect(second.couponId).not.toBe(first.couponId);

    fx.clock.advance(31 * 24 * 3600 * 1000);
    const later = await fx.as('klient.c');
    const third = envelopeOf<Restored>(await restore(later)).data.coupon;
    expect(third).toMatchObject({ numdec: null, validFrom: '2026-12-03', validTo: '2027-01-02' });

    const statuses = await fx.db.query<{ coupon_id: string; status: string }>('SELECT coupon_id, status FROM restored_activation_coupons');
    expect(Object.fromEntries(statuses.rows.map((row) => [row.coupon_id, row.status]))).toEqual({
      [first.couponId]: 'CANCELLED',
      [second.couponId]: 'EXPIRED',
      [third.couponId]: 'ACTIVE',
    });
  });

  it('issues one coupon to two concurrent requests', async () => {
    const client = await fx.as('klient.c');
    const replies = await Promise.all([restore(client), restore(client)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const [a, b] = replies.map((reply) => envelopeOf<Restored>(reply).data.coupon.couponId);
    expect(a).toBe(b);
    expect((await fx.db.query('SELECT 1 FROM restored_activation_coupons')).rowCount).toBe(1);
  });

  it('keeps each customer’s coupon their own', async () => {
    const c = envelopeOf<Restored>(await restore(await fx.as('klient.c'))).data;
    const lto = envelopeOf<Restored>(await restore(await fx.as('klient.lto'))).data;
    expect(lto.coupon.couponId).not.toBe(c.coupon.couponId);
    expect(lto.session.cart.id).not.toBe(c.session.cart.id);
    expect(lto.coupon).toMatchObject({ numabo: '7000006' });
  });

  it('refuses a prospect without a contract for services (406) and changes nothing', async () => {
    const client = await fx.as('klient.k');
    const before = await servicesSnapshot(fx.db);
    const response = await restore(client);
    expect(response.statusCode).toBe(422);
    expect(envelopeOf(response)).toEqual({
      data: null,
      errorCode: 406,
      status: 'ERROR',
      msg: 'Przywrócenie aktywacji dekodera jest dostępne dla klientów z umową na usługi telewizji.',
    });
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });

  it('refuses while an order awaits activation (324) and changes nothing', async () => {
    const client = await fx.as('klient.karta');
    await fx.db.query(`INSERT INTO carts (customer_id, status, current_stage) VALUES ($1, 'ACTIVATION_PENDING', 'ACTIVATION')`, [client.customerId]);
    const before = await servicesSnapshot(fx.db);
    const response = await restore(client);
    expect(response.statusCode).toBe(409);
    expect(envelopeOf(response)).toMatchObject({
      errorCode: 324,
      msg: 'Masz niezakończone zamówienie. Anuluj je, aby przywrócić aktywację dekodera.',
    });
    expect(await servicesSnapshot(fx.db)).toEqual(before);
  });

  it('answers 400 to a malformed decoder number', async () => {
    const client = await fx.as('klient.c');
    const response = await restore(client, { numdec: '12-34' });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).msg).toBe('Nieprawidłowe pole „numdec”: oczekiwano numeru dekodera (od 8 do 20 cyfr).');
  });

  describe('stb/activationCoupon', () => {
    const couponOf = async (client: Awaited<ReturnType<ServicesFixture['as']>>) => {
      const response = await client.get('/api/stb/activationCoupon');
      expect(response.statusCode).toBe(200);
      return envelopeOf<Restored['coupon'] | null>(response).data;
    };

    it('answers the coupon of the re-activation in progress after a new sign-in, and null before one', async () => {
      const client = await fx.as('klient.c');
      expect(await couponOf(client)).toBeNull();
      const issued = envelopeOf<Restored>(await restore(client, { numdec: '12345678901' })).data.coupon;
      // A reload, or another device: the coupon is read again, not issued again.
      const another = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      expect(await couponOf(another)).toEqual(issued);
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('answers only the customer’s own coupon, and none once its last day has passed', async () => {
      await restore(await fx.as('klient.c'));
      expect(await couponOf(await fx.as('klient.lto'))).toBeNull();
      fx.clock.advance(31 * 24 * 3600 * 1000);
      const later = await fx.as('klient.c');
      const before = await servicesSnapshot(fx.db);
      expect(await couponOf(later)).toBeNull();
      // A read changes nothing: the coupon is still stored ACTIVE until the next restoreActivation expires it.
      expect(await servicesSnapshot(fx.db)).toEqual(before);
    });

    it('answers 401 to a visitor not signed in', async () => {
      const stranger = visitor(fx.app);
      await stranger.post('/api/sessionData');
      expect(envelopeOf(await stranger.get('/api/stb/activationCoupon')).errorCode).toBe(401);
    });
  });

  it('answers 401 to a visitor not signed in and 403 without the XSRF token, changing nothing', async () => {
    const stranger = visitor(fx.app);
    await stranger.post('/api/sessionData');
    const before = await servicesSnapshot(fx.db);
    expect(envelopeOf(await stranger.post('/api/stb/restoreActivation', { body: {}, xsrf: true })).errorCode).toBe(401);
    expect(await servicesSnapshot(fx.db)).toEqual(before);
    const client = await fx.as('klient.c');
    const beforeForged = await servicesSnapshot(fx.db);
    expect((await client.post('/api/stb/restoreActivation', { body: {} })).statusCode).toBe(403);
    expect(await servicesSnapshot(fx.db)).toEqual(beforeForged);
    expect((await fx.db.query('SELECT 1 FROM restored_activation_coupons')).rowCount).toBe(0);
  });
});
