import type { APIRoute } from 'astro';
import { getPages, getSite } from '#content/queries.ts';
import { searchDocuments } from '#search/documents.ts';
import { buildIndex, serializeIndex } from '#search/engine.ts';

/**
 * The support search's index, built from the pages the build renders and
 * prerendered into the build output; the search integration moves it out of
 * the public files into dist/server, where each server process loads it.
 */
export const prerender = true;

export const GET: APIRoute = async () => {
  const [pages, site] = await Promise.all([getPages(), getSite()]);
  const documents = searchDocuments(pages, new Set(site.redirects.map((redirect) => redirect.source)));
  return new Response(serializeIndex(buildIndex(documents)), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
