import type { Page } from '@playwright/test';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { expectDelivered } from './support/webhook.ts';

/**
 * The support area (issue 15): the header's search with suggestions and the
 * results page, the article rating, and the contact dialogs (the contact
 * form, booking a call of either team, the hotline, the content dialogs).
 */

const CARD_ARTICLE = '/pomoc/platnosci/jak-dodac-karte';
const CARD_TITLE = 'Jak dodać lub zmienić kartę płatniczą';

/** A person takes longer than the forms' minimum fill time; sooner, the form is taken for a bot's (answered as sent, kept nowhere). */
const humanPace = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 500);

test('a visitor searches „platnosc karta” from the header, picks the suggestion by keyboard and reads the article', async ({ page }) => {
  await page.goto('/pomoc');
  await page.getByRole('banner').getByRole('link', { name: 'Szukaj' }).click();
  const field = page.getByRole('combobox', { name: 'Szukaj w pomocy' });
  await expect(field).toBeFocused();
  await field.pressSequentially('platnosc karta');
  const suggestions = page.getByRole('listbox', { name: 'Podpowiedzi' });
  await expect(suggestions.getByRole('option').first()).toContainText(CARD_TITLE);
  // The matched words are marked in the suggestion, and the count is announced.
  await expect(suggestions.getByRole('option').first().locator('mark').first()).toHaveText(/kart/i);
  await expect(page.locator('#search-panel [role="status"]')).toContainText('Podpowiedzi:');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expectNoViolations(page, ANY_IMPACT);

  await field.press('ArrowDown');
  await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(CARD_ARTICLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARD_TITLE);
});

test('with a typo and no diacritics the / key opens the search and Enter lists the article first on the results page', async ({ page }) => {
  await page.goto('/pomoc/dekodery');
  await page.keyboard.press('/');
  const field = page.getByRole('combobox', { name: 'Szukaj w pomocy' });
  await expect(field).toBeFocused();
  await field.fill('platnsc karta');
  await expect(page.getByRole('listbox', { name: 'Podpowiedzi' }).getByRole('option').first()).toContainText(CARD_TITLE);
  // Escape closes the list, then the panel.
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('Enter');

  await expect(page).toHaveURL(/\/wyniki-wyszukiwania\?q=platnsc\+karta$/);
  const results = page.locator('.search-results__list > li');
  await expect(results.first().getByRole('link')).toHaveText(CARD_TITLE);
  await expect(page.getByText(/Wyniki 1–\d+ z \d+ dla „platnsc karta”/)).toBeVisible();

  // The category filter narrows the list to the category's articles.
  const filter = page.getByRole('navigation', { name: 'Kategoria' });
  await filter.getByRole('link', { name: /Dekodery/ }).click();
  await expect(filter.getByRole('link', { name: /Dekodery/ })).toHaveAttribute('aria-current', 'page');
  await expect(results.first()).toContainText('Dekodery i odbiór sygnału');
  await expectNoViolations(page, ANY_IMPACT);

  await filter.getByRole('link', { name: 'Wszystkie' }).click();
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(CARD_ARTICLE);
});

test('the results page: nothing found leads to the contact channels; markup and a 10,000-character query change nothing', async ({ page }) => {
  await page.goto('/wyniki-wyszukiwania?q=' + encodeURIComponent('<script>alert(1)</script> zzzqqxx'));
  await expect(page.getByText('Nic nie znaleźliśmy dla „<script>alert(1)</script> zzzqqxx”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Napisz do nas' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zamów rozmowę z konsultantem' }).first()).toBeVisible();

  const response = await page.goto('/wyniki-wyszukiwania?q=' + 'a'.repeat(10_000));
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Zapytanie może mieć najwyżej 200 znaków.')).toBeVisible();
});

test('the search results page works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/wyniki-wyszukiwania');
  await page.getByRole('searchbox', { name: 'Szukaj w pomocy' }).fill('zmiana hasła');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.locator('.search-results__list > li').first()).toBeVisible();
  await expect(page.locator('.search-results__list mark').first()).toBeVisible();
  await context.close();
});

test('a visitor rates an article as helpful and adds a comment', async ({ page }) => {
  await page.goto(CARD_ARTICLE);
  const rating = page.getByRole('region', { name: 'Czy ten artykuł był pomocny?' });
  await rating.getByRole('button', { name: 'Tak' }).click();
  await expect(rating.getByRole('status')).toContainText(/^Dziękujemy za opinię\. Pomocny dla [1-9]\d* z [1-9]\d* os/);
  await expect(rating.getByRole('button', { name: 'Tak' })).toBeHidden();

  const comment = rating.getByLabel('Co możemy poprawić? (opcjonalnie)');
  await rating.getByRole('button', { name: 'Wyślij komentarz' }).click();
  await expect(comment).toHaveAccessibleDescription('Wpisz komentarz albo pomiń to pole.');
  await comment.fill('Przydałby się zrzut ekranu.');
  await rating.getByRole('button', { name: 'Wyślij komentarz' }).click();
  await expect(rating.getByRole('status')).toHaveText('Dziękujemy, komentarz został wysłany.');
  await expectNoViolations(page, ANY_IMPACT);
});

