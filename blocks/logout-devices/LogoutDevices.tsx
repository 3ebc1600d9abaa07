import { lazy, Suspense, useState } from 'react';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import { texts as t } from './texts.ts';
import './LogoutDevices.scss';

type Props = IslandProps<typeof block>;

/** The confirm sidebar and the call, loaded when the customer starts. */
const LogoutDevicesSidebar = lazy(() => import('./LogoutDevicesSidebar.tsx'));
const api = () => import('./api.ts');

/**
 * Log out other devices (spec 2 my account, logout devices; issue 14 item 7):
 * after the confirm sidebar, account/logoutOtherDevices ends every other
 * session of the customer, in the portal and at the identity provider, and
 * the page says how many devices were signed out; this one stays signed in.
 */
export default function LogoutDevices({ heading }: Props) {
  const { session, ready } = useSession();
  const [asking, setAsking] = useState(false);
  const { busy, error, setError, run } = useGuardedAction();
  const [notice, setNotice] = useState<string | null>(null);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const start = () => {
    setError(null);
    setNotice(null);
    setAsking(true);
    openSidebar(SIDEBAR.confirmLogoutOtherDevices);
  };

  const confirm = () =>
    run(async () => {
      const ended = await (await api()).logoutOtherDevices();
      closeSidebar();
      setAsking(false);
      setNotice(t.done(ended));
    });

  return (
    <section className="logout-devices" aria-labelledby="logout-devices-heading">
      <h2 id="logout-devices-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p>{t.explanation}</p>
      <p className="logout-devices__notice" role="status">
        {notice}
      </p>
      <button type="button" className="button" disabled={busy} onClick={start}>
        {t.start}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <LogoutDevicesSidebar busy={busy} error={error} onConfirm={() => void confirm()} />
        </Suspense>
      )}
    </section>
  );
}
