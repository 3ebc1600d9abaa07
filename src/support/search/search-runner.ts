import type { SearchAnswer, SearchQuery } from '#api-contract/search.ts';

/**
 * What a page rendered on demand needs of the search: the server's search
 * (the embedded engine or the cluster, the one GET /api/search answers from),
 * so the results page is rendered with its results, without a second request
 * and without JavaScript. It takes what GET /api/search takes and answers the
 * same; a refusal rejects with its Polish message (e.g. a query too long).
 */
export type SearchRunner = (request: SearchQuery) => Promise<SearchAnswer>;

/*
 * Handed over through the process: Astro's built server is a bundle of its
 * own (its modules are other instances than the API's), and its standalone
 * handler, which also serves the static files, takes no locals.
 */
const SLOT = Symbol.for('horyzont.page-search');
type Slot = { [SLOT]?: SearchRunner };

/** The server gives its search to the pages (src/server/app.ts). */
export function providePageSearch(runner: SearchRunner): void {
  (globalThis as Slot)[SLOT] = runner;
}

/** The server's search, or undefined where no server gave one (the dev server, the build). */
export function pageSearchRunner(): SearchRunner | undefined {
  return (globalThis as Slot)[SLOT];
}
