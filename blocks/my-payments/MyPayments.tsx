import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { formatDate } from '#domain/date-text.ts';
import { cardExpiryState, chargedCardIndex, isMobileMean, offersRefusing, paysOnlyByTransfer } from '#domain/payment-means-view.ts';
import { CARD_MOP, type OperatorMopId, type PaymentMeanId } from '#domain/payment-methods.ts';
import { formatPrice } from '#domain/price-text.ts';
import { monthLabel, nextPaymentDate } from '#self-care/schedule-view.ts';
import type { PaymentMean } from '#domain/session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import type { Addition, Schedule } from './api.ts';
import type block from './block.ts';
import type data from './data.ts';
import { afterAddition, meanConfigOf, meanName, SIDEBAR_OF, type Flow } from './flow.ts';
import { texts as t } from './texts.ts';
import './MyPayments.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The sidebars and the next-payments details modal, loaded when the customer opens one. */
const PaymentSidebars = lazy(() => import('./PaymentSidebars.tsx'));
const ScheduleDetails = lazy(() => import('./ScheduleDetails.tsx'));
const api = () => import('./api.ts');

/**
 * "My payments" (spec 2 my account, my payments): the payment schedule of the
 * services held month by month (payments/schedule with isMyAccount), with each
 * month's details in the next-payments details modal, and the customer's
 * payment means (spec 3, 5, 9): cards with their expiry and days left, mobile
 * operator billing, instant-code payment, the id 4 case. Means are added
 * through the payment gateway's window and removed after a confirmation
 * (spec 4 "Add payment"), each step in its sidebar; whatever breaks off, the
 * old means stays and the page says so.
 */
