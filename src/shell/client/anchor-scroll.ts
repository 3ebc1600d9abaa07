import { ANCHOR_SCROLL_DELAY_MS, anchorFromSearch, anchorScrollMargin } from '#domain/anchor.ts';
import { $device } from '#stores/device.ts';
import { CONSENT_HIDDEN_EVENT, consentNoticeVisible } from './consent-notice.ts';

/**
 * `?anchor=id` scrolls to that element once the cookie notice is out of the
 * way (spec section 2: 150 ms later, 94 px margin, 74 px on mobile). A value
 * that is not a safe id is ignored.
 */
export function startAnchorScroll(): void {
  const selector = anchorFromSearch(location.search);
  if (!selector) return;
  const scroll = () =>
    setTimeout(() => {
      const target = document.querySelector<HTMLElement>(selector);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - anchorScrollMargin($device.get());
      window.scrollTo({ top, behavior: 'instant' });
    }, ANCHOR_SCROLL_DELAY_MS);
  if (consentNoticeVisible()) document.addEventListener(CONSENT_HIDDEN_EVENT, scroll, { once: true });
  else scroll();
}
