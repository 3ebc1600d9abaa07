import { MARKETING_CONSENT } from '#domain/consents.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { ConfirmAction } from '#self-care/FlowError.tsx';
import type { ConsentChange } from './MyConsents.tsx';
import { texts as t } from './texts.ts';

/** The confirm-change-or-withdraw-consent sidebar (spec 2): what the change means, „Potwierdź”, and a refusal beside it. */
export default function ConsentSidebar({
  change,
  busy,
  error,
  onConfirm,
}: {
  change: ConsentChange;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const name = t.names[change.cconsent];
  return (
    <Sidebar
      sidebarKey={SIDEBAR.confirmChangeOrWithdrawMarketingConsent}
      title={change.value ? t.sidebar.giveTitle : t.sidebar.withdrawTitle}
      actions={<ConfirmAction label={t.sidebar.confirm} busy={busy} error={error} onConfirm={onConfirm} />}
    >
      <p>{change.value ? t.sidebar.give(name) : t.sidebar.withdraw(name)}</p>
      {!change.value && change.cconsent === MARKETING_CONSENT && <p>{t.sidebar.discount}</p>}
    </Sidebar>
  );
}
