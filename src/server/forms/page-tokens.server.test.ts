import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenPlaceholder } from '#forms/protocol.ts';
import { testAppFor } from '#testing/server-app.ts';
import { findFormPages } from './page-tokens.ts';

/** Pages built with a form get a fresh token stamped over the placeholder, never cached; other pages pass untouched. */

const PAGE = `<!doctype html><html lang="pl"><body><form><input type="hidden" name="formToken" value="${tokenPlaceholder('contact')}"></form></body></html>`;
/** A page long enough to be sent compressed. */
const LONG = PAGE.replace('</form>', `</form>${'<p>Opisz sprawę, a odpowiemy w ciągu dwóch dni roboczych.</p>'.repeat(40)}`);
const OTHER = `<!doctype html><html lang="pl"><body><p>${tokenPlaceholder('contact')} jako tekst</p></body></html>`;

describe('form tokens stamped into pages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'form-pages-'));
  // Astro's handler as it serves a prerendered file: head first, then the body in chunks.
  const astroHandler = (request: { url?: string }, res: ServerResponse) => {
    const html = request.url === '/kontakt' ? PAGE : request.url === '/reklamacja' ? LONG : OTHER;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      ETag: '"abc"',
      'Cache-Control': 'public, max-age=600',
    });
    res.write(html.slice(0, 60));
    res.end(html.slice(60));
  };
  const server = testAppFor('pglite', { app: { astroHandler, formPages: new Set(['/kontakt', '/reklamacja']) } });

  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('stamps a fresh token into a page with a form and forbids caching it', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/kontakt', headers: { 'if-none-match': '"abc"' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/name="formToken" value="v1\.contact\.\d+\.[A-Za-z0-9_-]{43}"/);
    expect(response.body).not.toContain('__HORYZONT_FORM_TOKEN__');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });

  it('stamps the token into a page sent compressed', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/reklamacja', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(html).toMatch(/name="formToken" value="v1\.contact\.\d+\.[A-Za-z0-9_-]{43}"/);
    expect(html).not.toContain('__HORYZONT_FORM_TOKEN__');
  });

  it('leaves other pages as they are', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/o-nas' });
    expect(response.body).toBe(OTHER);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('finds the built pages holding a placeholder', async () => {
    fs.mkdirSync(path.join(root, 'kontakt'), { recursive: true });
    fs.mkdirSync(path.join(root, 'o-nas'), { recursive: true });
    fs.writeFileSync(path.join(root, 'kontakt', 'index.html'), PAGE);
    fs.writeFileSync(path.join(root, 'o-nas', 'index.html'), '<p>O nas</p>');
    fs.writeFileSync(path.join(root, 'index.html'), PAGE);
    expect([...(await findFormPages(root))].sort()).toEqual(['/', '/kontakt', '/kontakt/']);
  });
});
