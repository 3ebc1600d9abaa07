import { LAST_ACTIVITY_KEY } from '#domain/inactivity.ts';
import { apiClientConfig } from './config.ts';

/** Spec 3 and 4: the last-activity time, stored on each request, drives the 30-minute inactivity logout. */
export { LAST_ACTIVITY_KEY };

export function recordActivity(): void {
  const { storage, now } = apiClientConfig();
  try {
    storage()?.setItem(LAST_ACTIVITY_KEY, String(now()));
  } catch {
    // Full or blocked storage must not fail the request itself.
  }
}
