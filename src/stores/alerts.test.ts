import { beforeEach, describe, expect, it } from 'vitest';
import type { Alert } from '#domain/alerts.ts';
import { $alerts, closeAlert, pruneAlertsOnNavigation, pushAlert } from './alerts.ts';

const alert = (over: Partial<Alert>): Alert => ({ id: 'a1', message: 'Błąd koszyka', status: 'ERROR', ts: 1000, errorCode: 500, ...over });

beforeEach(() => $alerts.set([]));

describe('$alerts', () => {
  it('shows pushed alerts in order and closes one by id', () => {
    pushAlert(alert({ id: 'a1' }));
    pushAlert(alert({ id: 'a2', message: 'Drugi' }));
    expect($alerts.get().map((a) => a.message)).toEqual(['Błąd koszyka', 'Drugi']);
    closeAlert('a1');
    expect($alerts.get().map((a) => a.id)).toEqual(['a2']);
  });

  it('does not repeat an alert already shown', () => {
    pushAlert(alert({ id: 'a1' }));
    pushAlert(alert({ id: 'a1' }));
    expect($alerts.get()).toHaveLength(1);
  });

  it.each([359, 366, 406, 712, 713, 404])('removes code %i at once', (errorCode) => {
    pushAlert(alert({ errorCode }));
    expect($alerts.get()).toEqual([]);
  });

  it('keeps code 324 (it carries the cancel-order button)', () => {
    pushAlert(alert({ errorCode: 324 }));
    expect($alerts.get()).toHaveLength(1);
  });

  it('drops alerts older than 5 s on navigation', () => {
    pushAlert(alert({ id: 'old', ts: 0 }));
    pushAlert(alert({ id: 'new', ts: 4000 }));
    pruneAlertsOnNavigation(6000);
    expect($alerts.get().map((a) => a.id)).toEqual(['new']);
  });
});
