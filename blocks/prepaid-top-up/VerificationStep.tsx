import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '#domain/date-text.ts';
import { groupedCardNumber, TOP_UP_POLL, topUpProgress, type TopUpProgress } from '#domain/prepaid-card.ts';
import { formatPrice } from '#domain/price-text.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import type { TopUpStatus } from './api.ts';
import { BackToCard, Facts } from './StepParts.tsx';
import { cameFromClosedWindow, clearFlow, readFlow, saveFlow } from './flow-state.ts';
import { texts as t } from './texts.ts';

const api = () => import('./api.ts');

type Settled = { progress: Exclude<TopUpProgress, 'waiting'>; status: TopUpStatus };

type View =
  | { kind: 'loading' }
  | { kind: 'nothing' }
  | { kind: 'checking' }
  | { kind: 'settled'; result: Settled }
  | { kind: 'failure'; message: string | null };

/**
 * The verification step: the top-up's status, asked again every few seconds
 * while it is pending (TOP_UP_POLL bounds it), said in a status region.
 * Paid: the confirmation with the card's new end date, and the flow ends.
 * Failed, or left unpaid in a closed window: the card is as it was, why, and
 * the way to try again (the card and package are kept, the transaction not).
 */
export function VerificationStep({ cardUrl, summaryUrl }: { cardUrl: string; summaryUrl: string }) {
  const { ready } = useSession();
  const [view, setView] = useState<View>({ kind: 'loading' });
  // „Sprawdź ponownie” starts another round of checks.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!ready) return;
    // Read at each round: only an unsettled top-up (or a failed check) is checked again, and both keep their transaction.
    const transactionId = readFlow()?.transactionId ?? null;
    const closed = cameFromClosedWindow(window.location.search);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;
    const check = async () => {
      if (!transactionId) return setView({ kind: 'nothing' });
      // Said from the first question on.
      if (checks === 0) setView({ kind: 'checking' });
      try {
        const status = await (await api()).topUpStatus(transactionId);
        if (stopped) return;
        checks += 1;
        const progress = topUpProgress(status.status, checks, closed);
        if (progress === 'waiting') {
          setView({ kind: 'checking' });
          timer = setTimeout(() => void check(), TOP_UP_POLL.intervalMs);
          return;
        }
        if (progress === 'succeeded') clearFlow();
        else if (progress !== 'unsettled') saveFlow({ cardNumber: status.cardNumber, packageCode: status.packageCode });
        setView({ kind: 'settled', result: { progress, status } });
      } catch (error) {
        if (!stopped) setView({ kind: 'failure', message: inlineErrorOf(error, false)?.message ?? null });
      }
    };
    void Promise.resolve().then(check);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ready, round]);

  if (view.kind === 'loading') return <p>{t.loading}</p>;
  if (view.kind === 'nothing') return <BackToCard message={t.verification.nothing} cardUrl={cardUrl} />;

  const checkAgain = () => {
    setView({ kind: 'checking' });
    setRound((n) => n + 1);
  };
  return (
    <>
      <p className="prepaid-top-up__progress" role="status">
        {view.kind === 'checking' ? t.verification.checking : view.kind === 'settled' ? t.verification[view.result.progress].title : ''}
      </p>
      {view.kind === 'failure' && (
        <>
          <FlowError error={view.message} />
          <div className="prepaid-top-up__actions">
            <button type="button" className="button" onClick={checkAgain}>
              {t.verification.unsettled.checkAgain}
            </button>
            <a href={cardUrl}>{t.startOver}</a>
          </div>
        </>
      )}
      {view.kind === 'settled' && <Outcome result={view.result} cardUrl={cardUrl} summaryUrl={summaryUrl} onCheckAgain={checkAgain} />}
    </>
  );
}

function Outcome({ result, cardUrl, summaryUrl, onCheckAgain }: { result: Settled; cardUrl: string; summaryUrl: string; onCheckAgain: () => void }) {
  const headingId = `${useId()}-wynik`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The outcome takes the focus once it is known.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { progress, status } = result;
  const validUntil = formatDate(status.maxProdEndDate);

  return (
    <section className={`prepaid-top-up__outcome prepaid-top-up__outcome--${progress}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t.verification[progress].title}
      </h3>
      {progress === 'succeeded' && (
        <>
          <p>{t.verification.succeeded.text(validUntil)}</p>
          <Facts
            rows={[
              [t.verification.cardNumber, groupedCardNumber(status.cardNumber)],
              [t.verification.amount, formatPrice(status.amount)],
              [t.verification.validUntil, validUntil],
            ]}
          />
          <p>{t.verification.succeeded.channels}</p>
          <a href={cardUrl}>{t.verification.succeeded.another}</a>
        </>
      )}
      {(progress === 'failed' || progress === 'abandoned') && (
        <>
          <p>
            {progress === 'abandoned' ? t.verification.abandoned.text : status.failureReason ? t.verification.reasons[status.failureReason] : null}
          </p>
          <p>{t.verification.unchanged(validUntil || null)}</p>
          <div className="prepaid-top-up__actions">
            <a className="button" href={summaryUrl}>
              {t.verification.retry}
            </a>
            <a href={cardUrl}>{t.verification.choose}</a>
          </div>
        </>
      )}
      {progress === 'unsettled' && (
        <>
          <p>{t.verification.unsettled.text}</p>
          <button type="button" className="button" onClick={onCheckAgain}>
            {t.verification.unsettled.checkAgain}
          </button>
        </>
      )}
    </section>
  );
}
