import { useQuery } from '@tanstack/react-query';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { isPrepaidCustomer } from '#domain/customer-kind.ts';
import { formatDate } from '#domain/date-text.ts';
import { formatPrice } from '#domain/price-text.ts';
import { nextPaymentDate } from '#self-care/schedule-view.ts';
import type { IslandProps } from '#registry/define-block.ts';
import { useSession } from '#stores/use-session.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './MyAccount.scss';

type Props = IslandProps<typeof block, typeof data>;

const api = () => import('./api.ts');

/** How many of the latest orders the overview lists. */
const ORDERS_SHOWN = 5;

const PAYMENTS_PAGE = '/oferta-online/moje-konto/moje-platnosci';
const MESSAGES_PAGE = '/oferta-online/moje-konto/wiadomosci';

/**
 * "My account" (spec 2 my account): what a customer checks first — their
 * name and customer number, the next payment (payments/schedule), the payment
 * means charged, the end of their long-term offer, a prepaid account's
 * balance, their latest orders by the number they read aloud on the phone,
 * and the messages they sent. The cards under it lead to every area.
 */
export default function MyAccount({ heading, articleNames }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const overview = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'my-account', { customer: session.userLogin }],
      queryFn: async ({ signal }) => (await api()).overview(signal),
      enabled: signedIn,
      retry: false,
    },
    usePageQueryClient(),
  );

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const schedule = overview.data?.schedule;
  const nextDate = schedule ? nextPaymentDate(schedule) : null;
  const mean = session.payments[0];
  const orders = session.ordersHistory.slice(0, ORDERS_SHOWN);
  const messages = overview.data?.messages.messages;

  return (
    <section className="my-account" aria-labelledby="my-account-heading">
      <h2 id="my-account-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      {overview.isError && (
        <p className="shop-error" role="alert">
          {t.failed}
        </p>
      )}
      {overview.data && <p className="my-account__greeting">{t.greeting(overview.data.personal.displayName)}</p>}
      <dl className="my-account__facts">
        {session.customerIdentifier && (
          <>
            <dt>{t.customerNumber}</dt>
            <dd>{session.customerIdentifier}</dd>
          </>
        )}
        <dt>{t.nextPayment}</dt>
        <dd>
          {overview.isPending
            ? t.loading
            : nextDate
              ? t.nextPaymentValue(formatPrice(schedule?.nextPaymentAmount), formatDate(nextDate))
              : t.noPayments}
        </dd>
        <dt>{t.paymentMean}</dt>
        <dd>
          {mean?.displayString ?? t.noMean} <a href={PAYMENTS_PAGE}>{t.managePayments}</a>
        </dd>
        {session.ltoEndDate && (
          <>
            <dt>{t.ltoEnd}</dt>
            <dd>{formatDate(session.ltoEndDate)}</dd>
          </>
        )}
        {isPrepaidCustomer(session.contracts) && (
          <>
            <dt>{t.balance}</dt>
            <dd>{formatPrice(session.accountBalance)}</dd>
          </>
        )}
      </dl>

      <section aria-labelledby="my-account-orders">
        <h3 id="my-account-orders">{t.orders.heading}</h3>
        {orders.length === 0 ? (
          <p>{t.orders.none}</p>
        ) : (
          <ul className="my-account__orders">
            {orders.map((order) => (
              <li key={order.transactionId} aria-label={t.orders.number(order.transactionId)}>
                <strong>{t.orders.number(order.transactionId)}</strong>
                <span>{t.orders.summary(formatDate(order.orderedAt), formatPrice(order.total), t.orders.status[order.status] ?? order.status)}</span>
                <span>{order.items.map((item) => articleNames[item.articleCode] ?? item.articleCode).join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-account-messages">
        <h3 id="my-account-messages">{t.messages.heading}</h3>
        {messages && <p>{t.messages.sent(messages.length, messages[0]?.subjectLabel ?? null)}</p>}
        <a className="button button--secondary" href={MESSAGES_PAGE}>
          {t.messages.write}
        </a>
      </section>
    </section>
  );
}
