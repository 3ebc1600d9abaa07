import { isFormKind, TOKEN_PLACEHOLDER, TOKEN_PLACEHOLDERS } from '#forms/protocol.ts';
import { builtPages } from '../built-pages.ts';
import type { FormsService } from './index.ts';
import { signFormToken } from './token.ts';

/**
 * Prerendered pages holding a form carry a token placeholder (the form
 * block renders it); such a page is served through Astro's handler as
 * usual, and its HTML gets a fresh token stamped over the placeholder on
 * the way out, never cached, so a visitor without JavaScript sends a form
 * whose minimum fill time counts from their page load. Pages without a
 * form are untouched (the list comes from the build's output, read once at start).
 */

/** The paths of the built pages whose HTML holds a form token placeholder (dist/client/…/index.html → /…). */
export async function findFormPages(clientDir: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for await (const { route, html } of builtPages(clientDir)) {
    if (!html.includes(TOKEN_PLACEHOLDER)) continue;
    pages.add(route);
    if (route !== '/') pages.add(`${route}/`);
  }
  return pages;
}

/** What stamps a fresh token of its kind over each placeholder of a page (sent with http/page-rewrite.ts, `fresh`). */
export async function formTokenStamp(forms: FormsService, now: Date): Promise<(html: string) => string> {
  const key = await forms.tokenKey();
  return (html) => html.replace(TOKEN_PLACEHOLDERS, (placeholder, kind: string) => (isFormKind(kind) ? signFormToken(key, kind, now) : placeholder));
}
