import type { Page } from '@playwright/test';
import { LONG_PAGE, expectTopAt, pickFarTarget, topOf } from './support/long-page.ts';
import { shell } from './support/shell.ts';
import { expect, test } from './support/test.ts';

/** Spec sections 2 and 9: desktop scroll margin (the header's height). */
const DESKTOP_MARGIN_PX = 94;
/** Longer than the spec's 150 ms scroll delay: time in which a scroll would have happened. */
const SCROLL_WINDOW_MS = 600;

const scrollTop = (page: Page) => page.evaluate(() => scrollY);

test.describe('?anchor= (spec section 2, "Other navigation")', () => {
  test.use({ cookieConsent: 'unanswered' });

  test('scrolls to the element only once the cookie notice is answered, 94 px below the top', async ({ page }) => {
    const id = await pickFarTarget(page);
    await page.goto(`${LONG_PAGE}?anchor=${id}`);
    const notice = shell(page).cookieNotice;
    await expect(notice).toBeVisible();
    await page.waitForTimeout(SCROLL_WINDOW_MS);
    expect(await scrollTop(page), 'no scroll while the notice is open').toBe(0);

    await notice.getByRole('button', { name: 'Akceptuję' }).click();
    await expect(notice).toBeHidden();
    await expectTopAt(page, id, DESKTOP_MARGIN_PX);
    // The element is not hidden under the sticky header.
    const header = await shell(page).banner.boundingBox();
    expect(header!.y + header!.height).toBeLessThanOrEqual((await topOf(page, id)) + 1);
  });

  test('with the notice already answered, scrolls right after load', async ({ page }) => {
    const id = await pickFarTarget(page);
    await page.getByRole('button', { name: 'Tylko niezbędne' }).click();
    await page.goto(`${LONG_PAGE}?anchor=${id}`);
    await expect(shell(page).cookieNotice).toBeHidden();
    await expectTopAt(page, id, DESKTOP_MARGIN_PX);
  });

  for (const value of ['%3Cimg%3E', 'a[b', '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', '1,2']) {
    test(`an anchor that is not a valid id (${decodeURIComponent(value)}) is ignored without an error`, async ({ page }) => {
      await page.goto(`${LONG_PAGE}?anchor=${value}`);
      const notice = shell(page).cookieNotice;
      await notice.getByRole('button', { name: 'Akceptuję' }).click();
      await expect(notice).toBeHidden();
      await page.waitForTimeout(SCROLL_WINDOW_MS);
      expect(await scrollTop(page)).toBe(0);
      // Uncaught errors fail the test through the shared fixture.
    });
  }
});
