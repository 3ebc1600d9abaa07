import type { IncomingMessage, ServerResponse } from 'node:http';

/** Small plain-Node HTTP helpers for the identity pages (they run outside any framework, beside oidc-provider). */

const FORM_LIMIT_BYTES = 16 * 1024;

export class FormError extends Error {
  readonly status: 413 | 415;
  constructor(status: 413 | 415) {
    super(status === 413 ? 'Form body too large' : 'Form must be application/x-www-form-urlencoded');
    this.name = 'FormError';
    this.status = status;
  }
}

/** The urlencoded body of a form POST; a missing field reads as an empty string. */
export interface FormFields {
  get(name: string): string;
  has(name: string): boolean;
}

export async function readForm(req: IncomingMessage): Promise<FormFields> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new FormError(415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) throw new FormError(413);
    chunks.push(chunk);
  }
  const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  return { get: (name) => params.get(name) ?? '', has: (name) => params.has(name) };
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('Set-Cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

export interface PageHeaders {
  csp: string;
}

/** An HTML page that is never cached (it carries a form token) nor framed. */
export function sendHtml(res: ServerResponse, status: number, html: string, headers: PageHeaders): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', headers.csp);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  // Interaction URLs carry their id: no Referer to other sites.
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', '0');
  res.end();
}
