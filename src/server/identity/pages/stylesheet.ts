import { siteStylesheet } from '#server/http/html-page/stylesheet.ts';
import type { PageHandler } from './context.ts';

/** The identity pages' one stylesheet: the shared rules, then identity.css. Relative to the provider's mount prefix. */

export const STYLESHEET_PATH = '/assets/identity.css';

const stylesheet = siteStylesheet(new URL('./identity.css', import.meta.url));

export const serveStylesheet: PageHandler = async (_req, res) => {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(stylesheet);
};
