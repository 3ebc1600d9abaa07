import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * A/B tests (spec 9) on the seed pages: /oferta-online orders its add-on
 * slider by uibOttOfferSlidesOrder, /telewizja-online shows one of two
 * add-on offers by uibOnetPremium.
 */

/** Where the drawing script keeps the groups (src/domain/ab-tests.ts). */
const GROUPS_KEY = 'portal:ab-groups';
const SLIDER_ORDER = { A: ['Strumień', 'Strumień Premium', 'Sport', 'Cinema'], B: ['Sport', 'Cinema', 'Strumień Premium', 'Strumień'] };

function placeInGroups(page: Page, groups: Record<string, 'A' | 'B'>) {
  return page.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: GROUPS_KEY, value: JSON.stringify(groups) });
}

const slider = (page: Page) => page.getByRole('region', { name: 'Dodaj do pakietu' });

/** The slide titles as the visitor sees them (the other group's list is not displayed). */
const visibleSlideTitles = (page: Page) => slider(page).getByRole('heading', { level: 3 }).filter({ visible: true }).allTextContents();

const abEvents = (page: Page, test: string) =>
  page.evaluate(
    (name) => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((e) => e.event === name),
    test,
  );

test('a new visitor is drawn into a group of the slide-order test and stays in it', async ({ page }) => {
  await page.goto('/oferta-online');
  const group = await page.locator('html').getAttribute('data-ab-uibottofferslidesorder');
  expect(group === 'A' || group === 'B', `group ${group}`).toBe(true);
  const seen = await visibleSlideTitles(page);
  expect(seen).toEqual(SLIDER_ORDER[group as 'A' | 'B']);

  for (let visit = 0; visit < 3; visit++) {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-ab-uibottofferslidesorder', group!);
    expect(await visibleSlideTitles(page)).toEqual(seen);
  }
});

for (const group of ['A', 'B'] as const) {
  test(`group ${group} of uibOttOfferSlidesOrder sees its slide order, and analytics hear what it saw`, async ({ page }) => {
    await placeInGroups(page, { uibOttOfferSlidesOrder: group });
    await page.goto('/oferta-online');
    expect(await visibleSlideTitles(page)).toEqual(SLIDER_ORDER[group]);

    const links = slider(page).getByRole('link').filter({ visible: true });
    await expect(links).toHaveCount(4);
    const codes = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('oferta')));

    await expect.poll(() => abEvents(page, 'uibOttOfferSlidesOrder')).toHaveLength(1);
    const [event] = await abEvents(page, 'uibOttOfferSlidesOrder');
    expect(event).toMatchObject({ app_name: 'Customer Care C+I', group, order: codes });
    expect((event!.slideData as Array<{ title: string }>).map((slide) => slide.title)).toEqual(SLIDER_ORDER[group]);

    // A slide's button starts the purchase of its offer (the configurator then takes ?oferta out of the address at once).
    const [opened] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/oferta-online/konfiguracja')),
      links.first().click(),
    ]);
    expect(new URL(opened.url()).searchParams.get('oferta')).toBe(codes[0]);
  });
}

for (const [group, shown, hidden] of [
  ['A', 'Dodatki filmowe', 'Strumień Premium w obrazie 4K'],
  ['B', 'Strumień Premium w obrazie 4K', 'Dodatki filmowe'],
] as const) {
  test(`group ${group} of uibOnetPremium sees „${shown}”, and analytics hear its group`, async ({ page }) => {
    await placeInGroups(page, { uibOnetPremium: group });
    await page.goto('/telewizja-online');
    await expect(page.getByRole('heading', { name: shown })).toBeVisible();
    await expect(page.getByRole('heading', { name: hidden })).toBeHidden();
    await expect.poll(() => abEvents(page, 'uibOnetPremium')).toEqual([{ event: 'uibOnetPremium', app_name: 'Customer Care C+I', group }]);
  });
}
