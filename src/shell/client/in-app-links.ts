import { DELAYED_NAVIGATION_NOTICE_MS, PAGE_DATA_RETRIES, PREFETCH_INTERVAL_MS, createPrefetchQueue } from '#domain/prefetch.ts';
import { shouldHandleInApp } from '#domain/links.ts';
import type { ShellConfig } from './start-shell.ts';

/**
 * In-app links (spec sections 2 and 9): visible internal links are prefetched
 * in batches of 4 every 3 s (each retried up to 3 times); a click on one that
 * takes longer than 1 s shows the delayed-navigation notice. Links that must
 * be full navigations (modifiers, download, target, other host, files,
 * excluded patterns) are left alone.
 */
export function startInAppLinks(config: ShellConfig): void {
  const notice = document.querySelector<HTMLElement>('[data-navigation-notice]');
  const queue = createPrefetchQueue();
  const qualifies = (a: HTMLAnchorElement, event?: MouseEvent) =>
    shouldHandleInApp({
      href: a.href,
      currentHref: location.href,
      origin: new URL(a.href, location.href).origin,
      currentOrigin: location.origin,
      target: a.target || null,
      download: a.hasAttribute('download'),
      button: event?.button ?? 0,
      metaKey: event?.metaKey ?? false,
      ctrlKey: event?.ctrlKey ?? false,
      shiftKey: event?.shiftKey ?? false,
      altKey: event?.altKey ?? false,
      defaultPrevented: event?.defaultPrevented ?? false,
      excludedPatterns: config.excludedLinkPatterns,
    });

  document.addEventListener('click', (event) => {
    const a = (event.target as HTMLElement).closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || !qualifies(a, event) || !notice) return;
    const timer = setTimeout(() => (notice.hidden = false), DELAYED_NAVIGATION_NOTICE_MS);
    addEventListener('pagehide', () => clearTimeout(timer), { once: true });
  });
  // Coming back through the back/forward cache must not show a stale notice.
  addEventListener('pageshow', () => notice && (notice.hidden = true));

  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const a = entry.target as HTMLAnchorElement;
      if (qualifies(a) && a.pathname !== location.pathname) queue.add([a.pathname]);
    }
  });
  // HTML links only: an SVG link (the shop finder's map markers) has no string href or target to judge.
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]:not(svg a)')) observer.observe(a);
  setInterval(() => queue.nextBatch().forEach((url) => prefetch(url, PAGE_DATA_RETRIES)), PREFETCH_INTERVAL_MS);
}

function prefetch(url: string, retriesLeft: number) {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onerror = () => {
    link.remove();
    if (retriesLeft > 0) setTimeout(() => prefetch(url, retriesLeft - 1), 500);
  };
  document.head.append(link);
}
