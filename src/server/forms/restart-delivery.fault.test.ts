import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import { createScratchDatabase } from '#testing/scratch-database.ts';
import { freePort, startPortalProcess } from '#testing/portal-process.ts';
import { newWebhookSecret } from '#security/standard-webhooks.ts';

/**
 * The fault case of issue 15: the webhook's receiver is down while forms are
 * sent and the server is killed (kill -9) and started again; once both are
 * back, the receiver gets every submission, each accepted once (by its
 * webhook-id). The server runs as a process of its own, as operators run it.
 */

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const drivers = ['pglite', ...(testUrl ? (['postgres'] as const) : [])] as const;
const TIMEOUT = 240_000;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-restart-'));

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A receiver answering 200 to each request and remembering the ids it accepted. */
async function startReceiver(port: number) {
  const accepted: string[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      accepted.push(String(request.headers['webhook-id']));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(drivers)('forms delivery across a server restart on %s', (driver) => {
  it(
    'delivers every form sent while the receiver was down, once each, after a kill -9 and a restart',
    async () => {
      const scratch = driver === 'postgres' ? await createScratchDatabase(testUrl!) : undefined;
      const storage = scratch ? { DATABASE_URL: scratch.url } : { PGLITE_DIR: path.join(root, 'db') };
      const hookPort = await freePort();
      const env = {
        ...storage,
        FORMS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
        FORMS_WEBHOOK_SECRET: newWebhookSecret(),
        FORMS_WEBHOOK_TIMEOUT_MS: '1000',
        FORMS_RETRY_DELAY_SECONDS: '1',
        FORMS_RETRY_DELAY_MAX_SECONDS: '2',
        FORMS_RETRY_LIMIT: '100',
        FORMS_POLL_SECONDS: '0.5',
      };
      let portal = await startPortalProcess({ env });
      let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
      try {
        const token = ((await (await fetch(`${portal.origin}/api/forms/token?form=contact`)).json()) as { data: { token: string } }).data.token;
        await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 200));
        const ids: string[] = [];
        for (const n of [1, 2, 3]) {
          const response = await fetch(`${portal.origin}/api/forms/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: `Klient ${n}`,
              email: `klient${n}@example.pl`,
              subject: 'OTHER',
              message: `Wiadomość ${n}`,
              consent: true,
              formToken: token,
            }),
          });
          expect(response.status).toBe(200);
          ids.push(((await response.json()) as { data: { id: string } }).data.id);
        }

        await portal.crash();
        portal = await startPortalProcess({ env });
        receiver = await startReceiver(hookPort);

        // A job the kill interrupted waits for its expiry (the attempt's limit and 10 s) and a supervision pass (10 s).
        const end = Date.now() + 90_000;
        while (!ids.every((id) => receiver!.accepted.includes(id)) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 200));
        expect([...receiver.accepted].sort()).toEqual([...ids].sort());
      } finally {
        await portal.stop().catch(() => undefined);
        await receiver?.close();
        await scratch?.drop();
      }
    },
    TIMEOUT,
  );
});
