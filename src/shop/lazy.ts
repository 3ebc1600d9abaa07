import { useEffect, useState } from 'react';

/**
 * What the shop islands load after they hydrate, so the pages' first load
 * stays small (bench: 120 kB of JS gzip with React): the customer API calls
 * with the contract's zod schemas, the cart arithmetic with decimal.js, the
 * analytics events. Each loads once; `preloadShop` asks for them while the
 * browser is idle, so they are there before the visitor's first click.
 */
export const shopApi = () => import('./actions.ts');
export const cartMath = () => import('./cart-view.ts');
export const analytics = () => import('../analytics/data-layer.ts');

/** A lazily loaded module, or null until it has arrived (and during server rendering). */
export function useModule<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((module) => {
      if (live) setLoaded(() => module);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}

/** Loads the API layer when the browser is idle (an island calls it on hydration). */
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
