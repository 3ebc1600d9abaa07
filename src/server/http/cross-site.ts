import type { FastifyRequest } from 'fastify';

/**
 * Fetch Metadata: whether a browser sent this request on behalf of another
 * site (a link or form elsewhere). The spec's GET calls that end a session
 * (closeBrowser, logout) refuse such requests, so a foreign page cannot sign
 * a visitor out. Requests without the header (old browsers, other clients)
 * and the visitor's own navigations (`none`: typed, bookmarked) pass.
 */
export function isCrossSite(request: Pick<FastifyRequest, 'headers'>): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
