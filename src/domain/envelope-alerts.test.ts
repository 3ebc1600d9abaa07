import { describe, expect, it } from 'vitest';
import type { ApiEnvelope } from './alerts.ts';
import { alertFromEnvelope, isErrorEnvelope } from './envelope-alerts.ts';

const env = (over: Partial<ApiEnvelope<unknown>>): ApiEnvelope<unknown> => ({
  data: null,
  errorCode: 0,
  msg: '',
  status: 'SUCCESS',
  ...over,
});

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
