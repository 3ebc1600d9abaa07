import { calls } from './calls.ts';
import { apiClientConfig } from './config.ts';
import { callOperation } from './operations.ts';
import { XSRF_COOKIE } from './xsrf.ts';

/**
 * Pages that load no session (help, content) hold no XSRF token until the
 * visitor acts: sessionData gives one (the service writes nothing for it), so
 * the first state-changing call of such a page passes the double submit.
 */
export async function ensureXsrfToken(): Promise<void> {
  if (apiClientConfig().readCookie(XSRF_COOKIE)) return;
  await callOperation(calls.session.sessionData, { body: {} }, { alert: false });
}
