import type { Page } from '@playwright/test';
import { pageAt } from './support/seed.ts';
import { DEMO_CUSTOMER, DEMO_PASSWORD, ACCOUNT_PAGE, signInThroughLoginPage } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * The self-care lock (spec 4 and 9) as the seed configures it: personal data
 * is locked during the night maintenance of 13/14 December 2026, and the
 * page sends a customer to the maintenance page.
 *
 * Whose clock: "now" is the browser's, driven here by Playwright's clock;
 * the session's time is the server's stamp of its latest answer (real time:
 * the server runs on its own clock), which the shell reads on the browser's
 * clock through the Date header of the API's answers. So a page loaded at a
 * browser time inside the window has a session time inside it, on the clock
 * the rule judges by; no test hook moves the server. The server's own refusal
 * of the calls a window covers is src/server/http/self-care-locks.server.test.ts's;
 * here, that the built page names them.
 */

const PERSONAL_DATA = '/oferta-online/moje-konto/dane-osobowe';
const locked = pageAt(PERSONAL_DATA) as ReturnType<typeof pageAt> & {
  selfcareLocks: Array<{ startDate: string; endDate: string; url: string }>;
};
const maintenance = locked.selfcareLocks[0]!;
const MINUTE = 60_000;

/** Signs in with the browser's clock standing at `time`, as a customer would at that moment. */
async function signInAt(page: Page, time: number): Promise<void> {
  await page.clock.setFixedTime(time);
  await signInThroughLoginPage(page, DEMO_CUSTOMER, DEMO_PASSWORD);
  await expect(page).toHaveURL(ACCOUNT_PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
}

test.describe('self-care lock (spec 4: session time + 1 minute and now inside the window)', () => {
  test('the seed locks personal data for one night and sends the customer to the maintenance page', () => {
    expect(maintenance).toEqual({
      startDate: '2026-12-13T23:00:00+01:00',
      endDate: '2026-12-14T05:00:00+01:00',
      url: '/oferta-online/moje-konto/prace-serwisowe',
    });
    expect(pageAt(maintenance.url)?.template).toBe('my-account-maintenance');
  });

  test('inside the window the personal data page sends a signed-in customer to the maintenance page', async ({ page }) => {
    await signInAt(page, Date.parse(maintenance.startDate) + 30 * MINUTE);
    await page.goto(PERSONAL_DATA);
    await expect(page).toHaveURL(maintenance.url);
    await expect(page.getByText('Ta część Mojego konta jest chwilowo niedostępna')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageAt(maintenance.url)!.title);
  });

  test('a customer who signed in before the window is sent to the maintenance page once it begins', async ({ page }) => {
    await signInAt(page, Date.parse(maintenance.startDate) - 10 * MINUTE);
    await page.clock.setFixedTime(Date.parse(maintenance.startDate) + 5 * MINUTE);
    await page.goto(PERSONAL_DATA);
    await expect(page).toHaveURL(maintenance.url);
  });

  test('the page names the calls the window covers, for the server to refuse them during it', async ({ page }) => {
    const html = await (await page.request.get(PERSONAL_DATA)).text();
    expect(html).toContain(`data-locked-calls="${JSON.stringify(['account/updatePersonalData']).replace(/"/g, '&quot;')}"`);
  });

  test('the last minutes of the window still lock the page', async ({ page }) => {
    // Session time + 1 minute must lie inside too: a session started 3 minutes before the end passes.
    await signInAt(page, Date.parse(maintenance.endDate) - 3 * MINUTE);
    await page.goto(PERSONAL_DATA);
    await expect(page).toHaveURL(maintenance.url);
  });

  for (const [when, time] of [
    ['the evening before the window', Date.parse(maintenance.startDate) - 2 * 60 * MINUTE],
    ['the morning after the window', Date.parse(maintenance.endDate) + 5 * MINUTE],
  ] as const) {
    test(`${when} the personal data page opens as usual`, async ({ page }) => {
      await signInAt(page, time);
      await page.goto(PERSONAL_DATA);
      // Once the session has loaded, the shell has judged the lock: the page stays.
      await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(locked!.title);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(PERSONAL_DATA);
    });
  }

  test('another self-care page carries no lock and opens inside the window', async ({ page }) => {
    await signInAt(page, Date.parse(maintenance.startDate) + 30 * MINUTE);
    await page.goto('/oferta-online/moje-konto/moje-platnosci');
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL('/oferta-online/moje-konto/moje-platnosci');
  });
});
