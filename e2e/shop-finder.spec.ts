import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { salonSchema } from '#content-schema/salons.ts';
import { openingState } from '#domain/opening-hours.ts';
import { inListOrder } from '#shop-finder/find-salons.ts';
import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * The shop finder /salony (issue 16): finding a salon by city or postal code
 * with and without JavaScript, which are open now (computed by the server at
 * the request, judged here by the same domain rule at the same minute),
 * „Najbliżej mnie” with the browser's location, the map's marker links, the
 * structured data within the CSP, and the page's own Permissions-Policy.
 */

const FINDER = '/salony';
const salons = inListOrder(
  (JSON.parse(readFileSync(new URL('../src/content-system/seed/salons.json', import.meta.url), 'utf8')) as unknown[]).map((raw) =>
    salonSchema.parse(raw),
  ),
);

const list = (page: Page) => page.getByRole('list', { name: 'Lista salonów' });
const salonNames = (page: Page) => list(page).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
const place = (page: Page) => page.getByRole('combobox', { name: 'Miasto lub kod pocztowy' });

test('a visitor finds the salons of Kraków by typing the city without Polish letters, and a map marker leads to one', async ({ page }) => {
  await page.goto(FINDER);
  await expect(page.getByRole('status').filter({ hasText: 'Pokazujemy wszystkie salony' })).toHaveText(
    `Pokazujemy wszystkie salony (${salons.length}).`,
  );
  await expect(page.getByRole('group', { name: 'Mapa salonów Telewizji Horyzont' }).getByRole('link')).toHaveCount(salons.length);

  await place(page).fill('krakow');
  await page.getByRole('button', { name: 'Pokaż salony' }).click();
  await expect(page).toHaveURL(`${FINDER}?miasto=krakow`);
  await expect(page.getByRole('status').filter({ hasText: 'Znaleźliśmy' })).toHaveText('Znaleźliśmy 3 salony dla „krakow”.');
  expect(await salonNames(page)).toEqual(['Salon Kraków – Nowa Huta', 'Salon Kraków – Podgórze', 'Salon Kraków – Stare Miasto']);
  await expect(place(page)).toHaveValue('krakow');

  const map = page.getByRole('group', { name: 'Mapa salonów Telewizji Horyzont' });
  await expect(map.getByRole('link')).toHaveCount(3);
  await map.getByRole('link', { name: 'Salon Kraków – Podgórze, ul. Wiślana 30, Kraków' }).click();
  await expect(page).toHaveURL(/#salon-krakow-podgorze$/);
  const entry = page.locator('#salon-krakow-podgorze');
  await expect(entry).toBeInViewport();
  await expect(entry.getByRole('link', { name: '125 550 230' })).toHaveAttribute('href', 'tel:+48125550230');
  await expectNoViolations(page, ANY_IMPACT);
});

test('without JavaScript the list, the map and the filter by postal code work, and „Najbliżej mnie” is not offered', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(FINDER);
  await expect(list(page).getByRole('listitem')).toHaveCount(salons.length);
  await expect(page.getByRole('group', { name: 'Mapa salonów Telewizji Horyzont' }).locator('path')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Najbliżej mnie' })).toBeHidden();

  await place(page).fill('31');
  await page.getByRole('button', { name: 'Pokaż salony' }).click();
  await expect(page).toHaveURL(`${FINDER}?miasto=31`);
  expect(await salonNames(page)).toEqual(['Salon Kraków – Nowa Huta', 'Salon Kraków – Stare Miasto']);
  await expect(page.getByRole('group', { name: 'Mapa salonów Telewizji Horyzont' }).getByRole('link')).toHaveCount(2);

  await page.getByRole('link', { name: 'Pokaż wszystkie salony' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(salons.length);
  await context.close();
});

test('„Otwarte teraz” keeps the salons open at the request, as the opening-hours rule says for Warsaw’s clock now', async ({ page }) => {
  // The server judges at the request; the same rule is asked here just before and after it, so a minute turning in between cannot fail the test.
  const openAt = (now: Date) => salons.filter((salon) => openingState(salon, now).kind === 'open').map((salon) => salon.name);
  const before = openAt(new Date());
  await page.goto(FINDER);
  await page.getByRole('checkbox', { name: 'Otwarte teraz' }).check();
  await page.getByRole('button', { name: 'Pokaż salony' }).click();
  await expect(page).toHaveURL(`${FINDER}?miasto=&otwarte=tak`);
  const after = openAt(new Date());
  await expect(page.getByRole('checkbox', { name: 'Otwarte teraz' })).toBeChecked();

  const shown = await salonNames(page);
  expect([before, after]).toContainEqual(shown);
  if (shown.length) {
    for (const state of await list(page).locator('.salon__state strong').allTextContents())
      expect(state).toMatch(/^Otwarte teraz, do \d{1,2}:\d{2}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Znaleźliśmy' })).toContainText('– otwarte teraz.');
  } else {
    await expect(page.getByRole('status').filter({ hasText: 'Nie znaleźliśmy' })).toHaveText('Nie znaleźliśmy otwartego teraz salonu.');
  }

  // Unfiltered, every salon carries the state the rule gives it now.
  const judged = new Date();
  await page.goto(FINDER);
  const states = await list(page)
    .locator('.salon')
    .evaluateAll((entries) => entries.map((entry) => [entry.id, (entry.querySelector('[data-state]') as HTMLElement).dataset.state]));
  const expected = (now: Date) => salons.map((salon) => [`salon-${salon.id}`, openingState(salon, now).kind]);
  expect([expected(judged), expected(new Date())]).toContainEqual(states);
});

test.describe('„Najbliżej mnie”', () => {
  // A visitor in Łódź, near the city's salon.
  test.use({ geolocation: { latitude: 51.7592, longitude: 19.456 }, permissions: ['geolocation'] });

  test('asks for the location only when pressed, then lists the nearest salon first and says so', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      (window as unknown as { locationAsked: number }).locationAsked = 0;
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        (window as unknown as { locationAsked: number }).locationAsked++;
        ask(...args);
      };
    });
    const nearMeCode: string[] = [];
    page.on('request', (request) => {
      if (/near-me/.test(request.url())) nearMeCode.push(request.url());
    });
    await page.goto(FINDER);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { locationAsked: number }).locationAsked)).toBe(0);
    expect(nearMeCode).toEqual([]);

    await page.getByRole('button', { name: 'Najbliżej mnie' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Salony ułożone od najbliższego' });
    await expect(status).toHaveText(/^Salony ułożone od najbliższego\. Najbliżej jest Salon Łódź, \d,\d km od Ciebie\.$/);
    expect((await salonNames(page))[0]).toBe('Salon Łódź');
    expect(new Set(await salonNames(page))).toEqual(new Set(salons.map((salon) => salon.name)));
    await expect(list(page).getByRole('listitem').first().locator('[data-distance]')).toHaveText(/^\d,\d km od Ciebie$/);
    expect(await page.evaluate(() => (window as unknown as { locationAsked: number }).locationAsked)).toBe(1);
    expect(nearMeCode).toHaveLength(1);
    await expectNoViolations(page, ANY_IMPACT);
  });

  test('says in Polish that the location was refused', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(FINDER);
    await page.getByRole('button', { name: 'Najbliżej mnie' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'położenia' })).toHaveText(
      'Nie mamy zgody na ustalenie Twojego położenia. Zezwól na to w przeglądarce albo wpisz miasto lub kod pocztowy.',
    );
    expect((await salonNames(page))[0]).toBe(salons[0]!.name);
  });

  test('is allowed by the Permissions-Policy of /salony alone: another page cannot get the location even when granted', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['geolocation']);
    for (const path of [FINDER, `${FINDER}?miasto=Gda%C5%84sk&otwarte=tak`])
      expect((await request.get(path)).headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(self), payment=(self)');
    for (const path of ['/', '/kontakt', '/wyniki-wyszukiwania?q=karta', '/pomoc'])
      expect((await request.get(path)).headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');

    const locate = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            navigator.geolocation.getCurrentPosition(
              (position) => resolve(`${position.coords.latitude.toFixed(2)}`),
              (error) => resolve(`refused ${error.code}`),
            ),
          ),
      );
    await page.goto(FINDER);
    expect(await locate()).toBe('51.76');
    await page.goto('/kontakt');
    expect(await locate()).toBe('refused 1');
  });
});

test('describes the salons as LocalBusiness structured data within the page’s Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`));
  });
  const response = await page.goto(`${FINDER}?miasto=Gda%C5%84sk`);
  expect(response!.headers()['content-security-policy']).toContain('script-src');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as {
    '@graph': Array<{ '@type': string; name: string }>;
  };
  expect(data['@graph']).toHaveLength(salons.length);
  expect(data['@graph'].every((business) => business['@type'] === 'LocalBusiness')).toBe(true);
  expect(data['@graph'].map((business) => business.name)).toContain('Salon Gdańsk');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});
