import { useState } from 'react';
import { filmPartnerActivationUrl } from '#domain/partner-services.ts';
import { RESIGNATION_REASONS, resignationReasonLabels, type ResignationReason } from '#domain/resignation-reasons.ts';
import type { ChangeTarget } from '#domain/package-change.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { backToPreviousSidebar, openSidebar } from '#stores/overlays.ts';
import type { Flow } from './MyServices.tsx';
import { ConfirmAction, FlowError } from '#self-care/FlowError.tsx';
import { NextPayments } from '#self-care/NextPayments.tsx';
import { texts as t } from './texts.ts';

interface Props {
  flow: Flow;
  /** The confirming call is in progress: the confirm button is disabled, so a double click makes one change. */
  busy: boolean;
  /** The server's words (or the network failure) of the last confirm, shown beside the button. */
  error: string | null;
  onConfirmCancel: (reason: ResignationReason) => void;
  /** The anti-churn offer taken instead of cancelling. */
  onTakeOffer: () => void;
  onConfirmRestore: () => void;
  /** A cheaper package taken instead of cancelling (the propose-downgrade sidebar). */
  onChooseTarget: (target: ChangeTarget) => void;
}

/** „Wróć”: back to the sidebar before. */
function BackButton() {
  return (
    <button type="button" className="button button--secondary" onClick={backToPreviousSidebar}>
      {t.confirmCancel.back}
    </button>
  );
}

/** A partner's activation page, in a new tab (the portal stays where it is). */
function PartnerLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="button" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * The sidebars of a change in "My services" (spec 2): cancelling goes
 * propose-downgrade (a main package with a cheaper one) → confirm-cancel (end
 * date, next payments now and after) → reason for resignation → the
 * anti-churn offer when there is one → „Potwierdź rezygnację”; restoring is
 * the restore-confirm sidebar (next payments now and after); the partner
 * services' access. One is active at a time (the sidebar store); „Wróć” goes
 * back to the one before.
 */
export default function ServiceSidebars({ flow, busy, error, onConfirmCancel, onTakeOffer, onConfirmRestore, onChooseTarget }: Props) {
  if (flow.kind === 'streaming') {
    return (
      <Sidebar
        sidebarKey={SIDEBAR.accessToFirstStreamingOffer}
        title={t.streaming.title}
        actions={<PartnerLink href={flow.link.url} label={t.streaming.go} />}
      >
        <p>{t.streaming.lead(t.plans[flow.link.plan])}</p>
        <p>{t.streaming.expires(flow.link.expiresAt)}</p>
      </Sidebar>
    );
  }
  if (flow.kind === 'streaming-denied') {
    return (
      <Sidebar sidebarKey={SIDEBAR.deniedToFirstStreamingOffer} title={t.streaming.deniedTitle}>
        <p>{flow.message}</p>
      </Sidebar>
    );
  }
  if (flow.kind === 'film') {
    return (
      <Sidebar
        sidebarKey={SIDEBAR.accessToSecondStreamingOffer}
        title={t.film.title}
        actions={<PartnerLink href={filmPartnerActivationUrl(flow.identifier)} label={t.film.go} />}
      >
        <p>{t.film.lead}</p>
        <p>
          {t.film.identifier}: <strong>{flow.identifier}</strong>
        </p>
      </Sidebar>
    );
  }
  if (flow.kind === 'restore') {
    return (
      <Sidebar
        sidebarKey={SIDEBAR.confirmRestoreSubscription}
        title={t.restoreSidebar.title}
        actions={<ConfirmAction label={t.restoreSidebar.confirm} busy={busy} error={error} onConfirm={onConfirmRestore} />}
      >
        {flow.channel && <p className="my-services__channel">{t.mobileChannel(flow.channel)}</p>}
        <p>{t.restoreSidebar.lead(flow.name)}</p>
        <p>{t.restoreSidebar.fee(flow.product.fee)}</p>
        <NextPayments schedules={flow.schedules} afterLabel={t.restoreSidebar.after} />
      </Sidebar>
    );
  }
  return (
    <CancelSidebars
      flow={flow}
      busy={busy}
      error={error}
      onConfirmCancel={onConfirmCancel}
      onTakeOffer={onTakeOffer}
      onChooseTarget={onChooseTarget}
    />
  );
}

