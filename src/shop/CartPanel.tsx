import type { CartLine, CartTotals } from './cart-view.ts';
import { InlineError } from './InlineError.tsx';
import type { InlineError as InlineFailure } from '#api-client/inline-error.ts';
import { shopTexts as t } from './texts.ts';

type Props = {
  /** A refusal of the last change, shown beside the buttons. */
  error: InlineFailure | null;
  /** The main package the cart makes up (spec 4 main code selection), or null. */
  mainPackage: string | null;
  lines: CartLine[];
  /** The lines' sums (computed with decimal.js by the island), null while there are none. */
  totals: CartTotals | null;
  ready: boolean;
  busy: boolean;
  ltoInCart: boolean;
  onClear: () => void;
  onNext: () => void;
};

/** The cart beside the offers: its lines, the monthly total and the way on (spec 9 button „Dalej”). */
export function CartPanel({ error, mainPackage, lines, totals, ready, busy, ltoInCart, onClear, onNext }: Props) {
  return (
    <aside className="cart-panel" aria-labelledby="cart-panel-heading">
      <h3 id="cart-panel-heading">{t.cart.heading}</h3>
      <div aria-live="polite">
        {!ready ? (
          <p>{t.loading}</p>
        ) : lines.length === 0 || !totals ? (
          <p>{t.cart.empty}</p>
        ) : (
          <>
            {mainPackage && <p className="cart-panel__main">{t.cart.mainPackage(mainPackage)}</p>}
            <ul className="cart-panel__lines">
              {lines.map((line) => (
                <li key={line.offerCode}>
                  <span>{line.title}</span>
                  <span>{t.price(line.price)}</span>
                </li>
              ))}
            </ul>
            <dl className="cart-panel__totals">
              {totals.discount && (
                <>
                  <dt>{t.cart.discount}</dt>
                  <dd>−{t.price(totals.discount)}</dd>
                </>
              )}
              <dt>{t.cart.total}</dt>
              <dd>
                <strong>{t.price(totals.total)}</strong>
              </dd>
            </dl>
          </>
        )}
      </div>
      <InlineError error={error} />
      <div className="cart-panel__actions">
        <button type="button" className="button" disabled={!ready || busy || lines.length === 0} onClick={onNext}>
          {t.cart.next}
        </button>
        {lines.length > 0 && (
          <button type="button" className="button button--secondary" disabled={!ready || busy} onClick={onClear}>
            {ltoInCart ? t.cart.clearLto : t.cart.clear}
          </button>
        )}
      </div>
    </aside>
  );
}
