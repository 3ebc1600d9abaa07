import { useEffect, useState } from 'react';
import type { CartItem } from '../domain/session-defaults.ts';

/**
 * What the shop islands load only when they need it, so a page's start-up
 * stays small (bench: at most 120 kB of JS gzip, React included, measured in
 * the browser): the customer API calls, the cart arithmetic with decimal.js,
 * the e-commerce analytics events. Each loads once.
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
/** The cart's sums with decimal.js: needed from the first money calculation on, when the cart has lines. */
export const cartMath = lazyModule(() => import('./cart-view.ts'));
/** The e-commerce events (values in PLN with decimal.js); the page view and showOffer need none of it. */
export const analytics = lazyModule(() => import('../analytics/data-layer.ts'));

/** The cart has lines to show and add up (bought offers: operation A). */
export const hasCartLines = (items: readonly Pick<CartItem, 'operationType'>[]) => items.some((item) => item.operationType === 'A');

/**
 * The cart arithmetic once `needed` (the cart has lines), null before and
 * while it loads; the island re-renders when it arrives. Loaded already (an
 * action asked for it ahead of the cart's first line), it is there at once,
 * so the cart never flashes its loading state.
 */
export function useCartMath(needed: boolean): Awaited<ReturnType<typeof cartMath>> | null {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!needed || cartMath.current) return;
    let live = true;
    cartMath().then(
      () => live && arrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? cartMath.current : null;
}

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
