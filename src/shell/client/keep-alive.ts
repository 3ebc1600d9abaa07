import { callOperation } from '#api-client/operations.ts';
import { calls } from '#api-client/calls.ts';
import { ApiError } from '#api-client/errors.ts';
import { LAST_ACTIVITY_KEY, parseLastActivity } from '#domain/inactivity.ts';
import { LAST_REFRESH_KEY, parseLastRefresh, REFRESH_INTERVAL_MS, refreshDecision, refreshPath } from '#domain/keep-alive.ts';
import { $isLoggedIn } from '#stores/session.ts';
import { checkInactivity } from './inactivity.ts';

/**
 * account/refreshToken (spec 7) while a signed-in customer is active: on the
 * page's start (a navigation) and on their clicks, keys, touches and
 * scrolling, at most once a minute per tab unless the page changed
 * (src/domain/keep-alive.ts). The call is a request, so it also stores the
 * last-activity time the inactivity watch reads (spec 4): reading or typing
 * without other requests keeps the session on both sides. Activity after 30
 * idle minutes ends the session instead (the inactivity watch), and a 401
 * answer means the session is gone: the page handles it as a page load
 * without a session (onSessionLost).
 */

export interface KeepAliveOptions {
  /** The session has ended on the server (the refresh answered 401). */
  onSessionLost: () => void;
  refresh?: (path: string) => Promise<unknown>;
  now?: () => number;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeTab(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Blocked storage: this page still refreshes at most once a minute (kept in memory below).
  }
}

function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const refreshToken = (path: string) => callOperation(calls.account.refreshToken, { body: { path } }, { alert: false });

let running: (() => void) | null = null;

/** Starts keeping the session alive (once per page); returns the function that stops it. */
export function startKeepAlive(options: KeepAliveOptions): () => void {
  if (running) return running;
  const refresh = options.refresh ?? refreshToken;
  const now = options.now ?? (() => Date.now());
  let memory = parseLastRefresh(readTab(LAST_REFRESH_KEY));
  let inFlight = false;

  const tick = () => {
    if (inFlight) return;
    const at = now();
    const path = refreshPath(location.pathname, location.search);
    // Scrolling fires often: this tab's own recent refresh of the same page settles it without reading storage.
    if (memory && memory.path === path && at >= memory.at && at - memory.at < REFRESH_INTERVAL_MS) return;
    const decision = refreshDecision({
      now: at,
      path,
      signedIn: $isLoggedIn.get(),
      last: parseLastRefresh(readTab(LAST_REFRESH_KEY)) ?? memory,
      lastActivity: parseLastActivity(readLocal(LAST_ACTIVITY_KEY)),
    });
    if (decision === 'inactive') {
      void checkInactivity(at);
      return;
    }
    if (decision !== 'refresh') return;
    memory = { at, path };
    writeTab(LAST_REFRESH_KEY, JSON.stringify(memory));
    inFlight = true;
    refresh(path)
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.httpStatus === 401 || error.errorCode === 401)) {
          stop();
          options.onSessionLost();
        }
        // Offline or a server fault: the next activity after a minute tries again.
      })
      .finally(() => {
        inFlight = false;
      });
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) tick();
  };
  for (const type of ACTIVITY_EVENTS) addEventListener(type, tick, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisible);
  addEventListener('pageshow', onPageShow);

  function stop() {
    for (const type of ACTIVITY_EVENTS) removeEventListener(type, tick, { capture: true });
    document.removeEventListener('visibilitychange', onVisible);
    removeEventListener('pageshow', onPageShow);
    running = null;
  }
  running = stop;
  // Opening the page is activity too.
  tick();
  return stop;
}
