import type { Locator, Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { acceptSummaryConsents, expectThankYou, orderButton, placedOrders, SUMMARY } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * "My services" on the real customer API and the embedded database, as a
 * customer uses it: klient.c (Komfort and Strumień) cancels Strumień and
 * restores it; a change made meanwhile in another tab is refused beside the
 * action with the server's words. The tests of this file share klient.c's
 * products, so they run one after another, each leaving them as it found them.
 */

const MY_SERVICES = '/oferta-online/moje-uslugi';
const STRUMIEN = 'Strumień – plan standardowy';
const PLANNED_OFF = /^zaplanowane wyłączenie z dniem \d{2}\.\d{2}\.\d{4}$/;

test.describe.configure({ mode: 'default' });
test.use({ customer: 'klient.c@horyzont.example' });

async function openMyServices(page: Page): Promise<void> {
  await page.goto(MY_SERVICES);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Twoje usługi' })).toBeVisible();
}

const productItem = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name, exact: true });
const statusOf = (item: Locator) => item.locator('dt', { hasText: 'Status' }).locator('+ dd');

async function cancelStrumien(page: Page, checkAccessibility: boolean): Promise<string> {
  const item = productItem(page, STRUMIEN);
  await item.getByRole('button', { name: `Zrezygnuj: ${STRUMIEN}` }).click();

  const confirm = page.getByRole('dialog', { name: 'Rezygnacja z usługi' });
  await expect(confirm).toBeVisible();
  const lead = await confirm.getByText(/będzie działać do \d{2}\.\d{2}\.\d{4} włącznie/).textContent();
  const endDate = /(\d{2}\.\d{2}\.\d{4})/.exec(lead ?? '')?.[1] ?? '';
  // The next payments now and after the change, side by side: after the end date Strumień's 29,00 zł is gone.
  const rows = confirm.getByRole('row');
  await expect(rows.first()).toHaveText('MiesiącTerazPo rezygnacji');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('78,99 zł49,99 zł');
  if (checkAccessibility) await expectNoViolations(page, ANY_IMPACT);
  await confirm.getByRole('button', { name: 'Dalej' }).click();

  const reason = page.getByRole('dialog', { name: 'Powód rezygnacji' });
  await expect(reason).toBeVisible();
  await reason.getByRole('radio', { name: 'Rzadko korzystam z tej usługi' }).check();
  if (checkAccessibility) await expectNoViolations(page, ANY_IMPACT);
  await reason.getByRole('button', { name: 'Dalej' }).click();
  // Strumień on the 12-month offer is cheaper: the anti-churn offer, declined by confirming the cancellation (twice: one change).
  const offer = page.getByRole('dialog', { name: 'Zostań z nami taniej' });
  await expect(offer).toContainText('Serwis Strumień – plan standardowy na 12 miesięcy');
  await expect(offer).toContainText('Oszczędzasz 4,01 zł miesięcznie.');
  if (checkAccessibility) await expectNoViolations(page, ANY_IMPACT);
  await offer.getByRole('button', { name: 'Potwierdź rezygnację' }).dblclick();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(statusOf(item)).toHaveText(`zaplanowane wyłączenie z dniem ${endDate}`);
  return endDate;
}

async function restoreStrumien(page: Page, checkAccessibility: boolean): Promise<void> {
  const item = productItem(page, STRUMIEN);
  await item.getByRole('button', { name: `Przywróć: ${STRUMIEN}` }).click();
  const sidebar = page.getByRole('dialog', { name: 'Przywrócenie usługi' });
  await expect(sidebar).toBeVisible();
  if (checkAccessibility) await expectNoViolations(page, ANY_IMPACT);
  await sidebar.getByRole('button', { name: 'Potwierdź przywrócenie' }).dblclick();
  await expect(sidebar).toBeHidden();
  await expect(statusOf(item)).toHaveText('aktywna');
}

test('klient.c cancels Strumień with a reason, sees it planned off, then restores it', async ({ page }) => {
  await openMyServices(page);
  const komfort = productItem(page, 'Pakiet Komfort');
  await expect(statusOf(komfort)).toHaveText('aktywna');
  await expect(komfort).toContainText('49,99 zł');
  const strumien = productItem(page, STRUMIEN);
  await expect(statusOf(strumien)).toHaveText('aktywna');
  await expect(strumien).toContainText('Plan serwisu Strumieństandardowy');
  await expectNoViolations(page, ANY_IMPACT);

  const endDate = await cancelStrumien(page, true);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Zrezygnowano z usługi „${STRUMIEN}”. Działa do ${endDate} włącznie.`);
  // A product planned off can only be restored (its service still works until then); the page says so after a reload too (the truth from the session).
  await page.reload();
  await expect(statusOf(strumien)).toHaveText(PLANNED_OFF);
  await expect(strumien.getByRole('button')).toHaveText(['Aktywuj dostęp', 'Przywróć']);

  await restoreStrumien(page, true);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Usługa „${STRUMIEN}” została przywrócona.`);
  await page.reload();
  await expect(statusOf(strumien)).toHaveText('aktywna');
});

