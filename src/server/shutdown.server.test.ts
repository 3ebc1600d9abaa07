import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#api-contract/messages.ts';
import { openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { listeningPortal, type ListeningPortal } from '#testing/server-app.ts';

/**
 * A server that is closing (SIGTERM, a rolling restart) finishes the calls in
 * flight and turns away those that still arrive on an open connection with
 * the API's Polish envelope, closing the connection, so the client or the
 * load balancer tries another instance; Fastify's own answer was English and
 * not an envelope.
 */

let testDb: TestDatabase;
let portal: ListeningPortal;

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  portal = await listeningPortal(testDb.db);
}, 60_000);

afterAll(() => testDb.cleanup());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the portal while it closes', () => {
  it('finishes the call in flight, and answers one arriving behind it with a Polish 503 envelope and Connection: close', async () => {
    const { port } = new URL(portal.origin);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    // The first call's body is still on its way when the close begins, so the connection is busy and stays open.
    const body = '{}';
    socket.write(`POST /api/sessionData HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    await pause(200);
    const closed = portal.close();
    await pause(200);
    // The rest of the first call, and a second one pipelined behind it.
    socket.write(`${body}GET /api/search?query=karta HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      data: null,
      errorCode: 503,
      msg: messages.unavailable,
      status: 'ERROR',
    });
  }, 30_000);
});
