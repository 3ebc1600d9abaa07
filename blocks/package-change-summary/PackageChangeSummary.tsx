import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { ORDER_PLACED_STAGE } from '#domain/cart-stages.ts';
import { SUMMARY_CONSENTS } from '#domain/consents.ts';
import { polishDay } from '#domain/billing-period.ts';
import { isChangeOfPlan } from '#domain/change-of-plan.ts';
import { monthlyDifference } from '#domain/package-change.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { NextPayments } from '#self-care/NextPayments.tsx';
import { schedulesWithCart } from '#self-care/schedules.ts';
import { goTo } from '#shop/navigation.ts';
import { shopTexts } from '#shop/texts.ts';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { useSession } from '#stores/use-session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './PackageChangeSummary.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The downgrade documents modal (spec 2), loaded when the customer opens it. */
const ChangeDocuments = lazy(() => import('./ChangeDocuments.tsx'));
const api = () => import('./api.ts');

/**
 * The summary of a change of package or plan (spec 2
 * /oferta-online/obnizenie/podsumowanie): the change My services put in the
 * cart — what is given up, what comes instead, the monthly difference, when it
 * takes effect, the next payments now and after — with its documents and the
 * required statements; „Potwierdź zmianę” orders it (nothing is due now) and
 * goes to its thank-you page. Everything shown is read from the session, so a
 * reload shows the same change, or that there is none.
 */
export default function PackageChangeSummary({ heading, myServicesUrl, names }: Props) {
  const { session, ready } = useSession();
  const [consents, setConsents] = useState(() => SUMMARY_CONSENTS.map((cconsent) => ({ cconsent, value: false })));
  const { busyKey: busy, error, setError, run } = useGuardedAction();
  const [documentsOpen, setDocumentsOpen] = useState(false);

  const { cart } = session;
  const open = cart.cartStatus === 'OPEN' && cart.id !== null && isChangeOfPlan(cart.items);
  const schedules = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'payments/schedule', { change: cart.id, items: cart.items.length }],
      queryFn: schedulesWithCart,
      enabled: ready && open,
    },
    usePageQueryClient(),
  );

  // An ordered change (the page reloaded after confirming) goes on to its thank-you page.
  useEffect(() => {
    if (ready && cart.cartStatus === 'ACTIVATION_PENDING' && cart.currentStage === ORDER_PLACED_STAGE && cart.thankYouPage) goTo(cart.thankYouPage);
  }, [ready, cart.cartStatus, cart.currentStage, cart.thankYouPage]);

  const act = (key: 'confirm' | 'discard', action: () => Promise<void>) => run(action, key);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;
  if (!open) {
    return (
      <section className="change-summary" aria-labelledby="change-summary-heading">
        <h2 id="change-summary-heading" className="block-heading">
          {heading ?? t.heading}
        </h2>
        <p>
          {t.nothing} <a href={myServicesUrl}>{t.back}</a>
        </p>
      </section>
    );
  }

  const givenUp = cart.items.filter((item) => item.operationType === 'D');
  const taken = cart.items.filter((item) => item.operationType === 'A');
  const feeOf = (articleCode: string) =>
    session.currentProducts.find((product) => product.articleCode === articleCode && product.status === 'ACTIVE')?.fee ?? null;
  const givenFees = givenUp.map((item) => ({ fee: feeOf(item.articleCode) }));
  const difference = monthlyDifference(givenFees, taken);
  const offers = [...new Set(taken.map((item) => item.offerCode))];
  const accepted = consents.every((consent) => consent.value);
  const confirm = () =>
    act('confirm', async () => {
      if (!accepted || !cart.id) {
        setError(t.consentsRequired);
        return;
      }
      const thankYou = await (await api()).confirmChange(cart.id, cart.currentStage, consents);
      goTo(thankYou ?? myServicesUrl);
    });
  const discard = () =>
    act('discard', async () => {
      await (await api()).discardChange();
      goTo(myServicesUrl);
    });

  return (
    <section className="change-summary" aria-labelledby="change-summary-heading">
      <h2 id="change-summary-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <div className="change-summary__sides">
        <section aria-labelledby="zmiana-teraz">
          <h3 id="zmiana-teraz">{t.givenUp}</h3>
          <ul>
            {givenUp.map((item) => (
              <li key={item.articleCode}>
                {names.articles[item.articleCode] ?? item.articleCode}
                {feeOf(item.articleCode) !== null && <> – {t.perMonth(feeOf(item.articleCode))}</>}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="zmiana-po">
          <h3 id="zmiana-po">{t.taken}</h3>
          <ul>
            {offers.map((offerCode) => {
              const lines = taken.filter((item) => item.offerCode === offerCode);
              return (
                <li key={offerCode}>
                  {names.offers[offerCode] ?? offerCode} – {t.perMonth(monthlyDifference([], lines))}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <dl className="change-summary__terms">
        <dt>{t.difference}</dt>
        <dd>{t.differenceText(difference)}</dd>
        <dt>{t.effective}</dt>
        <dd>{t.effectiveText(polishDay(new Date()))}</dd>
        <dt>{t.dueNow}</dt>
        <dd>{t.nothingDue}</dd>
      </dl>
      {schedules.data && <NextPayments schedules={schedules.data} afterLabel={t.after} />}
      {schedules.isError && <p className="shop-error">{t.scheduleFailed}</p>}
      <p>
        <button type="button" className="button button--secondary" onClick={() => setDocumentsOpen(true)}>
          {t.documents}
        </button>
      </p>
      <fieldset className="change-summary__consents">
        <legend>{shopTexts.summary.summaryConsentsHeading}</legend>
        {consents.map((consent) => (
          <label key={consent.cconsent}>
            <input
              type="checkbox"
              checked={consent.value}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                setConsents((all) => all.map((entry) => (entry.cconsent === consent.cconsent ? { ...entry, value } : entry)));
              }}
            />{' '}
            <span>{shopTexts.summary.summaryConsentLabels[consent.cconsent]}</span>
          </label>
        ))}
      </fieldset>
      <div className="change-summary__actions">
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => void discard()}>
          {t.discard}
        </button>
        <button type="button" className="button" disabled={busy !== null} onClick={() => void confirm()}>
          {t.confirm}
        </button>
      </div>
      <FlowError error={error} />
      {documentsOpen && (
        <Suspense fallback={null}>
          <ChangeDocuments offerCodes={offers} onClose={() => setDocumentsOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
