import { permissionsPolicy } from '#security/permissions-policy.ts';

/**
 * Headers on every response. The Content-Security-Policy itself comes from
 * Astro (security.csp with hashes of each page's scripts and styles).
 */
export const securityHeaders: ReadonlyArray<[string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // A page whose template allows the location replaces this one with its own (src/pages/[...view].astro).
  ['Permissions-Policy', permissionsPolicy()],
];

/** Browsers that reached the portal over https keep to https for a year, on its subdomains too (sent only when the public URL is https). */
export const STRICT_TRANSPORT_SECURITY: readonly [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];

/** API replies are JSON, never framed or cached. */
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cache-Control', 'no-store'],
];

/** Every header a response gets: the common ones, HSTS when the public URL is https, and an API reply's locked-down policy. */
export function responseSecurityHeaders(options: { api: boolean; hsts: boolean }): ReadonlyArray<readonly [string, string]> {
  return [...securityHeaders, ...(options.hsts ? [STRICT_TRANSPORT_SECURITY] : []), ...(options.api ? API_HEADERS : [])];
}
