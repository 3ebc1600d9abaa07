import type { APIRequestContext, Page } from '@playwright/test';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { expectDelivered } from './support/webhook.ts';

/**
 * The contact form on /kontakt (issue 15): refused beside a field first,
 * then sent, with JavaScript (in place, a double click sending once) and
 * without it (a plain POST, the refused form served back by the server,
 * the redirect to the thank-you state); each submission delivered once to
 * the automation webhook, signed. The business forms of /dla-firm (issue 16):
 * the business lead form and the corporate-management dialog, delivered too.
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

async function expectContactDelivered(request: APIRequestContext, text: string, email: string) {
  const form = await expectDelivered(request, text);
  expect(form.times).toBe(1);
  expect(form.body).toMatchObject({ type: 'form.contact', id: form.id, page: '/kontakt/' });
  expect(form.body.data).toMatchObject({ name: 'Joanna Wiśniewska', email, subject: 'PAYMENTS', message: text, consent: true });
}

test('with JavaScript: a refused e-mail is shown beside its field, then the form is sent once and thanked in place', async ({ page, request }) => {
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

  const address = `joanna.js.${Date.now()}@example.pl`;
  await email.fill(address);
  await humanPace(page);
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).dblclick();
  const thanks = page.locator('#formularz-kontakt-wyslano');
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveText('Dziękujemy! Otrzymaliśmy Twoją wiadomość i odpowiemy w ciągu 2 dni roboczych.');
  await expect(form).toBeHidden();
  await expectContactDelivered(request, text, address);
});

test('without JavaScript: the refused form comes back from the server, then a plain POST leads to the thank-you state', async ({
  browser,
  request,
}) => {
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

  const address = `joanna.bezjs.${Date.now()}@example.pl`;
  await email.fill(address);
  await humanPace(page);
  await refused.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(page).toHaveURL(/\/kontakt\/?#formularz-kontakt-wyslano$/);
  await expect(page.locator('#formularz-kontakt-wyslano')).toBeVisible();
  await expect(page.locator('form#formularz-kontakt')).toBeHidden();
  await expectContactDelivered(request, text, address);
  await context.close();
});

test.describe('the business page /dla-firm', () => {
  async function fillBusiness(scope: ReturnType<Page['locator']>, company: string, nip: string) {
    await scope.getByLabel('Nazwa firmy').fill(company);
    await scope.getByLabel('NIP').fill(nip);
    await scope.getByLabel('Osoba kontaktowa').fill('Marek Zieliński');
    await scope.getByLabel('Służbowy adres e-mail').fill('marek.zielinski@example.pl');
    await scope.getByLabel('Numer telefonu').fill('601 000 103');
    await scope.getByLabel('Czego potrzebujesz?').selectOption({ label: 'Telewizja w lokalu (restauracja, hotel, siłownia)' });
    await scope.getByLabel('Liczba lokalizacji').fill('3');
    await scope.getByRole('checkbox').check();
  }

  test('a business lead: a wrong NIP is refused beside its field, then the enquiry is thanked and delivered to the automation webhook once', async ({
    page,
    request,
  }) => {
    const company = `Hotel Pod Jodłami ${Date.now()}`;
    await page.goto('/dla-firm');
    const form = page.locator('form#formularz-firmy');
    await fillBusiness(form, company, '123-456-32-19');
    await humanPace(page);
    await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    const nip = form.getByLabel('NIP');
    await expect(nip).toHaveAttribute('aria-invalid', 'true');
    await expect(nip).toBeFocused();

    await nip.fill('123-456-32-18');
    await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(page.locator('#formularz-firmy-wyslano')).toHaveText(
      'Dziękujemy! Opiekun klientów biznesowych odezwie się w ciągu 1 dnia roboczego.',
    );
    await expectNoViolations(page, ANY_IMPACT);

    const lead = await expectDelivered(request, company);
    expect(lead.times).toBe(1);
    expect(lead.body).toMatchObject({ type: 'form.corporate', page: '/dla-firm/' });
    expect(lead.body.data).toMatchObject({ companyName: company, need: 'VENUE_TV', locations: 3 });
  });

  test('a business customer writes to their account manager from the corporate-management dialog', async ({ page, request }) => {
    const company = `Kancelaria Zielińscy ${Date.now()}`;
    await page.goto('/dla-firm');
    await page.getByRole('link', { name: 'Masz już usługi dla firmy? Zarządzanie usługami – napisz do opiekuna' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oferta dla firm – zapytanie' });
    await fillBusiness(dialog, company, '123-456-32-18');
    await dialog.getByLabel('Czego potrzebujesz?').selectOption({ label: 'Zarządzanie usługami firmy (opiekun klienta biznesowego)' });
    await humanPace(page);
    await dialog.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await expectNoViolations(page, ANY_IMPACT);

    const lead = await expectDelivered(request, company);
    expect(lead.body.data).toMatchObject({ companyName: company, need: 'MANAGEMENT' });
  });
});
