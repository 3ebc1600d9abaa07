import type { SaleStage } from '../../../content-schema/site.ts';
import { startAnalytics } from '../../analytics/start.ts';
import { startAlerts } from './alerts.ts';
import { startAnchorScroll } from './anchor-scroll.ts';
import { startLoginPage } from './auth-redirect.ts';
import { startConsentNotice } from './consent-notice.ts';
import { startEmbedding } from './embedding.ts';
import { startInactivityWatch } from './inactivity.ts';
import { startInAppLinks } from './in-app-links.ts';
import { startSessionGates } from './session-gates.ts';
import { startStartup } from './startup.ts';
import { startUserMenu } from './user-menu.ts';
import { trackDevice } from '../../stores/device.ts';

export type ShellConfig = {
  dataMapper: Array<{ key: string; path: string }>;
  excludedLinkPatterns: string[];
  /** Where a signed-in visitor of the login page goes when no target is stored (spec 2, sale stage config). */
  selectPackageUrl: string;
  /** The site's sale stages in order (spec 3 "Sale stage"). */
  saleStages: SaleStage[];
  /** Spec 2: the sale stage config knows a login url and a select-package url. */
  saleStageConfig: { loginUrl: string; selectPackageUrl: string };
  /** Origins whose embedding app may ask for the session data (spec 4). */
  embeddingOrigins: string[];
};

/** Starts every behaviour of the shell once per page load. */
export function startShell(): void {
  const configElement = document.getElementById('shell-config');
  const config = JSON.parse(configElement?.textContent ?? '{}') as ShellConfig;
  trackDevice(window);
  startAnalytics();
  startConsentNotice();
  startAnchorScroll();
  startAlerts();
  startUserMenu();
  startSessionGates(config);
  startInAppLinks(config);
  startEmbedding(config);
  startInactivityWatch();
  // A page that loads nothing (the login page among them) is initialised at once and may be left straight away.
  const leaving = startStartup(config);
  if (!leaving) startLoginPage(config);
  for (const el of document.querySelectorAll('[data-current-year]')) el.textContent = String(new Date().getFullYear());
}
