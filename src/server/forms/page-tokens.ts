import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { isFormKind, TOKEN_PLACEHOLDER, TOKEN_PLACEHOLDERS } from '#forms/protocol.ts';
import { builtPages } from '../built-pages.ts';
import type { FormsService } from './index.ts';
import { signFormToken } from './token.ts';

/**
 * Prerendered pages holding a form carry a token placeholder (the form
 * block renders it); such a page is served through Astro's handler as
 * usual, and its HTML gets a fresh token stamped over the placeholder on
 * the way out, never cached, so a visitor without JavaScript sends a form
 * whose minimum fill time counts from their page load. Pages without a
 * form are untouched (the list comes from the build's output, read once at start).
 */

/** The paths of the built pages whose HTML holds a form token placeholder (dist/client/…/index.html → /…). */
export async function findFormPages(clientDir: string): Promise<Set<string>> {
  const pages = new Set<string>();
  for await (const { route, html } of builtPages(clientDir)) {
    if (!html.includes(TOKEN_PLACEHOLDER)) continue;
    pages.add(route);
    if (route !== '/') pages.add(`${route}/`);
  }
  return pages;
}

/** Makes the response buffer the page and replace each placeholder with a fresh token of its kind. */
export async function stampFormTokens(request: FastifyRequest, res: ServerResponse, forms: FormsService, now: Date): Promise<void> {
  const key = await forms.tokenKey();
  // Always the whole page: a 304 would keep the browser's copy with its old token.
  delete request.raw.headers['if-none-match'];
  delete request.raw.headers['if-modified-since'];
  const chunks: Buffer[] = [];
  let head: [number, unknown[]] | undefined;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = res.write;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  const toBuffer = (chunk: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    head = [status, rest];
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown) => {
    chunks.push(toBuffer(chunk));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk));
    const html = Buffer.concat(chunks)
      .toString('utf8')
      .replace(TOKEN_PLACEHOLDERS, (placeholder, kind: string) => (isFormKind(kind) ? signFormToken(key, kind, now) : placeholder));
    const body = Buffer.from(html);
    const [status, rest] = head ?? [res.statusCode, []];
    const headers = rest.find((part) => typeof part === 'object' && part !== null) as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value as string);
    res.removeHeader('etag');
    res.removeHeader('last-modified');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-length', body.length);
    // The response's own write again: an end() that writes through it must not land in the buffer.
    res.write = write;
    writeHead(status);
    return end(body);
  }) as typeof res.end;
}
