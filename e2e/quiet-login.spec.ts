import { ANY_IMPACT, expectNoViolations } from './support/axe.ts';
import { shell } from './support/shell.ts';
import { ACCOUNT_PAGE } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/**
 * Session calls of self-care (issue 14 item 8) on the real customer API and
 * the embedded identity provider. A signed-in customer loses the portal's
 * session cookie (the provider's stays): opening my account signs them in
 * again through the provider's prompt=none round trip, without its form.
 * With the provider's cookies gone too, the same visit ends on the login
 * page after one attempt. Meanwhile every signed-in page keeps the session
 * alive with account/refreshToken and its path. klient.karta's data is only
 * read here (the sessions are the test's own).
 */

test.use({ customer: 'klient.karta@horyzont.example' });

const PAYMENTS = '/oferta-online/moje-konto/moje-platnosci';

test('a lost portal session comes back without the provider’s form; without the provider’s session the visitor lands on the login page', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(new URL(request.url()).pathname);
  });
  // The paths account/refreshToken was sent with (the page the fixture signed in on may still send its own).
  const refreshed: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/account/refreshToken') && request.method() === 'POST')
      refreshed.push((request.postDataJSON() as { path: string }).path);
  });

  // Signed in (the fixture went through the login page): each page opened refreshes the session with its path.
  refreshed.length = 0;
  await page.goto(PAYMENTS);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect.poll(() => refreshed).toContain(PAYMENTS);

  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('SESSION');
  // The provider's own session cookie is there, and is not the portal's.
  expect(cookies.some((cookie) => cookie.name.startsWith('_session'))).toBe(true);
  await page.context().clearCookies({ name: 'SESSION' });

  visited.length = 0;
  refreshed.length = 0;
  await page.goto(ACCOUNT_PAGE);
  await expect(page).toHaveURL(ACCOUNT_PAGE);
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  // Through the provider and back, never to its form or to the login page.
  expect(visited).toContain('/api/quietLogin/start');
  expect(visited).toContain('/oidc/auth');
  expect(visited.filter((path) => path.startsWith('/oidc/interaction') || path === '/l')).toEqual([]);
  await expect.poll(() => refreshed).toContain(ACCOUNT_PAGE);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('SESSION');
  const ui = shell(page);
  await ui.userMenuButton.click();
  await expect(ui.userPanel.getByRole('link', { name: 'Wyloguj się' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoViolations(page, ANY_IMPACT);

  // Both sessions gone: one attempt through the provider, then the login page (no loop).
  await page.context().clearCookies();
  visited.length = 0;
  await page.goto(ACCOUNT_PAGE);
  await expect(page).toHaveURL('/l');
  await expect(page.locator('body')).toHaveAttribute('data-app-initialized', 'true');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true })).toBeVisible();
  expect(visited.filter((path) => path === '/api/quietLogin/start')).toHaveLength(1);
  expect(visited.filter((path) => path.startsWith('/oidc/interaction'))).toEqual([]);
  await expectNoViolations(page, ANY_IMPACT);

  // The login page's link still leads back to my account once signed in with the form.
  await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się', exact: true })).toHaveAttribute(
    'href',
    /returnTo=%2Foferta-online%2Fmoje-konto/,
  );
});