function CancelSidebars({
  flow,
  busy,
  error,
  onConfirmCancel,
  onTakeOffer,
  onChooseTarget,
}: Omit<Props, 'onConfirmRestore' | 'flow'> & { flow: Extract<Flow, { kind: 'cancel' }> }) {
  const [reason, setReason] = useState<ResignationReason | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const { check, schedules, offer } = flow.preview;

  const confirm = () => {
    if (reason) onConfirmCancel(reason);
  };
  const afterReason = () => {
    if (!reason) {
      setReasonMissing(true);
      return;
    }
    if (offer) openSidebar(SIDEBAR.antiChurnOffer);
    else confirm();
  };
  const confirmButton = (
    <button type="button" className="button" disabled={busy} onClick={offer ? confirm : afterReason}>
      {t.confirm}
    </button>
  );

  const { downgradeTo } = flow;

  return (
    <>
      {downgradeTo && (
        <Sidebar
          sidebarKey={SIDEBAR.proposeDowngrade}
          title={t.propose.title}
          actions={
            <>
              <button type="button" className="button button--secondary" onClick={() => openSidebar(SIDEBAR.confirmCancelSubscription)}>
                {t.propose.decline}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => onChooseTarget(downgradeTo)}>
                {t.propose.change(downgradeTo.name)}
              </button>
              <FlowError error={error} />
            </>
          }
        >
          <p>{t.propose.lead(flow.name, downgradeTo.name, downgradeTo.price)}</p>
        </Sidebar>
      )}
      <Sidebar
        sidebarKey={SIDEBAR.confirmCancelSubscription}
        title={t.confirmCancel.title}
        actions={
          <button type="button" className="button" onClick={() => openSidebar(SIDEBAR.reasonForResignation)}>
            {t.confirmCancel.next}
          </button>
        }
      >
        <p>{t.confirmCancel.lead(flow.name, check.endDate)}</p>
        {check.codes.length > 0 && (
          <>
            <p>{t.confirmCancel.alsoGoing}</p>
            <ul>
              {check.codes.map((code) => (
                <li key={code}>
                  {schedules.now.nextPayments.flatMap((month) => month.articlePayments).find((payment) => payment.articleCode === code)
                    ?.articleName ?? code}
                </li>
              ))}
            </ul>
          </>
        )}
        <NextPayments schedules={schedules} afterLabel={t.confirmCancel.after} />
      </Sidebar>

      <Sidebar
        sidebarKey={SIDEBAR.reasonForResignation}
        title={t.reason.title}
        actions={
          <>
            <BackButton />
            {offer ? (
              <button type="button" className="button" onClick={afterReason}>
                {t.reason.next}
              </button>
            ) : (
              confirmButton
            )}
            {!offer && <FlowError error={error} />}
          </>
        }
      >
        <fieldset className="my-services__reasons" aria-describedby={reasonMissing ? 'powod-wymagany' : undefined}>
          <legend>{t.reason.legend}</legend>
          {RESIGNATION_REASONS.map((code) => (
            <label key={code}>
              <input
                type="radio"
                name="powod-rezygnacji"
                value={code}
                checked={reason === code}
                onChange={() => {
                  setReason(code);
                  setReasonMissing(false);
                }}
              />{' '}
              {resignationReasonLabels[code]}
            </label>
          ))}
        </fieldset>
        {reasonMissing && (
          <p id="powod-wymagany" className="shop-error" role="alert">
            {t.reason.required}
          </p>
        )}
      </Sidebar>

      {offer && (
        <Sidebar
          sidebarKey={SIDEBAR.antiChurnOffer}
          title={t.antiChurn.title}
          actions={
            <>
              <BackButton />
              <button type="button" className="button" disabled={busy} onClick={onTakeOffer}>
                {t.antiChurn.take}
              </button>
              {confirmButton}
              <FlowError error={error} />
            </>
          }
        >
          <p>{t.antiChurn.lead(flow.name)}</p>
          <p>
            <strong>{offer.name}</strong>: {t.antiChurn.price(offer.price, offer.ltoDuration)} ({t.price(offer.currentFee)}).
          </p>
          <p>{t.antiChurn.saving(offer.monthlySaving)}</p>
          <p>{t.antiChurn.decline}</p>
        </Sidebar>
      )}
    </>
  );
}
