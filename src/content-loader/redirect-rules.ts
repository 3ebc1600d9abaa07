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
  if (/[\u0000-\u001f\u007f\s]/.test(destination)) return 'Adres docelowy nie może zawierać spacji ani znaków sterujących';
  if (destination.startsWith('/')) {
    if (destination.startsWith('//') || destination.startsWith('/\\'))
      return 'Adres zaczynający się od // (lub /\\) prowadzi do innej domeny; użyj ścieżki z jednym / albo pełnego adresu z dozwolonej domeny';
    return null;
  }
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return 'Adres docelowy musi być ścieżką zaczynającą się od / albo pełnym adresem https://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Niedozwolony protokół „${url.protocol}” w adresie docelowym`;
  if (url.username || url.password) return 'Adres docelowy nie może zawierać danych logowania';
  const allowed = allowedHosts.map((h) => h.toLowerCase());
  if (!allowed.includes(url.host)) return `Domena „${url.host}” nie jest na liście dozwolonych (allowedRedirectHosts)`;
  return null;
}
