import { apiClientConfig } from './config.ts';

/** Spec 9: the server sets this cookie; state-changing calls echo it in the header (double submit). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (method: string) => STATE_CHANGING.has(method.toUpperCase());

export function xsrfHeaders(method: string): Record<string, string> {
  if (!isStateChanging(method)) return {};
  const token = apiClientConfig().readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
