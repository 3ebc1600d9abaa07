import { atom } from 'nanostores';
import { isAutoCleared, pruneOnNavigation, type Alert } from '#domain/alerts.ts';

/** Alert banners shared by the shell and every island (spec sections 4 and 8). */
export const $alerts = atom<Alert[]>([]);

/** Adds an alert; auto-cleared codes (359, 366, 406, 712, 713, 404) never stay, and an id already shown is not repeated. */
export function pushAlert(alert: Alert): void {
  const alerts = $alerts.get();
  if (isAutoCleared(alert) || alerts.some((a) => a.id === alert.id)) return;
  $alerts.set([...alerts, alert]);
}

export function closeAlert(id: string): void {
  $alerts.set($alerts.get().filter((alert) => alert.id !== id));
}

/** Section 4: on navigation, alerts older than 5 s go. */
export function pruneAlertsOnNavigation(now: number = Date.now()): void {
  const alerts = $alerts.get();
  const kept = pruneOnNavigation(alerts, now);
  if (kept.length !== alerts.length) $alerts.set(kept);
}
