/** Alert banners: their lifetime, tones and where they are hidden (spec sections 2, 4, 8, 9); raised by envelope-alerts.ts. */

export type Alert = { id: string; message: string; status: string; ts: number; errorCode: number };

export type ApiEnvelope<T> = { data: T | null; errorCode: number; msg: string; status: string };

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/** Section 9: on navigation, alerts older than this are dropped. */
export const ALERT_LIFETIME_MS = 5000;

/** Section 8: alerts with these codes are cleared automatically (404 too, see `isAutoCleared`). */
export const AUTO_CLEARED_CODES: readonly number[] = [359, 366, 406, 712, 713];

export const CANCEL_ORDER_CODE = 324;
export const CANCEL_ORDER_LABEL = 'Anuluj zamówienie';

/** Section 2: templates whose pages show no alert banners (the landing page neither). */
export const ALERTS_HIDDEN_TEMPLATES: readonly string[] = ['activation', 'activate-voucher-pekao', 'stages/configuration', 'stages/summary'];
const LANDING_PAGE_TEMPLATE = 'landing-page';

/** Section 4: codes 359, 366, 406, 712, 713 and any 404 alert are removed at once. */
export function isAutoCleared(alert: Pick<Alert, 'errorCode'>): boolean {
  return alert.errorCode === 404 || AUTO_CLEARED_CODES.includes(alert.errorCode);
}

/** Section 4: on navigation, alerts older than 5 seconds are dropped (exactly 5 s still shows). */
export function pruneOnNavigation(alerts: readonly Alert[], now: number): Alert[] {
  return alerts.filter((alert) => now - alert.ts <= ALERT_LIFETIME_MS);
}

const TONES: Record<string, AlertTone> = {
  error: 'error',
  failure: 'error',
  fail: 'error',
  danger: 'error',
  warning: 'warning',
  warn: 'warning',
  info: 'info',
  success: 'success',
};

/** Section 8: the style follows the lowercased status; unknown statuses read as information. */
export function alertTone(status: string | null | undefined): AlertTone {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(TONES, key) ? TONES[key]! : 'info';
}

/** Section 8: code 324 shows the button Anuluj zamówienie opening the cancel-order modal. */
export function hasCancelOrderAction(alert: Pick<Alert, 'errorCode'>): boolean {
  return alert.errorCode === CANCEL_ORDER_CODE;
}

/** Section 2: banners are hidden on the landing page and on four templates. */
export function alertsHidden({ template, isLandingPage = false }: { template: string; isLandingPage?: boolean }): boolean {
  return isLandingPage || template === LANDING_PAGE_TEMPLATE || ALERTS_HIDDEN_TEMPLATES.includes(template);
}
