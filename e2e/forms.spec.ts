import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '../src/forms/protocol.ts';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The contact form on /kontakt (issue 15): refused beside a field first,
 * then sent, with JavaScript (in place, a double click sending once) and
 * without it (a plain POST, the refused form served back by the server,
 * the redirect to the thank-you state); each submission on the inbox page.
 */

/** A person takes longer than the minimum fill time; a form sent sooner is taken for a bot's (answered as sent, kept nowhere). */
const humanPace = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 500);

async function fillContact(page: Page, text: string, email: string) {
  const form = page.locator('form#formularz-kontakt');
  await form.getByLabel('Imię i nazwisko').fill('Joanna Wiśniewska');
  await form.getByLabel('Adres e-mail').fill(email);
  await form.getByLabel('Temat').selectOption({ label: 'Płatności i rozliczenia' });
  await form.getByLabel('Treść wiadomości').fill(text);
  await form.getByRole('checkbox').check();
  return form;
}

async function expectInInbox(page: Page, text: string) {
  await page.goto('/skrzynka-formularzy');
  const entries = page.locator('article').filter({ hasText: text });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('webhook-signature: v1,');
  await expect(entries).toContainText('Czeka: nie ustawiono FORMS_WEBHOOK_URL');
}

test('with JavaScript: a refused e-mail is shown beside its field, then the form is sent once and thanked in place', async ({ page }) => {
  const text = `Pytanie o fakturę ${Date.now()} (JS)`;
  await page.goto('/kontakt');
  const form = await fillContact(page, text, 'joanna@');
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const email = form.getByLabel('Adres e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expectNoViolations(page, ANY_IMPACT);

  await email.fill(`joanna.js.${Date.now()}@example.pl`);
  await humanPace(page);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).dblclick();
  const thanks = page.locator('#formularz-kontakt-wyslano');
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveText('Dziękujemy! Otrzymaliśmy Twoją wiadomość i odpowiemy w ciągu 2 dni roboczych.');
  await expect(form).toBeHidden();
  await expectInInbox(page, text);
});

test('without JavaScript: the refused form comes back from the server, then a plain POST leads to the thank-you state', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const text = `Pytanie o fakturę ${Date.now()} (bez JS)`;
  await page.goto('/kontakt');
  const form = await fillContact(page, text, 'joanna@');
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();

  await expect(page.getByRole('heading', { name: 'Popraw formularz' })).toBeVisible();
  const refused = page.locator('form#formularz-kontakt');
  const email = refused.getByLabel('Adres e-mail');
  await expect(email).toHaveAccessibleDescription('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
  // Refilled: nothing typed is lost.
  await expect(refused.getByLabel('Treść wiadomości')).toHaveValue(text);
  await expect(refused.getByRole('checkbox')).toBeChecked();

  await email.fill(`joanna.bezjs.${Date.now()}@example.pl`);
  await humanPace(page);
  await refused.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page).toHaveURL(/\/kontakt\/?#formularz-kontakt-wyslano$/);
  await expect(page.locator('#formularz-kontakt-wyslano')).toBeVisible();
  await expect(page.locator('form#formularz-kontakt')).toBeHidden();
  await expectInInbox(page, text);
  await context.close();
});
