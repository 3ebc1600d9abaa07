import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppFor } from '#testing/server-app.ts';
import { listen } from '#testing/content-servers.ts';

/**
 * Media-library files: Astro serves those the build copied in; a page
 * rendered on request (the preview) may name one only the CMS has yet, which
 * the server passes on from it.
 */

const client = fs.mkdtempSync(path.join(os.tmpdir(), 'media-files-'));
fs.mkdirSync(path.join(client, 'media'));
fs.writeFileSync(path.join(client, 'media', 'w-buildzie.webp'), 'built');

describe('media-library files', async () => {
  const asked: string[] = [];
  const cms = await listen((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/api/media/file/nowy.webp') {
      res.writeHead(200, { 'content-type': 'image/webp' });
      return res.end('from the cms');
    }
    res.writeHead(404).end();
  });
  // Astro as it answers from the build: its files, else the 404 page.
  const astroHandler = (request: { url?: string }, res: ServerResponse) => {
    const file = path.join(client, request.url ?? '');
    if (fs.existsSync(file)) {
      res.writeHead(200, { 'content-type': 'image/webp' });
      return res.end(fs.readFileSync(file));
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>Nie ma takiej strony</h1>');
  };
  const server = testAppFor('pglite', { app: { astroHandler, clientDir: client, mediaSource: new URL('/api/media/file/', cms.url) } });

  afterAll(async () => {
    await cms.close();
    fs.rmSync(client, { recursive: true, force: true });
  });

  it('serves a file the build holds from the build, without asking the CMS', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/w-buildzie.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('built');
    expect(asked).toEqual([]);
  });

  it('passes on, from the CMS, a file no build holds yet, cached briefly and privately', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/nowy.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    expect(response.body).toBe('from the cms');
  });

  it('answers the 404 page for a file neither has, and never asks the CMS for a name that climbs', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/media/brak.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Nie ma takiej strony');
    asked.length = 0;
    const climbing = await server.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' });
    expect(climbing.statusCode).toBe(404);
    expect(asked).toEqual([]);
  });
});
