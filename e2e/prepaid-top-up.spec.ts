import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

dayjs.extend(customParseFormat);

/**
 * The prepaid card top-up on the real customer API and the embedded payment
 * gateway, as a new visitor walks it: the card on /status-karty, the package,
 * the summary, „Zapłać” in the gateway's window and the verification page.
 * Every card look-up counts against the limit per client address (20 in 10
 * minutes, and every browser test comes from 127.0.0.1), so this file makes
 * nine. Only these tests use the demo cards; the top-up of the active card
 * changes its date, so no other test here looks at that card.
 */

const CARD_PAGE = '/status-karty';
const SUMMARY_PAGE = '/status-karty/podsumowanie';
const VERIFICATION_PAGE = '/status-karty/weryfikacja';
const DAY = /^\d{2}\.\d{2}\.\d{4}$/;

async function openCardPage(page: Page): Promise<void> {
  await page.goto(CARD_PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Sprawdź kartę i doładuj' })).toBeVisible();
  // The built HTML shows the form before React takes it over; typed then, a number is reset by hydration. The button waits for it.
  await expect(page.getByRole('button', { name: 'Sprawdź kartę' })).toBeEnabled();
}

/** Types the number and asks „Sprawdź kartę”; answers the result's section, which has the focus. */
async function checkCard(page: Page, typed: string, grouped: string): Promise<Locator> {
  await page.getByLabel('Numer karty').fill(typed);
  await page.getByRole('button', { name: 'Sprawdź kartę' }).click();
  const heading = page.getByRole('heading', { level: 3, name: `Karta ${grouped}` });
  await expect(heading).toBeFocused();
  return page.getByRole('region', { name: `Karta ${grouped}` });
}

/** The value a description list gives for a term (the term's whole text). */
const valueOf = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

/** The summary's „Zapłać”: the gateway's page opens in a new window, paid there with a test card. */
async function payInGateway(page: Page, cardNumber: string): Promise<void> {
  const [gateway] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Zapłać' }).click()]);
  await expect(page.getByRole('status').filter({ hasText: 'Dokończ płatność w oknie bramki płatniczej.' })).toBeVisible();
  await expect(gateway.getByRole('heading', { level: 1, name: 'Płatność kartą' })).toBeVisible();
  const closed = gateway.waitForEvent('close');
  await gateway.getByLabel('Numer karty').fill(cardNumber);
  await gateway.getByLabel('Data ważności (MM/RR)').fill('12/30');
  await gateway.getByLabel('Kod CVC').fill('123');
  await gateway.getByRole('button', { name: 'Zapłać' }).click();
  await closed;
}

test('a new visitor tops up the active card through the gateway window and sees its new end date', async ({ page }) => {
  await openCardPage(page);
  // Typed in the groups printed on the card.
  const card = await checkCard(page, '1000 0000 0018', '1000 0000 0018');
  await expect(valueOf(card, 'Status')).toHaveText('Aktywna');
  await expect(valueOf(card, 'Pakiet')).toHaveText('Doładowanie na 1 miesiąc');
  await expect(valueOf(card, 'Cena pakietu')).toHaveText(/^34,99\szł$/);
  const validUntil = (await valueOf(card, 'Ważna do').textContent()) ?? '';
  expect(validUntil).toMatch(DAY);

  // Each package with its price and the end date it gives: counted from the card's last valid day.
  const oneMonth = card.getByRole('radio', { name: /Doładowanie na 1 miesiąc/ });
  const newEnd = dayjs(validUntil, 'DD.MM.YYYY').add(1, 'month').format('DD.MM.YYYY');
  await expect(oneMonth).toHaveAccessibleName(new RegExp(`34,99\\szł karta ważna do ${newEnd.replaceAll('.', '\\.')}`));
  await expect(card.getByRole('radio', { name: /Doładowanie na 12 miesięcy/ })).toHaveAccessibleName(
    new RegExp(`359,00\\szł karta ważna do ${dayjs(validUntil, 'DD.MM.YYYY').add(12, 'month').format('DD.MM.YYYY').replaceAll('.', '\\.')}`),
  );
  await expectNoViolations(page, ANY_IMPACT);
  await oneMonth.check();
  await card.getByRole('button', { name: 'Dalej' }).click();

  await expect(page).toHaveURL(SUMMARY_PAGE);
  await expect(page.getByRole('heading', { level: 2, name: 'Podsumowanie doładowania' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(valueOf(main, 'Numer karty')).toHaveText('1000 0000 0018');
  await expect(valueOf(main, 'Doładowanie')).toHaveText('Doładowanie na 1 miesiąc');
  await expect(valueOf(main, 'Do zapłaty')).toHaveText(/^34,99\szł$/);
  await expect(valueOf(main, 'Karta będzie ważna do')).toHaveText(newEnd);
  await expectNoViolations(page, ANY_IMPACT);

  await payInGateway(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(VERIFICATION_PAGE);
  const outcome = page.getByRole('region', { name: 'Doładowanie opłacone' });
  await expect(outcome.getByRole('heading', { level: 3, name: 'Doładowanie opłacone' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Doładowanie opłacone' })).toBeVisible();
  await expect(outcome).toContainText(`Dziękujemy. Przedłużyliśmy ważność karty do ${newEnd} włącznie.`);
  await expect(valueOf(outcome, 'Karta ważna do')).toHaveText(newEnd);
  await expect(valueOf(outcome, 'Zapłacono')).toHaveText(/^34,99\szł$/);
  await expectNoViolations(page, ANY_IMPACT);

  // The flow has ended: the page says so when opened again.
  await page.reload();
  await expect(page.getByText('Nie ma doładowania do sprawdzenia.')).toBeVisible();
});

test('a lapsed, a never used and a blocked card each get their own explanation; an unknown one the server’s words', async ({ page }) => {
  await openCardPage(page);

  const lapsed = await checkCard(page, '100000000026', '1000 0000 0026');
  await expect(valueOf(lapsed, 'Status')).toHaveText('Nieważna: ważność minęła');
  const lapsedOn = (await valueOf(lapsed, 'Była ważna do').textContent()) ?? '';
  await expect(lapsed).toContainText(`Ważność karty skończyła się ${lapsedOn}, więc kanały pakietu są wyłączone.`);
  await expect(lapsed).toContainText('Nowy okres ważności liczymy od dziś.');
  await expect(lapsed.getByRole('radio', { name: /Doładowanie na 1 miesiąc/ })).toHaveAccessibleName(
    new RegExp(`karta ważna do ${dayjs().add(1, 'month').format('DD.MM.YYYY').replaceAll('.', '\\.')}`),
  );
  await expectNoViolations(page, ANY_IMPACT);

  const unused = await checkCard(page, '100000000034', '1000 0000 0034');
  await expect(valueOf(unused, 'Status')).toHaveText('Nieaktywna: jeszcze nieużywana');
  await expect(unused).toContainText('Karta nie była jeszcze używana. Pierwsze doładowanie aktywuje kartę');
  await expect(unused.getByRole('group', { name: 'Wybierz doładowanie' })).toBeVisible();
  await expectNoViolations(page, ANY_IMPACT);

  const blocked = await checkCard(page, '100000000042', '1000 0000 0042');
  await expect(valueOf(blocked, 'Status')).toHaveText('Zablokowana');
  await expect(blocked).toContainText('Karta jest zablokowana i nie można jej doładować. Skontaktuj się z nami');
  await expect(blocked.getByRole('link', { name: '801 234 567' })).toHaveAttribute('href', 'tel:+48801234567');
  await expect(blocked.getByRole('link', { name: 'Inne sposoby kontaktu' })).toHaveAttribute('href', '/kontakt');
  await expect(blocked.getByRole('radio')).toHaveCount(0);
  await expectNoViolations(page, ANY_IMPACT);

  await page.getByLabel('Numer karty').fill('999999999999');
  await page.getByRole('button', { name: 'Sprawdź kartę' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nie znaleziono karty o tym numerze. Sprawdź numer i spróbuj ponownie.');
  await expect(page.getByLabel('Numer karty')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
});

test('a wrong number is refused beside the field, and nothing is looked up', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api-tnk/')) lookups.push(request.url());
  });
  await openCardPage(page);
  const field = page.getByLabel('Numer karty');
  const refusals: ReadonlyArray<readonly [typed: string, message: string]> = [
    ['1000 0000 001A', 'Numer karty składa się tylko z cyfr. Usuń litery i inne znaki.'],
    ['<b>100000000018</b>', 'Numer karty składa się tylko z cyfr. Usuń litery i inne znaki.'],
    ['10000000001', 'Numer karty jest za krótki: ma 12 cyfr.'],
    ['1000000000180', 'Numer karty jest za długi: ma 12 cyfr.'],
    ['100 000 000 018', 'Wpisz 12 cyfr bez spacji albo w trzech grupach po 4 cyfry, np. 1000 0000 0018.'],
  ];
  for (const [typed, message] of refusals) {
    await field.fill(typed);
    await field.press('Enter');
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(field).toBeFocused();
  }
  await expectNoViolations(page, ANY_IMPACT);
  expect(lookups).toEqual([]);
});

test('a declined payment leaves the lapsed card’s date as it was, says why and offers to try again', async ({ page }) => {
  await openCardPage(page);
  const card = await checkCard(page, '100000000026', '1000 0000 0026');
  const lapsedOn = (await valueOf(card, 'Była ważna do').textContent()) ?? '';
  expect(lapsedOn).toMatch(DAY);
  await card.getByRole('radio', { name: /Doładowanie na 3 miesiące/ }).check();
  await card.getByRole('button', { name: 'Dalej' }).click();
  await expect(page).toHaveURL(SUMMARY_PAGE);
  await expect(valueOf(page.getByRole('main'), 'Doładowanie')).toHaveText('Doładowanie na 3 miesiące');

  await payInGateway(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(VERIFICATION_PAGE);
  const outcome = page.getByRole('region', { name: 'Płatność nieudana' });
  await expect(outcome.getByRole('heading', { level: 3, name: 'Płatność nieudana' })).toBeFocused();
  await expect(outcome).toContainText('Bank odrzucił płatność.');
  await expect(outcome).toContainText(`Ważność karty się nie zmieniła: ostatni dzień ważności to nadal ${lapsedOn}.`);
  await expect(outcome.getByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute('href', SUMMARY_PAGE);
  await expectNoViolations(page, ANY_IMPACT);

  // The card itself says the same.
  await outcome.getByRole('link', { name: 'Wybierz inne doładowanie' }).click();
  await expect(page).toHaveURL(CARD_PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  const again = await checkCard(page, '100000000026', '1000 0000 0026');
  await expect(valueOf(again, 'Status')).toHaveText('Nieważna: ważność minęła');
  await expect(valueOf(again, 'Była ważna do')).toHaveText(lapsedOn);
});
