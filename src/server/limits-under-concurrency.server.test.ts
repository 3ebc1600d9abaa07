import { describe, expect, it } from 'vitest';
import { cartMessages } from '#domain/cart-messages.ts';
import { voucherMessages } from '#domain/voucher-messages.ts';
import { add } from '#testing/carts.ts';
import { newCustomers, portalsFor, SIMULTANEOUS, type CustomerClient } from '#testing/concurrent-portals.ts';
import { drivers } from '#testing/database.ts';
import { SUMMARY_CONSENTS } from '#testing/payments.ts';
import { limits } from '#api-contract/limits.ts';

/**
 * Every "at most N" and "once" rule under simultaneous calls: 20 customers at
 * the same moment, spread over two server processes on one PostgreSQL
 * database (on PGlite, the one server its folder admits). Each rule must hold
 * exactly, kept by the database, not by the luck of the timing.
 */

const OFFER = 'OTT_STRUMIEN_M';

describe.each(drivers)('limits under simultaneous calls on %s', (driver) => {
  const portals = portalsFor(driver);

  /** A code of our own for the offer, valid from a month ago for a year. */
  async function activationCode(code: string, maxActivations: number): Promise<void> {
    await portals.db.query(
      `INSERT INTO activation_codes (code, partner, offer_code, months, valid_from, valid_to, max_activations)
       VALUES ($1, 'HORYZONT', $2, 2, CURRENT_DATE - 30, CURRENT_DATE + 365, $3)`,
      [code, OFFER, maxActivations],
    );
  }

  const activate = (customer: CustomerClient, code: string) => customer.call('voucher/activate', { code, variant: 'HORYZONT' });
  const activations = async (code: string) =>
    (await portals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM code_activations WHERE code = $1', [code])).rows[0]!.n;

  it(`gives a single-use activation code to exactly one of ${SIMULTANEOUS} customers activating it at once`, async () => {
    await activationCode('HRZRAZ000001', 1);
    const customers = await newCustomers(portals);

    const answers = await Promise.all(customers.map((customer) => activate(customer, 'HRZRAZ000001')));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(SIMULTANEOUS - 1);
    for (const answer of refused) expect(answer).toMatchObject({ status: 422, errorCode: 359, msg: voucherMessages.errors.refusals['used-up'] });
    expect(await activations('HRZRAZ000001')).toBe(1);
  });

  it(`gives a code for three to exactly three of ${SIMULTANEOUS} customers activating it at once`, async () => {
    await activationCode('HRZTRZY00001', 3);
    const customers = await newCustomers(portals);

    const answers = await Promise.all(customers.map((customer) => activate(customer, 'HRZTRZY00001')));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(await activations('HRZTRZY00001')).toBe(3);
  });

  it(`activates a code once for one customer who sends it as often as allowed at once, answering each with that activation`, async () => {
    await activationCode('HRZWIELE0001', 5);
    const [customer] = await newCustomers(portals, 1);

    const answers = await Promise.all(Array.from({ length: limits.voucherCodes.limit }, () => activate(customer!, 'HRZWIELE0001')));

    for (const answer of answers) expect(answer).toMatchObject({ status: 200, data: { code: 'HRZWIELE0001', outcome: 'CART' } });
    expect(await activations('HRZWIELE0001')).toBe(1);
  });

  it(`keeps one cart in progress for a customer whose first ${SIMULTANEOUS} additions arrive at once`, async () => {
    const [customer] = await newCustomers(portals, 1);

    const answers = await Promise.all(Array.from({ length: SIMULTANEOUS }, () => customer!.call('cart/update', add(OFFER))));

    // Each is answered (a change that lost the race to another may be refused), none with a server error.
    for (const answer of answers) expect(answer.status, answer.msg).toBeLessThan(500);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const { rows } = await portals.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM carts WHERE customer_id = $1 AND status IN ('OPEN', 'ACTIVATION_PENDING')`,
      [customer!.customerId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it(`keeps one rating of an article per session when the session sends ${SIMULTANEOUS} at once, the last one counting`, async () => {
    const [customer] = await newCustomers(portals, 1);
    const uri = '/pomoc/platnosci/faktury';

    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, index) => customer!.call('article/rate', { uri, helpful: index % 2 === 0 })),
    );

    for (const answer of answers) expect(answer.status, answer.msg).toBe(200);
    const { rows } = await portals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM article_ratings WHERE customer_id = $1 AND uri = $2', [
      customer!.customerId,
      uri,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it(`places exactly one order with a single-use cart voucher when ${SIMULTANEOUS} customers order with it at once`, async () => {
    // The whole first payment: an order with it is confirmed at once, without a payment.
    await portals.db.query(
      `INSERT INTO vouchers (code, description, kind, value, valid_from, max_redemptions) VALUES ('JEDENRAZ', 'Pierwsza płatność 0 zł', 'PERCENT', 100, now() - interval '1 day', 1)`,
    );
    const customers = await newCustomers(portals);
    const carts = await Promise.all(
      customers.map(async (customer) => {
        await customer.ok('cart/update', add(OFFER));
        await customer.ok('cart/checkVoucher', { code: 'JEDENRAZ' });
        const { cart } = await customer.ok<{ cart: { id: string } }>('sessionData');
        await customer.ok('cart/updateStage', { cartId: cart.id, newStage: 'NEXT' });
        return cart.id;
      }),
    );

    const answers = await Promise.all(
      customers.map((customer, index) => customer.call('cart/finalize', { cartId: carts[index], mopId: 8, summaryConsents: SUMMARY_CONSENTS })),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    for (const answer of refused) expect(answer).toMatchObject({ errorCode: 359, msg: cartMessages.voucherUsedUp });
    const { rows } = await portals.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.voucher_code = 'JEDENRAZ'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it(`lets a customer who sends ${SIMULTANEOUS} instant codes at once try exactly the codes the limit allows`, async () => {
    const [customer] = await newCustomers(portals, 1);
    await customer!.ok('cart/update', add(OFFER));
    const { cart } = await customer!.ok<{ cart: { id: string } }>('sessionData');
    await customer!.ok('cart/updateStage', { cartId: cart.id, newStage: 'NEXT' });

    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, () =>
        customer!.call('cart/finalize', { cartId: cart.id, mopId: 8, instantCode: '000000', summaryConsents: SUMMARY_CONSENTS }),
      ),
    );

    const tried = answers.filter((answer) => answer.status !== 429);
    expect(tried).toHaveLength(limits.instantCodes.limit);
    for (const answer of tried) expect(answer).toMatchObject({ errorCode: 713 });
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(SIMULTANEOUS - limits.instantCodes.limit);
    const { rows } = await portals.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders o JOIN carts c ON c.id = o.cart_id WHERE c.id = $1',
      [cart.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
