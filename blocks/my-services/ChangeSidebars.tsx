import { useId, useState } from 'react';
import { monthlyDifference, type ChangeTarget } from '#domain/package-change.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { FlowError } from '#self-care/FlowError.tsx';
import { NextPayments } from '#self-care/NextPayments.tsx';
import type { ChangeFlow } from './MyServices.tsx';
import { dateTime, texts as t } from './texts.ts';

interface Props {
  flow: ChangeFlow;
  /** A call of the flow is in progress: its buttons are disabled, so a double click makes one change. */
  busy: boolean;
  /** The server's words (or the network failure) of the flow's last call, beside its button. */
  error: string | null;
  nameOf: (code: string) => string;
  shopUrl: string;
  onChoose: (target: ChangeTarget) => void;
  onSummary: () => void;
  onDiscard: () => void;
}

/** The packages or plans to choose from, each with its price and what it changes in the monthly fee; „Dalej” asks for one. */
function TargetChoice({
  legend,
  targets,
  fee,
  busy,
  error,
  onChoose,
}: { legend: string; targets: readonly ChangeTarget[]; fee: string | null } & Pick<Props, 'busy' | 'error' | 'onChoose'>) {
  const [chosen, setChosen] = useState<ChangeTarget | null>(null);
  const [missing, setMissing] = useState(false);
  const missingId = useId();
  const next = () => {
    if (chosen) onChoose(chosen);
    else setMissing(true);
  };
  return (
    <>
      <fieldset className="my-services__choices" aria-describedby={missing ? missingId : undefined}>
        <legend>{legend}</legend>
        {targets.map((target) => (
          <label key={target.articleCode}>
            <input
              type="radio"
              name="zmiana"
              value={target.articleCode}
              checked={chosen?.articleCode === target.articleCode}
              onChange={() => {
                setChosen(target);
                setMissing(false);
              }}
            />{' '}
            <span>
              {target.name}: {t.perMonth(target.price)}
              {fee !== null && <> ({t.difference(monthlyDifference([{ fee }], [target]))})</>}
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={missingId} className="shop-error" role="alert">
          {t.choose.required}
        </p>
      )}
      <div className="my-services__sidebar-actions">
        <button type="button" className="button" disabled={busy} onClick={next}>
          {t.choose.next}
        </button>
        <FlowError error={error} />
      </div>
    </>
  );
}

/**
 * The sidebars of a change of package or plan (spec 2): the common
 * manage-service sidebar (choose a cheaper package; dearer ones are bought in
 * the shop), change-oneOf-plan, unavailable-by-oneOf-package, confirm-
 * downgrade (what goes, what stays, the next payments now and after), and the
 * black-week wait. Loaded when the customer starts a change.
 */
export default function ChangeSidebars({ flow, busy, error, nameOf, shopUrl, onChoose, onSummary, onDiscard }: Props) {
  switch (flow.kind) {
    case 'wait':
      return (
        <Sidebar sidebarKey={SIDEBAR.blackWeekWait} title={t.wait.title}>
          <p>{t.wait.lead(flow.pause.name, dateTime(flow.pause.endDate))}</p>
        </Sidebar>
      );
    case 'package': {
      const { lower, higher } = flow.choices;
      return (
        <Sidebar sidebarKey={SIDEBAR.commonManageService} title={t.manage.title}>
          {lower.length > 0 ? (
            <TargetChoice
              legend={t.manage.legend(flow.name)}
              targets={lower}
              fee={flow.product.fee === null ? null : String(flow.product.fee)}
              busy={busy}
              error={error}
              onChoose={onChoose}
            />
          ) : (
            <p>{t.manage.noLower}</p>
          )}
          {higher.length > 0 && (
            <p>
              {t.manage.higher(higher.map((target) => target.name).join(', '))} <a href={shopUrl}>{t.manage.shop}</a>
            </p>
          )}
        </Sidebar>
      );
    }
    case 'plan':
      return (
        <Sidebar sidebarKey={SIDEBAR.changeOneOfPlan} title={t.plan.title}>
          {flow.choices.length > 0 ? (
            <TargetChoice
              legend={t.plan.legend(flow.name)}
              targets={flow.choices}
              fee={flow.product.fee === null ? null : String(flow.product.fee)}
              busy={busy}
              error={error}
              onChoose={onChoose}
            />
          ) : (
            <p>{t.plan.none}</p>
          )}
        </Sidebar>
      );
    case 'plan-unavailable':
      return (
        <Sidebar sidebarKey={SIDEBAR.unavailableByOneOfPackage} title={t.plan.unavailableTitle}>
          <p>{t.plan.unavailable(flow.name, flow.packageName)}</p>
        </Sidebar>
      );
    case 'confirm-change': {
      const { target, prepared } = flow;
      const staying = prepared.codes.filter((code) => code !== target.articleCode);
      return (
        <Sidebar
          sidebarKey={SIDEBAR.confirmDowngrade}
          title={t.confirmChange.title}
          actions={
            <>
              <button type="button" className="button button--secondary" disabled={busy} onClick={onDiscard}>
                {t.confirmChange.discard}
              </button>
              <button type="button" className="button" disabled={busy} onClick={onSummary}>
                {t.confirmChange.summary}
              </button>
              <FlowError error={error} />
            </>
          }
        >
          <p>{t.confirmChange.target(target.name, target.price)}</p>
          {prepared.removedCodes.length > 0 && (
            <>
              <p>{t.confirmChange.losing}</p>
              <ul>
                {prepared.removedCodes.map((code) => (
                  <li key={code}>{nameOf(code)}</li>
                ))}
              </ul>
            </>
          )}
          {staying.length > 0 && (
            <>
              <p>{t.confirmChange.keeping}</p>
              <ul>
                {staying.map((code) => (
                  <li key={code}>{nameOf(code)}</li>
                ))}
              </ul>
            </>
          )}
          <NextPayments schedules={prepared.schedules} afterLabel={t.confirmChange.after} />
        </Sidebar>
      );
    }
  }
}
