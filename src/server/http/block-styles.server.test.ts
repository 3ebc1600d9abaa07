import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppFor } from '#testing/server-app.ts';
import { loadBlockStyles } from './block-styles.ts';

/**
 * A page rendered on request links its blocks' stylesheet narrowed to the
 * rules it needs, by a query any process answers from the build's file.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'block-styles-'));
fs.mkdirSync(path.join(root, '_astro'));
fs.writeFileSync(
  path.join(root, '_astro', 'embedding.abc.css'),
  '.hero[data-astro-cid-aaa]{color:red}.faq[data-astro-cid-bbb]{margin:0}.my-services{padding:0}',
);
fs.writeFileSync(path.join(root, '_astro', 'Shell.def.css'), 'body{margin:0}.site-header{display:flex}');
fs.writeFileSync(path.join(root, '_astro', 'blocks.ghi.css'), '.hero[data-astro-cid-aaa]{color:red}');

const page = (body: string) =>
  `<!doctype html><html lang="pl"><head><link rel="stylesheet" href="/_astro/Shell.def.css"><link rel="stylesheet" href="/_astro/embedding.abc.css"></head><body>${body}</body></html>`;
const PAGES: Record<string, string> = {
  '/wyniki-wyszukiwania': page('<section class="hero" data-astro-cid-aaa>Wyniki</section>'),
  '/salony': page('<div class="faq" data-astro-cid-bbb></div><astro-island uid="1"></astro-island>'),
};

describe('styles per page rendered on request', async () => {
  const blockStyles = await loadBlockStyles(root);
  // Astro's handler as it answers a page rendered on request: head first, then the body in chunks.
  const astroHandler = (request: { url?: string }, res: ServerResponse) => {
    const html = PAGES[request.url ?? ''];
    if (html === undefined) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      return res.end('<svg/>');
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.write(html.slice(0, 100));
    res.end(html.slice(100));
  };
  // A build's assets: their encoded copies (none here) and the files as built.
  const server = testAppFor('pglite', { app: { astroHandler, blockStyles, precompressedDir: root, assetsDir: path.join(root, '_astro') } });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const linkOf = (html: string) => /href="(\/_astro\/embedding\.abc\.css[^"]*)"/.exec(html)?.[1];

  it('narrows the blocks’ stylesheets only: not the shell’s, not what the build narrowed', async () => {
    expect(blockStyles.paths).toEqual(['/_astro/embedding.abc.css']);
    const shell = await server.app.inject({ method: 'GET', url: '/_astro/Shell.def.css?rules=AA' });
    expect(shell.body).toBe('body{margin:0}.site-header{display:flex}');
  });

  it('links a page to the rules of the components it shows, and the stylesheet at that link holds just those', async () => {
    const html = (await server.app.inject({ method: 'GET', url: '/wyniki-wyszukiwania' })).body;
    expect(html).toContain('href="/_astro/Shell.def.css"');
    const link = linkOf(html)!;
    expect(link).toMatch(/\?rules=/);
    const styles = await server.app.inject({ method: 'GET', url: link });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(styles.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(styles.body).toBe('.hero[data-astro-cid-aaa]{color:red}');
  });

  it('keeps the islands’ rules on a page with an island', async () => {
    const link = linkOf((await server.app.inject({ method: 'GET', url: '/salony' })).body)!;
    expect((await server.app.inject({ method: 'GET', url: link })).body).toBe('.faq[data-astro-cid-bbb]{margin:0}.my-services{padding:0}');
  });

  it('answers the whole stylesheet without a query, or for one it cannot read', async () => {
    const whole = fs.readFileSync(path.join(root, '_astro', 'embedding.abc.css'), 'utf8');
    for (const url of ['/_astro/embedding.abc.css', '/_astro/embedding.abc.css?rules=%2F%2F', '/_astro/embedding.abc.css?rules=AAAAAA']) {
      expect((await server.app.inject({ method: 'GET', url })).body).toBe(whole);
    }
  });

  it('passes what is not a page through as it is', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe('<svg/>');
  });
});
