import type { Consent } from './session.ts';

/**
 * Consent rules (spec sections 3, 4, 5 and 9): the two named account
 * consents, when a list counts as accepted, the toggles of the sale consents
 * and how a cart's sale consents follow the customer's account consents.
 * Account consents carry a boolean, sale consents 1 or 0; every rule keeps
 * the kind of value it was given.
 */

/** Marketing by e-mail (spec 3 named consent). */
export const MARKETING_CONSENT = 'INDELECTR_MAIL_MCI';
/** Personalisation (spec 3 named consent). */
export const PERSONALISATION_CONSENT = 'INDREK_MCI';
/** The consents a customer gives on their account. */
export const ACCOUNT_CONSENT_CODES = [MARKETING_CONSENT, PERSONALISATION_CONSENT] as const;
/** Spec 5: the summary consents an order needs, all accepted: the terms of sale, and starting the service before the withdrawal period ends. */
export const SUMMARY_CONSENTS = ['REGULAMIN_SPRZEDAZY', 'ROZPOCZECIE_SWIADCZENIA'] as const;
export type AccountConsentCode = (typeof ACCOUNT_CONSENT_CODES)[number];

export function isAccountConsentCode(code: string): code is AccountConsentCode {
  return (ACCOUNT_CONSENT_CODES as readonly string[]).includes(code);
}

/** A consent's value means "given": true or 1. */
export function isGiven(value: Consent['value']): boolean {
  return value === true || value === 1;
}

/** Spec 5: all consents are accepted when every value is true (nothing to accept counts as accepted). */
export function allConsentsAccepted(consents: readonly Pick<Consent, 'value'>[]): boolean {
  return consents.every((consent) => isGiven(consent.value));
}

/** The value `given` in the kind `like` uses: 1/0 for sale consents, a boolean otherwise. */
function valueLike(like: Consent['value'], given: boolean): Consent['value'] {
  return typeof like === 'number' ? (given ? 1 : 0) : given;
}

/** Spec 4 toggle-all over the chosen consents: all off when all are on, otherwise all on. */
function toggleWhere<C extends Consent>(consents: readonly C[], chosen: (consent: C) => boolean): C[] {
  const targets = consents.filter(chosen);
  const next = !allConsentsAccepted(targets);
  return consents.map((consent) => (chosen(consent) ? { ...consent, value: valueLike(consent.value, next) } : consent));
}

/** Toggle-all (spec 4): every consent to 0 if all are 1, else every consent to 1. */
export function toggleAllConsents<C extends Consent>(consents: readonly C[]): C[] {
  return toggleWhere(consents, () => true);
}

/** Toggles only the consents required for the discount (indiscount "1"), by the toggle-all rule. */
export function toggleDiscountConsents<C extends Consent>(consents: readonly C[]): C[] {
  return toggleWhere(consents, (consent) => consent.indiscount === '1');
}

/** Toggles one consent by code; the others stay as they are. */
export function toggleConsent<C extends Consent>(consents: readonly C[], code: string): C[] {
  return consents.map((consent) => (consent.cconsent === code ? { ...consent, value: valueLike(consent.value, !isGiven(consent.value)) } : consent));
}

/**
 * The sale consents of a cart aligned with the account (spec 4: backing out
 * of the summary re-aligns consents): a named account consent in the sale
 * list takes the account's value, "not given" when the account has none, so
 * a choice ticked only for an order that was not placed is not kept. Other
 * sale consents are left as they are.
 */
export function alignSaleConsents<C extends Consent>(sale: readonly C[], account: readonly Pick<Consent, 'cconsent' | 'value'>[]): C[] {
  const accountValue = new Map(account.map((consent) => [consent.cconsent, isGiven(consent.value)]));
  return sale.map((consent) => {
    if (!isAccountConsentCode(consent.cconsent)) return consent;
    const given = accountValue.get(consent.cconsent) ?? false;
    return isGiven(consent.value) === given ? consent : { ...consent, value: valueLike(consent.value, given) };
  });
}

const LABELS: Readonly<Record<AccountConsentCode, readonly [given: string, refused: string]>> = {
  [MARKETING_CONSENT]: ['Marketing - tak', 'Marketing - nie'],
  [PERSONALISATION_CONSENT]: ['Personalizacja - tak', 'Personalizacja - nie'],
};

/** Spec 9 labels of the named consents ("Marketing - tak" …); null for any other consent. */
export function consentLabel(consent: Pick<Consent, 'cconsent' | 'value'>): string | null {
  if (!isAccountConsentCode(consent.cconsent)) return null;
  const [given, refused] = LABELS[consent.cconsent];
  return isGiven(consent.value) ? given : refused;
}