test('a visitor books a call: picks a working day and a free hour, leaves a phone number and gets the booking confirmed', async ({
  page,
  request,
}) => {
  await page.goto('/kontakt');
  await page.getByRole('link', { name: 'Zamów rozmowę z konsultantem' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Zamów rozmowę z konsultantem' });
  const days = dialog.getByRole('group', { name: 'Dzień rozmowy' }).getByRole('radio');
  await expect(days.first()).toBeVisible();
  expect(await days.count()).toBe(7);
  await expectNoViolations(page, ANY_IMPACT);

  // Without a day and hour the booking is refused beside the choice.
  await dialog.getByRole('button', { name: 'Zamów rozmowę' }).click();
  await expect(dialog.getByText('Wybierz dzień rozmowy.')).toBeVisible();

  const dayLabel = (await days.nth(1).locator('xpath=..').innerText()).trim();
  await days.nth(1).check();
  const hours = dialog.getByRole('group', { name: 'Godzina rozmowy' });
  await hours.getByRole('radio', { name: '10:00–11:00' }).check();
  await dialog.getByLabel('Numer telefonu').fill('12345');
  await dialog.getByLabel('Temat rozmowy').selectOption({ label: 'Płatności' });
  await dialog.getByRole('checkbox').check();
  await humanPace(page);
  await dialog.getByRole('button', { name: 'Zamów rozmowę' }).click();
  // The server's refusal of the number, beside the field, and nothing booked.
  await expect(dialog.getByLabel('Numer telefonu')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Numer telefonu').fill('601 000 102');
  await dialog.getByRole('button', { name: 'Zamów rozmowę' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Rozmowa zarezerwowana: ${dayLabel}, 10:00–11:00. Konsultant zadzwoni pod podany numer.`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const booking = await expectDelivered(request, '601 000 102');
  expect(booking.body).toMatchObject({ type: 'form.book-a-call', data: { slot: '10:00' } });
});

test('the prepaid card page books a call with the prepaid team, whose hours are shorter', async ({ page }) => {
  await page.goto('/status-karty');
  await page.getByRole('link', { name: 'Zamów rozmowę z konsultantem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zamów rozmowę – oferta na kartę' });
  await dialog.getByRole('group', { name: 'Dzień rozmowy' }).getByRole('radio').nth(1).check();
  const hours = dialog.getByRole('group', { name: 'Godzina rozmowy' }).getByRole('radio');
  await expect(hours.first()).toHaveAccessibleName(/^10:00–11:00/);
  await expect(hours.last()).toHaveAccessibleName(/^17:00–18:00/);
});

test('the e-mail link of the help page opens the contact form in a dialog, sent once and thanked', async ({ page, request }) => {
  await page.goto('/pomoc');
  await page.getByRole('link', { name: 'kontakt@horyzont.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Napisz do nas' });
  const text = `Pytanie z okna pomocy ${Date.now()}`;
  await dialog.getByLabel('Imię i nazwisko').fill('Adam Nowak');
  await dialog.getByLabel('Adres e-mail').fill('adam.nowak@example.pl');
  await dialog.getByLabel('Temat').selectOption({ index: 1 });
  await dialog.getByLabel('Treść wiadomości').fill(text);
  await dialog.getByRole('checkbox').check();
  await humanPace(page);
  await dialog.getByRole('button', { name: 'Wyślij wiadomość' }).dblclick();
  await expect(dialog.getByRole('status')).toBeVisible();
  await expectNoViolations(page, ANY_IMPACT);

  expect((await expectDelivered(request, text)).times).toBe(1);
});

test('the hotline dialog gives the number, hours and cost; a content dialog shows its text', async ({ page }) => {
  await page.goto('/kontakt');
  await page.getByRole('link', { name: '801 234 567' }).click();
  const hotline = page.getByRole('dialog', { name: 'Infolinia' });
  await expect(hotline.getByRole('link', { name: 'Zadzwoń: 801 234 567' })).toHaveAttribute('href', 'tel:+48801234567');
  await expect(hotline).toContainText('Codziennie 8:00–22:00');
  await expect(hotline).toContainText('Opłata zgodna z cennikiem');
  await page.keyboard.press('Escape');
  await expect(hotline).toBeHidden();
  await expect(page.getByRole('link', { name: '801 234 567' })).toBeFocused();

  await page.goto('/telewizja-satelitarna');
  await page.getByText('Jakie dekodery obsługują pakiety satelitarne?').click();
  const decoders = page.getByRole('dialog', { name: 'Dekodery Telewizji Horyzont' });
  await expect(decoders).toContainText('Horyzont 4K Box');
  await expectNoViolations(page, ANY_IMPACT);
});
