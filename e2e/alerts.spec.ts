import type { Page } from '@playwright/test';
import { shell } from './support/shell.ts';
import { expect, test } from './support/test.ts';

/** The alerts store persists across page loads under this session-storage key (src/shell/client/alerts.ts). */
const STORAGE_KEY = 'portal:alerts';

type SeedAlert = { message: string; errorCode: number; status?: string; ageMs?: number };

/**
 * Puts alerts into session storage before the first page of the test loads,
 * as an API error on a previous page would have left them; `ageMs` sets how
 * long before that load they were raised. Later loads are left alone.
 */
async function seedAlerts(page: Page, alerts: SeedAlert[]): Promise<void> {
  await page.addInitScript(
    ({ key, alerts }) => {
      if (sessionStorage.getItem('e2e:alerts-seeded')) return;
      sessionStorage.setItem('e2e:alerts-seeded', '1');
      const now = Date.now();
      const stored = alerts.map((a, i) => ({
        id: `e2e-${a.errorCode}-${i}`,
        message: a.message,
        status: a.status ?? 'ERROR',
        ts: now - (a.ageMs ?? 0),
        errorCode: a.errorCode,
      }));
      sessionStorage.setItem(key, JSON.stringify(stored));
    },
    { key: STORAGE_KEY, alerts },
  );
}

const alertItem = (page: Page, message: string) => shell(page).alerts.getByRole('listitem').filter({ hasText: message });

test.describe('alerts (spec sections 4 and 8)', () => {
  test('a fresh alert shows in the alerts region, survives a navigation and can be closed', async ({ page }) => {
    const message = 'Nie udało się zapisać zmian w koszyku.';
    await seedAlerts(page, [{ message, errorCode: 500 }]);
    await page.goto('/pomoc');
    await expect(alertItem(page, message)).toBeVisible();

    await page.goto('/oferta-online');
    await expect(alertItem(page, message), 'still there on the next page (under 5 s old)').toBeVisible();

    await alertItem(page, message).getByRole('button', { name: 'Zamknij komunikat' }).click();
    await expect(alertItem(page, message)).toHaveCount(0);
    await page.goto('/pomoc');
    await expect(shell(page).alerts).toBeAttached();
    await expect(alertItem(page, message), 'a closed alert does not come back').toHaveCount(0);
  });

  test('an alert older than 5 s is dropped on navigation, a younger one stays', async ({ page }) => {
    await seedAlerts(page, [
      { message: 'Komunikat sprzed chwili.', errorCode: 500, ageMs: 1000 },
      { message: 'Komunikat sprzed sześciu sekund.', errorCode: 500, ageMs: 6000 },
    ]);
    await page.goto('/pomoc');
    await expect(alertItem(page, 'Komunikat sprzed chwili.')).toBeVisible();
    await expect(alertItem(page, 'Komunikat sprzed sześciu sekund.')).toHaveCount(0);
  });

  test('an alert that was fresh on one page is gone on a navigation more than 5 s after it was raised', async ({ page }) => {
    const message = 'Sesja wygasła, odśwież stronę.';
    await seedAlerts(page, [{ message, errorCode: 500, ageMs: 3000 }]);
    await page.goto('/pomoc');
    await expect(alertItem(page, message)).toBeVisible();
    // The lifetime itself is the subject: wait until the alert is just past 5 s old, by the page's clock.
    const age = await page.evaluate((key) => Date.now() - (JSON.parse(sessionStorage.getItem(key)!) as Array<{ ts: number }>)[0]!.ts, STORAGE_KEY);
    await page.waitForTimeout(Math.max(0, 5300 - age));
    await page.goto('/oferta-online');
    await expect(shell(page).alerts).toBeAttached();
    await expect(alertItem(page, message)).toHaveCount(0);
  });

  test('an alert with code 324 offers the button „Anuluj zamówienie”', async ({ page }) => {
    await seedAlerts(page, [
      { message: 'Masz niedokończone zamówienie.', errorCode: 324 },
      { message: 'Inny błąd zamówienia.', errorCode: 500 },
    ]);
    await page.goto('/pomoc');
    await expect(alertItem(page, 'Masz niedokończone zamówienie.').getByRole('button', { name: 'Anuluj zamówienie' })).toBeVisible();
    await expect(alertItem(page, 'Inny błąd zamówienia.')).toBeVisible();
    await expect(alertItem(page, 'Inny błąd zamówienia.').getByRole('button', { name: 'Anuluj zamówienie' })).toHaveCount(0);
  });

  test('alerts with the auto-cleared codes 359, 366, 406, 712, 713 and 404 never show', async ({ page }) => {
    const cleared = [359, 366, 406, 712, 713, 404];
    await seedAlerts(page, [
      ...cleared.map((errorCode) => ({ message: `Komunikat o kodzie ${errorCode}.`, errorCode })),
      { message: 'Komunikat, który zostaje.', errorCode: 500 },
    ]);
    await page.goto('/pomoc');
    await expect(alertItem(page, 'Komunikat, który zostaje.')).toBeVisible();
    for (const code of cleared) await expect(alertItem(page, `Komunikat o kodzie ${code}.`), `code ${code}`).toHaveCount(0);
  });

  for (const path of ['/landing', '/oferta-online/konfiguracja', '/oferta-online/podsumowanie', '/oferta-online/aktywacja-konta']) {
    test(`${path} shows no alert banners`, async ({ page }) => {
      const message = 'Komunikat, którego tu nie widać.';
      await seedAlerts(page, [{ message, errorCode: 500 }]);
      await page.goto(path);
      await expect(shell(page).main).toBeVisible();
      await expect(shell(page).alerts).toHaveCount(0);
      await expect(page.getByText(message)).toHaveCount(0);
    });
  }
});
