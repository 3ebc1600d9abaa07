import type { SaleStage } from '#content-schema/site.ts';
import { startAnalytics } from '#analytics/start.ts';
import { startAlerts } from './alerts.ts';
import { startLoginPage } from './auth-redirect.ts';
import { startConsentNotice } from './consent-notice.ts';
import { startInactivityWatch } from './inactivity.ts';
import { startInAppLinks } from './in-app-links.ts';
import { startMainMenuFit } from './main-menu-fit.ts';
import { startOnDemand } from './on-demand.ts';
import { startSessionGates } from './session-gates.ts';
import { startStartup } from './startup.ts';
import { startSelfcareMenu } from './selfcare-menu.ts';
import { startUserMenu } from './user-menu.ts';
import { trackDevice } from '#stores/device.ts';

export type ShellConfig = {
  dataMapper: Array<{ key: string; path: string }>;
  excludedLinkPatterns: string[];
  /** The site's sale stages in order (spec 3 "Sale stage"). */
  saleStages: SaleStage[];
  /** Spec 2: the sale stage config knows a login url and a select-package url. */
  saleStageConfig: { loginUrl: string; selectPackageUrl: string };
  /** Origins whose embedding app may ask for the session data (spec 4). */
  embeddingOrigins: string[];
};

/** Messages from an allow-listed embedding app (spec 4) load the code that answers them; other origins cost nothing. */
function listenToEmbeddingApp(allowList: readonly string[]): void {
  if (allowList.length === 0) return;
  addEventListener('message', (event: MessageEvent) => {
    if (allowList.includes(event.origin))
      void import('./embedding.ts').then(({ answerEmbeddingMessage }) => answerEmbeddingMessage(event, allowList));
  });
}

/**
 * Starts every behaviour of the shell once per page load. What every page
 * runs at start is one script (split into chunks, each would cost a request
 * and compress worse); what only some pages or some moments need loads on
 * demand, so content and help pages stay within their JS budget: the session
 * and discount loading with the API client's request layer (pages that load
 * the session), the answer to an embedding app, the anchor scroll when the
 * address asks for it, the A/B test events, the cancel-order dialog, the
 * search panel, the support dialogs and the article rating (on-demand.ts).
 */
export function startShell(): void {
  const configElement = document.getElementById('shell-config');
  const config = JSON.parse(configElement?.textContent ?? '{}') as ShellConfig;
  trackDevice(window);
  startAnalytics();
  startConsentNotice();
  if (new URLSearchParams(location.search).has('anchor')) void import('./anchor-scroll.ts').then(({ startAnchorScroll }) => startAnchorScroll());
  startAlerts();
  startUserMenu();
  startMainMenuFit();
  startSelfcareMenu();
  startSessionGates(config);
  startInAppLinks(config);
  listenToEmbeddingApp(config.embeddingOrigins ?? []);
  startOnDemand();
  startInactivityWatch();
  // A page that loads nothing (the login page among them) is initialised at once and may be left straight away.
  if (!startStartup(config)) startLoginPage();
  for (const el of document.querySelectorAll('[data-current-year]')) el.textContent = String(new Date().getFullYear());
}
