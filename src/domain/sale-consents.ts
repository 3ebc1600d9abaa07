import { isGiven, MARKETING_CONSENT, PERSONALISATION_CONSENT } from './consents.ts';
import type { Consent } from './session.ts';

/**
 * The sale consents a cart carries (spec 3 "Consent", spec 4 "Sale
 * consents"): the two named consents, each required for the sale-consent
 * discount (indiscount "1"). Values are 1 or 0. The list is the one place
 * that says which consents a sale asks for and which of them the discount
 * needs; a consent added here with indiscount "0" is optional.
 */

export const SALE_CONSENTS: ReadonlyArray<{ cconsent: string; indiscount: '0' | '1' }> = [
  { cconsent: MARKETING_CONSENT, indiscount: '1' },
  { cconsent: PERSONALISATION_CONSENT, indiscount: '1' },
];

export const SALE_CONSENT_CODES = SALE_CONSENTS.map((consent) => consent.cconsent) as [string, ...string[]];

export type SaleConsent = { cconsent: string; value: 0 | 1; indiscount: '0' | '1' };

/** "1" when the discount needs the consent, "0" when it is optional (or unknown). */
export function indiscountOf(code: string): '0' | '1' {
  return SALE_CONSENTS.find((consent) => consent.cconsent === code)?.indiscount ?? '0';
}

/**
 * The cart's sale consents after a change: each changed code takes its new
 * value, the others keep theirs; indiscount always comes from the rule, never
 * from the caller. Sorted by code, as the cart shows them.
 */
export function mergeSaleConsents(
  current: readonly Pick<Consent, 'cconsent' | 'value'>[],
  changes: readonly Pick<Consent, 'cconsent' | 'value'>[],
): SaleConsent[] {
  const values = new Map<string, 0 | 1>(current.map((consent) => [consent.cconsent, isGiven(consent.value) ? 1 : 0]));
  for (const change of changes) values.set(change.cconsent, isGiven(change.value) ? 1 : 0);
  return [...values]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([cconsent, value]) => ({ cconsent, value, indiscount: indiscountOf(cconsent) }));
}

/** Every consent the discount requires is given (a consent not in the list is not given). */
export function discountConsentsGiven(consents: readonly Pick<Consent, 'cconsent' | 'value'>[]): boolean {
  const given = new Set(consents.filter((consent) => isGiven(consent.value)).map((consent) => consent.cconsent));
  return SALE_CONSENTS.filter((consent) => consent.indiscount === '1').every((consent) => given.has(consent.cconsent));
}
