import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureTarget } from './load-run.ts';

/**
 * The load run against a small stand-in server on loopback: sessions are
 * stored as the portal stores a visitor's (sessionData, then a first
 * state-changing call), each connection sends its own session and
 * XSRF token, and every body is checked. Figures are not asserted, only what
 * was sent and counted.
 */

const envelope = (errorCode: number, status: string, msg = '') => JSON.stringify({ data: errorCode < 300 ? {} : null, errorCode, msg, status });

let server: http.Server;
let origin: string;
let visitors = 0;
let started = 0;
/** SESSION cookie → X-XSRF-TOKEN headers seen with it on cart/update. */
const seen = new Map<string, Set<string>>();
let refused = 0;
let served = 0;
let staticServed = 0;

const cookieValue = (header: string | undefined, name: string) => header?.split(/;\s*/).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      // As the portal does: sessionData gives a visitor's XSRF token, the first state-changing call with it stores the session.
      if (request.url === '/api/sessionData') {
        visitors++;
        response.setHeader('set-cookie', [`XSRF-TOKEN=x${visitors}; Path=/`]);
        response.setHeader('content-type', 'application/json');
        return response.end(envelope(200, 'SUCCESS'));
      }
      if (request.url === '/api/cart/clearCart') {
        const xsrf = cookieValue(request.headers.cookie, 'XSRF-TOKEN');
        if (!xsrf || request.headers['x-xsrf-token'] !== xsrf) {
          response.writeHead(403, { 'content-type': 'application/json' });
          return response.end(envelope(403, 'ERROR', 'Brak tokenu XSRF.'));
        }
        started++;
        response.setHeader('set-cookie', [`SESSION=s${xsrf.slice(1)}; Path=/; HttpOnly`]);
        response.setHeader('content-type', 'application/json');
        return response.end(envelope(200, 'SUCCESS'));
      }
      if (request.url === '/api/cart/update') {
        const session = cookieValue(request.headers.cookie, 'SESSION') ?? '';
        const xsrf = String(request.headers['x-xsrf-token']);
        if (!seen.has(session)) seen.set(session, new Set());
        seen.get(session)!.add(xsrf);
        // Every fourth call is refused with a business error.
        const refuse = ++served % 4 === 0;
        if (refuse) refused++;
        response.writeHead(refuse ? 422 : 200, { 'content-type': 'application/json' });
        return response.end(refuse ? envelope(366, 'ERROR', 'Oferta niedostępna.') : envelope(200, 'SUCCESS'));
      }
      staticServed++;
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg/>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('measureTarget', () => {
  it('gives each connection its own session and XSRF token and checks every envelope', async () => {
    const m = await measureTarget(
      origin,
      { id: 'cart/update', label: 'cart/update', kind: 'api', method: 'POST', path: '/api/cart/update', body: { operation: 'ADD' }, session: { xsrf: true } },
      { connections: 3, warmupSeconds: 0, durationSeconds: 1 },
    );
    expect([visitors, started]).toEqual([3, 3]);
    expect(new Map([...seen].map(([session, tokens]) => [session, [...tokens]]))).toEqual(
      new Map([
        ['s1', ['x1']],
        ['s2', ['x2']],
        ['s3', ['x3']],
      ]),
    );
    expect(m.responses).toBeGreaterThan(4);
    expect(m.envelopes!.checked).toBe(m.responses);
    expect(m.envelopes!.errors).toBe(m.status['4xx']);
    expect(m.envelopes!.errors).toBeGreaterThan(0);
    expect(m.envelopes!.errors).toBeLessThanOrEqual(refused);
    expect(m.envelopes!.invalid).toBe(0);
    expect(m.statusCodes).toEqual({ '200': m.status['2xx'], '422': m.status['4xx'] });
    expect(m.envelopes!.examples).toEqual([{ text: '366: Oferta niedostępna.', count: m.status['4xx'] }]);
    expect(m.p50Ms).toBeLessThanOrEqual(m.p99Ms);
  });

  it('sends no session to a static target, checks no bodies there, and leaves the warm-up out of the figures', async () => {
    const before = started;
    const m = await measureTarget(origin, { id: 'static', label: 'static file', kind: 'static', method: 'GET', path: '/favicon.svg' }, { connections: 2, warmupSeconds: 1, durationSeconds: 1 });
    expect(started).toBe(before);
    expect(m.envelopes).toBeUndefined();
    expect(m.responses).toBeGreaterThan(0);
    expect(m.status['2xx']).toBe(m.responses);
    // The server also answered the warm-up's requests, which are not counted.
    expect(staticServed).toBeGreaterThan(m.responses);
    expect(m.seconds).toBeGreaterThanOrEqual(1);
  });
});
