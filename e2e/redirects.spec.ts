import { site } from './support/seed.ts';
import { expect, test } from './support/test.ts';

/** Spec section 2: a path equal to a rule's source goes to its destination, keeping the query string. */
test.describe('redirect rules from the content system', () => {
  test('/oferta?utm_source=x answers 301 to /oferta-online?utm_source=x', async ({ request }) => {
    const response = await request.get('/oferta?utm_source=x', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/oferta-online?utm_source=x');
  });

  test('the browser ends on the destination with the query string', async ({ page }) => {
    await page.goto('/oferta?utm_source=x&utm_medium=e2e');
    await expect(page).toHaveURL('/oferta-online?utm_source=x&utm_medium=e2e');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const rule of site.redirects) {
    test(`rule ${rule.source} → ${rule.destination}`, async ({ request }) => {
      const response = await request.get(`${rule.source}?kampania=lato`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = new URL(response.headers()['location']!, 'http://origin.invalid');
      const destination = new URL(rule.destination, 'http://origin.invalid');
      expect(location.origin + location.pathname).toBe(destination.origin + destination.pathname);
      expect(location.searchParams.get('kampania')).toBe('lato');
    });
  }
});
