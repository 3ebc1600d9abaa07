import { pageViewEvent, resolveVisit, type DataLayerEvent, type StoredVisit, type Visit } from './visit.ts';
import { read, write } from '#shell/client/storage.ts';

/**
 * The browser side of page views (spec 4): the visit is stored on the first
 * page load of a browser session and travels with every page view. Kept free
 * of the e-commerce code, since the shell loads it on every page. Nothing
 * here throws: analytics must never break the page.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** sessionStorage: the origin the browser session came from. */
export const LANDING_ORIGIN_KEY = 'portal:analytics-landing-origin';
/** sessionStorage: the first page load of this browser session (ms since the epoch). */
export const VISIT_START_KEY = 'portal:analytics-visit-start';
/** localStorage: the first page load in this browser (ms since the epoch). */
export const FIRST_SEEN_KEY = 'portal:analytics-first-seen';

const timestamp = (text: string | null): number | null => {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value > 0 ? value : null;
};

let visit: Visit | null = null;

function currentVisit(): Visit {
  if (visit) return visit;
  const stored: StoredVisit = {
    landingOrigin: read('sessionStorage', LANDING_ORIGIN_KEY),
    firstSeen: timestamp(read('localStorage', FIRST_SEEN_KEY)),
    visitStart: timestamp(read('sessionStorage', VISIT_START_KEY)),
  };
  visit = resolveVisit(stored, Date.now(), document.referrer);
  if (stored.landingOrigin === null) write('sessionStorage', LANDING_ORIGIN_KEY, visit.landingOrigin);
  if (stored.firstSeen === null) write('localStorage', FIRST_SEEN_KEY, String(visit.firstSeen));
  if (stored.visitStart === null) write('sessionStorage', VISIT_START_KEY, String(visit.visitStart));
  return visit;
}

/** Pushes an event to window.dataLayer (created when missing, kept when a tag manager made it). */
export function pushEvent(event: DataLayerEvent, options: { ecommerce?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  // GA4 convention: clear the previous e-commerce object so its fields do not leak into this event.
  if (options.ecommerce) layer.push({ ecommerce: null });
  layer.push(event);
}

/** A page view of the current address; fired by the shell on load and on every history.pushState navigation. */
export function trackPageView(): void {
  if (typeof window === 'undefined') return;
  pushEvent(pageViewEvent({ path: location.pathname, location: location.href, title: document.title }, currentVisit()));
}
