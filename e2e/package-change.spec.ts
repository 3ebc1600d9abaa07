import type { Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expectThankYou, placedOrders } from './support/shop.ts';
import { ACCOUNT_PAGE, DEMO_PASSWORD, signInThroughLoginPage } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Changes of package and plan in "My services" (issue 13 item 4), on the real
 * customer API and embedded database: a downgrade from Komfort to Start (the
 * add-on sold only with Komfort goes too) and a change of Strumień's plan,
 * each through the confirm-downgrade sidebar and the change's summary page,
 * confirmed with nothing to pay now. Each change is for good, so each signs
 * in as its own demo customer.
 */

const MY_SERVICES = '/oferta-online/moje-uslugi';
const CHANGE_SUMMARY = '/oferta-online/obnizenie/podsumowanie';

async function openMyServices(page: Page): Promise<void> {
  await page.goto(MY_SERVICES);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Twoje usługi' })).toBeVisible();
}

const productItem = (page: Page, name: string) => page.getByRole('main').getByRole('listitem', { name, exact: true });
const statusOf = (page: Page, name: string) => productItem(page, name).locator('dt', { hasText: 'Status' }).locator('+ dd');

/** On the change's summary: the statements accepted and „Potwierdź zmianę” (twice: one change). */
async function confirmChange(page: Page): Promise<void> {
  await page.getByLabel('Akceptuję regulamin sprzedaży i cennik usług.').check();
  await page.getByLabel(/Chcę, aby usługa zaczęła działać/).check();
  await page.getByRole('button', { name: 'Potwierdź zmianę' }).dblclick();
  await expectThankYou(page, { activation: false });
}

test.describe('a customer with Komfort, Sport Horyzont and Strumień', () => {
  test.use({ customer: 'klient.zmiana@horyzont.example' });

  test('downgrades Komfort to Start: what goes and stays, the next payments, the summary with its documents, confirmed without paying', async ({
    page,
  }) => {
    await openMyServices(page);
    await productItem(page, 'Pakiet Komfort').getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }).click();

    const manage = page.getByRole('dialog', { name: 'Zmień pakiet' });
    await expect(manage.getByRole('radio')).toHaveCount(1);
    await manage.getByRole('radio', { name: /^Pakiet Start: 29,99 zł \/ mies\. \(o 20,00 zł mniej\)$/ }).check();
    await expectNoViolations(page, ANY_IMPACT);
    await manage.getByRole('button', { name: 'Dalej' }).click();

    const confirm = page.getByRole('dialog', { name: 'Potwierdź zmianę pakietu' });
    await expect(confirm).toContainText('Nowy pakiet: Pakiet Start, 29,99 zł miesięcznie.');
    await expect(confirm.getByRole('list').first()).toHaveText(/Pakiet Komfort\s*Sport Horyzont/);
    await expect(confirm.getByRole('list').nth(1)).toHaveText('Strumień – plan standardowy');
    // Now Komfort, Sport and Strumień (118,98 zł); after the change Start and Strumień (58,99 zł).
    await expect(confirm.getByRole('row').first()).toHaveText('MiesiącTerazPo zmianie');
    await expect(confirm.getByRole('row').nth(1)).toContainText('118,98 zł58,99 zł');
    await expectNoViolations(page, ANY_IMPACT);
    await confirm.getByRole('button', { name: 'Przejdź do podsumowania' }).click();

    await expect(page).toHaveURL(CHANGE_SUMMARY);
    await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
    // Reloaded before confirming, the step shows the same change (from the session).
    await page.reload();
    await expect(page.getByRole('region', { name: 'Rezygnujesz z' })).toContainText('Pakiet Komfort – 49,99 zł / mies.');
    await expect(page.getByRole('region', { name: 'Rezygnujesz z' })).toContainText('Sport Horyzont – 39,99 zł / mies.');
    await expect(page.getByRole('region', { name: 'W zamian otrzymujesz' })).toContainText('29,99 zł / mies.');
    await expect(page.getByText('Opłata miesięczna', { exact: true }).locator('+ dd')).toHaveText('niższa o 59,99 zł');
    await expect(page.getByText('Do zapłaty teraz', { exact: true }).locator('+ dd')).toContainText('0,00 zł');
    await expect(page.getByRole('table')).toContainText('58,99 zł');

    await page.getByRole('button', { name: 'Dokumenty zmiany' }).click();
    const documents = page.getByRole('dialog', { name: 'Dokumenty zmiany pakietu' });
    await expect(documents.getByRole('link').first()).toBeVisible();
    await expectNoViolations(page, ANY_IMPACT);
    await documents.getByRole('button', { name: 'Zamknij' }).click();
    await expect(documents).toHaveCount(0);
    await expectNoViolations(page, ANY_IMPACT);

    await confirmChange(page);
    expect(await placedOrders(page)).toHaveLength(1);

    await openMyServices(page);
    await expect(statusOf(page, 'Pakiet Start')).toHaveText('aktywna');
    await expect(productItem(page, 'Pakiet Komfort')).toHaveCount(0);
    await expect(productItem(page, 'Sport Horyzont')).toHaveCount(0);
    await expect(statusOf(page, 'Strumień – plan standardowy')).toHaveText('aktywna');
  });
});

