import { definitions as registryDefinitions } from '../registry/generated/definitions.ts';
import type { BlockDefinition } from '../registry/define-block.ts';
import { ContentError, formatProblem } from '../registry/validate.ts';
import { createContentSystem, type ContentSystemOptions } from '../content-system/create-content-system.ts';
import { createContentClient, type Endpoint, type RequestPolicy } from './client.ts';
import { fetchAllContent, type FetchOptions } from './fetch-content.ts';
import { validateContent, type Content } from './validate-content.ts';

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

// In-process requests still go through graphql-request and the Fetch API; this
// URL only has to reach the embedded server's /graphql route.
const EMBEDDED_URL = 'http://wbudowany-system-tresci.localhost/graphql';

/** The endpoint the build reads from: the configured content system, or the embedded one served in-process. */
export async function resolveEndpoint(options: Pick<LoadContentOptions, 'endpoint' | 'embedded' | 'env'> = {}): Promise<Endpoint> {
  if (options.endpoint) return options.endpoint;
  const env = options.env ?? process.env;
  const url = env.CONTENT_GRAPHQL_URL?.trim();
  if (url) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`CONTENT_GRAPHQL_URL musi być adresem http(s), np. http://127.0.0.1:4322/graphql (jest „${url}”)`);
    return { url, token: env.CONTENT_TOKEN || undefined };
  }
  const yoga = await createContentSystem({ graphiql: false, ...options.embedded });
  return {
    url: EMBEDDED_URL,
    label: 'src/content-system/seed (wbudowany)',
    fetch: async (input, init) => yoga.fetch(new Request(input, init)),
  };
}

/**
 * The build's content: fetched through the content API, validated in full.
 * Any problem aborts with one ContentError listing all of them; an
 * unreachable content system aborts with a ContentSourceError. Nothing
 * partial is ever returned.
 */
export async function loadContent(options: LoadContentOptions = {}): Promise<Content> {
  const log = options.log ?? ((line: string) => console.log(`[treści] ${line}`));
  const warn = options.warn ?? ((line: string) => console.warn(`[treści] ${line}`));
  const endpoint = await resolveEndpoint(options);
  const client = createContentClient(endpoint, options);
  log(`pobieranie z ${client.label}`);
  const fetched = await fetchAllContent(client, { ...options, progress: log });
  const { content, problems, diagnosed } = validateContent(fetched, options.definitions ?? registryDefinitions, { diagnose: options.diagnose });
  if (problems.length) throw new ContentError(problems, client.label);
  if (diagnosed.length)
    warn(`bloki zastąpione diagnostyką (${diagnosed.length}):\n${diagnosed.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
  log(`gotowe (stron: ${content.pages.length})`);
  return content;
}
