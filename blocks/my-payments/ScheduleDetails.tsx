import { formatDate } from '#domain/date-text.ts';
import { formatPrice } from '#domain/price-text.ts';
import { Modal } from '#overlays/Modal.tsx';
import type { Schedule } from './api.ts';
import { texts as t } from './texts.ts';

/** The next-payments details modal (spec 2): what a month's total is made of, service by service. */
export default function ScheduleDetails({ month, label, onClose }: { month: Schedule['nextPayments'][number]; label: string; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title={t.schedule.modalTitle(label)}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t.schedule.close}
        </button>
      }
    >
      <table className="my-payments__details">
        <thead>
          <tr>
            <th scope="col">{t.schedule.service}</th>
            <th scope="col">{t.schedule.date}</th>
            <th scope="col">{t.schedule.amount}</th>
          </tr>
        </thead>
        <tbody>
          {month.articlePayments.map((payment) => (
            <tr key={`${payment.articleCode}-${payment.date}`}>
              <td>{payment.articleName}</td>
              <td>{formatDate(payment.date)}</td>
              <td>{formatPrice(payment.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t.schedule.total}
            </th>
            <td>{formatPrice(month.total)}</td>
          </tr>
        </tfoot>
      </table>
    </Modal>
  );
}
