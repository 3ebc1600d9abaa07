import { createContentSystem, type ContentSystemOptions } from '#content-system/create-content-system.ts';
import type { Endpoint } from './client.ts';

export type EndpointOptions = {
  /** A real content system; default: CONTENT_GRAPHQL_URL (+ CONTENT_TOKEN), else the embedded one. */
  endpoint?: Endpoint;
  /** Options of the embedded content system, when it is used. */
  embedded?: ContentSystemOptions;
  env?: Record<string, string | undefined>;
};

// In-process requests still go through graphql-request and the Fetch API; this
// URL only has to reach the embedded server's /graphql route.
const EMBEDDED_URL = 'http://embedded-content-system.localhost/graphql';

/** The endpoint the build reads from: the configured content system, or the embedded one served in-process. */
export async function resolveEndpoint(options: EndpointOptions = {}): Promise<Endpoint> {
  if (options.endpoint) return options.endpoint;
  const env = options.env ?? process.env;
  const url = env.CONTENT_GRAPHQL_URL?.trim();
  if (url) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new Error(`CONTENT_GRAPHQL_URL must be an http(s) address such as http://127.0.0.1:4322/graphql (it is "${url}")`);
    return { url, token: env.CONTENT_TOKEN || undefined };
  }
  const yoga = await createContentSystem({ graphiql: false, ...options.embedded });
  return {
    url: EMBEDDED_URL,
    label: 'src/content-system/seed (embedded)',
    fetch: async (input, init) => yoga.fetch(new Request(input, init)),
  };
}
