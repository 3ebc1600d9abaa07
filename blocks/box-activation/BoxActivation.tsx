import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { decoderNumberOf, hasBoxToRestore } from '#domain/box-activation.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import type { IslandProps } from '#registry/define-block.ts';
import { InlineError } from '#shop/InlineError.tsx';
import { inlineErrorOf, type InlineError as Failure } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import { openSidebar } from '#stores/overlays.ts';
import type { Coupon } from './api.ts';
import type block from './block.ts';
import { CouponDetails, NextSteps } from './CouponDetails.tsx';
import { texts as t } from './texts.ts';
import './BoxActivation.scss';

type Props = IslandProps<typeof block>;

/** The sidebar, loaded when a coupon is issued. */
const CompleteSidebar = lazy(() => import('./CompleteSidebar.tsx'));

/** The calls, loaded once the customer is known. */
const api = () => import('./api.ts');

/** The failure to show beside the button: the server's words, or the network failure's. */
const failureOf = (error: unknown): Failure | null => inlineErrorOf(error, false);

/**
 * Set-top box re-activation (spec 2 "activate box" and the my-account box
 * activation templates; spec 7 stb/restoreActivation), one step per page:
 * - contract-type: whether the customer's contracts give a box to re-activate;
 * - activate: an optional decoder number and „Aktywuj”, then the
 *   complete-box-activation sidebar with the coupon;
 * - confirmation: the coupon of the activation in progress, read from the
 *   server (stb/activationCoupon), so a reload shows the truth.
 * Anonymous visitors are sent to the login page by the shell (the templates
 * require authentication) and see nothing here.
 */
export default function BoxActivation({ step, heading, activateUrl, confirmationUrl }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && session.userLogin !== null;
  const id = useId();
  const headingId = `${id}-naglowek`;
  const readsCoupon = step !== 'contract-type';
  // undefined while being read.
  const [coupon, setCoupon] = useState<Coupon | null | undefined>(undefined);
  const [readError, setReadError] = useState<Failure | null>(null);

  useEffect(() => {
    if (!signedIn || !readsCoupon) return;
    let current = true;
    api()
      .then((calls) => calls.currentCoupon())
      .then(
        (found) => current && setCoupon(found),
        (error: unknown) => current && setReadError(failureOf(error)),
      );
    return () => {
      current = false;
    };
  }, [signedIn, readsCoupon]);

  if (!ready) return <p className="box-activation__loading">{t.loading}</p>;
  if (!session.userLogin) return null;

  return (
    <section className="box-activation" aria-labelledby={headingId}>
      <h2 id={headingId} className="block-heading">
        {heading ?? t.heading[step]}
      </h2>
      {step === 'contract-type' && <ContractType hasBox={hasBoxToRestore(session.contracts)} activateUrl={activateUrl} />}
      {step === 'activate' && <Activate coupon={coupon} onIssued={setCoupon} confirmationUrl={confirmationUrl} />}
      {step === 'confirmation' && <Confirmation coupon={coupon} error={readError} activateUrl={activateUrl} />}
    </section>
  );
}

function ContractType({ hasBox, activateUrl }: { hasBox: boolean; activateUrl: string }) {
  if (hasBox)
    return (
      <>
        <p>{t.contractType.withBox}</p>
        <a className="button" href={activateUrl}>
          {t.contractType.next}
        </a>
      </>
    );
  return (
    <>
      <p>{t.contractType.noBox}</p>
      <p>
        {t.contractType.prepaid} <a href="/status-karty">{t.contractType.prepaidLink}</a>.
      </p>
    </>
  );
}

function Activate({
  coupon,
  onIssued,
  confirmationUrl,
}: {
  coupon: Coupon | null | undefined;
  onIssued: (coupon: Coupon) => void;
  confirmationUrl: string;
}) {
  const id = useId();
  const fieldId = `${id}-numer`;
  const hintId = `${id}-opis`;
  const invalidId = `${id}-blad-numeru`;
  const failureId = `${id}-blad`;
  const [numdec, setNumdec] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [issued, setIssued] = useState<Coupon | null>(null);
  // Guards against a second click arriving before React has disabled the button.
  const running = useRef(false);

  const submit = async () => {
    if (running.current) return;
    const number = decoderNumberOf(numdec);
    // Checked before the call with the contract's own rule: the customer reads why at once.
    if (number === 'invalid') {
      setInvalid(true);
      return;
    }
    running.current = true;
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const calls = await api();
      const fresh = await calls.restoreActivation(number);
      setIssued(fresh);
      onIssued(fresh);
      openSidebar(SIDEBAR.completeBoxActivation);
      // The session now carries restoreActivation and the cart at BOX_ACTIVATION.
      await calls.reloadSession().catch(() => setNotice(t.sessionReloadFailed));
    } catch (error) {
      // A refusal changed nothing on the server: it is shown beside the button, nothing else moves.
      setFailure(failureOf(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const describedBy = [hintId, invalid ? invalidId : null].filter(Boolean).join(' ');
  return (
    <>
      {coupon && (
        <p className="box-activation__current">
          {t.inProgress(coupon.couponCode, coupon.validTo)} <a href={confirmationUrl}>{t.seeConfirmation}</a>
        </p>
      )}
      <form
        className="box-activation__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={fieldId}>{t.form.label}</label>
        <p id={hintId} className="box-activation__hint">
          {t.form.hint}
        </p>
        <input
          id={fieldId}
          name="numdec"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={numdec}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setNumdec(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid && (
          <p id={invalidId} className="shop-error" role="alert">
            {t.form.invalid}
          </p>
        )}
        <div className="box-activation__actions">
          <button type="submit" className="button" disabled={busy} aria-describedby={failure ? failureId : undefined}>
            {busy ? t.form.busy : t.form.submit}
          </button>
          <div id={failureId}>
            <InlineError error={failure} />
          </div>
        </div>
        <p className="box-activation__notice" role="status">
          {notice}
        </p>
      </form>
      {issued && (
        <Suspense fallback={null}>
          <CompleteSidebar key={issued.couponId} coupon={issued} confirmationUrl={confirmationUrl} />
        </Suspense>
      )}
    </>
  );
}

function Confirmation({ coupon, error, activateUrl }: { coupon: Coupon | null | undefined; error: Failure | null; activateUrl: string }) {
  if (error) return <InlineError error={error} />;
  if (coupon === undefined) return <p className="box-activation__loading">{t.loading}</p>;
  if (coupon === null)
    return (
      <p>
        {t.noCoupon} <a href={activateUrl}>{t.activateLink}</a>
      </p>
    );
  return (
    <>
      <CouponDetails coupon={coupon} />
      <NextSteps coupon={coupon} />
    </>
  );
}
