/**
 * Where a redirect rule from the content system may send a visitor: a
 * relative path (one leading slash) anywhere on the site, or an absolute
 * http(s) URL whose host is allow-listed exactly. Everything else (javascript:
 * and other schemes, protocol-relative //host or /\host, bare words) would
 * make the site an open redirect or a script vector.
 * Returns the problem in Polish, or null when the destination is allowed.
 */
export function redirectDestinationProblem(destination: string, allowedHosts: readonly string[]): string | null {
  // Browsers drop tabs/newlines inside URLs, which can hide a scheme or a second slash.
  if (/[\u0000-\u001f\u007f\s]/.test(destination)) return 'The destination must not contain spaces or control characters';
  if (destination.startsWith('/')) {
    if (destination.startsWith('//') || destination.startsWith('/\\'))
      return 'An address starting with // (or /\\) leads to another host; use a path with one / or a full address on an allowed host';
    return null;
  }
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return 'The destination must be a path starting with / or a full https:// address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `The protocol "${url.protocol}" is not allowed in a destination`;
  if (url.username || url.password) return 'The destination must not contain credentials';
  const allowed = allowedHosts.map((h) => h.toLowerCase());
  if (!allowed.includes(url.host)) return `The host "${url.host}" is not in the allowed list (allowedRedirectHosts)`;
  return null;
}
