import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The embedding app (spec 4): an allow-listed app shows a portal page in a
 * frame and asks it for the session data with
 * `{ app: 'EXTERNAL', action: 'GET_SESSION_DATA' }`. The app's page is served
 * by the test at the seed's allow-listed origin (and at another one).
 */

const ALLOWED_APP = 'https://aplikacja.horyzont.example';
const OTHER_APP = 'https://obca-aplikacja.example';

type Reply = { origin: string; data: { app: string; action: string; status: string; data: Record<string, unknown> | null } };

/** The app's page: frames `portalUrl`, asks once the frame loads, and keeps the replies. */
async function serveApp(context: BrowserContext, appOrigin: string, portalUrl: string): Promise<void> {
  // In the test the portal runs on loopback, which Chromium keeps from public pages unless the visitor allows it;
  // the real app and portal are both public sites.
  await context.grantPermissions(['local-network-access'], { origin: appOrigin });
  await context.route(`${appOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="pl"><title>Aplikacja</title>
        <iframe id="portal" title="Portal" src="${portalUrl}" width="800" height="600"></iframe>
        <script>
          window.replies = [];
          addEventListener('message', (event) => window.replies.push({ origin: event.origin, data: event.data }));
          window.ask = (action) => document.getElementById('portal').contentWindow.postMessage({ app: 'EXTERNAL', action }, '*');
        </script></html>`,
    }),
  );
}

const portalFrame = (page: Page) => page.frameLocator('#portal');
const replies = (page: Page) => page.evaluate(() => (window as unknown as { replies: Reply[] }).replies);

test.describe('an allow-listed app framing the portal', () => {
  // Here the app is another site than the portal, so the framed portal gets no session cookie (SameSite=Lax) and
  // answers with a visitor's session; the real app shares the portal's site (a subdomain) and gets the customer's.
  test('gets the session data with status OK, from the portal’s origin', async ({ page, context, baseURL }) => {
    await serveApp(context, ALLOWED_APP, `${baseURL}/oferta-online`);
    await page.goto(`${ALLOWED_APP}/`);
    await expect(portalFrame(page).locator('body')).toHaveAttribute('data-app-initialized', 'true');
    await page.evaluate(() => (window as unknown as { ask: (action: string) => void }).ask('GET_SESSION_DATA'));
    await expect.poll(() => replies(page)).toHaveLength(1);
    const [reply] = await replies(page);
    expect(reply!.origin).toBe(new URL(baseURL!).origin);
    expect(reply!.data).toMatchObject({ app: 'EXTERNAL', action: 'GET_SESSION_DATA', status: 'OK' });
    expect(reply!.data.data).toMatchObject({ userLogin: null, appActionType: 'NO_ACTION', cart: { cartStatus: 'OPEN', currentStage: 'PACKAGE' } });
  });
});

test('an unsupported action gets no answer', async ({ page, context, baseURL }) => {
  await serveApp(context, ALLOWED_APP, `${baseURL}/oferta-online`);
  await page.goto(`${ALLOWED_APP}/`);
  await expect(portalFrame(page).locator('body')).toHaveAttribute('data-app-initialized', 'true');
  const reported = page.waitForEvent('console', (message) => message.text().includes('unsupported action "LOGOUT"'));
  await page.evaluate(() => (window as unknown as { ask: (action: string) => void }).ask('LOGOUT'));
  await reported;
  expect(await replies(page)).toEqual([]);
});

test('another site cannot show the portal in a frame', async ({ page, context, baseURL }) => {
  await serveApp(context, OTHER_APP, `${baseURL}/oferta-online`);
  const blocked = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(`${OTHER_APP}/`);
  await blocked;
  await expect(portalFrame(page).getByRole('main')).toHaveCount(0);
});