test.describe('a customer with Start and Strumień’s standard plan', () => {
  test.use({ customer: 'klient.plan@horyzont.example' });

  test('changes Strumień to the premium plan: the plans to choose from, the summary, then the premium plan in My services', async ({ page }) => {
    await openMyServices(page);
    await expect(productItem(page, 'Strumień – plan standardowy').locator('dt', { hasText: 'Plan serwisu Strumień' }).locator('+ dd')).toHaveText(
      'standardowy',
    );
    await productItem(page, 'Strumień – plan standardowy').getByRole('button', { name: 'Zmień plan: Strumień – plan standardowy' }).click();

    const plan = page.getByRole('dialog', { name: 'Zmień plan' });
    await plan.getByRole('button', { name: 'Dalej' }).click();
    await expect(plan.getByRole('alert')).toHaveText('Wybierz jedną z możliwości.');
    await plan.getByRole('radio', { name: /^Strumień – dodatkowy ekran: 43,00 zł \/ mies\. \(o 14,00 zł więcej\)$/ }).check();
    await expectNoViolations(page, ANY_IMPACT);
    await plan.getByRole('button', { name: 'Dalej' }).dblclick();

    const confirm = page.getByRole('dialog', { name: 'Potwierdź zmianę pakietu' });
    await expect(confirm).toContainText('Nowy pakiet: Strumień – dodatkowy ekran, 43,00 zł miesięcznie.');
    await confirm.getByRole('button', { name: 'Przejdź do podsumowania' }).click();

    await expect(page).toHaveURL(CHANGE_SUMMARY);
    await expect(page.getByText('Opłata miesięczna', { exact: true }).locator('+ dd')).toHaveText('wyższa o 14,00 zł');
    await confirmChange(page);

    await openMyServices(page);
    const premium = productItem(page, 'Strumień – dodatkowy ekran');
    await expect(premium.locator('dt', { hasText: 'Plan serwisu Strumień' }).locator('+ dd')).toHaveText('premium');
    await expect(statusOf(page, 'Pakiet Start')).toHaveText('aktywna');
  });
});

test.describe('a customer under commitment', () => {
  test.use({ customer: 'klient.lto@horyzont.example' });

  test('is told why the package cannot be changed or cancelled, and offered neither', async ({ page }) => {
    await openMyServices(page);
    const komfort = productItem(page, 'Pakiet Komfort');
    await expect(komfort.getByRole('button', { name: /Zmień pakiet|Zrezygnuj/ })).toHaveCount(0);
    await expect(komfort.locator('p', { hasText: 'Rezygnacja i zmiana niedostępne:' })).toContainText('przed końcem okresu zobowiązania');
  });
});

test.describe('during Black Week (the break in changes configured on My services)', () => {
  test('a change asked for is told when it can be made, and nothing starts', async ({ page }) => {
    // The browser's clock inside the seed's window (22–29.11.2027), from before signing in, as a customer's would be.
    await page.clock.setFixedTime(new Date('2027-11-24T12:00:00+01:00'));
    // A customer no other browser test changes (klient.c's Strumień is cancelled and restored meanwhile by self-care.spec.ts).
    await signInThroughLoginPage(page, 'klient.operator-c@horyzont.example', DEMO_PASSWORD);
    await expect(page).toHaveURL(ACCOUNT_PAGE);
    await openMyServices(page);

    await productItem(page, 'Sport Horyzont').getByRole('button', { name: 'Zrezygnuj: Sport Horyzont' }).click();
    const wait = page.getByRole('dialog', { name: 'Zmiany chwilowo wstrzymane' });
    await expect(wait).toContainText('Trwa Black Week. Do 29.11.2027, 23:59 nie zmieniamy usług');
    await expectNoViolations(page, ANY_IMPACT);
    await page.keyboard.press('Escape');
    await expect(wait).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Rezygnacja z usługi' })).toHaveCount(0);
  });
});

