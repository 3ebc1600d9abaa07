import { trackPageView } from './page-view.ts';

let started = false;

/**
 * Spec 4: a page view on load and on every push navigation. history.pushState
 * is wrapped so navigations made by islands count too, whatever makes them.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  trackPageView();
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    trackPageView();
  };
}
