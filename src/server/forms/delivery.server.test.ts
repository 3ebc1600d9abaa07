import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import type { Database } from '../db/index.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { testApp, testClock } from '#testing/server-app.ts';
import { newWebhookSecret } from '#security/standard-webhooks.ts';

/**
 * Delivery to a local receiver: retried with backoff after 5xx answers and
 * timeouts, the same webhook-id on every attempt, a signature an independent
 * Standard Webhooks implementation verifies, and a dead submission kept with why.
 */

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver answering each request by the script (status, or 'hang' to never answer). */
async function receiver(script: (attempt: number, id: string) => number | 'hang') {
  const received: Received[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      received.push({ headers: request.headers, body });
      const answer = script(attempt, id);
      if (answer === 'hang') return;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const contact = {
  name: 'Anna Nowak',
  email: 'anna.nowak@example.pl',
  subject: 'OTHER',
  message: 'Proszę o kontakt.',
  consent: true,
  page: '/kontakt#formularz-kontakt',
};

describe.each(drivers)('forms delivery on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
  }, 60_000);

  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!();
    await db.exec(`DROP SCHEMA IF EXISTS ${t.schema}_boss CASCADE`);
  });

  afterAll(() => t?.cleanup());

  async function appWith(url: string, secret: string, retryLimit = 5) {
    const clock = testClock(new Date().toISOString());
    const app = await testApp(db, {
      clock,
      formsDelivery: {
        url,
        secret,
        schema: `${t.schema}_boss`,
        timeoutMs: 500,
        retryDelaySeconds: 1,
        retryDelayMaxSeconds: 2,
        retryLimit,
        pollingIntervalSeconds: 0.5,
      },
    });
    closers.push(() => app.close());
    await app.portal.forms.delivery();
    const send = async (payload: object) => {
      const token = (await app.inject({ method: 'GET', url: '/api/forms/token?form=contact' })).json() as { data: { token: string } };
      clock.advance(MIN_FILL_MS + 1000);
      const response = await app.inject({
        method: 'POST',
        url: '/api/forms/contact',
        remoteAddress: `10.1.0.${closers.length}`,
        payload: { ...payload, formToken: token.data.token },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: string } }).data.id;
    };
    return { app, send };
  }

  const state = async (id: string) =>
    (
      await db.query<{ attempts: number; delivered_at: Date | null; dead_at: Date | null; dead_reason: string | null; last_error: string | null }>(
        'SELECT attempts, delivered_at, dead_at, dead_reason, last_error FROM form_submissions WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it('retries a receiver that answers 5xx twice, delivering each submission once accepted, with the same id and a valid signature', async () => {
    const hook = await receiver((attempt) => (attempt <= 2 ? 503 : 204));
    closers.push(hook.close);
    const secret = newWebhookSecret();
    const { send } = await appWith(hook.url, secret);
    const first = await send(contact);
    const second = await send({ ...contact, email: 'inny@example.pl' });

    await until('both delivered', async () => ((await state(first)).delivered_at && (await state(second)).delivered_at ? true : undefined));
    for (const id of [first, second]) {
      const attempts = hook.received.filter((request) => request.headers['webhook-id'] === id);
      expect(attempts).toHaveLength(3);
      // The same body on every attempt, signed anew: the receiver de-duplicates by webhook-id.
      expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
      const accepted = attempts[2]!;
      const verified = new Webhook(secret).verify(accepted.body, {
        'webhook-id': String(accepted.headers['webhook-id']),
        'webhook-timestamp': String(accepted.headers['webhook-timestamp']),
        'webhook-signature': String(accepted.headers['webhook-signature']),
      }) as { id: string; type: string; data: Record<string, unknown> };
      expect(verified).toMatchObject({ id, type: 'form.contact', data: { subject: 'OTHER', consent: true } });
      expect(await state(id)).toMatchObject({ attempts: 3, last_error: null, dead_at: null });
    }
    // A tampered body fails the same verification.
    const sample = hook.received[0]!;
    expect(() =>
      new Webhook(secret).verify(sample.body.replace('Anna', 'Ewa'), {
        'webhook-id': String(sample.headers['webhook-id']),
        'webhook-timestamp': String(sample.headers['webhook-timestamp']),
        'webhook-signature': String(sample.headers['webhook-signature']),
      }),
    ).toThrow();
  }, 60_000);

  it('retries a receiver that does not answer in time', async () => {
    const hook = await receiver((attempt) => (attempt === 1 ? 'hang' : 200));
    closers.push(hook.close);
    const { send } = await appWith(hook.url, newWebhookSecret());
    const id = await send(contact);
    await until('delivered', async () => ((await state(id)).delivered_at ? true : undefined));
    expect(hook.received.filter((request) => request.headers['webhook-id'] === id)).toHaveLength(2);
    expect((await state(id)).attempts).toBe(2);
  }, 60_000);

  it('keeps a submission as dead, with the reason, once its retries are spent', async () => {
    const hook = await receiver(() => 500);
    closers.push(hook.close);
    const { send } = await appWith(hook.url, newWebhookSecret(), 1);
    const id = await send(contact);
    const dead = await until('dead', async () => {
      const row = await state(id);
      return row.dead_at ? row : undefined;
    });
    expect(dead.attempts).toBe(2);
    expect(dead.dead_reason).toBe('2 attempts failed; the last: HTTP 500');
    expect(dead.delivered_at).toBeNull();
  }, 60_000);
});
