// The key, not the API client's module: the watch runs on every page, the client loads only where the page calls the API.
import { INACTIVITY_CHECK_INTERVAL_MS, LAST_ACTIVITY_KEY, inactivityAlert, isInactive, parseLastActivity } from '#domain/inactivity.ts';
import { pushAlert } from '#stores/alerts.ts';
import { $isLoggedIn, resetSession } from '#stores/session.ts';
import { forgetLogin, LOGGED_IN_KEY } from './auth-redirect.ts';

/**
 * Inactivity end (spec 4 and 9): every 60 s the last request time the API
 * client stored (shared by all tabs) is compared with now; a signed-in
 * visitor idle for 30 minutes has the session ended through closeBrowser,
 * the page forgets it (session store, logged_in flag, pending payment data)
 * and an alert says why.
 */

function localValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Signed in by this page's session, or by the flag another page stored (pages that load no session). */
const signedIn = () => $isLoggedIn.get() || localValue(LOGGED_IN_KEY) === '1';

let ending = false;

async function endSession(): Promise<void> {
  try {
    const [{ callOperation }, { calls }] = await Promise.all([import('#api-client/operations.ts'), import('#api-client/calls.ts')]);
    await callOperation(calls.session.closeBrowser, { query: {} }, { alert: false });
  } catch {
    // Offline or refused: the page still forgets the session, so nothing personal stays on a shared screen's next request.
  }
  resetSession();
  forgetLogin();
  pushAlert(inactivityAlert(Date.now()));
}

export function checkInactivity(now: number = Date.now()): Promise<void> | undefined {
  if (ending || !isInactive({ now, lastActivity: parseLastActivity(localValue(LAST_ACTIVITY_KEY)), signedIn: signedIn() })) return undefined;
  ending = true;
  return endSession().finally(() => {
    ending = false;
  });
}

/** Starts the check; returns the function that stops it. */
export function startInactivityWatch(): () => void {
  const timer = setInterval(() => void checkInactivity(), INACTIVITY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
