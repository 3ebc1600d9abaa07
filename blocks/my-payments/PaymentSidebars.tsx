import { useEffect, useId, useState } from 'react';
import { CARD_MOP, INSTANT_CODE_MOP, type OperatorMopId, type PaymentMeanId } from '#domain/payment-methods.ts';
import type { PaymentMean } from '#domain/session.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { ConfirmAction, FlowError } from '#self-care/FlowError.tsx';
import { closeSidebar } from '#stores/overlays.ts';
import type { Addition, MeanConsent, MeansConfig, MobileModel } from './api.ts';
import { meanConfigOf, meanName, SIDEBAR_OF, type Flow } from './flow.ts';
import { texts as t } from './texts.ts';

type Props = {
  flow: Flow;
  config: MeansConfig | undefined;
  payments: PaymentMean[];
  busy: boolean;
  error: string | null;
  onChooseMean: (mopId: PaymentMeanId | 'operator') => void;
  onChooseOperator: (mopId: OperatorMopId) => void;
  onAdd: (addition: Addition) => void;
  onSendPin: (mopId: OperatorMopId, msisdn: string, consents: string[]) => void;
  onStartAdd: (preselected: PaymentMeanId | null) => void;
  onRemove: (mean: PaymentMean) => void;
  onBack: (flow: Flow) => void;
};

const api = () => import('./api.ts');

/** The consents of mop/consents for adding a means, loaded with the sidebars (null until then). */
function useMeanConsents(): MeanConsent[] | null {
  const [consents, setConsents] = useState<MeanConsent[] | null>(null);
  useEffect(() => {
    let live = true;
    void api()
      .then((calls) => calls.meanConsents())
      .then((list) => live && setConsents(list))
      // Without the list no box is shown; mop/add then refuses in the server's words, shown beside the button.
      .catch(() => live && setConsents([]));
    return () => {
      live = false;
    };
  }, []);
  return consents;
}

/** The consent boxes of a means, with the refusal of a required one left unticked. */
function ConsentBoxes({
  consents,
  ticked,
  missing,
  onToggle,
}: {
  consents: MeanConsent[];
  ticked: string[];
  missing: boolean;
  onToggle: (code: string) => void;
}) {
  const errorId = useId();
  if (consents.length === 0) return null;
  return (
    <div className="summary-section">
      {consents.map((consent) => (
        <label key={consent.cconsent} className="summary-check">
          <input
            type="checkbox"
            checked={ticked.includes(consent.cconsent)}
            aria-invalid={missing && consent.required && !ticked.includes(consent.cconsent) ? true : undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={() => onToggle(consent.cconsent)}
          />
          <span>{consent.label}</span>
        </label>
      ))}
      {missing && (
        <p id={errorId} className="shop-error" role="alert">
          {t.add.consentMissing}
        </p>
      )}
    </div>
  );
}

/** Ticked consents of a means, and whether a required one is missing once the customer tried to go on. */
function useConsentChoice(all: MeanConsent[] | null, mopId: PaymentMeanId | null) {
  const [ticked, setTicked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const consents = mopId === null || all === null ? [] : all.filter((consent) => consent.mopIds.includes(mopId));
  const complete = consents.every((consent) => !consent.required || ticked.includes(consent.cconsent));
  return {
    /** Going on waits for the list: a required box must be seen before it can be ticked. */
    loaded: all !== null,
    consents,
    ticked,
    missing: tried && !complete,
    toggle: (code: string) => setTicked((list) => (list.includes(code) ? list.filter((entry) => entry !== code) : [...list, code])),
    /** True when the customer may go on; otherwise the refusal shows. */
    attempt: () => {
      setTried(true);
      return complete;
    },
  };
}

/** Seconds left of the PIN, counted from the answer's own clock (ts to expiresAt), so the browser's clock does not matter. */
function usePinSecondsLeft(model: MobileModel, onExpired: () => void): number {
  const total = model.expiresAt ? Math.max(0, Math.round((Date.parse(model.expiresAt) - Date.parse(model.ts)) / 1000)) : 0;
  const [left, setLeft] = useState(total);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, total - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onExpired();
      }
    }, 1000);
    return () => clearInterval(timer);
    // The countdown runs once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model.token_csum]);
  return left;
}

