import { DEFAULT_SEARCH_INDEX } from '#api-contract/search.ts';
import { contentSearchDocuments } from '#server/search/content.ts';
import { clusterSettingsFromEnv, fillIndex } from '#server/search/opensearch.ts';

/**
 * npm run search:index: fills the OpenSearch/Elasticsearch index SEARCH_URL
 * and SEARCH_INDEX name with the search documents of the content system
 * (CONTENT_GRAPHQL_URL, else the embedded seed): a new index with the Polish
 * mapping, bulk-loaded, then the alias the portal searches moved to it.
 */

try {
  const settings = clusterSettingsFromEnv(process.env, DEFAULT_SEARCH_INDEX);
  if (!settings) throw new Error('SEARCH_URL is not set: the embedded search needs no index filling (the build writes its index)');
  const documents = await contentSearchDocuments();
  console.log(`${documents.length} pages to index into ${settings.index} at ${settings.url}`);
  const result = await fillIndex(settings, documents, { log: (line) => console.log(`  ${line}`) });
  console.log(
    `Search index ${settings.index} → ${result.index}: ${result.documents} documents${result.replaced.length ? `, replaced ${result.replaced.join(', ')}` : ''}`,
  );
} catch (error) {
  console.error(`search:index failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
