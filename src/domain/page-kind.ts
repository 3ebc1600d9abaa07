import type { PageKind } from '#content-schema/templates.ts';

/** Kinds whose pages load no session and no discounts (spec section 2, "Page kinds"). */
export const SESSIONLESS_KINDS: readonly PageKind[] = ['sitecore', 'document', 'support'];
export const LOGIN_SLUG = 'login';

/** Content-system, documents and support pages, and the login page, load neither session nor discounts. */
export function loadsSession({ kind, slug }: { kind: PageKind; slug?: string | null | undefined }): boolean {
  return !SESSIONLESS_KINDS.includes(kind) && slug !== LOGIN_SLUG;
}
