import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { acceptSummaryConsents, expectThankYou, orderButton, placedOrders, SUMMARY } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * The LTO prolongation on "My services" (issue 13 item 6), on the real
 * customer API and embedded database: a customer
 * with a 12-month long-term offer prolongs it, confirms it on the summary
 * (nothing to pay now), and then sees the new end date. It places an order, so it signs
 * in as its own demo customer (klient.lto must keep no orders for the shop
 * funnel's tests).
 */

const MY_SERVICES = '/oferta-online/moje-uslugi';
const DATE = /\d{2}\.\d{2}\.\d{4}/;

test.use({ customer: 'klient.lto-przedluzenie@horyzont.example' });

async function openMyServices(page: Page): Promise<void> {
  await page.goto(MY_SERVICES);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Twoja umowa długoterminowa' })).toBeVisible();
}

const prolongation = (page: Page) => page.getByRole('region', { name: 'Twoja umowa długoterminowa' });

/** DD.MM.YYYY plus whole months, clamped to the end of a shorter month (as the commitment is counted). */
function plusMonths(date: string, months: number): string {
  const [day, month, year] = date.split('.').map(Number) as [number, number, number];
  const index = year * 12 + month - 1 + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const d = Math.min(day, new Date(Date.UTC(y, m, 0)).getUTCDate());
  return `${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`;
}

test('prolongs the 12-month contract: the new end date before confirming, ordered at the summary with nothing to pay now, then shown in My services', async ({
  page,
}) => {
  await openMyServices(page);
  const lead = await prolongation(page)
    .getByText(/^Twoja umowa na 12 mies\. obowiązuje do/)
    .textContent();
  const endDate = DATE.exec(lead ?? '')?.[0] ?? '';
  const newEndDate = plusMonths(endDate, 12);

  await prolongation(page).getByRole('button', { name: 'Przedłuż umowę' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Przedłużenie umowy' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar).toContainText(`Obecna umowa obowiązuje do ${endDate}.`);
  await expect(sidebar).toContainText(`Po przedłużeniu będzie obowiązywać do ${newEndDate}.`);
  await expect(sidebar.getByRole('listitem')).toContainText('Pakiet Komfort – Horyzont Online Komfort – umowa na 12 miesięcy: 39,99 zł / mies.');
  await expect(sidebar.getByRole('row').first()).toHaveText('MiesiącTerazPo przedłużeniu');
  await expectNoViolations(page, ANY_IMPACT);
  await sidebar.getByRole('button', { name: 'Przedłuż umowę' }).dblclick();

  await expect(page).toHaveURL(SUMMARY);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('row', { name: /^Komfort/ }).first()).toContainText('Umowa na 12 mies.');
  await expect(page.getByRole('row', { name: 'Komfort: umowa po przedłużeniu do' })).toContainText(newEndDate);
  // The prolongation is billed with the other products from the next billing day: nothing is due now, no payment means is asked for.
  await expect(page.getByTestId('order-total')).toHaveText('0,00 zł');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await acceptSummaryConsents(page);
  await orderButton(page).click();
  await expectThankYou(page);
  // One order, one prolongation, for all the double clicks.
  expect(await placedOrders(page)).toEqual([
    expect.objectContaining({ items: [expect.objectContaining({ operationType: 'B', offerCode: 'OTT_KOMFORT_LTO12' })] }),
  ]);

  await openMyServices(page);
  await expect(prolongation(page)).toContainText(`Twoja umowa na 12 mies. obowiązuje do ${newEndDate}.`);
  const komfort = page.getByRole('main').getByRole('listitem', { name: 'Pakiet Komfort', exact: true });
  await expect(komfort.locator('dt', { hasText: 'Koniec okresu zobowiązania' }).locator('+ dd')).toHaveText(newEndDate);
});
