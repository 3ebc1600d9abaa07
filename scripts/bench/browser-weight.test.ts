import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium.ts';
import { measureInBrowser, NetworkActivity, runnableInline, scriptSet, shortUrl, type BrowserMeasurement } from './browser-weight.ts';

const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).byteLength;

describe('NetworkActivity', () => {
  it('is quiet only with no request in flight, counting from the last start or end', () => {
    const activity = new NetworkActivity(1000);
    expect(activity.quietFor(1300)).toBe(300);
    activity.requestStarted('a', 1400);
    activity.requestStarted('b', 1450);
    expect(activity.quietFor(2000)).toBe(0);
    activity.requestEnded('a', 2100);
    expect(activity.quietFor(2200)).toBe(0);
    activity.requestEnded('b', 2300);
    expect(activity.quietFor(2800)).toBe(500);
    expect(activity.started).toBe(2);
  });

  it('ignores the end of a request it never saw start', () => {
    const activity = new NetworkActivity(0);
    activity.requestEnded('unknown', 900);
    expect(activity.quietFor(1000)).toBe(1000);
  });
});

describe('scriptSet', () => {
  it('counts a URL once, adds inline scripts after the files, and compresses what was received', () => {
    const a = 'export const a = "' + 'x'.repeat(500) + '";';
    const react = 'const e = Symbol.for("react.transitional.element");';
    const set = scriptSet(
      [
        { url: '/_astro/a.js', body: Buffer.from(a) },
        { url: '/_astro/react.js', body: Buffer.from(react) },
        { url: '/_astro/a.js', body: Buffer.from(a) },
      ],
      ['window.x = 1;'],
    );
    expect(set.files.map((f) => [f.url, f.react])).toEqual([
      ['/_astro/a.js', false],
      ['/_astro/react.js', true],
      ['(inline script 1)', false],
    ]);
    expect(set.files[0]).toMatchObject({ raw: Buffer.byteLength(a), gzip: gzip(a) });
    expect(set.gzip).toBe(gzip(a) + gzip(react) + gzip('window.x = 1;'));
  });

  it('takes scripts that run as inline scripts and leaves data blocks out', () => {
    expect(
      runnableInline([
        { type: null, text: 'a()' },
        { type: 'module', text: 'b()' },
        { type: 'text/javascript', text: 'c()' },
        { type: 'application/json', text: '{}' },
        { type: 'application/ld+json', text: '{}' },
      ]),
    ).toEqual(['a()', 'b()', 'c()']);
  });

  it('shows same-origin URLs by their path', () => {
    expect(shortUrl('http://127.0.0.1:4000/_astro/a.js', 'http://127.0.0.1:4000')).toBe('/_astro/a.js');
    expect(shortUrl('https://cdn.example/a.js', 'http://127.0.0.1:4000')).toBe('https://cdn.example/a.js');
  });
});

/**
 * fixtures/browser-site/ is a page that fetches scripts every way a built
 * page does at start-up (a module script, its static import, import() at
 * once, when idle and after a timer, a missing chunk, inline scripts beside a
 * JSON block) and one more chunk pair only when its button opens a dialog.
 * It is served gzip-encoded, so a figure taken from the wire would differ.
 */
const site = fileURLToPath(new URL('./fixtures/browser-site/', import.meta.url));
const source = (file: string) => readFileSync(path.join(site, file));
const browserPath = chromiumPath();

describe.skipIf(!browserPath || !existsSync(browserPath))('measureInBrowser in Chromium', () => {
  let server: http.Server;
  let origin: string;
  let result: BrowserMeasurement;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html').slice(1);
      const file = path.join(site, name);
      if (!existsSync(file)) return response.writeHead(404).end();
      const type = name.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/javascript';
      const body = gzipSync(source(name), { level: 1 });
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.byteLength }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath: browserPath, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      result = await measureInBrowser(context, origin, {
        slot: 'test',
        label: 'test',
        path: '/',
        visitor: 'anonymous',
        action: {
          label: 'open the dialog',
          run: async (page) => {
            await page.getByRole('button', { name: 'Otwórz okno' }).click();
            await page.getByRole('dialog').waitFor();
          },
        },
      });
    } finally {
      await browser.close();
    }
  }, 60_000);

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const startup = ['/main.js', '/shared.js', '/startup-lazy.js', '/idle.js', '/late.js'];

  it('counts every script fetched until the network settles, whatever imported it, and the inline script, not the JSON block', () => {
    expect(result.error).toBeUndefined();
    expect(result.finalPath).toBe('/');
    expect(result.js!.files.map((f) => f.url).sort()).toEqual([...startup, '(inline script 1)'].sort());
  });

  it('measures the bytes received, decoded, compressed the bench’s way, so the server’s encoding does not matter', () => {
    const expected = startup.reduce((n, file) => n + gzip(source(file.slice(1))), 0) + gzip('window.inlineRan = true;');
    expect(result.js!.gzip).toBe(expected);
    expect(result.js!.raw).toBe(startup.reduce((n, file) => n + source(file.slice(1)).byteLength, 0) + Buffer.byteLength('window.inlineRan = true;'));
  });

  it('lists what only the action fetched apart, and a module fetched at start-up is not fetched again', () => {
    expect(result.action).toMatchObject({ label: 'open the dialog' });
    expect(result.action!.files.map((f) => f.url).sort()).toEqual(['/dialog-kit.js', '/dialog.js']);
    expect(result.action!.error).toBeUndefined();
  });

  it('adds up what the page transferred at start-up by kind, the bodies as the server encoded them, the action’s apart', () => {
    const encoded = (file: string) => gzipSync(source(file), { level: 1 }).byteLength;
    expect(result.wire).toEqual({
      html: encoded('index.html'),
      css: 0,
      js: startup.reduce((n, file) => n + encoded(file.slice(1)), 0),
      font: 0,
      image: 0,
      other: 0,
      total: encoded('index.html') + startup.reduce((n, file) => n + encoded(file.slice(1)), 0),
    });
  });

  it('names the scripts carrying React and the script that could not be loaded', () => {
    expect(result.reactScripts).toEqual(['/idle.js']);
    expect(result.failed).toEqual(['/missing.js (HTTP 404)']);
  });
});
