/** The search results page (spec 2), rendered on demand: the one page whose content depends on the address's query. */
export const SEARCH_RESULTS_PATH = '/wyniki-wyszukiwania';

/** The results page's address: ?q=<query>&kategoria=<support category slug>&strona=<page, from 1>. */
export const RESULTS_PARAMS = { query: 'q', category: 'kategoria', page: 'strona' } as const;

export type ResultsQuery = { query: string; category: string | undefined; page: number };

const MAX_PAGE = 100;

/** What the visitor asked for; anything malformed falls back to the first page of every category. */
export function readResultsQuery(params: URLSearchParams): ResultsQuery {
  const category = params.get(RESULTS_PARAMS.category)?.trim();
  const page = Number(params.get(RESULTS_PARAMS.page));
  return {
    query: (params.get(RESULTS_PARAMS.query) ?? '').trim(),
    category: category && /^[a-z0-9-]{1,64}$/.test(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address of another view of the same results (a category, a page). */
export function resultsHref(path: string, query: ResultsQuery): string {
  const params = new URLSearchParams({ [RESULTS_PARAMS.query]: query.query });
  if (query.category) params.set(RESULTS_PARAMS.category, query.category);
  if (query.page > 1) params.set(RESULTS_PARAMS.page, String(query.page));
  return `${path}?${params}`;
}

/** The page numbers to offer: all of them up to 10 pages, otherwise the first, the last and the current one's neighbours. */
export function pageNumbers(current: number, pages: number): number[] {
  const all = Array.from({ length: pages }, (_, i) => i + 1);
  if (pages <= 10) return all;
  return all.filter((n) => n === 1 || n === pages || Math.abs(n - current) <= 2);
}
