import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { meanItem, openCardGateway, PAYMENTS_PAGE, saveCard } from './support/payment-means.ts';
import { expect, test } from './support/test.ts';

/**
 * My payments (issue 14 item 2) on the real customer API and the embedded
 * payment gateway, as a customer walks it. Each customer here is one no
 * other browser test signs in as.
 */

test.describe('a card customer', () => {
  test.use({ customer: 'klient.platnosci@horyzont.example' });

  test('sees the schedule, adds a second card through the gateway window, then removes the old one', async ({ page }) => {
    await page.goto(PAYMENTS_PAGE);
    await expect(page.getByText(/^Najbliższa płatność: 49,99\szł, \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    const firstMonth = page.getByRole('table', { name: 'Płatności w kolejnych miesiącach' }).getByRole('row').nth(1);
    await expect(firstMonth).toContainText('49,99 zł');
    await firstMonth.getByRole('button', { name: /^Szczegóły płatności: / }).click();
    const details = page.getByRole('dialog', { name: /^Płatności w miesiącu / });
    await expect(details.getByRole('row', { name: /Komfort/ })).toContainText('49,99 zł');
    await expectNoViolations(page, ANY_IMPACT);
    await details.getByRole('button', { name: 'Zamknij' }).last().click();

    const old = meanItem(page, 'Karta •••• 5100');
    await expect(old).toContainText('Karta wkrótce straci ważność. Dodaj nową kartę.');
    await expectNoViolations(page, ANY_IMPACT);

    const gateway = await openCardGateway(page);
    await expectNoViolations(page, ANY_IMPACT);
    await saveCard(gateway, '4242 4242 4242 4242');
    const result = page.getByRole('dialog', { name: 'Dodawanie metody płatności' });
    await expect(result.getByRole('status')).toHaveText('Dodaliśmy metodę płatności: Karta •••• 4242.');
    await expectNoViolations(page, ANY_IMPACT);
    await result.getByRole('button', { name: 'Gotowe' }).click();
    await expect(meanItem(page, 'Karta •••• 4242')).toContainText('Z tej karty pobieramy opłaty');
    await expect(old).toBeVisible();

    await old.getByRole('button', { name: 'Usuń: Karta •••• 5100' }).click();
    const propose = page.getByRole('dialog', { name: 'Usunąć kartę?' });
    await expect(propose).toContainText('Kolejne opłaty pobierzemy inną zapisaną metodą płatności.');
    await expectNoViolations(page, ANY_IMPACT);
    await propose.getByRole('button', { name: 'Usuń kartę' }).dblclick();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Usunęliśmy metodę płatności: Karta •••• 5100.');
    await expect(old).toHaveCount(0);

    await page.reload();
    await expect(meanItem(page, 'Karta •••• 4242')).toBeVisible();
    await expect(meanItem(page, 'Karta •••• 5100')).toHaveCount(0);
  });
});

test.describe('an operator-billing customer', () => {
  test.use({ customer: 'klient.operator-pin@horyzont.example' });

  test('confirms a number with the PIN from the SMS and pays through Operator B from then on', async ({ page }) => {
    await page.goto(PAYMENTS_PAGE);
    await page.getByRole('button', { name: 'Dodaj metodę płatności' }).click();
    await page
      .getByRole('dialog', { name: 'Dodaj metodę płatności' })
      .getByRole('button', { name: 'Wybierz: Rachunek operatora komórkowego' })
      .click();
    const operators = page.getByRole('dialog', { name: 'Rachunek operatora komórkowego' });
    await expectNoViolations(page, ANY_IMPACT);
    await operators.getByRole('button', { name: 'Dopisz do rachunku Operatora B' }).click();

    const number = page.getByRole('dialog', { name: 'Numer telefonu' });
    await number.getByLabel('Numer telefonu w sieci operatora').fill('601 000 124');
    await number.getByRole('checkbox', { name: /rachunku u mojego operatora/ }).check();
    await number.getByRole('button', { name: 'Wyślij kod PIN' }).click();
    await expect(number.getByRole('alert')).toHaveText('Ten numer należy do innego operatora. Wybierz właściwego operatora.');
    await expectNoViolations(page, ANY_IMPACT);
    await number.getByLabel('Numer telefonu w sieci operatora').fill('602 000 124');
    await number.getByRole('button', { name: 'Wyślij kod PIN' }).click();

    const pin = page.getByRole('dialog', { name: 'Kod PIN' });
    await expect(pin).toContainText('Wysłaliśmy SMS z kodem PIN na numer 602 000 124.');
    await expectNoViolations(page, ANY_IMPACT);
    const [gateway] = await Promise.all([page.waitForEvent('popup'), pin.getByRole('button', { name: 'Wpisz kod PIN' }).click()]);
    const sms = await gateway.getByText(/Twój kod PIN to \d{4}/).textContent();
    await gateway.getByLabel('Kod PIN z SMS-a').fill(/(\d{4})/.exec(sms ?? '')![1]!);
    await gateway.getByRole('button', { name: 'Potwierdź' }).click();

    const result = page.getByRole('dialog', { name: 'Dodawanie metody płatności' });
    await expect(result.getByRole('status')).toHaveText('Dodaliśmy metodę płatności: Operator B, numer 602 000 124.');
    await result.getByRole('button', { name: 'Gotowe' }).click();
    await page.reload();
    await expect(meanItem(page, 'Operator B, numer 602 000 124')).toContainText('Zapłać z Operatorem B');
  });
});
