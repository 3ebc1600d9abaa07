import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { serverPath } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { loadConfig } from '../config.ts';
import { securityHeaders } from '../security-headers.ts';
import { testAppFor } from '#testing/server-app.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify (inject bypasses the
 * parser, so these talk to a listening server over a socket): the answer is
 * the envelope with a Polish message under /api and /api-tnk, a Polish page
 * elsewhere.
 */

const errorReply = envelopeSchema(z.null());
const HUGE_QUERY = `x=${'a'.repeat(100 * 1024)}`;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the rest of a large request is still being written.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const request = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Content-Length: 0\r\n\r\n`;

describe('requests the HTTP parser refuses', () => {
  const server = testAppFor('pglite', { app: { config: loadConfig({ SITE_URL: 'https://portal.example' }) } });
  let port: number;

  beforeAll(async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as net.AddressInfo).port;
  }, 30_000);

  const operations = Object.values(allOperations).map((operation) => [operation.method, serverPath(operation).replace(/:[a-zA-Z]+/g, 'x1')] as const);

  it.each(operations)('%s %s with a 100 kB query string → 431 in the envelope, in Polish', async (method, path) => {
    const response = await rawRequest(port, request(method, `${path}?${HUGE_QUERY}`));
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(errorReply.parse(JSON.parse(response.body))).toEqual({
      data: null,
      errorCode: 431,
      msg: 'Adres lub nagłówki żądania są zbyt długie.',
      status: 'ERROR',
    });
  });

  it('answers an API call with a header too large, or with bytes that are not HTTP, in the envelope with the API’s headers', async () => {
    const tooLarge = await rawRequest(port, request('POST', '/api/sessionData', `X-Padding: ${'b'.repeat(100 * 1024)}\r\n`));
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ errorCode: 431, msg: 'Adres lub nagłówki żądania są zbyt długie.' });

    for (const text of ['POST /api/sessionData HTTP/1.1\r\nHost: 127.0.0.1\r\nNot a header\r\n\r\n', 'NONSENSE\r\n\r\n']) {
      const response = await rawRequest(port, text);
      expect(response.status).toBe(400);
      expect(errorReply.parse(JSON.parse(response.body))).toEqual({ data: null, errorCode: 400, msg: 'Nieprawidłowe żądanie.', status: 'ERROR' });
      for (const [name, value] of securityHeaders) expect(response.headers[name.toLowerCase()]).toBe(value);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('answers a page request with a Polish page', async () => {
    const response = await rawRequest(port, request('GET', `/oferta-online?${HUGE_QUERY}`));
    expect(response.status).toBe(431);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="pl">');
    expect(response.body).toContain('Adres lub nagłówki żądania są zbyt długie. (błąd 431)');
    expect(response.body).toContain('<a href="/">Przejdź na stronę główną</a>');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
