import { useId } from 'react';
import { compareSchedules } from '#domain/my-services.ts';
import { formatPrice } from '#domain/price-text.ts';
import { monthLabel } from './schedule-view.ts';
import type { Schedules } from './schedules.ts';
import './NextPayments.scss';

/** How many months of the schedule a change compares. */
const MONTHS_SHOWN = 3;

/** The next payments now beside those after a change, month by month (spec 3 "Payment schedule"). */
export function NextPayments({ schedules, afterLabel }: { schedules: Schedules; afterLabel: string }) {
  const rows = compareSchedules(schedules.now, schedules.after, MONTHS_SHOWN);
  const captionId = useId();
  if (rows.length === 0) return null;
  return (
    // Focusable, so a keyboard user reaches it and scrolls a sidebar taller than the screen with the arrow keys.
    <div className="next-payments" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>Najbliższe płatności</caption>
        <thead>
          <tr>
            <th scope="col">Miesiąc</th>
            <th scope="col">Teraz</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{monthLabel(row.month)}</th>
              <td>{formatPrice(row.now)}</td>
              <td>{formatPrice(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
