import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { sendProblem } from './pages/context.ts';
import { pageRoute } from './pages/routes.ts';
import { texts } from './pages/texts.ts';
import { pagesContextOf } from './provider.ts';

/**
 * Serves the provider and its pages under a path prefix on a plain Node
 * server: our pages first (login, registration, account pages, stylesheet),
 * everything else to oidc-provider with the prefix stripped (it finds its own
 * mount path from req.originalUrl, as under Express). The prefix must be the
 * issuer's path. Give it the raw request, with its body unread.
 */

export interface IdentityHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Whether a request URL belongs to the provider (is under the prefix). */
  handles(url: string | undefined): boolean;
  readonly prefix: string;
}

export function mountIdentity(provider: Provider, prefix = '/oidc'): IdentityHandler {
  const base = prefix.replace(/\/+$/, '');
  if (!base.startsWith('/')) throw new Error(`The identity prefix must start with "/", not "${prefix}"`);
  const ctx = pagesContextOf(provider);
  const callback = provider.callback();

  const handles = (url: string | undefined) => {
    if (!url) return false;
    return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!handles(url)) {
      sendProblem(ctx, res, 404, texts.problems.notFound);
      return;
    }
    const rest = url.slice(base.length) || '/';
    const path = rest.split('?')[0] ?? '/';
    const page = pageRoute(ctx, req.method, path);
    if (page) {
      page(req, res).catch((error: unknown) => {
        console.error('Identity page failed', error);
        if (!res.headersSent) sendProblem(ctx, res, 500, texts.problems.serverError);
        else res.end();
      });
      return;
    }
    if (path.startsWith('/konto/') || path.startsWith('/assets/')) {
      sendProblem(ctx, res, 404, texts.problems.notFound);
      return;
    }
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    callback(req, res);
  };

  return Object.assign(handler, { handles, prefix: base });
}
