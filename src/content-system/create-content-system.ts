import { readFileSync } from 'node:fs';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { MAX_BLOCK_DEPTH } from '../../content-schema/block.ts';
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
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`CONTENT_EXTRA_HELP_ARTICLES musi być liczbą całkowitą nieujemną (jest „${raw}”)`);
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

/**
 * The embedded content system: the repository's seed files served through
 * the content API (content-schema/content.graphql). Its `fetch` serves
 * requests in-process; as a Node request listener it serves HTTP.
 */
export async function createContentSystem(options: ContentSystemOptions = {}): Promise<YogaServerInstance<Record<string, never>, Record<string, never>>> {
  const content = await loadSeedContent(options);
  return createYoga({
    schema: createSchema({ typeDefs, resolvers: createResolvers(content) }),
    graphiql: options.graphiql ?? true,
    landingPage: false,
    plugins: [
      maxDepthPlugin({ n: MAX_QUERY_DEPTH, exposeLimits: true }),
      ...(options.token ? [bearerAuth(options.token)] : []),
    ],
  });
}
