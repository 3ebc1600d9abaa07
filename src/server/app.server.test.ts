import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { isApiPath } from './app.ts';
import { loadConfig } from './config.ts';
import { securityHeaders } from './security-headers.ts';
import { setCookies, testApp, visitor } from '#testing/server-app.ts';

const errorReply = envelopeSchema(z.null());

interface AstroCall {
  method: string | undefined;
  url: string | undefined;
  body: string;
}

/** Stands in for Astro's handler: records what reached it and answers like a page would. */
function astroStub() {
  const calls: AstroCall[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      calls.push({ method: req.method, url: req.url, body: Buffer.concat(chunks).toString() });
      res.writeHead(req.url === '/nie-ma' ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Strona</title>');
    });
  };
  return { calls, handler };
}

describe('the portal application', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const astro = astroStub();
  const logged: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    app = await testApp(testDb.db, { astroHandler: astro.handler, logger: { level: 'error', stream } });
    app.get('/api/test-failure', async () => {
      throw new Error('connection string postgres://admin:hunter2@db');
    });
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('hands every non-API path to the page handler, body unread, with the security headers', async () => {
    const page = await app.inject({ method: 'GET', url: '/oferta?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Strona</title>');
    for (const [name, value] of securityHeaders) expect(page.headers[name.toLowerCase()]).toBe(value);

    const form = await app.inject({
      method: 'POST',
      url: '/kontakt',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'imie=Jan',
    });
    expect(form.statusCode).toBe(200);

    const missing = await app.inject({ method: 'GET', url: '/nie-ma' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Strona</title>');

    await app.inject({ method: 'GET', url: '/apiary' });
    // A URL the router cannot decode is still the page handler's to answer: it shows its page for a path that cannot be read.
    await app.inject({ method: 'GET', url: '/oferta/%E0%A4%A' });
    await app.inject({ method: 'GET', url: '/%zz' });
    expect(astro.calls).toEqual([
      { method: 'GET', url: '/oferta?x=1', body: '' },
      { method: 'POST', url: '/kontakt', body: 'imie=Jan' },
      { method: 'GET', url: '/nie-ma', body: '' },
      { method: 'GET', url: '/apiary', body: '' },
      { method: 'GET', url: '/400', body: '' },
      { method: 'GET', url: '/400', body: '' },
    ]);
  });

  it('keeps API paths from the page handler', async () => {
    const before = astro.calls.length;
    await app.inject({ method: 'POST', url: '/api/sessionData' });
    await app.inject({ method: 'GET', url: '/api/nie-ma' });
    await app.inject({ method: 'POST', url: '/api-tnk/tnk-card-status' });
    expect(astro.calls.length).toBe(before);
  });

  it('answers an unknown API call with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nieznana'],
      ['POST', '/api/nieznana'],
      ['GET', '/api'],
      ['GET', '/api-tnk/no-such-call/1'],
      ['GET', '/api/sessionData'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorReply.parse(response.json())).toEqual({ data: null, errorCode: 404, msg: 'Nie znaleziono usługi.', status: 'ERROR' });
    }
  });

  it('gives API replies the security headers, no caching and a locked-down policy', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sessionData' });
    for (const [name, value] of securityHeaders) expect(response.headers[name.toLowerCase()]).toBe(value);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers an unexpected failure with a generic 500 envelope, and logs the details instead', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(errorReply.parse(response.json())).toEqual({
      data: null,
      errorCode: 500,
      msg: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.',
      status: 'ERROR',
    });
    expect(response.body).not.toContain('hunter2');
    expect(logged.join('')).toContain('hunter2');
  });

  it('sends Strict-Transport-Security on pages, API calls and malformed paths when the public origin is https, and never over plain http', async () => {
    const httpsApp = await testApp(testDb.db, { config: loadConfig({ SITE_URL: 'https://portal.example' }), astroHandler: astro.handler });
    try {
      for (const url of ['/oferta', '/api/sessionData', '/api/nieznana', '/oferta/%E0%A4%A']) {
        const response = await httpsApp.inject({ method: url === '/api/sessionData' ? 'POST' : 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await httpsApp.close();
    }
    for (const url of ['/oferta', '/api/nieznana'])
      expect((await app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sets Secure on the cookies when the public origin is https', async () => {
    const secureApp = await testApp(testDb.db, { config: { secureCookies: true } });
    try {
      const browser = visitor(secureApp);
      expect(setCookies(await browser.post('/api/sessionData')).get('XSRF-TOKEN')?.secure).toBe(true);
      // The first state-changing call stores the session and sets its cookie.
      const stored = await browser.post('/api/cart/clearCart', { body: {}, xsrf: true });
      expect(stored.statusCode).toBe(200);
      expect(setCookies(stored).get('SESSION')?.secure).toBe(true);
    } finally {
      await secureApp.close();
    }
  });
});

describe('isApiPath', () => {
  it.each([
    ['/api', true],
    ['/api/sessionData', true],
    ['/api?x=1', true],
    ['/api-tnk/payment-url', true],
    ['/apiary', false],
    ['/', false],
    ['/oferta/api', false],
    ['/api-tnkx', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
