import { useCallback, useState } from 'react';
import { inlineErrorOf, type InlineError } from '#api-client/inline-error.ts';

/** The page shows alert banners (the shell leaves them out on some templates). */
function bannersShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-alerts]') !== null;
}

export interface CartAction {
  /** The change in progress, or null: buttons are disabled meanwhile, so a double click sends one request. */
  busy: string | null;
  /** The refusal to show beside the buttons. */
  error: InlineError | null;
  /**
   * Runs one change at a time. A refusal or network failure has raised its
   * alert (or set `error`) and left the cart as it was; the island becomes
   * usable again and the visitor may retry. Resolves true when it went through.
   */
  run: (key: string, action: () => Promise<unknown>) => Promise<boolean>;
  clearError: () => void;
}

export function useCartAction(): CartAction {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const run = useCallback(async (key: string, action: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(inlineErrorOf(failure, bannersShown()));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, error, run, clearError: useCallback(() => setError(null), []) };
}
