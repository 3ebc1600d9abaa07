import { test as base, expect } from '@playwright/test';
import { ACCOUNT_PAGE, DEMO_PASSWORD, signInThroughLoginPage } from './sign-in.ts';

/**
 * The e2e `test`: by default the cookie notice counts as answered (it covers
 * the bottom of the page), and every test fails on an uncaught script error
 * in the page, which a visitor would meet as a broken page.
 */
type Options = {
  cookieConsent: 'accepted' | 'unanswered';
  /** A demo customer the page is signed in as (through the real login page) before the test; null: anonymous. */
  customer: string | null;
};
type Fixtures = { failOnPageErrors: void };

/** Where the shell keeps the visitor's cookie-notice answer (src/shell/client/consent-notice.ts). */
export const CONSENT_STORAGE_KEY = 'portal:cookie-consent';

export const test = base.extend<Options & Fixtures>({
  cookieConsent: ['accepted', { option: true }],
  customer: [null, { option: true }],
  page: async ({ page, cookieConsent, customer }, use) => {
    if (cookieConsent === 'accepted')
      await page.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'all');
        } catch {
          // A document without storage (another site's page a test serves) has no notice to answer.
        }
      }, CONSENT_STORAGE_KEY);
    if (customer) {
      await signInThroughLoginPage(page, customer, DEMO_PASSWORD);
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
