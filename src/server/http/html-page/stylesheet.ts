import { readFileSync } from 'node:fs';

/**
 * A site's one stylesheet as served: the shared rules (base.css), then the
 * site's own file, which sets the palette base.css reads and adds what only
 * that site has. One file a page keeps CSP style-src 'self' and one request.
 * Read once, at start-up.
 */

const base = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

export function siteStylesheet(siteCss: URL): string {
  return `${base}\n${readFileSync(siteCss, 'utf8')}`;
}
