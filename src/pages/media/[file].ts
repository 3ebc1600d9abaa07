import type { APIRoute, GetStaticPaths } from 'astro';
import { getPages, getSite } from '#content/queries.ts';
import { fetchMediaFile, mediaFilesIn, mediaSource } from '#content-loader/media-files.ts';

/**
 * The media-library files the content names (`/media/<file>`), copied into
 * the build from the content system, so the live site serves them itself
 * and keeps serving them with the content system down. A file the content
 * system cannot give fails the build, which leaves the live site as it was.
 */
export const prerender = true;

export const getStaticPaths = (async () => {
  const files = mediaFilesIn([await getPages(), await getSite()]);
  if (files.length === 0) return [];
  const source = mediaSource();
  if (!source) throw new Error(`the content names media files (${files.join(', ')}) but no content system gives them: set CONTENT_GRAPHQL_URL`);
  return files.map((file) => ({ params: { file }, props: { source: source.href } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ source: string }> = async ({ params, props }) => {
  const response = await fetchMediaFile(String(params.file), new URL(props.source));
  return new Response(await response.arrayBuffer(), {
    headers: { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' },
  });
};
