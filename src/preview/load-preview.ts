import { ClientError } from 'graphql-request';
import { pageSchema, templateRegions, type Page } from '#content-schema/index.ts';
import { ContentSourceError, createContentClient } from '#content-loader/client.ts';
import { normalizePage } from '#content-loader/normalize.ts';
import { pageQuery } from '#content-loader/query.ts';
import type { BlockDefinition } from '#registry/define-block.ts';
import { problemsFromZod, validateTree, type ContentProblem } from '#registry/validate.ts';
import { previewTokenPath } from './preview-token.ts';

export type PreviewResult =
  /** The draft, its invalid blocks replaced by diagnostic boxes (listed in `problems`). */
  | { kind: 'page'; page: Page; problems: ContentProblem[]; cmsOrigin: string }
  /** The draft breaks the page contract itself (path, template…): nothing to render but the problems. */
  | { kind: 'invalid'; problems: ContentProblem[]; cmsOrigin: string }
  /** No CMS configured: the embedded content has no drafts. */
  | { kind: 'disabled' }
  /** A token that is malformed, expired, forged or no longer an editor's. */
  | { kind: 'refused'; cmsOrigin: string }
  | { kind: 'missing'; cmsOrigin: string }
  | { kind: 'unavailable'; message: string; cmsOrigin: string };

export type PreviewOptions = {
  env?: Record<string, string | undefined>;
  definitions: Record<string, BlockDefinition>;
  fetch?: typeof fetch;
};

const statusOf = (error: ContentSourceError) => (error.cause instanceof ClientError ? error.cause.response.status : undefined);

/**
 * An editor's unpublished page, asked of the CMS the build reads
 * (CONTENT_GRAPHQL_URL) with the editor's preview token, which the CMS
 * checks, and validated as the build would – except that an invalid block
 * becomes a diagnostic box in place, so the editor sees what to fix.
 */
export async function loadPreview(token: string, options: PreviewOptions): Promise<PreviewResult> {
  const env = options.env ?? process.env;
  const url = env.CONTENT_GRAPHQL_URL?.trim();
  if (!url || !URL.canParse(url)) return { kind: 'disabled' };
  const cmsOrigin = new URL(url).origin;
  const path = previewTokenPath(token);
  if (!path) return { kind: 'refused', cmsOrigin };

  const client = createContentClient(
    { url, token: env.CONTENT_TOKEN || undefined, headers: { 'x-preview-token': token }, ...(options.fetch ? { fetch: options.fetch } : {}) },
    { timeoutMs: 10_000, retries: 0 },
  );
  let raw: unknown;
  try {
    raw = (await client.request<{ page: unknown }>(pageQuery, { path })).page;
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    const status = statusOf(error);
    if (status === 401 || status === 403) return { kind: 'refused', cmsOrigin };
    return { kind: 'unavailable', message: error.message, cmsOrigin };
  }
  if (raw === null || raw === undefined) return { kind: 'missing', cmsOrigin };

  const parsed = pageSchema.safeParse(normalizePage(raw));
  if (!parsed.success) return { kind: 'invalid', problems: problemsFromZod(parsed.error, path, '(strona)'), cmsOrigin };
  const page = parsed.data;
  const tree = validateTree(page.regions, options.definitions, page.path, {
    diagnose: true,
    allowedRegions: templateRegions(page.template),
  });
  return { kind: 'page', page: { ...page, regions: tree.regions, noindex: true }, problems: tree.problems, cmsOrigin };
}
