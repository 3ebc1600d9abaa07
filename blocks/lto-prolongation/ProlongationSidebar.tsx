import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import type { ProlongationPreview } from './api.ts';
import type { ProlongationCatalogue } from './catalogue.ts';
import { ConfirmAction } from '#self-care/FlowError.tsx';
import { NextPayments } from '#self-care/NextPayments.tsx';
import { texts as t } from './texts.ts';

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
 * prolonged with its offer and monthly prices, and the next payments now and
 * with the prolongation (previewed by payments/schedule: nothing is put in the
 * cart before the customer confirms).
 */
export default function ProlongationSidebar({ preview, catalogue, busy, error, onConfirm }: Props) {
  const { dates, data, schedules } = preview;

  return (
    <Sidebar
      sidebarKey={SIDEBAR.ltoProlongation}
      title={t.sidebar.title}
      actions={<ConfirmAction label={t.sidebar.confirm} busy={busy} error={error} onConfirm={onConfirm} />}
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
              <strong>{catalogue.products[item.articleCode] ?? item.articleCode}</strong> – {offer?.name ?? item.offerCode}:{' '}
              {t.sidebar.monthly(item.price)}
              {offer?.laterPrice && `, ${t.sidebar.laterPrice(half, offer.laterPrice)}`}
              {offer?.basePrice && `; ${t.sidebar.basePrice(offer.basePrice)}`}
            </li>
          );
        })}
      </ul>
      <NextPayments schedules={schedules} afterLabel={t.sidebar.after} />
      <p className="lto-prolongation__note">{t.sidebar.confirmNote}</p>
    </Sidebar>
  );
}