test('klient.c opens the streaming service’s activation of the standard plan, in a new tab, from its sidebar', async ({ page }) => {
  await openMyServices(page);
  await productItem(page, STRUMIEN)
    .getByRole('button', { name: `Aktywuj dostęp: ${STRUMIEN}` })
    .click();
  const sidebar = page.getByRole('dialog', { name: 'Dostęp do serwisu Strumień' });
  await expect(sidebar).toContainText('Twój plan w serwisie Strumień: standardowy.');
  const link = sidebar.getByRole('link', { name: 'Przejdź do aktywacji (nowa karta)' });
  await expect(link).toHaveAttribute('href', /^https:\/\/aktywacja\.strumien\.example\/horyzont\?plan=standard&token=[\w-]{43}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expectNoViolations(page, ANY_IMPACT);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
});

test('a cancellation made meanwhile in another tab is refused beside the action with the server’s words, and the list shows the truth', async ({
  page,
}) => {
  await openMyServices(page);
  const stale = productItem(page, STRUMIEN);
  await expect(statusOf(stale)).toHaveText('aktywna');

  const other = await page.context().newPage();
  await openMyServices(other);
  const endDate = await cancelStrumien(other, false);
  await other.close();

  await stale.getByRole('button', { name: `Zrezygnuj: ${STRUMIEN}` }).click();
  await expect(stale.getByRole('alert')).toHaveText(`Ta usługa jest już zaplanowana do wyłączenia z dniem ${endDate}.`);
  await expect(statusOf(stale)).toHaveText(`zaplanowane wyłączenie z dniem ${endDate}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await restoreStrumien(page, false);
});

test.describe('a customer with Komfort, which has an anti-churn offer', () => {
  test.use({ customer: 'klient.prepaid-upsell@horyzont.example' });

  test('cancels Komfort: the anti-churn offer is shown and declined, Komfort is planned off, then restored', async ({ page }) => {
    await openMyServices(page);
    const komfort = productItem(page, 'Pakiet Komfort');
    await komfort.getByRole('button', { name: 'Zrezygnuj: Pakiet Komfort' }).click();
    // A cheaper package is proposed first (propose-downgrade); declined, the cancellation goes on.
    const proposal = page.getByRole('dialog', { name: 'Zmień pakiet zamiast rezygnować' });
    await expect(proposal).toContainText('możesz przejść na „Pakiet Start” za 29,99 zł miesięcznie');
    await expectNoViolations(page, ANY_IMPACT);
    await proposal.getByRole('button', { name: 'Nie, chcę zrezygnować' }).click();
    const confirm = page.getByRole('dialog', { name: 'Rezygnacja z usługi' });
    await confirm.getByRole('button', { name: 'Dalej' }).click();
    const reason = page.getByRole('dialog', { name: 'Powód rezygnacji' });
    await reason.getByRole('radio', { name: 'Cena jest dla mnie za wysoka' }).check();
    await reason.getByRole('button', { name: 'Dalej' }).click();

    const offer = page.getByRole('dialog', { name: 'Zostań z nami taniej' });
    await expect(offer).toContainText('Horyzont Online Komfort – umowa na 12 miesięcy');
    await expect(offer).toContainText('Oszczędzasz 10,00 zł miesięcznie.');
    await expectNoViolations(page, ANY_IMPACT);
    // „Wróć” goes back to the reason, with the choice kept.
    await offer.getByRole('button', { name: 'Wróć' }).click();
    await expect(reason.getByRole('radio', { name: 'Cena jest dla mnie za wysoka' })).toBeChecked();
    await reason.getByRole('button', { name: 'Dalej' }).click();
    await offer.getByRole('button', { name: 'Potwierdź rezygnację' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(statusOf(komfort)).toHaveText(PLANNED_OFF);
    await restoreKomfort(page);
  });
});

test.describe('a customer with Komfort who takes the anti-churn offer', () => {
  test.use({ customer: 'klient.prepaid-upsell@horyzont.example' });

  // After the decline test of this file, which leaves Komfort as it found it: this one changes it for good.
  test('keeps Komfort on the 12-month offer instead of cancelling, orders it at the summary and reaches its thank-you page', async ({ page }) => {
    await openMyServices(page);
    await productItem(page, 'Pakiet Komfort').getByRole('button', { name: 'Zrezygnuj: Pakiet Komfort' }).click();
    await page.getByRole('dialog', { name: 'Zmień pakiet zamiast rezygnować' }).getByRole('button', { name: 'Nie, chcę zrezygnować' }).click();
    await page.getByRole('dialog', { name: 'Rezygnacja z usługi' }).getByRole('button', { name: 'Dalej' }).click();
    const reason = page.getByRole('dialog', { name: 'Powód rezygnacji' });
    await reason.getByRole('radio', { name: 'Cena jest dla mnie za wysoka' }).check();
    await reason.getByRole('button', { name: 'Dalej' }).click();
    await page.getByRole('dialog', { name: 'Zostań z nami taniej' }).getByRole('button', { name: 'Skorzystaj z oferty' }).dblclick();

    await expect(page).toHaveURL(SUMMARY);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await expect(page.getByRole('row', { name: 'Komfort Umowa na 12 mies. 39,99 zł' })).toBeVisible();
    // Billed with the other products from the next billing day: nothing is due now, no payment means is asked for.
    await expect(page.getByTestId('order-total')).toHaveText('0,00 zł');
    await acceptSummaryConsents(page);
    await orderButton(page).click();
    await expectThankYou(page);
    expect((await placedOrders(page)).map((order) => order.items.map((item) => item.offerCode))).toEqual([['OTT_KOMFORT_LTO12']]);

    // Kept, not cancelled: Komfort is active, now under the offer's commitment.
    await openMyServices(page);
    const komfort = productItem(page, 'Pakiet Komfort');
    await expect(statusOf(komfort)).toHaveText('aktywna');
    await expect(komfort.getByText('Koniec okresu zobowiązania')).toBeVisible();
  });
});

async function restoreKomfort(page: Page): Promise<void> {
  const komfort = productItem(page, 'Pakiet Komfort');
  await komfort.getByRole('button', { name: 'Przywróć: Pakiet Komfort' }).click();
  await page.getByRole('dialog', { name: 'Przywrócenie usługi' }).getByRole('button', { name: 'Potwierdź przywrócenie' }).click();
  await expect(statusOf(komfort)).toHaveText('aktywna');
}

test.describe('a customer with a product planned off', () => {
  test.use({ customer: 'klient.wylaczenie@horyzont.example' });

  test('restores Sport Horyzont by keyboard, again after a dropped connection, and it is active after a reload', async ({ page }) => {
    await openMyServices(page);
    const sport = productItem(page, 'Sport Horyzont');
    await expect(statusOf(sport)).toHaveText(PLANNED_OFF);
    await sport.getByRole('button', { name: 'Przywróć: Sport Horyzont' }).click();
    const sidebar = page.getByRole('dialog', { name: 'Przywrócenie usługi' });
    await expect(sidebar).toContainText('Usługa „Sport Horyzont” nie zostanie wyłączona');
    // Keyboard: Escape closes the sidebar and nothing changes; the button opens it again.
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(statusOf(sport)).toHaveText(PLANNED_OFF);
    await sport.getByRole('button', { name: 'Przywróć: Sport Horyzont' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    // The connection drops once: the failure is said beside the button, nothing changed, and confirming again goes through.
    await page.route('**/api/cart/unSwitchOff', (route) => route.abort('internetdisconnected'), { times: 1 });
    const confirm = sidebar.getByRole('button', { name: 'Potwierdź przywrócenie' });
    await confirm.click();
    await expect(sidebar.getByRole('alert')).toContainText(/połączenia|sieci/i);
    await expect(statusOf(sport)).toHaveText(PLANNED_OFF);
    await confirm.click();
    await expect(sidebar).toBeHidden();
    await expect(statusOf(sport)).toHaveText('aktywna');
    await page.reload();
    await expect(statusOf(sport)).toHaveText('aktywna');

    // Left as found: planned off again (at the end of the current period).
    await sport.getByRole('button', { name: 'Zrezygnuj: Sport Horyzont' }).click();
    await page.getByRole('dialog', { name: 'Rezygnacja z usługi' }).getByRole('button', { name: 'Dalej' }).click();
    const reason = page.getByRole('dialog', { name: 'Powód rezygnacji' });
    await reason.getByRole('radio', { name: 'Inny powód' }).check();
    await reason.getByRole('button', { name: 'Potwierdź rezygnację' }).click();
    await expect(statusOf(sport)).toHaveText(PLANNED_OFF);
  });
});
