import { useCallback, useState } from 'react';
import { isApiError, isNetworkError } from '#api-client/errors.ts';
import { isAutoCleared } from '#domain/alerts.ts';

export interface InlineError {
  message: string;
  /** The business code (324 offers to cancel the order), 0 for a network failure. */
  errorCode: number;
}

/**
 * The failure an island shows itself: every failure where the page shows no
 * alert banners (spec 2: the stage templates), elsewhere the server's text of
 * a refusal whose alert is cleared at once (spec 8: 359, 366, 406, 712, 713,
 * 404), which the visitor would otherwise never read. Other failures have
 * raised their banner already (null).
 */
export function inlineErrorOf(error: unknown, bannersShown: boolean): InlineError | null {
  if (isApiError(error)) return !bannersShown || isAutoCleared(error) ? { message: error.message, errorCode: error.errorCode } : null;
  if (isNetworkError(error)) return bannersShown || error.kind === 'aborted' ? null : { message: error.message, errorCode: 0 };
  return null;
}

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
