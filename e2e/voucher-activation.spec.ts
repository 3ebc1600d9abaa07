import type { Locator, Page } from '@playwright/test';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { DEMO_PASSWORD, submitLoginForm } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Voucher activation on the real customer API, as a new user does it, on the
 * four voucher pages (our own and the three partners'). A code is single-use,
 * so each test that activates has its own demo code (*TEST000nn, migration
 * 0019) and its own demo customer (klient.voucher-*), whose services no other
 * test looks at. Checks and activations count against the limit per client
 * address (30 in 10 minutes, every browser test comes from 127.0.0.1): this
 * file makes about fifteen.
 */

const PAGES = {
  HORYZONT: '/aktywuj-voucher',
  TENNIS: '/aktywuj-voucher/tenis',
  BANK_PARTNER: '/aktywuj-voucher/partner-bankowy',
  POLISH_BANK: '/aktywuj-voucher/bank',
} as const;
const MY_SERVICES = '/oferta-online/moje-uslugi';
const SUMMARY = '/oferta-online/podsumowanie';
const WRONG_CRITERIA = '/partner/niespelnione-kryteria';
const FLOW_KEY = 'portal:voucher-activation';
const DAY = /\d{2}\.\d{2}\.\d{4}/;

async function openVoucherPage(page: Page, path: string, heading = 'Aktywuj kod'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // „Sprawdź kod” turns on once the island runs and knows the session; a code typed before that, into the page's HTML,
  // does not reach the island (CI: the check then ran on an empty field).
  await expect(page.getByRole('button', { name: 'Sprawdź kod' })).toBeEnabled();
}

/** Types the code and asks „Sprawdź kod”; answers the result's section, which has the focus. */
async function checkCode(page: Page, typed: string, grouped: string): Promise<Locator> {
  await page.getByLabel('Kod z vouchera').fill(typed);
  await page.getByRole('button', { name: 'Sprawdź kod' }).click();
  const heading = page.getByRole('heading', { level: 3, name: `Kod ${grouped}` });
  await expect(heading).toBeFocused();
  return page.getByRole('region', { name: `Kod ${grouped}` });
}

/** „Aktywuj”, then the confirmation, which takes the focus; answers its text. */
async function activate(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Aktywuj' }).dblclick();
  const done = page.getByRole('heading', { level: 2, name: 'Voucher aktywowany' });
  await expect(done).toBeFocused();
  return (await page.getByRole('region', { name: 'Voucher aktywowany' }).textContent()) ?? '';
}

/** The product as „Moje usługi” lists it. */
const productIn = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

test('a visitor checks our own voucher, signs in on the way, comes back with the code kept and finds Strumień in „Moje usługi”', async ({ page }) => {
  await openVoucherPage(page, PAGES.HORYZONT);
  const result = await checkCode(page, 'hrzt-est0-0001', 'HRZT-EST0-0001');
  await expect(result).toContainText('Daje: Strumień – plan standardowy – 2 miesiące bez opłat.');
  await expect(result).toContainText(DAY);
  await expect(result.getByRole('button', { name: 'Aktywuj' })).toHaveCount(0);
  await expectNoViolations(page, ANY_IMPACT);

  await result.getByRole('link', { name: 'Zaloguj się' }).click();
  await submitLoginForm(page, 'klient.voucher-uslugi@horyzont.example', DEMO_PASSWORD);
  await expect(page).toHaveURL(PAGES.HORYZONT);
  await expect(page.getByLabel('Kod z vouchera')).toHaveValue('HRZT-EST0-0001');
  await expect(page.getByRole('button', { name: 'Aktywuj' })).toBeVisible();

  const confirmation = await activate(page);
  expect(confirmation).toMatch(/Strumień – plan standardowy działa na Twoim koncie bez opłat do \d{2}\.\d{2}\.\d{4}\./);
  const until = DAY.exec(confirmation)?.[0] ?? '';
  expect(await page.evaluate((key) => sessionStorage.getItem(key), FLOW_KEY)).toBeNull();
  await expectNoViolations(page, ANY_IMPACT);

  await page.getByRole('link', { name: 'Przejdź do „Moich usług”' }).click();
  await expect(page).toHaveURL(MY_SERVICES);
  const strumien = productIn(page, 'Strumień – plan standardowy');
  await expect(strumien).toContainText(`zaplanowane wyłączenie z dniem ${until}`);
  await expect(strumien).toContainText(/0,00\szł/);
});

test.describe('a customer with Komfort', () => {
  test.use({ customer: 'klient.voucher-sport@horyzont.example' });

  test('activates the tennis voucher and gets Sport Horyzont for a month', async ({ page }) => {
    await openVoucherPage(page, PAGES.TENNIS, 'Aktywuj voucher z biletu');
    const result = await checkCode(page, 'TNST EST0 0001', 'TNST-EST0-0001');
    await expect(result).toContainText('Daje: Sport Horyzont – 1 miesiąc bez opłat.');
    expect(await activate(page)).toContain('Sport Horyzont działa na Twoim koncie bez opłat do');
    await page.goto(MY_SERVICES);
    await expect(productIn(page, 'Sport Horyzont')).toContainText('zaplanowane wyłączenie z dniem');
  });
});

test.describe('a customer with Strumień and no package', () => {
  test.use({ customer: 'klient.voucher-bank@horyzont.example' });

  test('activates the Polish bank’s voucher and gets Start for six months', async ({ page }) => {
    await openVoucherPage(page, PAGES.POLISH_BANK);
    const result = await checkCode(page, 'PLBTEST00001', 'PLBT-EST0-0001');
    await expect(result).toContainText('Daje: Pakiet Start – 6 miesięcy bez opłat.');
    expect(await activate(page)).toContain('Pakiet Start działa na Twoim koncie bez opłat do');
    await page.goto(MY_SERVICES);
    await expect(productIn(page, 'Pakiet Start')).toContainText('zaplanowane wyłączenie z dniem');
  });
});

test.describe('a prospect (only a K contract)', () => {
  test.use({ customer: 'klient.voucher-koszyk@horyzont.example' });

  test('activates the bank partner’s voucher into the cart and goes on to the order summary with nothing to pay', async ({ page }) => {
    await openVoucherPage(page, PAGES.BANK_PARTNER);
    const result = await checkCode(page, 'BNKTEST00001', 'BNKT-EST0-0001');
    await expect(result).toContainText('Daje: Pakiet Komfort – 3 miesiące bez opłat.');
    await page.getByRole('button', { name: 'Aktywuj' }).click();
    await expect(page).toHaveURL(SUMMARY);
    const main = page.getByRole('main');
    await expect(main).toContainText('Komfort');
    await expect(main.getByRole('row', { name: /Kod rabatowy BNKTEST00001/ })).toContainText(/49,99\szł/);
    await expect(main.getByTestId('order-total')).toHaveText(/^0,00\szł$/);
    await expectNoViolations(page, ANY_IMPACT);
  });
});

test('codes refused in place: letters only and too short before any call, expired and used up in the server’s words; another partner’s code leads to the wrong-criteria page', async ({
  page,
}) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/voucher/check')) checks.push(request.postData() ?? '');
  });
  await openVoucherPage(page, PAGES.HORYZONT);
  const field = page.getByLabel('Kod z vouchera');
  const check = page.getByRole('button', { name: 'Sprawdź kod' });

  await field.fill('HRZDEMABCDEF');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText('Kod zawiera też cyfry. Sprawdź, czy przepisałeś go w całości.');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('HRZ123');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText('Kod jest za krótki: ma 12 znaków.');
  await expect(field).toHaveAccessibleDescription(/Kod jest za krótki: ma 12 znaków\./);
  await expectNoViolations(page, ANY_IMPACT);
  expect(checks).toEqual([]);

  await field.fill('HRZWYGASL001');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText('Ten kod stracił ważność – termin jego aktywacji minął.');
  await field.fill('HRZZUZYTY001');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText('Ten kod został już wykorzystany.');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
  expect(checks).toHaveLength(2);

  await openVoucherPage(page, PAGES.POLISH_BANK);
  await page.getByLabel('Kod z vouchera').fill('TNSDEMA12345');
  await page.getByRole('button', { name: 'Sprawdź kod' }).click();
  await expect(page).toHaveURL(WRONG_CRITERIA);
  await expect(page.getByText('Kod, który wpisałeś, należy do innej oferty partnerskiej')).toBeVisible();
  await expectNoViolations(page, ANY_IMPACT);
});
