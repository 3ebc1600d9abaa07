import { expect, type Page } from '@playwright/test';

/** A long page whose sections carry ids (the block catalogue). */
export const LONG_PAGE = '/katalog-blokow';

/**
 * Opens the long page and returns an id in its main content whose element
 * lies below the first screen and far enough above the page end that it can
 * be scrolled to the top.
 */
export async function pickFarTarget(page: Page): Promise<string> {
  await page.goto(LONG_PAGE);
  const id = await page.getByRole('main').evaluate((main) => {
    const limit = document.documentElement.scrollHeight - 2 * innerHeight;
    const candidates = [...main.querySelectorAll<HTMLElement>('[id]')].filter((el) => {
      const top = el.getBoundingClientRect().top + scrollY;
      return top > 1.5 * innerHeight && top < limit && /^[a-z0-9-]+$/.test(el.id);
    });
    return candidates[Math.floor(candidates.length / 2)]?.id ?? null;
  });
  if (!id) throw new Error(`${LONG_PAGE} has no element with an id far enough down the page`);
  return id;
}

/** Distance in px from the viewport top to the element's top. */
export const topOf = (page: Page, id: string): Promise<number> => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);

/** The element ends up `margin` px below the viewport top (less than 5 px off), waiting for the scroll. */
export async function expectTopAt(page: Page, id: string, margin: number): Promise<void> {
  await expect.poll(() => topOf(page, id), { message: `top of #${id} at about ${margin} px` }).toBeCloseTo(margin, -1);
}
