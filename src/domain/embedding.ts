/**
 * The embedding app (spec 4 "Analytics", DESIGN security): a page of the
 * external app that embeds or opens the portal posts
 * `{ app: 'EXTERNAL', action: 'GET_SESSION_DATA' }`; the portal answers with
 * the session data and status OK, and only to origins on the site's
 * allow-list. Messages of other apps are not ours and are ignored.
 */

export const EMBEDDING_APP = 'EXTERNAL';
export const GET_SESSION_DATA = 'GET_SESSION_DATA';

export type EmbeddingReply = { app: typeof EMBEDDING_APP; action: typeof GET_SESSION_DATA; status: 'OK'; data: unknown };

export type EmbeddingDecision = { kind: 'reply'; message: EmbeddingReply } | { kind: 'unsupported'; action: string } | { kind: 'ignore' };

/** scheme://host[:port] of a configured entry, or null when it is not an http(s) origin. */
function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Exact origin match: scheme, host and port. No wildcards and no prefix
 * matching (https://a.example.evil.example must not pass as https://a.example).
 * The string 'null' (sandboxed frames, file pages) never matches.
 */
export function isAllowedOrigin(origin: string, allowList: readonly string[]): boolean {
  const candidate = normalizedOrigin(origin);
  if (candidate === null || candidate !== origin) return false;
  return allowList.some((entry) => normalizedOrigin(entry) === candidate);
}

/**
 * The CSP directive that lets the allow-listed apps embed portal pages in a
 * frame (and nobody else, the portal included): without it the browser would
 * never load the page the embedding app talks to.
 */
export function frameAncestorsDirective(allowList: readonly string[]): `frame-ancestors ${string}` {
  const origins = [...new Set(allowList.map(normalizedOrigin).filter((origin): origin is string => origin !== null))];
  return `frame-ancestors ${origins.length ? origins.join(' ') : "'none'"}`;
}

/** What to do with a window message. */
export function decideEmbeddingMessage(data: unknown, origin: string, allowList: readonly string[], session: unknown): EmbeddingDecision {
  if (typeof data !== 'object' || data === null || (data as { app?: unknown }).app !== EMBEDDING_APP) return { kind: 'ignore' };
  if (!isAllowedOrigin(origin, allowList)) return { kind: 'ignore' };
  const action = (data as { action?: unknown }).action;
  if (action !== GET_SESSION_DATA) return { kind: 'unsupported', action: String(action) };
  return { kind: 'reply', message: { app: EMBEDDING_APP, action: GET_SESSION_DATA, status: 'OK', data: session } };
}
