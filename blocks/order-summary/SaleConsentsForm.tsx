import { isGiven, toggleAllConsents, toggleConsent, toggleDiscountConsents } from '#domain/consents.ts';
import { formatPrice } from '#domain/price-text.ts';
import type { Consent } from '#domain/session.ts';
import { shopTexts as t } from '#shop/texts.ts';

type Props = {
  consents: Consent[];
  /** The monthly discount the consents give, when the requirement applies (spec 5). */
  discount: string | null;
  disabled: boolean;
  onChange: (changes: Array<{ cconsent: string; value: 0 | 1 }>) => void;
};

/** The values that differ between two lists of the same consents, as 1/0. */
function changesBetween(before: readonly Consent[], after: readonly Consent[]) {
  return after
    .filter((consent, index) => isGiven(consent.value) !== isGiven(before[index]?.value ?? false))
    .map((consent) => ({ cconsent: consent.cconsent, value: isGiven(consent.value) ? (1 as const) : (0 as const) }));
}

/** Sale consents (spec 4): toggled one by one, all together, or only those the discount requires. */
export function SaleConsentsForm({ consents, discount, disabled, onChange }: Props) {
  const apply = (next: Consent[]) => onChange(changesBetween(consents, next));
  return (
    <fieldset className="summary-section">
      <legend>{t.summary.saleConsentsHeading}</legend>
      {discount && <p className="shop-note">{t.summary.saleConsentsDiscount(discount)}</p>}
      {consents.map((consent) => (
        <label key={consent.cconsent} className="summary-check">
          <input
            type="checkbox"
            checked={isGiven(consent.value)}
            disabled={disabled}
            onChange={() => apply(toggleConsent(consents, consent.cconsent))}
          />
          <span>{t.summary.saleConsentLabels[consent.cconsent] ?? consent.cconsent}</span>
        </label>
      ))}
      <div className="summary-section__buttons">
        <button type="button" className="link-button" disabled={disabled} onClick={() => apply(toggleAllConsents(consents))}>
          {t.summary.toggleAll}
        </button>
        {discount && (
          <button type="button" className="link-button" disabled={disabled} onClick={() => apply(toggleDiscountConsents(consents))}>
            {t.summary.toggleDiscount}
            <span className="visually-hidden">{` (${formatPrice(discount)})`}</span>
          </button>
        )}
      </div>
    </fieldset>
  );
}
