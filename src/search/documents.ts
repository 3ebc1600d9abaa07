import type { Page } from '#content-schema/page.ts';
import { templates } from '#content-schema/templates.ts';

/**
 * What the support search finds: help articles and content pages (help,
 * content-system and document pages), never self-care, shop, error, login
 * or notice pages, the results page itself, a page marked noindex, or one
 * whose path is a redirect source (the redirect is served instead).
 */

export interface SearchDocument {
  /** The page's path: the hit's id and link. */
  uri: string;
  title: string;
  metaDesc: string;
  keyphrase: string;
  supportCategories: string[];
}

/** The fields of a page the search reads (the content system's names). */
export type SearchablePage = Pick<Page, 'path' | 'title' | 'metaDesc' | 'template' | 'supportCategories' | 'noindex' | 'keyphrase'>;

const SEARCHED_KINDS: ReadonlySet<string> = new Set(['support', 'sitecore', 'document']);

export function isSearchable(page: SearchablePage): boolean {
  return !page.noindex && page.template !== 'search-results' && SEARCHED_KINDS.has(templates[page.template].kind);
}

export function searchDocuments(pages: readonly SearchablePage[], redirectSources: ReadonlySet<string> = new Set()): SearchDocument[] {
  return pages
    .filter((page) => isSearchable(page) && !redirectSources.has(page.path))
    .map((page) => ({
      uri: page.path,
      title: page.title,
      metaDesc: page.metaDesc,
      keyphrase: page.keyphrase ?? '',
      supportCategories: page.supportCategories,
    }));
}
