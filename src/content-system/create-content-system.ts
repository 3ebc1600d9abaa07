import { readFileSync } from 'node:fs';
import { createSchema, createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { MAX_BLOCK_DEPTH } from '#content-schema/block.ts';
import { bearerAuth } from './bearer-auth.ts';
import { helpArticles } from './help-articles.ts';
import { createResolvers } from './resolvers.ts';
import { defaultSeedDir, readSeed, type RawContent } from './seed-reader.ts';

export const typeDefs = readFileSync(new URL('../../content-schema/content.graphql', import.meta.url), 'utf8');

/**
 * Deepest query accepted, in fields: `pages` › `nodes` › then a `regions` ›
 * `blocks` pair per block level down to MAX_BLOCK_DEPTH, whose blocks select
 * their fields and the names of their regions. That is exactly the loader's
 * query; one block level more is rejected.
 */
export const MAX_QUERY_DEPTH = 2 * MAX_BLOCK_DEPTH + 4;

export type ContentSystemOptions = {
  /** Folder with site.json, the collection lists and pages/ (default: src/content-system/seed). */
  seedDir?: string;
  /** When set, every GraphQL request must carry `Authorization: Bearer <token>`. */
  token?: string;
  /** Synthesised help articles added to the pages (default: env CONTENT_EXTRA_HELP_ARTICLES or 0). */
  extraHelpArticles?: number;
  /** Serve the GraphiQL explorer on GET /graphql (default true). */
  graphiql?: boolean;
};

function extraArticlesFromEnv(): number {
  const raw = process.env.CONTENT_EXTRA_HELP_ARTICLES;
  if (!raw) return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`CONTENT_EXTRA_HELP_ARTICLES musi być liczbą całkowitą nieujemną (jest „${raw}”)`);
  return n;
}

/** Loads the seed content (plus synthesised help articles) into memory. */
export async function loadSeedContent(options: Pick<ContentSystemOptions, 'seedDir' | 'extraHelpArticles'> = {}): Promise<RawContent> {
  const content = await readSeed(options.seedDir ?? defaultSeedDir);
  const extra = options.extraHelpArticles ?? extraArticlesFromEnv();
  if (extra > 0) {
    const categoryIds = content.supportCategories.map((c) => c.id).filter((id): id is string => typeof id === 'string');
    content.pages = [...content.pages, ...helpArticles(extra, categoryIds)];
  }
  return content;
}

/** The content a server answers from: fixed, or read for each request (e.g. from an editors' CMS). */
export type ContentSource = RawContent | ((request: Request) => RawContent | Promise<RawContent>);

export type ContentServerOptions = {
  /** When set, every GraphQL request must carry `Authorization: Bearer <token>`. */
  token?: string;
  /** Serve the GraphiQL explorer on GET (default true). */
  graphiql?: boolean;
  /** The path the server answers on (default /graphql). */
  graphqlEndpoint?: string;
  /** Further yoga plugins, run after the depth limit and the token check. */
  plugins?: Plugin[];
};

type Resolvers = ReturnType<typeof createResolvers>;
type QueryField = keyof Resolvers['Query'];

/** Resolvers over content read once per request: each Query field asks the source, once, for the request it serves. */
function perRequestResolvers(source: (request: Request) => RawContent | Promise<RawContent>): Resolvers {
  const byRequest = new WeakMap<Request, Promise<Resolvers>>();
  const resolversFor = (request: Request) => {
    let resolvers = byRequest.get(request);
    if (!resolvers) {
      resolvers = Promise.resolve(source(request)).then(createResolvers);
      byRequest.set(request, resolvers);
    }
    return resolvers;
  };
  const shape = createResolvers({
    site: {},
    pages: [],
    offers: [],
    products: [],
    bundles: [],
    metaProducts: [],
    eventConfigs: [],
    supportCategories: [],
    documents: [],
    salons: [],
  });
  const Query = Object.fromEntries(
    (Object.keys(shape.Query) as QueryField[]).map((field) => [
      field,
      async (root: unknown, args: never, context: { request: Request }) =>
        ((await resolversFor(context.request)).Query[field] as (r: unknown, a: never) => unknown)(root, args),
    ]),
  );
  return { ...shape, Query } as unknown as Resolvers;
}

/**
 * The content API (content-schema/content.graphql) over the given content,
 * declared once for the embedded content system and the editors' CMS alike.
 */
export function createContentServer(
  source: ContentSource,
  options: ContentServerOptions = {},
): YogaServerInstance<Record<string, never>, Record<string, never>> {
  const resolvers = typeof source === 'function' ? perRequestResolvers(source) : createResolvers(source);
  return createYoga({
    schema: createSchema({ typeDefs, resolvers }),
    graphiql: options.graphiql ?? true,
    landingPage: false,
    ...(options.graphqlEndpoint ? { graphqlEndpoint: options.graphqlEndpoint } : {}),
    plugins: [
      maxDepthPlugin({ n: MAX_QUERY_DEPTH, exposeLimits: true }),
      ...(options.token ? [bearerAuth(options.token)] : []),
      ...(options.plugins ?? []),
    ],
  });
}

/**
 * The embedded content system: the repository's seed files served through
 * the content API (content-schema/content.graphql). Its `fetch` serves
 * requests in-process; as a Node request listener it serves HTTP.
 */
export async function createContentSystem(
  options: ContentSystemOptions = {},
): Promise<YogaServerInstance<Record<string, never>, Record<string, never>>> {
  return createContentServer(await loadSeedContent(options), options);
}