export default function MyPayments({ heading, offers }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const overview = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'my-payments', { customer: session.userLogin }],
      queryFn: async ({ signal }) => (await api()).overview(signal),
      enabled: signedIn,
      retry: false,
    },
    usePageQueryClient(),
  );
  const [flow, setFlow] = useState<Flow | null>(null);
  const { busy, error, setError, run: guarded } = useGuardedAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [month, setMonth] = useState<Schedule['nextPayments'][number] | null>(null);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const config = overview.data?.config;
  const schedule = overview.data?.schedule;
  const heldOffers = session.currentProducts.flatMap((product) => offers[product.offerCode] ?? []);
  const payments = session.payments;
  const charged = chargedCardIndex(payments);

  const go = (next: Flow) => {
    setError(null);
    setFlow(next);
    openSidebar(SIDEBAR_OF[next.step]);
  };

  const startAdd = (preselected: PaymentMeanId | null = null) => {
    setNotice(null);
    go({ step: 'add', preselected });
  };

  const chooseMean = (mopId: PaymentMeanId | 'operator') => {
    if (mopId === 'operator') return go({ step: 'operators' });
    const refusing = offersRefusing(mopId, heldOffers);
    if (refusing.length > 0) go({ step: 'unavailable', mopId, offers: refusing });
  };

  const chooseOperator = (mopId: OperatorMopId) => {
    const refusing = offersRefusing(mopId, heldOffers);
    go(refusing.length > 0 ? { step: 'unavailable', mopId, offers: refusing } : { step: 'msisdn', mopId, model: null });
  };

  const addThroughGateway = (addition: Addition) =>
    guarded(async () => {
      const calls = await api();
      const { process } = await calls.addInWindow(addition, (paymentUrl, blocked) =>
        go({ step: 'adding', mopId: addition.mopId, paymentUrl, blocked }),
      );
      go(afterAddition(addition.mopId, process));
    });

  const sendPin = (mopId: OperatorMopId, msisdn: string, consents: string[]) =>
    guarded(async () => {
      const model = await (await api()).validateMsisdn(msisdn, mopId);
      // The answer joins the mobile-payment model with its timestamp (spec 7 validateMsisdn).
      if (model.showError) setFlow({ step: 'msisdn', mopId, model });
      else go({ step: 'pin', mopId, model, consents });
    });

  const startRemoval = (mean: PaymentMean) => {
    setNotice(null);
    if (mean.mopId === CARD_MOP) go({ step: 'proposeRemoval', mean });
    else if (isMobileMean(mean.mopId)) go({ step: 'confirmRemoveMobile', mean });
  };

  const remove = (mean: PaymentMean) =>
    guarded(async () => {
      if (mean.mopId === CARD_MOP) go({ step: 'removing', mean });
      await (await api()).removeMean(mean.mopId as PaymentMeanId, mean.meanId);
      closeSidebar();
      setFlow(null);
      setNotice(t.removed(meanName(mean, config)));
    });

  return (
    <section className="my-payments" aria-labelledby="my-payments-heading">
      <h2 id="my-payments-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p className="my-payments__notice" role="status">
        {notice}
      </p>

      <section className="my-payments__schedule" aria-labelledby="my-payments-schedule">
        <h3 id="my-payments-schedule">{t.schedule.heading}</h3>
        {overview.isPending && <p>{t.loading}</p>}
        {overview.isError && (
          <p className="shop-error" role="alert">
            {t.loadFailed}
          </p>
        )}
        {schedule && schedule.nextPayments.length === 0 && <p>{t.schedule.none}</p>}
        {schedule && schedule.nextPayments.length > 0 && (
          <>
            <p className="my-payments__next">{t.schedule.next(formatPrice(schedule.nextPaymentAmount), formatDate(nextPaymentDate(schedule)))}</p>
            <table className="my-payments__months">
              <caption>{t.schedule.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.schedule.month}</th>
                  <th scope="col">{t.schedule.total}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.schedule.details}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedule.nextPayments.map((entry) => (
                  <tr key={entry.month}>
                    <th scope="row">{monthLabel(entry.month)}</th>
                    <td>{formatPrice(entry.total)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t.schedule.detailsOf(monthLabel(entry.month))}
                        onClick={() => setMonth(entry)}
                      >
                        {t.schedule.details}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="my-payments__means" aria-labelledby="my-payments-means">
        <h3 id="my-payments-means">{t.means.heading}</h3>
        {paysOnlyByTransfer(payments) ? (
          <div className="my-payments__mean">
            <h4>{t.means.transfer}</h4>
            <p>{t.means.transferText}</p>
          </div>
        ) : payments.length === 0 ? (
          <p>{t.means.none}</p>
        ) : (
          <ul className="my-payments__list">
            {payments.map((mean, index) => {
              const name = meanName(mean, config);
              const expiry = mean.mopId === CARD_MOP ? cardExpiryState(mean.expiryDate) : null;
              return (
                <li key={mean.meanId ?? `${mean.mopId}-${index}`} className="my-payments__mean" aria-label={name}>
                  <h4>{name}</h4>
                  {isMobileMean(mean.mopId) && <p>{meanConfigOf(config, mean.mopId)?.label}</p>}
                  {expiry && mean.expiryDate && <p>{t.means.validUntil(formatDate(mean.expiryDate))}</p>}
                  {expiry?.state === 'VALID' && expiry.daysLeft !== null && <p>{t.means.daysLeft(expiry.daysLeft)}</p>}
                  {expiry?.state === 'EXPIRING' && expiry.daysLeft !== null && (
                    <p className="my-payments__warning">
                      {t.means.daysLeft(expiry.daysLeft)}. {t.means.expiring}
                    </p>
                  )}
                  {expiry?.state === 'EXPIRED' && <p className="my-payments__warning">{t.means.expired}</p>}
                  {index === charged && payments.filter((entry) => entry.mopId === CARD_MOP).length > 1 && (
                    <p className="my-payments__badge">{t.means.charged}</p>
                  )}
                  {(mean.mopId === CARD_MOP || isMobileMean(mean.mopId)) && (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t.means.removeLabel(name)}
                      disabled={busy}
                      onClick={() => startRemoval(mean)}
                    >
                      {t.means.remove}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => startAdd()}>
          {t.means.add}
        </button>
      </section>

      {flow && (
        <Suspense fallback={null}>
          <PaymentSidebars
            flow={flow}
            config={config}
            payments={payments}
            busy={busy}
            error={error}
            onChooseMean={chooseMean}
            onChooseOperator={chooseOperator}
            onAdd={(addition) => void addThroughGateway(addition)}
            onSendPin={(mopId, msisdn, consents) => void sendPin(mopId, msisdn, consents)}
            onStartAdd={startAdd}
            onRemove={(mean) => void remove(mean)}
            onBack={go}
          />
        </Suspense>
      )}
      {month && (
        <Suspense fallback={null}>
          <ScheduleDetails month={month} label={monthLabel(month.month)} onClose={() => setMonth(null)} />
        </Suspense>
      )}
    </section>
  );
}
