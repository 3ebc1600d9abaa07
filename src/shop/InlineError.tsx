import { CANCEL_ORDER_CODE, CANCEL_ORDER_LABEL } from '#domain/alerts.ts';
import type { InlineError as Failure } from '#api-client/inline-error.ts';

/** A failure shown in an island, with the 324 way out (spec 8: „Anuluj zamówienie” opens the cancel-order modal). */
export function InlineError({ error }: { error: Failure | null }) {
  if (!error) return null;
  return (
    <div className="shop-error" role="alert">
      <p>{error.message}</p>
      {error.errorCode === CANCEL_ORDER_CODE && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void import('./cancel-order.tsx').then(({ openCancelOrder }) => openCancelOrder(null))}
        >
          {CANCEL_ORDER_LABEL}
        </button>
      )}
    </div>
  );
}
