/**
 * Which links the shell navigates in-app (spec section 2, "Menus and links").
 */

export type LinkKind = 'external' | 'internal';

/** Menu links: "Links containing http are followed as full navigations; others navigate inside the app." */
export function linkKind(url: string): LinkKind {
  return url.includes('http') ? 'external' : 'internal';
}

export type LinkClick = {
  /** The link's href (the attribute or the resolved `a.href`). */
  href: string;
  /** Origin of the resolved link; derived from `href` and `currentOrigin` when absent. */
  origin?: string | undefined;
  currentOrigin: string;
  /** The page's own address; lets a same-page #fragment link be recognised when `href` is resolved. */
  currentHref?: string | undefined;
  target?: string | null | undefined;
  /** Presence of the download attribute (`a.hasAttribute('download')`), or its value. */
  download?: boolean | string | null | undefined;
  button?: number | undefined;
  metaKey?: boolean | undefined;
  ctrlKey?: boolean | undefined;
  shiftKey?: boolean | undefined;
  altKey?: boolean | undefined;
  defaultPrevented?: boolean | undefined;
  /** Regular expressions (site setting excludedLinkPatterns) tested against the href and its same-site path. */
  excludedPatterns?: readonly string[] | undefined;
};

/** A last path segment with an extension (`/cennik.pdf`, `/a/b/foto.JPG`) names a file, not a page. */
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i;
const NON_PAGE_SCHEME = /^(?:mailto|tel|sms|javascript|data|blob|file|ftp):/i;

function matchesAny(patterns: readonly string[], candidates: string[]): boolean {
  return patterns.some((pattern) => {
    try {
      const re = new RegExp(pattern);
      return candidates.some((text) => re.test(text));
    } catch {
      // An editor's malformed pattern excludes nothing rather than breaking every link.
      return false;
    }
  });
}

/**
 * Section 2: a click on a link in content is handled as in-app navigation
 * unless a modifier key or a non-primary button is used, the link downloads,
 * opens in another target, points to another host, names a file, matches an
 * excluded pattern, or is not a page at all (mailto:, tel:, a #fragment of
 * the current page).
 */
export function shouldHandleInApp(click: LinkClick): boolean {
  const { href, currentOrigin } = click;
  if (click.defaultPrevented) return false;
  if ((click.button ?? 0) !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (click.download !== undefined && click.download !== null && click.download !== false) return false;
  if (click.target && click.target.toLowerCase() !== '_self') return false;
  const raw = href.trim();
  if (!raw || raw.startsWith('#') || NON_PAGE_SCHEME.test(raw)) return false;

  let url: URL;
  try {
    url = new URL(raw, click.currentHref ?? currentOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if ((click.origin ?? url.origin) !== currentOrigin) return false;
  if (click.currentHref && url.hash) {
    const here = new URL(click.currentHref);
    if (url.pathname === here.pathname && url.search === here.search) return false;
  }
  const lastSegment = url.pathname.split('/').pop() ?? '';
  if (FILE_EXTENSION.test(lastSegment)) return false;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (matchesAny(click.excludedPatterns ?? [], [raw, path])) return false;
  return true;
}
