import { createHash } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { ACCOUNT_PAGE, DEMO_PASSWORD, signInThroughLoginPage } from './sign-in.ts';

/**
 * The e2e `test`: by default the cookie notice counts as answered (it covers
 * the bottom of the page), and every test fails on an uncaught script error
 * in the page, which a visitor would meet as a broken page. Each test is a
 * visitor of its own network: its browser and API requests name a client
 * address of its own in X-Forwarded-For, which the built server trusts from
 * loopback only (TRUST_PROXY in playwright.config.ts), so the per-address
 * limits (5 forms an hour, card look-ups…) count each test's requests, not
 * the whole run's.
 */
type Options = {
  cookieConsent: 'accepted' | 'unanswered';
  /** A demo customer the page is signed in as before the test (through the real login page once per worker); null: anonymous. */
  customer: string | null;
};
type Fixtures = { failOnPageErrors: void };
/** Cookies of each demo customer's sign-in, per worker: the portal's session and the identity provider's. */
type WorkerFixtures = { signedIn: Map<string, Awaited<ReturnType<BrowserContext['cookies']>>> };

/** Where the shell keeps the visitor's cookie-notice answer (src/shell/client/consent-notice.ts). */
export const CONSENT_STORAGE_KEY = 'portal:cookie-consent';

/** A stable address per test, in the benchmarking range 198.18.0.0/15 (no real client has it). */
export function visitorAddress(testInfo: Pick<TestInfo, 'testId'>): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testInfo.testId).digest();
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

/** Opens the account page with a signed-in browser's cookies; whether the session the page loads is still that customer's. */
async function returnsSignedIn(page: Page, cookies: Parameters<BrowserContext['addCookies']>[0], customer: string): Promise<boolean> {
  await page.context().addCookies(cookies);
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sessionData');
  await page.goto(ACCOUNT_PAGE);
  // A body no longer readable: the page has already left for the login page, so the session was not the customer's.
  const session = (await (await loaded).json().catch(() => null)) as { data?: { userLogin?: string | null } } | null;
  if (session?.data?.userLogin === customer) return true;
  // Signed out, the account page sends the visitor to the login page (its data-auth-redirect): sign-in starts there, afresh
  // (the identity provider's session, which would sign in without its form, goes with the other cookies).
  await page.waitForURL((url) => url.pathname === '/l');
  await page.context().clearCookies();
  return false;
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
  signedIn: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
  cookieConsent: ['accepted', { option: true }],
  customer: [null, { option: true }],
  page: async ({ page, cookieConsent, customer, signedIn }, use) => {
    if (cookieConsent === 'accepted')
      await page.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'all');
        } catch {
          // A document without storage (another site's page a test serves) has no notice to answer.
        }
      }, CONSENT_STORAGE_KEY);
    if (customer) {
      // The first test of a worker signing a customer in goes through the login page; the next ones come back signed in,
      // as the same browser would, and open the page a sign-in lands on. Sign-in itself is the subject of login.spec.ts.
      // A session an earlier test ended (signed out, idle, other devices logged out) is seen in the session the page loads,
      // and the customer signs in again.
      const cookies = signedIn.get(customer);
      if (!cookies || !(await returnsSignedIn(page, cookies, customer))) {
        await signInThroughLoginPage(page, customer, DEMO_PASSWORD);
        signedIn.set(customer, await page.context().cookies());
      }
      await expect(page).toHaveURL(ACCOUNT_PAGE);
    }
    await use(page);
  },
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await use();
      expect(errors, `Nieprzechwycone błędy skryptu na stronie:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
