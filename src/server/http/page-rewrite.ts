import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Changes a page on its way out: what Astro writes to `res` from now on is
 * buffered and, when it is HTML, sent as `transform(html)`. Anything else
 * (an image, a script Astro serves) passes through unbuffered, as does a page
 * the transform leaves unchanged, headers and all. `fresh`: the page changes
 * on every request (a form token): never a 304, never cached.
 */
export function rewritePage(
  req: IncomingMessage,
  res: ServerResponse,
  transform: (html: string) => string,
  { fresh = false }: { fresh?: boolean } = {},
): void {
  if (fresh) {
    // Always the whole page: a 304 would keep the browser's copy with what changed in it.
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
  }
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const write = res.write;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  const restore = () => {
    res.writeHead = writeHead as typeof res.writeHead;
    res.write = write;
    res.end = end as typeof res.end;
  };
  const chunks: Buffer[] = [];
  let head: [number, unknown[]] | undefined;
  let html: boolean | undefined;
  const headersOf = (rest: unknown[]) => rest.find((part) => typeof part === 'object' && part !== null) as Record<string, unknown> | undefined;
  /** Decided once, on the first of writeHead, write or end: a page is buffered, anything else is sent as it comes. */
  const isPage = (rest: unknown[] = []): boolean => {
    if (html === undefined) {
      const headers = headersOf(rest);
      const type = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type');
      html = String(type ?? '').startsWith('text/html');
      if (!html) restore();
    }
    return html;
  };
  const toBuffer = (chunk: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (!isPage(rest)) return writeHead(status, ...rest);
    head = [status, rest];
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!isPage()) return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    chunks.push(toBuffer(chunk));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!isPage()) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk));
    const original = Buffer.concat(chunks);
    const rewritten = transform(original.toString('utf8'));
    const changed = fresh || rewritten !== original.toString('utf8');
    const body = changed ? Buffer.from(rewritten) : original;
    const [status, headRest] = head ?? [res.statusCode, []];
    for (const [name, value] of Object.entries(headersOf(headRest) ?? {})) if (value !== undefined) res.setHeader(name, value as string);
    if (changed) {
      res.removeHeader('etag');
      res.removeHeader('last-modified');
      res.setHeader('content-length', body.length);
    }
    if (fresh) res.setHeader('cache-control', 'no-store');
    // The response's own methods again: an end() that writes through write() must not land in the buffer.
    restore();
    writeHead(status);
    return end(body);
  }) as typeof res.end;
}
