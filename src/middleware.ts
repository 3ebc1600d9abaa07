import { defineMiddleware } from 'astro:middleware';
import { getSite } from '#content/queries.ts';
import { findRedirect } from '#domain/redirects.ts';

/**
 * Redirect rules from the content system (spec section 2). Pages whose path
 * is a rule's source are not prerendered, so such requests reach the server
 * and are redirected here, keeping the query string. Destinations were
 * checked at build (relative, or an allow-listed host).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const site = await getSite();
  const destination = findRedirect(site.redirects, context.url.pathname, context.url.search, site.allowedRedirectHosts);
  if (destination) return context.redirect(destination, 301);
  return next();
});
