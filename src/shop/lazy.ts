/**
 * What the shop islands load only when they need it, so a page's start-up
 * stays small (bench: at most 120 kB of JS gzip, React included, measured in
 * the browser): the customer API calls and the
 * e-commerce analytics events (tax with decimal.js). Each loads once.
 */

/** A module loaded on demand, once; `current` holds it from the moment it has arrived. */
export interface LazyModule<M> {
  (): Promise<M>;
  readonly current: M | null;
}

function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | undefined;
  let current: M | null = null;
  const get = () =>
    (pending ??= load().then(
      (module) => (current = module),
      (error: unknown) => {
        // A failed download (offline) may be tried again on the next need.
        pending = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(get, 'current', { get: () => current }) as LazyModule<M>;
}

/** The customer API calls (small: the request layer and the contract's call references). */
export const shopApi = lazyModule(() => import('./actions.ts'));
/** The e-commerce events (values in PLN with decimal.js); the page view and showOffer need none of it. */
export const analytics = lazyModule(() => import('#analytics/data-layer.ts'));

/** Loads the API layer when the browser is idle (an island calls it on hydration), before the visitor's first click. */
export function preloadShop(): void {
  const load = () => void shopApi().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

/** Records an analytics event without holding anything up; analytics never breaks the page. */
export function track(record: (module: Awaited<ReturnType<typeof analytics>>) => void): void {
  void analytics()
    .then(record)
    .catch(() => undefined);
}
