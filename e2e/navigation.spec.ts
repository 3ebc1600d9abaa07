import type { Page } from '@playwright/test';
import { pageAt, site } from './support/seed.ts';
import { shell } from './support/shell.ts';
import { expect, test } from './support/test.ts';

const NOTICE_TEXT = 'Trwa ładowanie strony…';
const externalItem = site.iconMenu.find((item) => item.url.includes('http') && item.target)!;
const watchItem = site.iconMenu.find((item) => item.menuSettings?.id === 'BACK_TO_WATCH')!;

/**
 * Records, in session storage (it outlives the navigation), how long after a
 * click the delayed-navigation notice became visible, if it did. Playwright
 * holds its own queries while a navigation is pending, so the page watches.
 */
async function watchNavigationNotice(page: Page): Promise<void> {
  await page.evaluate((text) => {
    sessionStorage.removeItem('e2e:notice-after-ms');
    const notice = [...document.querySelectorAll<HTMLElement>('[role="status"]')].find((el) => el.textContent?.includes(text));
    if (!notice) throw new Error('no status element with the navigation notice');
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = Date.now()), { capture: true });
    new MutationObserver(() => {
      if (clickedAt && notice.checkVisibility() && !sessionStorage.getItem('e2e:notice-after-ms'))
        sessionStorage.setItem('e2e:notice-after-ms', String(Date.now() - clickedAt));
    }).observe(notice, { attributes: true });
  }, NOTICE_TEXT);
}
const noticeDelay = (page: Page) => page.evaluate(() => sessionStorage.getItem('e2e:notice-after-ms'));

test.describe('menu links (spec section 2, "Menus and links")', () => {
  test('a main-menu link opens its page', async ({ page }) => {
    const item = site.mainMenu[0]!;
    await page.goto('/pomoc');
    await shell(page).mainNavigation.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(pageAt(item.url)!.title);
  });

  test('the logo leads to the home page', async ({ page }) => {
    await page.goto('/pomoc');
    await shell(page).banner.getByRole('link', { name: 'Telewizja Horyzont – strona główna' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an anonymous visitor sees the login item and not the self-care items of the main menu', async ({ page }) => {
    // site.json: „Moje konto” needs a userLogin, „Zaloguj się” needs none.
    await page.goto('/');
    const nav = shell(page).mainNavigation;
    await expect(nav.getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Moje konto', exact: true })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Moje usługi', exact: true })).toBeHidden();
  });

  test('an external link with target opens a new tab and leaves the page as it was', async ({ page, context }) => {
    await context.route(`${new URL(externalItem.url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Zewnętrzny serwis</title>' }),
    );
    await page.goto('/');
    const link = page.getByRole('list', { name: 'Na skróty' }).getByRole('link', { name: new RegExp(externalItem.label) });
    await expect(link).toHaveAttribute('href', externalItem.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAccessibleName(/otwiera się w nowej karcie/);
    const popupOpened = page.waitForEvent('popup');
    await link.click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(externalItem.url);
    await expect(page).toHaveURL('/');
  });
});

test('on desktop the BACK_TO_WATCH item shows its full label, not the mobile one', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('list', { name: 'Na skróty' }).getByRole('link', { name: new RegExp(watchItem.label) });
  await expect(link.getByText(watchItem.label, { exact: true })).toBeVisible();
  await expect(link.getByText('Oglądaj', { exact: true })).toBeHidden();
});

test.describe('delayed-navigation notice (spec section 9: after 1 s)', () => {
  const SLOW_RESPONSE_MS = 1500;
  test('appears when the next page takes longer than 1 s', async ({ page }) => {
    await page.goto('/');
    await page.route('**/pomoc', async (route) => {
      if (route.request().isNavigationRequest()) await new Promise((resolve) => setTimeout(resolve, SLOW_RESPONSE_MS));
      await route.continue();
    });
    await watchNavigationNotice(page);
    await shell(page).mainNavigation.getByRole('link', { name: 'Pomoc', exact: true }).click();
    await expect(page).toHaveURL('/pomoc');
    const recorded = await noticeDelay(page);
    expect(recorded, 'the notice was shown').not.toBeNull();
    const after = Number(recorded);
    expect(after, 'ms between the click and the notice').toBeGreaterThanOrEqual(950);
    expect(after).toBeLessThan(1500);
    await expect(page.getByText(NOTICE_TEXT), 'the arrived page shows no notice').toBeHidden();
  });

  test('does not appear for a fast navigation', async ({ page }) => {
    await page.goto('/');
    await watchNavigationNotice(page);
    await shell(page).mainNavigation.getByRole('link', { name: 'Pomoc', exact: true }).click();
    await expect(page).toHaveURL('/pomoc');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await noticeDelay(page)).toBeNull();
    await expect(page.getByText(NOTICE_TEXT)).toBeHidden();
  });
});

test('visible internal links are prefetched in batches of at most 4, every 3 s', async ({ page, baseURL }) => {
  const firstSeen = new Map<string, number>();
  page.on('request', (request) => {
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (purpose.includes('prefetch') && !firstSeen.has(request.url())) firstSeen.set(request.url(), Date.now());
  });
  await page.goto('/');
  // The second batch is due about 6 s after load.
  await expect
    .poll(
      () => {
        const times = [...firstSeen.values()];
        return times.length > 0 && Math.max(...times) - Math.min(...times) >= 2500;
      },
      { timeout: 8000, message: 'a second prefetch batch' },
    )
    .toBe(true);

  const start = Math.min(...firstSeen.values());
  const firstBatch = [...firstSeen].filter(([, at]) => at - start < 1000).map(([url]) => url);
  const secondBatchAt = Math.min(...[...firstSeen.values()].filter((at) => at - start >= 1000));
  const secondBatch = [...firstSeen].filter(([, at]) => at >= secondBatchAt && at - secondBatchAt < 1000);
  expect(firstBatch.length, `first batch: ${firstBatch.join(', ')}`).toBeGreaterThan(0);
  expect(firstBatch.length).toBeLessThanOrEqual(4);
  expect(secondBatch.length).toBeLessThanOrEqual(4);
  expect(secondBatchAt - start, 'time between the batches').toBeGreaterThanOrEqual(2500);
  expect(secondBatchAt - start).toBeLessThan(3600);

  // Only internal links the visitor can see, never the current page or external sites.
  const visible = await page.locator('a[href]:visible').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const url of firstSeen.keys()) {
    expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(url).pathname).not.toBe('/');
    expect(visible, `${url} is a visible link`).toContain(url);
  }
});
