/**
 * The browser features a page may use: none of the device's but payment (the
 * gateway's window), and the location only on pages whose template asks for
 * it (the shop finder's „Najbliżej mnie”); everywhere else a script, ours or
 * not, cannot even prompt for it.
 */
export function permissionsPolicy(options: { geolocation?: boolean } = {}): string {
  return `camera=(), microphone=(), geolocation=${options.geolocation ? '(self)' : '()'}, payment=(self)`;
}
