import { describe, expect, it } from 'vitest';
import { limits } from '#api-contract/limits.ts';
import { anyDriver } from '#testing/database.ts';
import { add, anonymous, call, dataOf } from '#testing/carts.ts';
import { testAppFor } from '#testing/server-app.ts';
import { sessionIdOf } from './tokens.ts';

/**
 * What one anonymous visitor who has acted costs the database: the figure
 * docs/limits.md sizes the sessions-per-address limit with. A visitor who
 * has not acted stores nothing (sessions.server.test.ts); one who has stores
 * a session and, at most, a cart with its lines, all collected 30 minutes
 * after the last call.
 */

/** Bytes of the rows of the costliest anonymous visitor, the budget docs/limits.md computes with. */
const ROW_BYTES_BUDGET = 2048;

describe.each(anyDriver)('an anonymous session’s cost on %s', (driver) => {
  const server = testAppFor(driver);

  it(`stays within ${ROW_BYTES_BUDGET} bytes of rows with a full cart and a voucher tried, the budget of the ${limits.sessionStarts.limit} sessions an address may start`, async () => {
    const visitor = await anonymous(server.app);
    // A package with every add-on the shop sells beside it, and a voucher code typed.
    const cart = dataOf(await call(visitor, 'cart/update', add('OTT_KOMFORT_M', 'OTT_SPORT_M', 'OTT_STRUMIEN_M')));
    expect(cart.items.length).toBeGreaterThanOrEqual(3);
    await call(visitor, 'cart/checkVoucher', { code: 'ZLYKOD1' });

    const session = sessionIdOf(visitor.cookie('SESSION')!);
    const { rows } = await server.db.query<{ bytes: number }>(
      `SELECT (SELECT coalesce(sum(pg_column_size(s.*)), 0) FROM sessions s WHERE s.id = $1)
            + (SELECT coalesce(sum(pg_column_size(c.*)), 0) FROM carts c WHERE c.session_id = $1)
            + (SELECT coalesce(sum(pg_column_size(i.*)), 0) FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.session_id = $1) AS bytes`,
      [session],
    );
    const bytes = Number(rows[0]!.bytes);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(ROW_BYTES_BUDGET);
  });
});
