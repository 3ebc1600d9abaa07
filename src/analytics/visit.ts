/**
 * The page view and the visit it reports (spec 4 "Analytics"): pure builders,
 * kept apart from the e-commerce ones (src/domain/analytics.ts, which
 * re-exports these) so the shell's page view ships without decimal.js.
 */

export const ANALYTICS_APP_NAME = 'Customer Care C+I';

export type DataLayerEvent = { event: string; app_name: typeof ANALYTICS_APP_NAME } & Record<string, unknown>;

/** Where the session came from and when (spec 4: stored on the first page load of a session). */
export type Visit = {
  /** Origin of the page that linked here, or 'direct'. */
  landingOrigin: string;
  /** First page load in this browser (ms since the epoch). */
  firstSeen: number;
  /** First page load of this browser session (ms since the epoch). */
  visitStart: number;
};

export type StoredVisit = { landingOrigin: string | null; firstSeen: number | null; visitStart: number | null };

export const DIRECT_ORIGIN = 'direct';

/** document.referrer's origin; 'direct' when there is none or it is not a web address. */
export function referrerOrigin(referrer: string | null | undefined): string {
  if (!referrer) return DIRECT_ORIGIN;
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : DIRECT_ORIGIN;
  } catch {
    return DIRECT_ORIGIN;
  }
}

/** The visit, keeping what is already stored and filling in the rest from this page load. */
export function resolveVisit(stored: StoredVisit, now: number, referrer: string | null | undefined): Visit {
  return {
    landingOrigin: stored.landingOrigin ?? referrerOrigin(referrer),
    firstSeen: stored.firstSeen ?? now,
    visitStart: stored.visitStart ?? now,
  };
}

export type PageInfo = { path: string; location: string; title: string };

export function pageViewEvent(page: PageInfo, visit: Visit): DataLayerEvent {
  return {
    event: 'page_view',
    app_name: ANALYTICS_APP_NAME,
    page_path: page.path,
    page_location: page.location,
    page_title: page.title,
    landing_page_origin: visit.landingOrigin,
    session_first_seen: new Date(visit.firstSeen).toISOString(),
    session_start: new Date(visit.visitStart).toISOString(),
  };
}