function AddSidebar({
  flow,
  config,
  consentsAll,
  busy,
  error,
  onChooseMean,
  onAdd,
}: Props & { flow: Extract<Flow, { step: 'add' }>; consentsAll: MeanConsent[] | null }) {
  const [chosen, setChosen] = useState<PaymentMeanId | null>(flow.preselected);
  const consent = useConsentChoice(consentsAll, chosen);
  const options: Array<{ key: string; mopId: PaymentMeanId | 'operator'; title: string; text: string }> = [
    { key: 'card', mopId: CARD_MOP, title: t.add.card, text: meanConfigOf(config, CARD_MOP)?.description ?? '' },
    { key: 'operator', mopId: 'operator', title: t.add.operator, text: t.add.operatorText },
    {
      key: 'code',
      mopId: INSTANT_CODE_MOP,
      title: meanConfigOf(config, INSTANT_CODE_MOP)?.label ?? '',
      text: meanConfigOf(config, INSTANT_CODE_MOP)?.description ?? '',
    },
  ];
  const go = () => {
    if (chosen !== null && consent.attempt()) onAdd({ mopId: chosen, consents: consent.ticked });
  };
  return (
    <Sidebar
      sidebarKey={SIDEBAR_OF.add}
      title={t.add.title}
      actions={chosen !== null && consent.loaded && <ConfirmAction label={t.add.toGateway} busy={busy} error={error} onConfirm={go} />}
    >
      <p>{t.add.intro}</p>
      <ul className="my-payments__options">
        {options.map((option) => (
          <li key={option.key} className="my-payments__mean">
            <h4>{option.title}</h4>
            <p>{option.text}</p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`${t.add.choose}: ${option.title}`}
              aria-pressed={option.mopId === chosen}
              disabled={busy}
              onClick={() => {
                onChooseMean(option.mopId);
                if (option.mopId !== 'operator') setChosen(option.mopId);
              }}
            >
              {t.add.choose}
            </button>
          </li>
        ))}
      </ul>
      <ConsentBoxes consents={consent.consents} ticked={consent.ticked} missing={consent.missing} onToggle={consent.toggle} />
    </Sidebar>
  );
}

function MsisdnSidebar({
  flow,
  config,
  consentsAll,
  busy,
  error,
  onSendPin,
}: Props & { flow: Extract<Flow, { step: 'msisdn' }>; consentsAll: MeanConsent[] | null }) {
  const [msisdn, setMsisdn] = useState(flow.model?.currentMsisdn ?? '');
  const [empty, setEmpty] = useState(false);
  const consent = useConsentChoice(consentsAll, flow.mopId);
  const hintId = useId();
  const errorId = useId();
  const refusal = empty ? t.msisdn.empty : flow.model?.showError ? (t.msisdn.refused[flow.model.uforStatus] ?? null) : null;
  const send = () => {
    const blank = msisdn.trim() === '';
    setEmpty(blank);
    if (consent.attempt() && !blank) onSendPin(flow.mopId, msisdn, consent.ticked);
  };
  const operator = meanConfigOf(config, flow.mopId);
  return (
    <Sidebar
      sidebarKey={SIDEBAR_OF.msisdn}
      title={t.msisdn.title}
      actions={consent.loaded && <ConfirmAction label={t.msisdn.send} busy={busy} error={error} onConfirm={send} />}
    >
      {operator && <p>{operator.addLabel}</p>}
      <label htmlFor="my-payments-msisdn">{t.msisdn.label}</label>
      <input
        id="my-payments-msisdn"
        type="tel"
        autoComplete="tel-national"
        value={msisdn}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => setMsisdn(event.target.value)}
      />
      <p id={hintId} className="payment-choice__hint">
        {t.msisdn.hint}
      </p>
      {refusal && (
        <p id={errorId} className="shop-error" role="alert">
          {refusal}
        </p>
      )}
      <ConsentBoxes consents={consent.consents} ticked={consent.ticked} missing={consent.missing} onToggle={consent.toggle} />
    </Sidebar>
  );
}

function PinSidebar({ flow, busy, error, onAdd, onBack }: Props & { flow: Extract<Flow, { step: 'pin' }> }) {
  const left = usePinSecondsLeft(flow.model, () => onBack({ step: 'pinTimeout', mopId: flow.mopId }));
  return (
    <Sidebar
      sidebarKey={SIDEBAR_OF.pin}
      title={t.pin.title}
      actions={
        <ConfirmAction
          label={t.pin.open}
          busy={busy}
          error={error}
          onConfirm={() =>
            onAdd({ mopId: flow.mopId, consents: flow.consents, ...(flow.model.token_csum ? { tokenCsum: flow.model.token_csum } : {}) })
          }
        />
      }
    >
      <p>{t.pin.sent(flow.model.msisdn ?? '')}</p>
      <p>{t.pin.validFor(left)}</p>
    </Sidebar>
  );
}

