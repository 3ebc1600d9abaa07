import dayjs from 'dayjs';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Messages in my account (issue 14 item 6) on the real customer API: a
 * customer's empty text is refused beside the field, then the message is
 * sent (double click: once), confirmed with its number and listed, also
 * after a reload, the markup typed shown as text. Only this test signs in
 * as klient.wiadomosci, so its messages are its own.
 */

test.use({ customer: 'klient.wiadomosci@horyzont.example' });

const MARKUP = '<b>Pilne</b> Dekoder nie odbiera kanałów <img src=x onerror="document.title=1">';

test('a customer sends a message, sees its number and finds it listed, also after a reload', async ({ page }) => {
  await page.goto('/oferta-online/moje-konto/wiadomosci');
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Wysłane wiadomości' })).toBeVisible();
  await expect(main.getByText('Wczytujemy Twoje wiadomości…')).toHaveCount(0);
  await expectNoViolations(page, ANY_IMPACT);

  const subject = main.getByLabel('Temat');
  const text = main.getByLabel('Treść wiadomości');
  await subject.selectOption({ label: 'Problem techniczny z odbiorem' });
  await text.fill('   ');
  await main.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAccessibleDescription('Najwyżej 5000 znaków. Pole nie może być puste.');
  await expect(text).toBeFocused();
  await expect(subject).not.toHaveAttribute('aria-invalid');
  await expectNoViolations(page, ANY_IMPACT);

  await text.fill(MARKUP);
  await main.getByRole('button', { name: 'Wyślij wiadomość' }).dblclick();
  const status = main.getByRole('status');
  await expect(status).toHaveText(/^Wysłaliśmy Twoją wiadomość\. Jej numer: \d+\.$/);
  const number = /numer: (\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  await expect(text).toHaveValue('');
  await expect(text).not.toHaveAttribute('aria-invalid');

  const listed = async () => {
    const item = main.getByRole('listitem', { name: `Wiadomość nr ${number}` });
    await expect(item).toContainText(dayjs().format('DD.MM.YYYY'));
    await expect(item).toContainText('Problem techniczny z odbiorem');
    await expect(item.getByText(MARKUP, { exact: true })).toBeVisible();
    await expect(item.locator('b, img')).toHaveCount(0);
    // Sent once for the double click, and newest first.
    await expect(main.getByText(MARKUP, { exact: true })).toHaveCount(1);
    await expect(main.locator('.customer-messages__item').first()).toHaveAttribute('aria-label', `Wiadomość nr ${number}`);
  };
  await listed();
  await expectNoViolations(page, ANY_IMPACT);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await listed();
  expect(await page.title()).not.toBe('1');
});
