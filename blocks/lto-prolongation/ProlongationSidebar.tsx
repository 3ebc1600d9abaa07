import { compareSchedules } from '../../src/domain/my-services.ts';
import { SIDEBAR } from '../../src/overlays/keys.ts';
import { Sidebar } from '../../src/overlays/Sidebar.tsx';
import type { ProlongationPreview } from './api.ts';
import type { ProlongationCatalogue } from './catalogue.ts';
import { monthLabel, texts as t } from './texts.ts';

/** How many months of the schedule the sidebar shows. */
const MONTHS_SHOWN = 3;

interface Props {
  preview: ProlongationPreview;
  catalogue: ProlongationCatalogue;
  /** The confirming calls are in progress: the button is disabled, so a double click makes one change. */
  busy: boolean;
  /** The server's words (or the network failure) of the last confirm, shown beside the button. */
  error: string | null;
  onConfirm: () => void;
}

/**
 * The prolongation's sidebar: the current and the new end date, each article
 * prolonged with its offer and monthly prices, and the next payments. The
 * payments after the change are those payments/schedule computes from the
 * cart, so they are shown only when the LTO cart already holds this
 * prolongation; otherwise the offer's prices stand for them (nothing is put
 * in the cart before the customer confirms).
 */
export default function ProlongationSidebar({ preview, catalogue, busy, error, onConfirm }: Props) {
  const { dates, data, scheduleNow, scheduleAfter } = preview;
  const rows = compareSchedules(scheduleNow, scheduleAfter ?? scheduleNow, MONTHS_SHOWN);

  return (
    <Sidebar
      sidebarKey={SIDEBAR.ltoProlongation}
      title={t.sidebar.title}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={onConfirm}>
            {t.sidebar.confirm}
          </button>
          {error && (
            <p className="shop-error" role="alert">
              {error}
            </p>
          )}
        </>
      }
    >
      <p>{t.sidebar.now(dates.ltoEndDate)}</p>
      <p>
        {t.sidebar.next} <strong>{t.date(dates.nextLtoEndDate)}</strong>.
      </p>
      <h3 className="lto-prolongation__subheading">{t.sidebar.what}</h3>
      <ul className="lto-prolongation__items">
        {data.cartItems.map((item) => {
          const offer = catalogue.offers[item.offerCode];
          const half = Math.ceil((offer?.ltoDuration ?? 0) / 2);
          return (
            <li key={item.offerCode}>
              <strong>{catalogue.products[item.articleCode] ?? item.articleCode}</strong> – {offer?.name ?? item.offerCode}: {t.sidebar.monthly(item.price)}
              {offer?.laterPrice && `, ${t.sidebar.laterPrice(half, offer.laterPrice)}`}
              {offer?.basePrice && `; ${t.sidebar.basePrice(offer.basePrice)}`}
            </li>
          );
        })}
      </ul>
      {rows.length > 0 && (
        // Focusable, so a keyboard user reaches it and scrolls a sidebar taller than the screen with the arrow keys.
        <div className="lto-prolongation__payments" role="region" aria-labelledby="lto-prolongation-platnosci" tabIndex={0}>
          <table className="lto-prolongation__schedule">
            <caption id="lto-prolongation-platnosci">{t.sidebar.payments}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sidebar.month}</th>
                <th scope="col">{t.sidebar.current}</th>
                {scheduleAfter && <th scope="col">{t.sidebar.after}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{monthLabel(row.month)}</th>
                  <td>{t.price(row.now)}</td>
                  {scheduleAfter && <td>{t.price(row.after)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!scheduleAfter && <p className="lto-prolongation__note">{t.sidebar.paymentsNote}</p>}
      <p className="lto-prolongation__note">{t.sidebar.confirmNote}</p>
    </Sidebar>
  );
}
