import { searchQuerySchema } from '#api-contract/search.ts';
import type { SearchRunner } from '#support/search/search-runner.ts';
import type { SearchService } from './service.ts';

/**
 * The search as pages rendered on demand use it (search-runner.ts): the
 * input checked by the same schema as GET /api/search, a refusal rejected
 * with its Polish message, so the results page says what the API would.
 */
export function pageSearch(service: SearchService): SearchRunner {
  return async (request) => {
    const parsed = searchQuerySchema.safeParse(request);
    if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
    const { category, ...rest } = parsed.data;
    return service.search({ ...rest, ...(category ? { category } : {}) });
  };
}
