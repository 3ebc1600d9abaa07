import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { createDefaultSession, type Session } from '#domain/session.ts';
import { $appInitialized } from './app.ts';
import { $session } from './session.ts';

const SERVER_SESSION = createDefaultSession();

/**
 * False while React hydrates the island's static HTML, true after: the first
 * client render must match the HTML built without a session, or React throws
 * the hydration away (error 418).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
}

// The snapshot React compares while it hydrates (the server's) and after (the client's): nothing ever changes it.
const subscribeToNothing = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

/**
 * The session as every island shows it (shop, self-care, top-up, vouchers),
 * and whether it may act: once start-up has loaded the session and the
 * discount (spec 4 app-initialized flag). Until the island is hydrated both
 * are as the build rendered them (the default session, not ready).
 */
export function useSession(): { session: Session; ready: boolean } {
  const hydrated = useHydrated();
  const live = useStore($session);
  const initialized = useStore($appInitialized);
  return { session: hydrated ? live : SERVER_SESSION, ready: hydrated && initialized };
}
