import { atom, computed, map, readonlyType } from 'nanostores';

/**
 * Start-up state shared by the shell and the islands (spec 4 "Start-up"):
 * the app-initialized flag flips once, after session and discount loading
 * have finished (also when they failed), and never back; global loading is
 * true while the app is not initialised or any data slice is loading.
 */

const $initialized = atom(false);

/** True once start-up loading has finished; never false again on this page. */
export const $appInitialized = readonlyType($initialized);

export function markAppInitialized(): void {
  if (!$initialized.get()) $initialized.set(true);
}

/** Data slices currently loading, by name (session, discount, or any an island loads). */
const $loadingSlices = map<Record<string, boolean>>({});

export const $sliceLoading = readonlyType($loadingSlices);

export function setSliceLoading(slice: string, loading: boolean): void {
  if (Boolean($loadingSlices.get()[slice]) !== loading) $loadingSlices.setKey(slice, loading);
}

/** Spec 4: global loading = not initialised, or any slice loading. */
export function isGlobalLoading(initialized: boolean, slices: Readonly<Record<string, boolean | undefined>>): boolean {
  return !initialized || Object.values(slices).some(Boolean);
}

export const $globalLoading = computed([$initialized, $loadingSlices], isGlobalLoading);

/**
 * A redirect after init is under way (spec 4): the page is about to be left.
 * Cleared when the page is shown again from the browser history without a
 * reason to redirect.
 */
export const $redirecting = atom(false);
