import { test } from './support/test.ts';
test('scratch', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.text()));
  await page.goto('/');
  await page.route('**/pomoc', async (route) => {
    console.log('route', route.request().isNavigationRequest(), route.request().resourceType());
    if (route.request().isNavigationRequest()) await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.evaluate(() => {
    document.addEventListener('click', (e) => console.log('click', (e.target as HTMLElement).outerHTML, e.defaultPrevented));
    addEventListener('pagehide', () => console.log('pagehide'));
    setInterval(() => console.log('tick', document.querySelector('[data-navigation-notice]')!.hidden), 200);
  });
  await page.getByRole('banner').getByRole('navigation').getByRole('link', { name: 'Pomoc', exact: true }).click();
  await page.waitForTimeout(3000);
});
