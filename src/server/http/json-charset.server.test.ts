import { describe, expect, it } from 'vitest';
import { messages } from '#api-contract/messages.ts';
import { anyDriver } from '#testing/database.ts';
import { envelopeOf, testAppFor, visitorWithSession } from '#testing/server-app.ts';

/** A JSON body is read as UTF-8, so one declared in another charset is refused before it is read, and changes nothing. */

describe.each(anyDriver)('JSON in another charset on %s', (driver) => {
  const server = testAppFor(driver);

  it('is refused with 415 and a Polish envelope, whatever the call; UTF-8, declared or not, is read', async () => {
    const caller = await visitorWithSession(server.app);
    const body = { operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }] };
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-2', 'windows-1250']) {
      const refused = await caller.post('/api/cart/update', { body, xsrf: true, contentType: `application/json; charset=${charset}` });
      expect(refused.statusCode, charset).toBe(415);
      expect(envelopeOf(refused), charset).toMatchObject({ errorCode: 415, msg: messages.unsupportedCharset, status: 'ERROR' });
    }
    const carts = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;
    expect(carts).toBe(0);

    const read = await caller.post('/api/cart/update', { body, xsrf: true, contentType: 'application/json; charset=UTF-8' });
    expect(read.statusCode).toBe(200);
  });
});
