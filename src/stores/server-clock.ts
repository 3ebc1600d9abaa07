import { atom } from 'nanostores';
import { clockOffsetMs } from '#domain/server-clock.ts';

/**
 * Browser clock minus the customer API's clock (ms), as the last API answer
 * with a Date header showed it; null until one arrives. The self-care lock
 * uses it to read the session's stamp (server time) on the browser's clock.
 */
export const $serverClockOffset = atom<number | null>(null);

/** Records the offset an answer shows; an answer without a readable Date header changes nothing. */
export function noteServerDate(serverDate: string | null, receivedAt: number): void {
  const offset = clockOffsetMs(serverDate, receivedAt);
  if (offset !== null) $serverClockOffset.set(offset);
}
