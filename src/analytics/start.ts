import { trackPageView } from './page-view.ts';

/** An A/B test's markup (src/styles/_ab-tests.scss); kept here so pages without one load nothing more. */
export const AB_TEST_SELECTOR = '[data-ab-test]';

let started = false;

/**
 * Spec 4: a page view on load and on every push navigation. history.pushState
 * is wrapped so navigations made by islands count too, whatever makes them.
 */
export function startAnalytics(): void {
  if (started) return;
  started = true;
  trackPageView();
  // Only pages that run an experiment load its events.
  if (document.querySelector(AB_TEST_SELECTOR)) void import('./ab-exposure.ts').then(({ trackAbExposures }) => trackAbExposures());
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushState(...args);
    trackPageView();
  };
}
