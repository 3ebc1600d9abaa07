import { alertTone, hasCancelOrderAction, isAutoCleared, type Alert } from '#domain/alerts.ts';
import { $alerts, closeAlert, pruneAlertsOnNavigation } from '#stores/alerts.ts';

const STORAGE_KEY = 'portal:alerts';

/**
 * Renders the alerts store into the alerts area. Alerts live across page
 * loads (session storage) so that "on navigation, alerts older than 5 s are
 * dropped" holds for a multi-page site.
 */
export function startAlerts(): void {
  restore();
  pruneAlertsOnNavigation(Date.now());
  addEventListener('pagehide', persist);
  const area = document.querySelector<HTMLElement>('[data-alerts]');
  if (!area) return;
  const list = area.querySelector('ul')!;
  const template = area.querySelector<HTMLTemplateElement>('[data-alert-template]')!;
  area.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('[data-alert-id]');
    if (!item) return;
    if (target.closest('[data-alert-close]')) closeAlert(item.dataset.alertId!);
    if (target.closest('[data-alert-cancel]'))
      // The cancel-order dialog (React, Ariakit) loads only when this button is pressed.
      void import('#shop/open-cancel-order.ts').then(({ openCancelOrder }) => openCancelOrder(item.dataset.alertId ?? null));
  });
  $alerts.subscribe((alerts) => list.replaceChildren(...alerts.map((alert) => render(template, alert))));
}

function render(template: HTMLTemplateElement, alert: Alert): HTMLElement {
  const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  item.dataset.alertId = alert.id;
  item.classList.add(`alert--${alertTone(alert.status)}`);
  item.querySelector('.alert__message')!.textContent = alert.message;
  (item.querySelector('[data-alert-cancel]') as HTMLElement).hidden = !hasCancelOrderAction(alert);
  return item;
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify($alerts.get()));
  } catch {
    // Storage blocked: alerts simply do not survive the navigation.
  }
}

function restore() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Alert[];
    if (!Array.isArray(saved)) return;
    const kept = saved.filter((alert) => !isAutoCleared(alert));
    if (kept.length) $alerts.set([...kept, ...$alerts.get()]);
  } catch {
    // Corrupt or blocked storage: start without restored alerts.
  }
}