test.describe('a change given up in another tab', () => {
  test.use({ customer: 'klient.zmiana-anulowana@horyzont.example' });

  test('confirming it is refused beside the button in the server’s words, and the page then shows the truth', async ({ page, context }) => {
    await openMyServices(page);
    await productItem(page, 'Pakiet Komfort').getByRole('button', { name: 'Zmień pakiet: Pakiet Komfort' }).click();
    const manage = page.getByRole('dialog', { name: 'Zmień pakiet' });
    await manage.getByRole('radio', { name: /^Pakiet Start/ }).check();
    await manage.getByRole('button', { name: 'Dalej' }).click();
    // Only a main package kept: straight to the change's summary.
    await expect(page).toHaveURL(CHANGE_SUMMARY);
    await expect(page.getByRole('region', { name: 'Rezygnujesz z' })).toContainText('Pakiet Komfort');

    const other = await context.newPage();
    await other.goto(CHANGE_SUMMARY);
    await other.getByRole('button', { name: 'Anuluj zmianę' }).click();
    await expect(other).toHaveURL(MY_SERVICES);
    await other.close();

    await page.getByLabel('Akceptuję regulamin sprzedaży i cennik usług.').check();
    await page.getByLabel(/Chcę, aby usługa zaczęła działać/).check();
    await page.getByRole('button', { name: 'Potwierdź zmianę' }).click();
    await expect(page.getByRole('alert')).toContainText('Koszyk jest pusty.');
    await expect(page).toHaveURL(CHANGE_SUMMARY);
    await page.reload();
    await expect(page.getByText('Nie masz rozpoczętej zmiany pakietu.')).toBeVisible();
    await openMyServices(page);
    await expect(statusOf(page, 'Pakiet Komfort')).toHaveText('aktywna');
    expect(await placedOrders(page)).toEqual([]);
  });
});

test('an anonymous visitor of the change’s summary signs in and comes back to it', async ({ page }) => {
  await page.goto(CHANGE_SUMMARY);
  await expect(page).toHaveURL(/\/l(\?|$)/);
  await page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true }).click();
  await page.getByLabel('Adres e-mail').fill('klient.operator-c@horyzont.example');
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(CHANGE_SUMMARY);
  await expect(page.getByText('Nie masz rozpoczętej zmiany pakietu.')).toBeVisible();
});

test.describe('a customer with Prestiż, which brings Filmy i seriale Premium', () => {
  test.use({ customer: 'klient.prestiz@horyzont.example' });

  test('is told the films plan changes only with the package, and opens the film partner’s activation in a new tab', async ({ page }) => {
    await openMyServices(page);
    const films = productItem(page, 'Filmy i seriale Premium');
    await films.getByRole('button', { name: 'Zmień plan: Filmy i seriale Premium' }).click();
    const unavailable = page.getByRole('dialog', { name: 'Zmiana planu niedostępna' });
    await expect(unavailable).toContainText(
      '„Filmy i seriale Premium” masz w ramach pakietu „Pakiet Prestiż”. Plan tej usługi zmienisz razem z pakietem.',
    );
    await expectNoViolations(page, ANY_IMPACT);
    await page.keyboard.press('Escape');
    await expect(unavailable).toHaveCount(0);

    await films.getByRole('button', { name: 'Aktywuj dostęp: Filmy i seriale Premium' }).click();
    const access = page.getByRole('dialog', { name: 'Dostęp do filmów i seriali Premium' });
    const identifier = (await access.locator('strong').textContent()) ?? '';
    expect(identifier).toMatch(/^\S+$/);
    const link = access.getByRole('link', { name: 'Przejdź do aktywacji (nowa karta)' });
    await expect(link).toHaveAttribute('href', new RegExp(`identyfikator=${identifier}$`));
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoViolations(page, ANY_IMPACT);
  });
});
