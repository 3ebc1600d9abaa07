import type { Response } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * What the browser downloads is compressed: the page, its styles and its
 * scripts come brotli-encoded from the built server (precompressed at build,
 * or on the fly), whatever serves them.
 */

const TEXT = new Set(['document', 'stylesheet', 'script']);

for (const path of ['/pomoc', '/oferta-online/konfiguracja']) {
  test(`${path}: the page, its styles and scripts of 1 kB or more arrive brotli-encoded`, async ({ page }) => {
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (TEXT.has(response.request().resourceType()) && response.status() === 200) responses.push(response);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');

    const received = await Promise.all(
      responses.map(async (response) => ({
        url: new URL(response.url()).pathname,
        kind: response.request().resourceType(),
        bytes: (await response.body()).length,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      })),
    );
    const large = received.filter((r) => r.bytes >= 1024);
    expect(large.map((r) => r.kind)).toEqual(expect.arrayContaining(['document', 'stylesheet', 'script']));
    expect(large.filter((r) => r.encoding !== 'br')).toEqual([]);
  });
}
