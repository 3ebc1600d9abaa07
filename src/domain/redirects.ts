import type { Redirect } from '#content-schema/site.ts';

/**
 * Content-system redirects (spec section 2): when the current path equals a
 * rule's source, go to its destination keeping the query string. A trailing
 * slash does not matter (`/a/` matches `/a`). When the destination already
 * has a query, both are merged and the destination's own parameters win (the
 * editor set them on purpose); the visitor's other parameters (campaign tags)
 * are kept. A destination's #fragment stays at the end. A rule whose
 * destination is its own source is ignored (it would loop), and so is an
 * absolute destination whose host is not in `allowedHosts` (site setting
 * allowedRedirectHosts).
 */

function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // Malformed escapes: compare the raw text.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

function withQuery(destination: string, search: string): string {
  const hashAt = destination.indexOf('#');
  const hash = hashAt >= 0 ? destination.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? destination.slice(0, hashAt) : destination;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const merged = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  const own = new Set(merged.keys());
  for (const [name, value] of new URLSearchParams(search)) if (!own.has(name)) merged.append(name, value);
  const query = merged.toString();
  return `${base}${query ? `?${query}` : ''}${hash}`;
}

/** Relative destinations always qualify; absolute ones only to an allow-listed host (no open redirects). */
function allowedDestination(destination: string, allowedHosts: readonly string[]): boolean {
  if (destination.startsWith('/') && !destination.startsWith('//')) return true;
  try {
    const url = new URL(destination);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowedHosts.includes(url.hostname);
  } catch {
    return false;
  }
}

export function findRedirect(rules: readonly Redirect[], pathname: string, search: string, allowedHosts: readonly string[] = []): string | null {
  const current = normalisePath(pathname);
  const rule = rules.find((r) => normalisePath(r.source) === current);
  if (!rule || !allowedDestination(rule.destination, allowedHosts)) return null;
  // A rule pointing at its own source would redirect forever.
  const target = rule.destination.split(/[?#]/)[0]!;
  if (target.startsWith('/') && normalisePath(target) === current) return null;
  return withQuery(rule.destination, search);
}
