import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureTarget, splitConnections } from './load-run.ts';

/**
 * The load run against small stand-in servers on loopback, two of them
 * sharing their state as two server processes share a database: sessions are
 * stored as the portal stores a visitor's (sessionData, then a first
 * state-changing call), each connection sends its own session and XSRF token,
 * the connections are split between the servers, and every body is checked.
 * Figures are not asserted, only what was sent and counted.
 */

const envelope = (errorCode: number, status: string, msg = '') => JSON.stringify({ data: errorCode < 300 ? {} : null, errorCode, msg, status });

const servers: http.Server[] = [];
/** The first stand-in, and the second. */
let origin: string;
let other: string;
/** Per stand-in (by origin): the client ports of the connections that called cart/update, and the SESSION cookies sent on signed-in calls. */
const ports = new Map<string, Set<number>>();
const signedInSeen = new Map<string, Set<string>>();
let visitors = 0;
let started = 0;
/** SESSION cookie → X-XSRF-TOKEN headers seen with it on cart/update. */
const seen = new Map<string, Set<string>>();
let refused = 0;
let served = 0;
let staticServed = 0;

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function standIn(): http.Server {
  return http.createServer((request, response) => {
    const self = `http://127.0.0.1:${(request.socket.localPort ?? 0).toString()}`;
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
      if (request.url === '/api/payments/schedule') {
        signedInSeen.get(self)?.add(cookieValue(request.headers.cookie, 'SESSION') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(envelope(200, 'SUCCESS'));
      }
      if (request.url === '/api/cart/update') {
        ports.get(self)?.add(request.socket.remotePort ?? 0);
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
}

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const server = standIn();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ports.set(address, new Set());
    signedInSeen.set(address, new Set());
  }
  [origin, other] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`) as [string, string];
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('measureTarget', () => {
  it('gives each connection its own session and XSRF token and checks every envelope', async () => {
    const m = await measureTarget(
      [origin],
      {
        id: 'cart/update',
        label: 'cart/update',
        kind: 'api',
        method: 'POST',
        path: '/api/cart/update',
        body: { operation: 'ADD' },
        session: { xsrf: true },
      },
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
    const m = await measureTarget(
      [origin],
      { id: 'static', label: 'static file', kind: 'static', method: 'GET', path: '/favicon.svg' },
      { connections: 2, warmupSeconds: 1, durationSeconds: 1 },
    );
    expect(started).toBe(before);
    expect(m.envelopes).toBeUndefined();
    expect(m.responses).toBeGreaterThan(0);
    expect(m.status['2xx']).toBe(m.responses);
    // The server also answered the warm-up's requests, which are not counted.
    expect(staticServed).toBeGreaterThan(m.responses);
    expect(m.seconds).toBeGreaterThanOrEqual(1);
  });

  it('splits the connections between two server processes, each starting its own sessions, and counts both into one window', async () => {
    const before = { visitors, started };
    for (const set of ports.values()) set.clear();
    const m = await measureTarget(
      [origin, other],
      { id: 'cart/update', label: 'cart/update', kind: 'api', method: 'POST', path: '/api/cart/update', body: {}, session: { xsrf: true } },
      { connections: 5, warmupSeconds: 0, durationSeconds: 1 },
    );
    // Sessions started on each (3 on the first, 2 on the second), and as many connections under load.
    expect([visitors - before.visitors, started - before.started]).toEqual([5, 5]);
    expect(ports.get(origin)!.size).toBe(3);
    expect(ports.get(other)!.size).toBe(2);
    expect(m.responses).toBeGreaterThan(4);
    expect(m.envelopes!.checked).toBe(m.responses);
    expect(m.status['2xx'] + m.status['4xx']).toBe(m.responses);
  });

  it('gives signed-in targets the sessions it is handed, in order, the first process the first share, and starts none', async () => {
    const before = { visitors, started };
    const signedIn = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ cookie: `SESSION=${id}; XSRF-TOKEN=x${id}`, xsrfToken: `x${id}` }));
    const target = {
      id: 'payments/schedule (signed in)',
      label: 'payments/schedule (signed in)',
      kind: 'api',
      method: 'POST',
      path: '/api/payments/schedule',
      body: {},
      session: { xsrf: true, signedIn: true },
    } as const;
    const m = await measureTarget([origin, other], target, { connections: 4, warmupSeconds: 0, durationSeconds: 1 }, signedIn);
    expect([visitors, started]).toEqual([before.visitors, before.started]);
    expect([...signedInSeen.get(origin)!].sort()).toEqual(['a', 'b']);
    expect([...signedInSeen.get(other)!].sort()).toEqual(['c', 'd']);
    expect(m.status['2xx']).toBe(m.responses);
    await expect(measureTarget([origin], target, { connections: 6, warmupSeconds: 0, durationSeconds: 1 }, signedIn)).rejects.toThrow(
      '5 signed-in sessions for 6 connections',
    );
  });
});

describe('splitConnections', () => {
  it('splits as evenly as it can, the first processes taking the rest', () => {
    expect(splitConnections(50, 1)).toEqual([50]);
    expect(splitConnections(50, 2)).toEqual([25, 25]);
    expect(splitConnections(5, 2)).toEqual([3, 2]);
  });
});