/** The sidebars of a change of payment means (spec 2), one open at a time: the one of the flow's step. */
export default function PaymentSidebars(props: Props) {
  const { flow, config, payments, busy, error } = props;
  const consentsAll = useMeanConsents();

  switch (flow.step) {
    case 'add':
      return <AddSidebar key={`add-${flow.preselected}`} {...props} flow={flow} consentsAll={consentsAll} />;
    case 'unavailable': {
      const name = meanConfigOf(config, flow.mopId)?.label ?? String(flow.mopId);
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.unavailable}
          title={t.unavailable.title}
          actions={
            <button type="button" className="button" onClick={() => props.onBack({ step: 'add', preselected: null })}>
              {t.unavailable.back}
            </button>
          }
        >
          <p>{t.unavailable.text(name, flow.offers)}</p>
        </Sidebar>
      );
    }
    case 'operators':
      return (
        <Sidebar sidebarKey={SIDEBAR_OF.operators} title={t.operators.title}>
          <p>{t.operators.intro}</p>
          <ul className="my-payments__options">
            {(config?.paymentMeans ?? [])
              .filter((mean) => mean.kind === 'MOBILE_OPERATOR')
              .map((mean) => (
                <li key={mean.mopId}>
                  <button type="button" className="button button--secondary" onClick={() => props.onChooseOperator(mean.mopId as OperatorMopId)}>
                    {mean.addLabel}
                  </button>
                </li>
              ))}
          </ul>
        </Sidebar>
      );
    case 'msisdn':
      return <MsisdnSidebar key={`msisdn-${flow.mopId}`} {...props} flow={flow} consentsAll={consentsAll} />;
    case 'pin':
      return <PinSidebar key={flow.model.token_csum ?? 'pin'} {...props} flow={flow} />;
    case 'pinTimeout':
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.pinTimeout}
          title={t.pinTimeout.title}
          actions={
            <button type="button" className="button" onClick={() => props.onBack({ step: 'msisdn', mopId: flow.mopId, model: null })}>
              {t.pinTimeout.again}
            </button>
          }
        >
          <p>{t.pinTimeout.text}</p>
        </Sidebar>
      );
    case 'adding':
      return (
        <Sidebar sidebarKey={SIDEBAR_OF.adding} title={t.adding.title}>
          <p>{t.adding.text}</p>
          {flow.blocked && flow.paymentUrl && (
            <p>
              {t.adding.blocked}{' '}
              <a href={flow.paymentUrl} target="_blank" rel="opener">
                {t.adding.openAgain}
              </a>
            </p>
          )}
          <p role="status">{t.adding.waiting}</p>
          <FlowError error={error} />
        </Sidebar>
      );
    case 'result': {
      const process = flow.process;
      const text =
        process?.status === 'ACTIVE'
          ? t.result.added(process.displayString ?? '')
          : process?.status === 'FAILED'
            ? t.result.failed(process.failureReason ? t.result.reasons[process.failureReason] : '')
            : t.result.notFinished;
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.result}
          title={t.result.title}
          actions={
            <button type="button" className="button" onClick={closeSidebar}>
              {t.result.close}
            </button>
          }
        >
          <p role="status">{text}</p>
        </Sidebar>
      );
    }
    case 'unsupportedBank':
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.unsupportedBank}
          title={t.unsupportedBank.title}
          actions={
            <button type="button" className="button" onClick={() => props.onStartAdd(CARD_MOP)}>
              {t.unsupportedBank.addOther}
            </button>
          }
        >
          <p>{t.unsupportedBank.text}</p>
        </Sidebar>
      );
    case 'proposeRemoval': {
      const name = meanName(flow.mean, config);
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.proposeRemoval}
          title={t.proposeRemoval.title}
          actions={
            <>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => props.onStartAdd(CARD_MOP)}>
                {t.proposeRemoval.addNew}
              </button>
              <ConfirmAction label={t.proposeRemoval.remove} busy={busy} error={error} onConfirm={() => props.onRemove(flow.mean)} />
            </>
          }
        >
          <p>{t.proposeRemoval.text(name)}</p>
          <p>{payments.length <= 1 ? t.proposeRemoval.onlyMean : t.proposeRemoval.other}</p>
        </Sidebar>
      );
    }
    case 'removing':
      return (
        <Sidebar sidebarKey={SIDEBAR_OF.removing} title={t.removing.title}>
          <p>{t.proposeRemoval.text(meanName(flow.mean, config))}</p>
          {busy && <p role="status">{t.removing.progress}</p>}
          {error && (
            <>
              <FlowError error={error} />
              <p>{t.removing.kept}</p>
            </>
          )}
        </Sidebar>
      );
    case 'confirmRemoveMobile': {
      const name = meanName(flow.mean, config);
      return (
        <Sidebar
          sidebarKey={SIDEBAR_OF.confirmRemoveMobile}
          title={t.confirmRemoveMobile.title}
          actions={<ConfirmAction label={t.confirmRemoveMobile.confirm} busy={busy} error={error} onConfirm={() => props.onRemove(flow.mean)} />}
        >
          <p>{t.confirmRemoveMobile.text(name)}</p>
        </Sidebar>
      );
    }
  }
}
