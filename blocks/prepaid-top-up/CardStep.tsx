import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '#api-client/errors.ts';
import { formatDate } from '#domain/date-text.ts';
import { phoneHref } from '#domain/phone-link.ts';
import { cardNumberOf, currentPackageOf, groupedCardNumber, topUpChoices, type CardNumberProblem } from '#domain/prepaid-card.ts';
import { formatPrice } from '#domain/price-text.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { goTo } from '#shop/navigation.ts';
import { useSession } from '#stores/use-session.ts';
import type { PrepaidCard } from './api.ts';
import { Facts } from './StepParts.tsx';
import { saveFlow } from './flow-state.ts';
import { texts as t } from './texts.ts';

/** The calls, loaded at the first look-up. */
const api = () => import('./api.ts');

/**
 * The card step: the number is checked before it is sent (refused beside the
 * field, which says so), „Sprawdź kartę” looks the card up, and the result
 * takes the focus: its status, package and validity, what to do, and the
 * packages to choose from (none for a blocked card).
 */
export function CardStep({ summaryUrl, contactUrl }: { summaryUrl: string; contactUrl: string }) {
  const { ready } = useSession();
  const id = useId();
  const ids = { field: `${id}-numer`, hint: `${id}-opis`, problem: `${id}-blad-numeru`, refusal: `${id}-odmowa` };
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<CardNumberProblem | null>(null);
  // The server knows no card of this number (404): the field is marked as wrong.
  const [unknownNumber, setUnknownNumber] = useState(false);
  const [found, setFound] = useState<{ card: PrepaidCard; today: string } | null>(null);
  const { busy, error, setError, run } = useGuardedAction();
  const field = useRef<HTMLInputElement>(null);

  const check = () => {
    const checked = cardNumberOf(typed);
    if ('problem' in checked) {
      setProblem(checked.problem);
      setError(null);
      field.current?.focus();
      return;
    }
    void run(async () => {
      setFound(null);
      try {
        const calls = await api();
        const card = await calls.cardStatus(checked.cardNumber);
        setFound({ card, today: calls.serverToday() });
      } catch (failure) {
        if (isApiError(failure) && failure.errorCode === 404) {
          setUnknownNumber(true);
          field.current?.focus();
        }
        throw failure;
      }
    });
  };

  const describedBy = [ids.hint, problem && ids.problem, error && ids.refusal].filter(Boolean).join(' ');
  return (
    <>
      <form
        className="prepaid-top-up__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <label htmlFor={ids.field}>{t.card.label}</label>
        <p id={ids.hint} className="prepaid-top-up__hint">
          {t.card.hint}
        </p>
        <input
          ref={field}
          id={ids.field}
          name="cardNumber"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          aria-describedby={describedBy}
          aria-invalid={problem !== null || unknownNumber || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
            if (unknownNumber) {
              setUnknownNumber(false);
              setError(null);
            }
          }}
        />
        {problem && (
          <p id={ids.problem} className="shop-error" role="alert">
            {t.card.problems[problem]}
          </p>
        )}
        <div id={ids.refusal}>
          <FlowError error={error} />
        </div>
        <div className="prepaid-top-up__actions">
          <button type="submit" className="button" disabled={!ready || busy}>
            {busy ? t.card.busy : t.card.submit}
          </button>
        </div>
      </form>
      {found && <CardResult key={found.card.cardNumber} card={found.card} today={found.today} summaryUrl={summaryUrl} contactUrl={contactUrl} />}
    </>
  );
}

function CardResult({ card, today, summaryUrl, contactUrl }: { card: PrepaidCard; today: string; summaryUrl: string; contactUrl: string }) {
  const headingId = `${useId()}-karta`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The result of „Sprawdź kartę” takes the focus, so a screen reader reads it next.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const status = card.cardStatus;
  const validUntil = formatDate(card.maxProdEndDate);
  const current = currentPackageOf(card);

  return (
    <section className={`prepaid-top-up__card prepaid-top-up__card--${status.toLowerCase()}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t.status.heading(groupedCardNumber(card.cardNumber))}
      </h3>
      <Facts
        rows={[
          [t.status.status, t.status.names[status]],
          [t.status.package, current?.name],
          [t.status.price, status === 'INACTIVE' ? null : formatPrice(card.currentPrice)],
          [status === 'EXPIRED' ? t.status.wasValidUntil : t.status.validUntil, validUntil],
        ]}
      />
      <p className="prepaid-top-up__explanation">{t.status.explanations[status](validUntil)}</p>
      {status === 'BLOCKED' ? (
        <p className="prepaid-top-up__contact">
          {t.status.hotline} <a href={phoneHref(t.status.hotlineNumber)}>{t.status.hotlineNumber}</a> {t.status.hotlineHours}.{' '}
          <a href={contactUrl}>{t.status.contact}</a>
        </p>
      ) : (
        <PackageChoice card={card} today={today} preferred={current?.packageCode} summaryUrl={summaryUrl} />
      )}
    </section>
  );
}

/** The packages, each with its price and the end date it gives; „Dalej” takes the choice to the summary. */
function PackageChoice({
  card,
  today,
  preferred,
  summaryUrl,
}: {
  card: PrepaidCard;
  today: string;
  preferred: string | undefined;
  summaryUrl: string;
}) {
  const name = `${useId()}-pakiet`;
  const choices = topUpChoices(card, today);
  const [chosen, setChosen] = useState(preferred ?? choices[0]?.packageCode);
  return (
    <form
      className="prepaid-top-up__choice"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        saveFlow({ cardNumber: card.cardNumber, packageCode: chosen });
        goTo(summaryUrl);
      }}
    >
      <fieldset className="prepaid-top-up__packages">
        <legend>{t.choice.legend}</legend>
        {choices.map((choice) => (
          <label key={choice.packageCode} className="prepaid-top-up__package">
            <input
              type="radio"
              name={name}
              value={choice.packageCode}
              checked={chosen === choice.packageCode}
              onChange={() => setChosen(choice.packageCode)}
            />
            <span className="prepaid-top-up__package-name">{choice.name}</span>
            <span className="prepaid-top-up__package-price">{formatPrice(choice.price)}</span>
            <span className="prepaid-top-up__package-until">{t.choice.validUntil(formatDate(choice.validUntil))}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t.choice.next}
      </button>
    </form>
  );
}
