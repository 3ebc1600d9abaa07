import { useEffect, useId, useRef, useState } from 'react';
import { navigationHref } from '#api-client/navigation.ts';
import { calls } from '#api-client/calls.ts';
import { isApiError } from '#api-client/errors.ts';
import { withReturnTo } from '#domain/auth-redirect.ts';
import { formatDate } from '#domain/date-text.ts';
import { groupedVoucherCode, voucherCodeOf, type VoucherCodeProblem } from '#domain/voucher-activation.ts';
import type { IslandProps } from '#registry/define-block.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { goTo } from '#shop/navigation.ts';
import { useSession } from '#stores/use-session.ts';
import type { VoucherActivation as Activation, VoucherCheck } from './api.ts';
import type block from './block.ts';
import { clearFlow, readFlow, saveFlow } from './flow-state.ts';
import { texts as t } from './texts.ts';
import './VoucherActivation.scss';

type Props = IslandProps<typeof block>;

/** The calls, loaded at the first check. */
const api = () => import('./api.ts');

/** errorCode of a code that belongs to another partner's offer: the page leads to the wrong-criteria page. */
const OTHER_PARTNER = 361;

/**
 * Voucher activation (spec 2 templates activate-voucher and its bank-partner,
 * tennis and Polish-bank variants): the code is checked as typed before it is
 * sent (refused beside the field), „Sprawdź kod” tells what it gives, and
 * „Aktywuj” activates it for a signed-in customer. A visitor is offered
 * sign-in or registration; the code waits in the tab's sessionStorage and
 * the page they come back to checks it again. The result, the confirmation
 * and each refusal take the focus or sit beside what caused them.
 */
