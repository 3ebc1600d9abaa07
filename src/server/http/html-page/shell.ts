import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The one HTML shell of the pages the server renders itself, outside Astro:
 * the embedded identity provider's, the payment-gateway simulator's and the
 * forms inbox. React's static renderer escapes every text and attribute, so
 * no page escapes by hand. Written with createElement rather than JSX: the
 * server runs TypeScript as Node strips it, which has no JSX. Server code
 * only: browser code never imports it.
 */

export const pageShellTexts = {
  skipToContent: 'Przejdź do treści',
} as const;

/** Where the main content starts: the skip link's target. */
const MAIN_ID = 'tresc';

export interface DocumentOptions {
  /** The whole <title>. */
  title: string;
  /**
   * The page's CSS: a stylesheet of the same origin (what CSP style-src 'self'
   * allows), or CSS inlined in a <style>, for a page whose CSP allows that.
   */
  style: { href: string } | { inline: string };
  body: ReactNode;
}

/** A whole page, doctype included; never indexed (none of these pages is content). */
export function renderDocument({ title, style, body }: DocumentOptions): string {
  const page = h(
    'html',
    { lang: 'pl' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('title', null, title),
      'href' in style ? h('link', { rel: 'stylesheet', href: style.href }) : h('style', { dangerouslySetInnerHTML: { __html: style.inline } }),
    ),
    h('body', null, body),
  );
  return `<!doctype html>\n${renderToStaticMarkup(page)}\n`;
}

export interface FramedPageOptions {
  /** The page's heading, and its <title> before the site's name. */
  title: string;
  siteName: string;
  /** The site's stylesheet: base.css followed by the site's own (stylesheet.ts). */
  stylesheet: string;
  /** What the header bar holds: the brand, and whatever else the site shows there. */
  header: ReactNode;
  children: ReactNode;
}

/** The framed page both embedded parties show: a skip link, a header bar, and one panel with the heading and the content. */
export function renderFramedPage({ title, siteName, stylesheet, header, children }: FramedPageOptions): string {
  return renderDocument({
    title: `${title} – ${siteName}`,
    style: { href: stylesheet },
    body: h(
      Fragment,
      null,
      h('a', { className: 'skip-link', href: `#${MAIN_ID}` }, pageShellTexts.skipToContent),
      h('header', { className: 'site-header' }, header),
      h('main', { id: MAIN_ID, className: 'panel' }, h('h1', null, title), children),
    ),
  });
}
