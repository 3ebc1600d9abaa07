/**
 * How far the browser's clock is from the server's, read from the HTTP Date
 * header of an API answer (RFC 9110: the server's time when it answered,
 * whole seconds). Lets a time the server stamped (when a session started)
 * be compared with the browser's "now" on one clock. Native dates only: the
 * shell runs this on every page that loads the session.
 */

/** Browser time minus server time in milliseconds when the answer arrived; null without a readable Date header. */
export function clockOffsetMs(serverDate: string | null | undefined, receivedAt: number): number | null {
  if (!serverDate) return null;
  const server = Date.parse(serverDate);
  if (Number.isNaN(server) || !Number.isFinite(receivedAt)) return null;
  return receivedAt - server;
}

/**
 * A server time expressed on the browser's clock: the same moment as the
 * browser's clock names it. An unknown offset (no Date header, as in mock
 * mode, where the "server" is the browser itself) leaves the time as it is.
 */
export function onBrowserClock(serverTime: Date | number | string, offsetMs: number | null): number {
  return new Date(serverTime).getTime() + (offsetMs ?? 0);
}
