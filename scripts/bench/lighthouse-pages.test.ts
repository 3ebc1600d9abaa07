import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeed } from '#content-system/seed-reader.ts';
import { LIGHTHOUSE_PAGES } from './lighthouse-pages.ts';

/** The path prefixes public/robots.txt keeps every crawler away from. */
const disallowed = readFileSync(path.join(import.meta.dirname, '../../public/robots.txt'), 'utf8')
  .split('\n')
  .flatMap((line) => /^Disallow:\s*(\S+)/i.exec(line.trim())?.slice(1, 2) ?? []);

describe('the page kinds Lighthouse scores', () => {
  it('leave out the is-crawlable audit exactly where robots.txt or the page itself keeps search engines away', async () => {
    const seed = await readSeed();
    for (const page of LIGHTHOUSE_PAGES) {
      const pathname = new URL(page.path, 'http://portal').pathname;
      const seedPage = seed.pages.find((p) => p.path === pathname);
      expect(seedPage, `${pathname} is a page of the seed`).toBeDefined();
      const keptAway = disallowed.some((prefix) => pathname.startsWith(prefix)) || seedPage?.noindex === true;
      expect(page.uncrawlable !== undefined, pathname).toBe(keptAway);
    }
  });
});
