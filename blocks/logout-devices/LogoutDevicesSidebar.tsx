import { SIDEBAR } from '#overlays/keys.ts';
import { Sidebar } from '#overlays/Sidebar.tsx';
import { ConfirmAction } from '#self-care/FlowError.tsx';
import { texts as t } from './texts.ts';

/** The confirm step: what logging out the other devices means, „Tak, wyloguj”, and a refusal beside it. */
export default function LogoutDevicesSidebar({ busy, error, onConfirm }: { busy: boolean; error: string | null; onConfirm: () => void }) {
  return (
    <Sidebar
      sidebarKey={SIDEBAR.confirmLogoutOtherDevices}
      title={t.sidebar.title}
      actions={<ConfirmAction label={t.sidebar.confirm} busy={busy} error={error} onConfirm={onConfirm} />}
    >
      <p>{t.sidebar.body}</p>
    </Sidebar>
  );
}
