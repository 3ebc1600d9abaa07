import type { Session } from '../../domain/session-defaults.ts';
import { setSession } from '../../stores/session.ts';
import { applySessionToPage } from './auth-redirect.ts';

/**
 * Pages whose kind loads the session (spec section 2: not content-system,
 * documents or support pages, nor the login page) ask the customer API for it
 * once the page is up. The API client is loaded only here, so pages that do
 * not load the session ship none of it. A page for signed-in customers only
 * sends an anonymous visitor to the login page once the session says so.
 */
export function startSessionLoading(): void {
  if (document.body.dataset.loadsSession !== 'true') return;
  void import('../../api-client/index.ts')
    .then(({ apiRequest }) => apiRequest<Partial<Session>>('POST', 'sessionData', { body: {}, alert: false }))
    .then((data) => {
      setSession(data);
      applySessionToPage(data.userLogin);
    })
    // Without a session the page stays as an anonymous visitor sees it.
    .catch(() => undefined);
}
