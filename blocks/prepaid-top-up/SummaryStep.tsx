import { useEffect, useState } from 'react';
import { formatDate } from '#domain/date-text.ts';
import { groupedCardNumber, topUpChoices, type TopUpChoice } from '#domain/prepaid-card.ts';
import { formatPrice } from '#domain/price-text.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { goTo } from '#shop/navigation.ts';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import { BackToCard, Facts } from './StepParts.tsx';
import { afterClosedWindow, readFlow, saveFlow } from './flow-state.ts';
import { texts as t } from './texts.ts';

const api = () => import('./api.ts');

type Summary =
  | { kind: 'loading' }
  | { kind: 'nothing-chosen' }
  | { kind: 'unavailable' }
  | { kind: 'refused'; message: string }
  | { kind: 'ready'; cardNumber: string; choice: TopUpChoice };

/**
 * The summary step: the card and package chosen on the card step, read
 * again from the server (price and validity as they are now), and „Zapłać”:
 * payment-url, then the gateway's page in a new window (a link when the
 * browser blocks it). A second click while it runs does nothing, and the
 * server answers a repeated payment-url with the same transaction. Once the
 * window has an outcome, or is closed, the verification page follows it.
 */
export function SummaryStep({ cardUrl, verificationUrl }: { cardUrl: string; verificationUrl: string }) {
  const { ready } = useSession();
  const [summary, setSummary] = useState<Summary>({ kind: 'loading' });
  const [payment, setPayment] = useState<{ url: string; blocked: boolean } | null>(null);
  const { busy, error, run } = useGuardedAction();

  useEffect(() => {
    if (!ready) return;
    const flow = readFlow();
    let current = true;
    const read = async (): Promise<Summary> => {
      if (!flow) return { kind: 'nothing-chosen' };
      const calls = await api();
      const card = await calls.cardStatus(flow.cardNumber);
      const choice = topUpChoices(card, calls.serverToday()).find((candidate) => candidate.packageCode === flow.packageCode);
      return choice ? { kind: 'ready', cardNumber: card.cardNumber, choice } : { kind: 'unavailable' };
    };
    read().then(
      (next) => current && setSummary(next),
      (failure: unknown) => current && setSummary({ kind: 'refused', message: inlineErrorOf(failure, false)?.message ?? t.summary.unavailable }),
    );
    return () => {
      current = false;
    };
  }, [ready]);

  if (summary.kind === 'loading') return <p>{t.loading}</p>;
  if (summary.kind === 'nothing-chosen') return <BackToCard message={t.summary.nothingChosen} cardUrl={cardUrl} />;
  if (summary.kind === 'unavailable') return <BackToCard message={t.summary.unavailable} cardUrl={cardUrl} />;
  if (summary.kind === 'refused') return <BackToCard error={summary.message} cardUrl={cardUrl} />;

  const { cardNumber, choice } = summary;
  const pay = () =>
    run(async () => {
      const calls = await api();
      const outcome = await calls.payTopUp(
        { cardNumber, packageCode: choice.packageCode },
        (transactionId) => saveFlow({ cardNumber, packageCode: choice.packageCode, transactionId }),
        (url, blocked) => setPayment({ url, blocked }),
      );
      goTo(outcome === 'CLOSED' ? afterClosedWindow(verificationUrl) : verificationUrl);
    });

  return (
    <>
      <Facts
        rows={[
          [t.summary.cardNumber, groupedCardNumber(cardNumber)],
          [t.summary.package, choice.name],
          [t.summary.price, formatPrice(choice.price)],
          [t.summary.validUntil, formatDate(choice.validUntil)],
        ]}
      />
      <p>{t.summary.howToPay}</p>
      <p className="prepaid-top-up__window" role="status">
        {payment && (payment.blocked ? t.summary.windowBlocked : t.summary.window)}{' '}
        {payment?.blocked && (
          <a href={payment.url} target="_blank" rel="opener">
            {t.summary.openWindow}
          </a>
        )}
      </p>
      <FlowError error={error} />
      <div className="prepaid-top-up__actions">
        <button type="button" className="button" disabled={busy || payment !== null} onClick={() => void pay()}>
          {busy && !payment ? t.summary.paying : t.summary.pay}
        </button>
        <a href={cardUrl}>{t.summary.change}</a>
      </div>
    </>
  );
}
