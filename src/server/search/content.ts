import { pageSchema } from '#content-schema/page.ts';
import { createContentClient } from '#content-loader/client.ts';
import { resolveEndpoint, type EndpointOptions } from '#content-loader/endpoint.ts';
import { fetchAllContent } from '#content-loader/fetch-content.ts';
import { searchDocuments, type SearchDocument } from '#search/documents.ts';

/**
 * The search documents read from the content system through the build's
 * loader (the configured one, else the embedded seed): what a server without
 * a built index searches, and what `npm run search:index` sends to a cluster.
 * A page the schema refuses fails here as the build would.
 */
export async function contentSearchDocuments(options: EndpointOptions = {}): Promise<SearchDocument[]> {
  const client = createContentClient(await resolveEndpoint(options));
  const { pages, site } = await fetchAllContent(client, { collections: ['pages'] });
  const redirects = (site as { redirects?: { source: string }[] } | null)?.redirects ?? [];
  const problems: string[] = [];
  const parsed = pages.flatMap((raw, i) => {
    const result = pageSchema.safeParse(raw);
    if (result.success) return [result.data];
    problems.push(`pages[${i}] (${String(raw.path)}): ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    return [];
  });
  if (problems.length) throw new Error(`The content system's pages cannot be searched:\n${problems.join('\n')}`);
  return searchDocuments(parsed, new Set(redirects.map((redirect) => redirect.source)));
}