export default function VoucherActivation({ variant, heading, wrongCriteriaUrl, myServicesUrl }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && session.userLogin !== null;
  const id = useId();
  const ids = { heading: `${id}-naglowek`, field: `${id}-kod`, hint: `${id}-opis`, problem: `${id}-blad-kodu`, refusal: `${id}-odmowa` };
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<VoucherCodeProblem | null>(null);
  // The server knows no such code (404): the field is marked as wrong.
  const [unknownCode, setUnknownCode] = useState(false);
  const [checked, setChecked] = useState<VoucherCheck | null>(null);
  const [activated, setActivated] = useState<Activation | null>(null);
  const checking = useGuardedAction();
  const field = useRef<HTMLInputElement>(null);

  const onRefusal = (failure: unknown) => {
    if (!isApiError(failure)) return;
    if (failure.errorCode === OTHER_PARTNER) goTo(wrongCriteriaUrl);
    if (failure.errorCode === 404) {
      setUnknownCode(true);
      field.current?.focus();
    }
  };

  const check = (code: string) =>
    checking.run(async () => {
      setChecked(null);
      try {
        setChecked(await (await api()).checkCode(code, variant));
      } catch (failure) {
        onRefusal(failure);
        throw failure;
      }
    });

  // Back from signing in (or registering) with a code checked before: it is checked again, ready to activate.
  const resumed = useRef(false);
  useEffect(() => {
    if (!ready || resumed.current) return;
    resumed.current = true;
    const flow = readFlow();
    if (!flow || flow.variant !== variant) return;
    // Once the calls are loaded: the code shows in the field as the check starts.
    void api().then(() => {
      setTyped(groupedVoucherCode(flow.code));
      return check(flow.code);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the session is known
  }, [ready]);

  const submit = () => {
    const read = voucherCodeOf(typed);
    if ('problem' in read) {
      setProblem(read.problem);
      checking.setError(null);
      setChecked(null);
      field.current?.focus();
      return;
    }
    void check(read.code);
  };

  if (activated) return <Confirmation activation={activated} myServicesUrl={myServicesUrl} heading={heading} />;

  const describedBy = [ids.hint, problem && ids.problem, checking.error && ids.refusal].filter(Boolean).join(' ');
  return (
    <section className="voucher-activation" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="block-heading">
        {heading ?? t.heading}
      </h2>
      <form
        className="voucher-activation__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.field}>{t.field.label}</label>
        <p id={ids.hint} className="voucher-activation__hint">
          {t.field.hint}
        </p>
        <input
          ref={field}
          id={ids.field}
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={typed}
          aria-describedby={describedBy}
          aria-invalid={problem !== null || unknownCode || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
            setChecked(null);
            if (unknownCode) {
              setUnknownCode(false);
              checking.setError(null);
            }
          }}
        />
        {problem && (
          <p id={ids.problem} className="shop-error" role="alert">
            {t.field.problems[problem]}
          </p>
        )}
        <div id={ids.refusal}>
          <FlowError error={checking.error} />
        </div>
        <div className="voucher-activation__actions">
          <button type="submit" className="button" disabled={!ready || checking.busy}>
            {checking.busy ? t.field.busy : t.field.submit}
          </button>
        </div>
      </form>
      {checked && (
        <CheckResult
          key={checked.code}
          result={checked}
          signedIn={signedIn}
          variant={variant}
          onActivated={(activation) => {
            clearFlow();
            if (activation.outcome === 'CART') goTo(activation.nextUrl);
            else setActivated(activation);
          }}
          onRefusal={onRefusal}
        />
      )}
    </section>
  );
}

function CheckResult({
  result,
  signedIn,
  variant,
  onActivated,
  onRefusal,
}: {
  result: VoucherCheck;
  signedIn: boolean;
  variant: Props['variant'];
  onActivated: (activation: Activation) => void;
  onRefusal: (failure: unknown) => void;
}) {
  const headingId = `${useId()}-wynik`;
  const heading = useRef<HTMLHeadingElement>(null);
  const { busy, error, run } = useGuardedAction();
  const [toCart, setToCart] = useState(false);
  // The result of „Sprawdź kod” takes the focus, so a screen reader reads it next.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const needsSignIn = !signedIn || result.signInRequired;
  // The code waits in the tab while the visitor signs in or registers.
  useEffect(() => {
    if (needsSignIn) saveFlow({ code: result.code, variant });
  }, [needsSignIn, result.code, variant]);

  const activate = () =>
    run(async () => {
      try {
        const activation = await (await api()).activateCode(result.code, variant);
        if (activation.outcome === 'CART') setToCart(true);
        onActivated(activation);
      } catch (failure) {
        onRefusal(failure);
        throw failure;
      }
    });

  // The sign-in links render only in the browser, where the page's address is known.
  const loginHref = (query: { rejestracja?: 'sklep' } = {}) =>
    withReturnTo(navigationHref(calls.session.login, { query }), window.location.pathname, window.location.origin);

  return (
    <section className="voucher-activation__result" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t.result.heading(groupedVoucherCode(result.code))}
      </h3>
      <p>{t.result.gives(result.offerName, result.months)}</p>
      <p>{t.result.validTo(formatDate(result.validTo))}</p>
      {needsSignIn ? (
        <>
          <p>{t.result.signIn}</p>
          <p className="voucher-activation__actions">
            <a className="button" href={loginHref()}>
              {t.result.login}
            </a>{' '}
            <a className="button button--secondary" href={loginHref({ rejestracja: 'sklep' })}>
              {t.result.register}
            </a>
          </p>
        </>
      ) : (
        <div className="voucher-activation__actions">
          <button type="button" className="button" disabled={busy || toCart} onClick={() => void activate()}>
            {busy ? t.result.activating : t.result.activate}
          </button>
          {toCart && <p role="status">{t.result.toCart}</p>}
          <FlowError error={error} />
        </div>
      )}
    </section>
  );
}

function Confirmation({ activation, myServicesUrl, heading }: { activation: Activation; myServicesUrl: string; heading: string | undefined }) {
  const headingId = `${useId()}-aktywowano`;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section className="voucher-activation voucher-activation--done" aria-labelledby={headingId}>
      {heading && <p className="voucher-activation__context">{heading}</p>}
      <h2 id={headingId} ref={title} tabIndex={-1} className="block-heading">
        {t.done.heading}
      </h2>
      <p>{t.done.lead(activation.offerName, formatDate(activation.freeUntil))}</p>
      <p>
        <a className="button" href={myServicesUrl}>
          {t.done.myServices}
        </a>
      </p>
    </section>
  );
}
