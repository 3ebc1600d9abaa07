import { startAlerts } from './alerts.ts';
import { startAnchorScroll } from './anchor-scroll.ts';
import { startLoginPage } from './auth-redirect.ts';
import { startConsentNotice } from './consent-notice.ts';
import { startInAppLinks } from './in-app-links.ts';
import { startSessionGates } from './session-gates.ts';
import { startSessionLoading } from './session-loader.ts';
import { startUserMenu } from './user-menu.ts';
import { trackDevice } from '../../stores/device.ts';

export type ShellConfig = {
  dataMapper: Array<{ key: string; path: string }>;
  excludedLinkPatterns: string[];
  /** Where a signed-in visitor of the login page goes when no target is stored (spec 2, sale stage config). */
  selectPackageUrl: string;
};

/** Starts every behaviour of the shell once per page load. */
export function startShell(): void {
  const configElement = document.getElementById('shell-config');
  const config = JSON.parse(configElement?.textContent ?? '{}') as ShellConfig;
  trackDevice(window);
  startConsentNotice();
  startAnchorScroll();
  startAlerts();
  startUserMenu();
  startSessionGates(config);
  startInAppLinks(config);
  startLoginPage(config);
  startSessionLoading();
  for (const el of document.querySelectorAll('[data-current-year]')) el.textContent = String(new Date().getFullYear());
}
