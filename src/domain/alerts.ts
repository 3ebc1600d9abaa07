/** Alert banners raised from API envelopes (spec sections 4, 7 and 8). */

export type Alert = { id: string; message: string; status: string; ts: number; errorCode: number };

export type ApiEnvelope<T> = { data: T | null; errorCode: number; msg: string; status: string };

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/** Section 9: on navigation, alerts older than this are dropped. */
export const ALERT_LIFETIME_MS = 5000;

/** Section 8: alerts with these codes are cleared automatically (404 too, see `isAutoCleared`). */
export const AUTO_CLEARED_CODES: readonly number[] = [359, 366, 406, 712, 713];

export const CANCEL_ORDER_CODE = 324;
export const CANCEL_ORDER_LABEL = 'Anuluj zamówienie';

/** Code 368 is not shown while the cart is in one of these stages. */
const SILENT_368_STAGES = ['ACTIVATION', 'THP'];

/** Section 2: templates whose pages show no alert banners (the landing page neither). */
export const ALERTS_HIDDEN_TEMPLATES: readonly string[] = [
  'activation',
  'activate-voucher-pekao',
  'stages/configuration',
  'stages/summary',
];
const LANDING_PAGE_TEMPLATE = 'landing-page';

/** Section 7: an error is errorCode 300 or more, no data and a status other than SUCCESS. */
export function isErrorEnvelope(env: ApiEnvelope<unknown>): boolean {
  return env.errorCode >= 300 && (env.data === null || env.data === undefined) && env.status !== 'SUCCESS';
}

/** Short stable hash, so the same message at the same moment yields the same id. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * Section 8: errorCode 300 or more with a message raises an alert carrying
 * message, status, timestamp and code, except code 368 while the cart stage is
 * ACTIVATION or THP. The envelope need not be an error: a status such as
 * WARNING or SUCCESS with a message is shown in that tone.
 */
export function alertFromEnvelope(env: ApiEnvelope<unknown>, options: { now: number; cartStage?: string | null }): Alert | null {
  const message = typeof env.msg === 'string' ? env.msg.trim() : '';
  if (!(env.errorCode >= 300) || !message) return null;
  if (env.errorCode === 368 && options.cartStage && SILENT_368_STAGES.includes(options.cartStage)) return null;
  return {
    id: `${env.errorCode}-${options.now}-${hash(message)}`,
    message,
    status: env.status,
    ts: options.now,
    errorCode: env.errorCode,
  };
}

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
