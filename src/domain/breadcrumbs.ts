import type { PageKind } from '#content-schema/templates.ts';

/**
 * Breadcrumbs (spec section 2). Three variants:
 * - content-system pages may live under the content system's `/ncms` prefix:
 *   the bare `/ncms` level is never a crumb of its own (it is the home page);
 * - document pages always pass through the documents root: when a document
 *   page's path lies outside `/dokumenty`, the crumb „Dokumenty” (/dokumenty)
 *   follows the home crumb; inside it, that level is titled „Dokumenty” when
 *   it has no title of its own;
 * - every other page: home, each ancestor path that has a title, the page.
 * Explicit crumbs given by the content system win over all of this. Every
 * link has `/ncms` stripped, and exactly the last crumb is active.
 */

export type Crumb = { text: string; url: string; active: boolean };

export type BreadcrumbPage = {
  path: string;
  title: string;
  breadcrumbs?: Array<{ text: string; url: string }> | undefined;
  kind: PageKind;
};

export const HOME_LABEL = 'Strona główna';
export const DOCUMENTS_ROOT = { path: '/dokumenty', title: 'Dokumenty' } as const;
const NCMS = '/ncms';

/** Removes a leading `/ncms` path prefix: `/ncms/a?b` → `/a?b`, `/ncms` → `/`; `/ncmsx` is left alone. */
export function stripNcms(url: string): string {
  if (!url.startsWith(NCMS)) return url;
  const rest = url.slice(NCMS.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`;
  return url;
}

/** `/a/b/c` → [`/a`, `/a/b`] (the page itself excluded). */
function ancestorsOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

export function buildBreadcrumbs({
  page,
  titleOf,
  homeLabel = HOME_LABEL,
}: {
  page: BreadcrumbPage;
  titleOf: (path: string) => string | undefined;
  homeLabel?: string;
}): Crumb[] {
  const trail: Array<{ text: string; url: string }> = [];
  if (page.breadcrumbs?.length) {
    trail.push(...page.breadcrumbs);
  } else {
    trail.push({ text: homeLabel, url: '/' });
    const isDocument = page.kind === 'document';
    if (isDocument && !isUnder(stripNcms(page.path), DOCUMENTS_ROOT.path)) trail.push({ text: DOCUMENTS_ROOT.title, url: DOCUMENTS_ROOT.path });
    for (const ancestor of ancestorsOf(page.path)) {
      if (ancestor === NCMS) continue;
      const documentsRoot = isDocument && stripNcms(ancestor) === DOCUMENTS_ROOT.path;
      const text = titleOf(ancestor) ?? (documentsRoot ? DOCUMENTS_ROOT.title : undefined);
      if (text) trail.push({ text, url: ancestor });
    }
    if (stripNcms(page.path) !== '/') trail.push({ text: page.title, url: page.path });
  }
  const crumbs: Crumb[] = [];
  for (const { text, url } of trail) {
    const stripped = stripNcms(url);
    // The same address twice in a row (e.g. an explicit home crumb) would be a dead step.
    if (crumbs.at(-1)?.url === stripped) continue;
    crumbs.push({ text, url: stripped, active: false });
  }
  crumbs.at(-1)!.active = true;
  return crumbs;
}

/** Section 2: breadcrumbs show when the template flag showbreadcrumbs is set; a page's own flag overrides it. */
export function breadcrumbsVisible(
  templateFlags: { showbreadcrumbs?: boolean | undefined },
  pageFlags: { showbreadcrumbs?: boolean | undefined } = {},
): boolean {
  return pageFlags.showbreadcrumbs ?? templateFlags.showbreadcrumbs ?? false;
}
