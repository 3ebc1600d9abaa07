import type { Page } from '@playwright/test';
import { addToCart, goToSummary, openConfigurator } from '#e2e/support/shop.ts';
import { ACCOUNT_PAGE, DEMO_CUSTOMER, DEMO_PASSWORD, signInThroughLoginPage } from '#e2e/support/sign-in.ts';
import type { Visitor } from './page-slots.ts';

/** The buyer: a prospect, so the offer is theirs to buy; their cart is the only one the bench fills. */
const BUYER = 'klient.k@horyzont.example';

/**
 * How the bench brings a visitor other than the anonymous one about, in a
 * page of the built server: the demo customer signs in as a customer does,
 * through the login page and the embedded identity provider's form (the
 * browser tests' helper); a buyer is another demo customer who has put an
 * offer in the cart and gone on to the summary.
 */
export const prepareVisitor: Record<Exclude<Visitor, 'anonymous'>, (page: Page) => Promise<void>> = {
  customer: async (page) => {
    await signInThroughLoginPage(page, DEMO_CUSTOMER, DEMO_PASSWORD);
    await page.waitForURL(`**${ACCOUNT_PAGE}`);
  },
  'customer-with-cart': async (page) => {
    await signInThroughLoginPage(page, BUYER, DEMO_PASSWORD);
    await page.waitForURL(`**${ACCOUNT_PAGE}`);
    await openConfigurator(page);
    await addToCart(page, 'OTT_STRUMIEN_M', 'Strumień');
    await goToSummary(page);
  },
};
