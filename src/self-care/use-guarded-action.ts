import { useCallback, useRef, useState } from 'react';
import { inlineErrorOf } from '#api-client/inline-error.ts';

/**
 * One self-care change at a time: while its calls run the buttons are
 * disabled (`busy`, and which one in `busyKey`), and a second click arriving
 * before React has disabled them changes nothing twice. A refusal or network
 * failure is kept in `error`, in the server's words, for the island to show
 * beside its button (no alert banner); the island is usable again after it.
 */
export function useGuardedAction() {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  /** Runs `action` unless another is running; resolves true when it went through. */
  const run = useCallback(async (action: () => Promise<void>, key = 'busy'): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusyKey(key);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(inlineErrorOf(failure, false)?.message ?? null);
      return false;
    } finally {
      running.current = false;
      setBusyKey(null);
    }
  }, []);

  return { busy: busyKey !== null, busyKey, error, setError, run };
}
