import { definitions as registryDefinitions } from '#registry/generated/definitions.ts';
import type { BlockDefinition } from '#registry/define-block.ts';
import { ContentError, formatProblem } from '#registry/validate.ts';
import type { ContentSystemOptions } from '#content-system/create-content-system.ts';
import { createContentClient, type Endpoint, type RequestPolicy } from './client.ts';
import { resolveEndpoint } from './endpoint.ts';
import { fetchAllContent, type FetchOptions } from './fetch-content.ts';
import { validateContent, type Content } from './validate-content.ts';

export { resolveEndpoint };

export type LoadContentOptions = RequestPolicy &
  Omit<FetchOptions, 'progress'> & {
    /** A real content system; default: CONTENT_GRAPHQL_URL (+ CONTENT_TOKEN), else the embedded one. */
    endpoint?: Endpoint;
    /** Options of the embedded content system, when it is used. */
    embedded?: ContentSystemOptions;
    /** Dev server: invalid blocks become diagnostic boxes instead of failing (page-level problems still fail). */
    diagnose?: boolean;
    definitions?: Record<string, BlockDefinition>;
    env?: Record<string, string | undefined>;
    log?: (line: string) => void;
    warn?: (line: string) => void;
  };

/**
 * The build's content: fetched through the content API, validated in full.
 * Any problem aborts with one ContentError listing all of them; an
 * unreachable content system aborts with a ContentSourceError. Nothing
 * partial is ever returned.
 */
export async function loadContent(options: LoadContentOptions = {}): Promise<Content> {
  const log = options.log ?? ((line: string) => console.log(`[content] ${line}`));
  const warn = options.warn ?? ((line: string) => console.warn(`[content] ${line}`));
  const endpoint = await resolveEndpoint(options);
  const client = createContentClient(endpoint, options);
  log(`fetching from ${client.label}`);
  const fetched = await fetchAllContent(client, { ...options, progress: log });
  const { content, problems, diagnosed } = validateContent(fetched, options.definitions ?? registryDefinitions, { diagnose: options.diagnose });
  if (problems.length) throw new ContentError(problems, client.label);
  if (diagnosed.length) warn(`blocks replaced by a diagnostic (${diagnosed.length}):\n${diagnosed.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
  log(`done (${content.pages.length} pages)`);
  return content;
}
