// Files of the content system's media library, as the portal serves them:
// content names them `/media/<file>`; the build copies each one it finds into
// its output (src/pages/media/[file].ts), so the live site never asks the
// content system for them; a page rendered on request (the editors' preview)
// gets what the build does not hold from the content system itself.

/** Where the portal serves media-library files. */
export const MEDIA_PATH = '/media/';

/** Names the portal serves: what the CMS makes of an upload's name (cms/src/collections/media.ts), nothing that climbs. */
const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,199}$/;

export const isMediaName = (name: string): boolean => SAFE_NAME.test(name) && !name.includes('..');

/** The file a `/media/…` path names, or undefined for any other path. */
export function mediaNameOf(path: string): string | undefined {
  if (!path.startsWith(MEDIA_PATH)) return undefined;
  const name = path.slice(MEDIA_PATH.length);
  return isMediaName(name) ? name : undefined;
}

/** Every media-library file a piece of content names (image `src`s and `srcset` entries), each once, sorted. */
export function mediaFilesIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const name = key === 'src' && typeof child === 'string' ? mediaNameOf(child) : undefined;
        if (name) found.add(name);
        else walk(child);
      }
    }
  };
  walk(value);
  return [...found].sort();
}

/**
 * Where the content system serves its media files: CONTENT_MEDIA_URL, else
 * Payload's file route beside CONTENT_GRAPHQL_URL (`/api/media/file/`);
 * undefined without a content system (the embedded one has no media library).
 */
export function mediaSource(env: Record<string, string | undefined> = process.env): URL | undefined {
  const explicit = env.CONTENT_MEDIA_URL?.trim();
  if (explicit) {
    if (!URL.canParse(explicit)) throw new Error(`CONTENT_MEDIA_URL must be an http(s) address (it is "${explicit}")`);
    return new URL(explicit.endsWith('/') ? explicit : `${explicit}/`);
  }
  const graphql = env.CONTENT_GRAPHQL_URL?.trim();
  return graphql && URL.canParse(graphql) ? new URL('/api/media/file/', graphql) : undefined;
}

/** Fetches one media file from the content system; throws with the address and status when it cannot. */
export async function fetchMediaFile(name: string, source: URL, fetchImpl: typeof fetch = fetch): Promise<Response> {
  if (!isMediaName(name)) throw new Error(`"${name}" is not a media file name`);
  const url = new URL(name, source);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`media file ${url.href} answered ${response.status}`);
  return response;
}
