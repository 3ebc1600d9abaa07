import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';

/**
 * Spec 7: POST /api/event for a user-dropdown click (the contract's
 * analytics event). Best effort: the request outlives the page the click
 * leaves, nothing waits for it and no failure is shown.
 */
export function sendMenuEvent(menuId: string | undefined, url: string | null): void {
  const body = { action: 'userMenuClick', param: JSON.stringify({ id: menuId, url }), uri: location.pathname };
  void callOperation(calls.analytics.event, { body }, { alert: false, keepalive: true }).catch(() => undefined);
}
