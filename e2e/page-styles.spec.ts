import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { pageWithTemplate } from './support/seed.ts';
import { CONFIGURATOR } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * Styles per page (issue 29) change what a page downloads, never how it
 * looks: each page is shown once as served (its blocks' stylesheet narrowed
 * to its own rules, at build or as it leaves the server) and once with the
 * whole stylesheet of every block in its place, and every element's computed
 * style, its ::before and ::after included, is the same in both.
 */

/** The build's stylesheet of every block (Astro names it after the region component); prerendered pages got a part of it. */
const WHOLE = `/_astro/${readdirSync(path.join(import.meta.dirname, '../dist/client/_astro')).find((file) => /^Region\.[\w-]+\.css$/.test(file))}`;

const pages: Array<[string, string]> = [
  ['help article (prerendered, no island)', pageWithTemplate('help-article')?.path ?? '/pomoc'],
  ['configuration stage (prerendered, islands)', CONFIGURATOR],
  ['search results (rendered on request)', '/wyniki-wyszukiwania?q=dekoder'],
  ['shop finder (rendered on request)', '/salony'],
];

/** What a rule of a block's stylesheet sets: box, layout, type, colour, visibility. */
const PROPERTIES = [
  'display',
  'position',
  'inset',
  'z-index',
  'float',
  'box-sizing',
  'width',
  'height',
  'min-width',
  'max-width',
  'min-height',
  'max-height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'outline',
  'box-shadow',
  'overflow',
  'flex',
  'flex-direction',
  'flex-wrap',
  'gap',
  'justify-content',
  'align-items',
  'align-self',
  'grid-template-columns',
  'grid-template-rows',
  'grid-area',
  'order',
  'font',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'white-space',
  'list-style',
  'color',
  'background',
  'opacity',
  'visibility',
  'transform',
  'transition',
  'animation',
  'cursor',
  'content',
  'clip-path',
  'object-fit',
  'aspect-ratio',
  'vertical-align',
];

/** Every element's computed style, its ::before and ::after where they show, as `tag#n::pseudo property:value` lines. */
async function computedStyles(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate((properties) => {
    const lines: string[] = [];
    document.querySelectorAll('body *').forEach((element, index) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') continue;
        const tag = `${element.tagName.toLowerCase()}#${index}${pseudo ?? ''}`;
        for (const name of properties) lines.push(`${tag} ${name}:${style.getPropertyValue(name)}`);
      }
    });
    return lines;
  }, PROPERTIES);
}

/** The stylesheets the page loaded from the server, with how many bytes each brought. */
async function stylesheetsOf(page: Page, url: string): Promise<Map<string, number>> {
  const loaded: Array<Promise<[string, number]>> = [];
  const record = (response: Response) => {
    const { pathname, search } = new URL(response.url());
    if (response.request().resourceType() === 'stylesheet') loaded.push(response.body().then((body) => [pathname + search, body.length]));
  };
  page.on('response', record);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return new Map(await Promise.all(loaded));
}

for (const [kind, url] of pages) {
  test(`${kind}: looks the same with only its own blocks' styles as with every block's`, async ({ page }) => {
    const sheets = await stylesheetsOf(page, url);
    const narrowed = [...sheets.keys()].filter((sheet) => /\/blocks\.[\w-]+\.css$|\.css\?rules=/.test(sheet));
    expect(narrowed, 'the page links a stylesheet of its own blocks').toHaveLength(1);
    const served = await computedStyles(page);

    // The same page with the whole stylesheet in place of its own part.
    await page.route(/\/_astro\/(blocks\.[\w-]+\.css|[\w-]+\.[\w-]+\.css\?rules=.*)$/, async (route) => {
      const requested = new URL(route.request().url());
      const whole = requested.search ? requested.pathname : WHOLE;
      await route.fulfill({ response: await page.request.get(whole) });
    });
    const wholeSheets = await stylesheetsOf(page, url);
    const wholeBytes = [...wholeSheets.entries()].find(([sheet]) => sheet === narrowed[0])?.[1] ?? 0;
    expect(sheets.get(narrowed[0]!)!, 'the page’s own stylesheet is smaller than the whole').toBeLessThan(wholeBytes);
    const everything = await computedStyles(page);

    expect(everything).toHaveLength(served.length);
    const differences = served.flatMap((line, index) => (line === everything[index] ? [] : [`${line} (whole: ${everything[index]})`]));
    expect(differences.slice(0, 10)).toEqual([]);
  });
}
