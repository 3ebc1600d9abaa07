import { describe, expect, it } from 'vitest';
import { templates } from '../../content-schema/templates.ts';
import {
  ALERT_LIFETIME_MS,
  AUTO_CLEARED_CODES,
  CANCEL_ORDER_LABEL,
  alertFromEnvelope,
  alertTone,
  alertsHidden,
  hasCancelOrderAction,
  isAutoCleared,
  isErrorEnvelope,
  pruneOnNavigation,
  type Alert,
  type ApiEnvelope,
} from './alerts.ts';

const env = (over: Partial<ApiEnvelope<unknown>>): ApiEnvelope<unknown> => ({
  data: null,
  errorCode: 0,
  msg: '',
  status: 'SUCCESS',
  ...over,
});
const alert = (over: Partial<Alert>): Alert => ({ id: 'a', message: 'x', status: 'ERROR', ts: 0, errorCode: 500, ...over });

describe('isErrorEnvelope (spec section 7: errorCode >= 300, no data, status other than SUCCESS)', () => {
  it.each([
    ['all three conditions', env({ errorCode: 300, data: null, status: 'ERROR' }), true],
    ['a higher code', env({ errorCode: 713, status: 'WARNING' }), true],
    ['code 299', env({ errorCode: 299, status: 'ERROR' }), false],
    ['data present', env({ errorCode: 500, data: { id: 1 }, status: 'ERROR' }), false],
    ['status SUCCESS', env({ errorCode: 500, status: 'SUCCESS' }), false],
    ['a plain success', env({ errorCode: 0, data: { ok: true } }), false],
  ])('%s → %s', (_, envelope, expected) => {
    expect(isErrorEnvelope(envelope)).toBe(expected);
  });
});

describe('alertFromEnvelope (spec section 8)', () => {
  it('raises an alert with message, status, timestamp and code for errorCode 300 or more with a message', () => {
    const result = alertFromEnvelope(env({ errorCode: 321, msg: 'Koszyk wygasł', status: 'ERROR' }), { now: 1000 });
    expect(result).toMatchObject({ message: 'Koszyk wygasł', status: 'ERROR', ts: 1000, errorCode: 321 });
    expect(result?.id).toEqual(expect.any(String));
  });

  it.each([
    ['code below 300', env({ errorCode: 299, msg: 'Uwaga', status: 'ERROR' })],
    ['no message', env({ errorCode: 500, msg: '', status: 'ERROR' })],
    ['a blank message', env({ errorCode: 500, msg: '   ', status: 'ERROR' })],
  ])('raises nothing for %s', (_, envelope) => {
    expect(alertFromEnvelope(envelope, { now: 1 })).toBeNull();
  });

  it.each([
    ['ACTIVATION', null],
    ['THP', null],
    ['PACKAGE', 'Aktywacja w toku'],
    [undefined, 'Aktywacja w toku'],
  ])('code 368 at cart stage %s', (stage, expected) => {
    const result = alertFromEnvelope(env({ errorCode: 368, msg: 'Aktywacja w toku', status: 'ERROR' }), { now: 1, cartStage: stage });
    expect(result?.message ?? null).toBe(expected);
  });

  it('is not suppressed for other codes at stage ACTIVATION', () => {
    expect(alertFromEnvelope(env({ errorCode: 369, msg: 'Błąd', status: 'ERROR' }), { now: 1, cartStage: 'ACTIVATION' })).not.toBeNull();
  });

  it('gives different alerts different ids', () => {
    const a = alertFromEnvelope(env({ errorCode: 500, msg: 'A', status: 'ERROR' }), { now: 1 });
    const b = alertFromEnvelope(env({ errorCode: 500, msg: 'B', status: 'ERROR' }), { now: 1 });
    const c = alertFromEnvelope(env({ errorCode: 500, msg: 'A', status: 'ERROR' }), { now: 2 });
    expect(new Set([a!.id, b!.id, c!.id]).size).toBe(3);
  });
});

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
    const alerts = [
      alert({ id: 'fresh', ts: now - 1000 }),
      alert({ id: 'edge', ts: now - 5000 }),
      alert({ id: 'old', ts: now - 5001 }),
    ];
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
