import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppFor } from '#testing/server-app.ts';
import { precompressFolder } from './precompress.ts';

/**
 * What leaves the server is compressed as the browser accepts: the build's
 * hashed assets from their copies encoded at build, pages and API answers on
 * the fly; a browser that accepts no compression gets the plain bytes.
 */

const CHROMIUM = 'gzip, deflate, br, zstd';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compression-'));
const client = path.join(root, 'client');
const encoded = path.join(root, 'precompressed', '_astro');
const script = `export const offers = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ code: `OTT_${i}`, name: `Pakiet ${i}` })))};\n`;
const NOT_FOUND = `<!doctype html><title>Nie znaleziono</title>${'<p>Tej strony nie ma.</p>'.repeat(60)}`;
const page = `<!doctype html><html lang="pl"><title>Pomoc</title><main>${'<p>Jak dodać kartę płatniczą?</p>'.repeat(200)}</main></html>`;

/** Stands in for Astro's handler: the client folder's files as they are, and two prerendered pages, each with its length as `send` gives it. */
function astroStub(req: IncomingMessage, res: ServerResponse) {
  const answer = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  };
  const url = req.url ?? '/';
  const file = path.join(client, url);
  if (url === '/pomoc') return answer(200, 'text/html; charset=utf-8', page);
  if (url === '/krotka') return answer(200, 'text/html; charset=utf-8', '<!doctype html><title>Krótka</title>');
  if (url.startsWith('/_astro/') && fs.existsSync(file)) {
    return answer(200, 'text/javascript; charset=utf-8', fs.readFileSync(file), { 'Cache-Control': 'public, max-age=31536000, immutable' });
  }
  return answer(404, 'text/html; charset=utf-8', NOT_FOUND);
}

beforeAll(async () => {
  fs.mkdirSync(path.join(client, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(client, '_astro', 'offers.js'), script);
  fs.writeFileSync(path.join(client, '_astro', 'tiny.js'), 'export {};\n');
  await precompressFolder(path.join(client, '_astro'), encoded);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('compression', () => {
  const server = testAppFor('pglite', { app: { astroHandler: astroStub, precompressedDir: encoded } });
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url, headers });

  it('sends a hashed asset as its brotli copy made at build, to a browser that accepts it, cached for a year', async () => {
    const response = await get('/_astro/offers.js', { 'accept-encoding': CHROMIUM });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy to a browser without brotli, and the file as built to one that accepts neither', async () => {
    const gzipped = await get('/_astro/offers.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/_astro/offers.js', { 'accept-encoding': 'identity' });
    expect([plain.statusCode, plain.headers['content-encoding'], plain.body]).toEqual([200, undefined, script]);
  });

  it('answers HEAD and a Range request on the encoded bytes', async () => {
    const copy = fs.readFileSync(path.join(encoded, 'offers.js.br'));
    const head = await get('/_astro/offers.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.statusCode, head.headers['content-encoding'], Number(head.headers['content-length']), head.rawPayload.length]).toEqual([
      200,
      'br',
      copy.length,
      0,
    ]);
    const range = await get('/_astro/offers.js', { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect([range.statusCode, range.headers['content-range'], range.headers['content-encoding']]).toEqual([206, `bytes 0-99/${copy.length}`, 'br']);
    expect(range.rawPayload.equals(copy.subarray(0, 100))).toBe(true);
  });

  it('does not serve an encoded copy as a URL of its own', async () => {
    for (const url of ['/_astro/offers.js.br', '/_astro/offers.js.gz']) {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect([response.statusCode, response.body]).toEqual([404, NOT_FOUND]);
    }
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await get('/_astro/tiny.js', { 'accept-encoding': CHROMIUM });
    expect([response.statusCode, response.headers['content-encoding'], response.body]).toEqual([200, undefined, 'export {};\n']);
  });

  it('compresses pages on the fly, but not a short one, a Range request or a browser that accepts no compression', async () => {
    const compressed = await get('/pomoc', { 'accept-encoding': CHROMIUM });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(page);
    const head = await get('/pomoc', { 'accept-encoding': CHROMIUM }, 'HEAD');
    expect([head.statusCode, head.headers['content-encoding'], head.rawPayload.length]).toEqual([200, 'br', 0]);

    const plainAsked: Array<Record<string, string>> = [{ 'accept-encoding': 'identity' }, { 'accept-encoding': CHROMIUM, range: 'bytes=0-9' }];
    for (const headers of plainAsked) {
      const plain = await get('/pomoc', headers);
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, page]);
    }
    expect((await get('/krotka', { 'accept-encoding': CHROMIUM })).headers['content-encoding']).toBeUndefined();
  });

  it('compresses API answers on the fly', async () => {
    const response = await get('/api/openapi.json', { 'accept-encoding': CHROMIUM });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
    const gzipped = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toMatchObject({ openapi: '3.1.0' });
  });
});
