import { ANALYTICS_APP_NAME, type DataLayerEvent } from './visit.ts';
import { pushEvent } from './page-view.ts';

/**
 * The showOffer event (spec 2): a sale stage whose code contains PACKAGE
 * shows offers. Carries no money, so the stage pages send it without
 * loading the e-commerce builders and decimal.js (src/domain/analytics.ts
 * re-exports the builder, src/analytics/data-layer.ts the tracker).
 */

export const SHOW_OFFER_EVENT = 'showOffer';
/** Spec 2: stage codes containing this trigger showOffer. */
export const SHOW_OFFER_STAGE_MARK = 'PACKAGE';

/** Spec 2: showOffer for stage codes containing PACKAGE; null for any other stage. */
export function showOfferEvent(stage: string): DataLayerEvent | null {
  return stage.includes(SHOW_OFFER_STAGE_MARK) ? { event: SHOW_OFFER_EVENT, app_name: ANALYTICS_APP_NAME, stage } : null;
}

/** showOffer when the stage code contains PACKAGE (spec 2); nothing otherwise. */
export function trackShowOffer(stage: string): void {
  const event = showOfferEvent(stage);
  if (event) pushEvent(event);
}
