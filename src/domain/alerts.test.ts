import { describe, expect, it } from 'vitest';
import { templates } from '#content-schema/templates.ts';
import {
  ALERT_LIFETIME_MS,
  AUTO_CLEARED_CODES,
  CANCEL_ORDER_LABEL,
  alertTone,
  alertsHidden,
  hasCancelOrderAction,
  isAutoCleared,
  pruneOnNavigation,
  type Alert,
} from './alerts.ts';

const alert = (over: Partial<Alert>): Alert => ({ id: 'a', message: 'x', status: 'ERROR', ts: 0, errorCode: 500, ...over });

describe('auto-cleared alerts (spec sections 4 and 8)', () => {
  it('lists the codes 359, 366, 406, 712, 713', () => {
    expect([...AUTO_CLEARED_CODES].sort()).toEqual([359, 366, 406, 712, 713]);
  });

  it.each([
    [359, true],
    [366, true],
    [406, true],
    [712, true],
    [713, true],
    [404, true],
    [324, false],
    [368, false],
    [500, false],
  ])('code %i → %s', (errorCode, expected) => {
    expect(isAutoCleared(alert({ errorCode }))).toBe(expected);
  });
});

describe('pruneOnNavigation (alerts older than 5000 ms are dropped)', () => {
  it('keeps alerts up to 5 s old and drops older ones', () => {
    const now = 100_000;
    const alerts = [alert({ id: 'fresh', ts: now - 1000 }), alert({ id: 'edge', ts: now - 5000 }), alert({ id: 'old', ts: now - 5001 })];
    expect(pruneOnNavigation(alerts, now).map((a) => a.id)).toEqual(['fresh', 'edge']);
    expect(ALERT_LIFETIME_MS).toBe(5000);
  });
});

describe('alertTone (style follows the lowercased status)', () => {
  it.each([
    ['ERROR', 'error'],
    ['Warning', 'warning'],
    ['INFO', 'info'],
    ['SUCCESS', 'success'],
    ['SOMETHING_ELSE', 'info'],
    ['', 'info'],
    [undefined, 'info'],
  ])('%s → %s', (status, tone) => {
    expect(alertTone(status)).toBe(tone);
  });
});

describe('cancel-order action (code 324)', () => {
  it('offers the button Anuluj zamówienie only for code 324', () => {
    expect(CANCEL_ORDER_LABEL).toBe('Anuluj zamówienie');
    expect(hasCancelOrderAction(alert({ errorCode: 324 }))).toBe(true);
    expect(hasCancelOrderAction(alert({ errorCode: 325 }))).toBe(false);
  });
});

describe('alertsHidden (spec section 2)', () => {
  it.each([
    [{ template: 'activation' }, true],
    [{ template: 'activate-voucher-pekao' }, true],
    [{ template: 'stages/configuration' }, true],
    [{ template: 'stages/summary' }, true],
    [{ template: 'default', isLandingPage: true }, true],
    [{ template: 'landing-page' }, true],
    [{ template: 'activate-voucher' }, false],
    [{ template: 'my-account' }, false],
    [{ template: 'summary' }, false],
  ])('%j → %s', (input, expected) => {
    expect(alertsHidden(input)).toBe(expected);
  });

  it('agrees with the hideAlerts flag of every template', () => {
    for (const [name, definition] of Object.entries(templates)) {
      expect(alertsHidden({ template: name, isLandingPage: false }), name).toBe(Boolean('hideAlerts' in definition && definition.hideAlerts));
    }
  });
});
