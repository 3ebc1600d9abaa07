import { isSafeLinkUrl } from '../_shared/link.ts';

/**
 * Hosts whose players may be embedded in an iframe. Kept short on purpose:
 * each one must also be allowed in the page's Content-Security-Policy
 * (frame-src) and is trusted to run its own player script.
 */
export const EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;

const FILE_PATTERN = /\.(mp4|webm|ogv)$/i;

export type VideoSource = { kind: 'embed' | 'file'; url: string };

/** What a video URL is: an allow-listed embed player, a video file, or neither (null). */
export function videoSource(url: string): VideoSource | null {
  if (!isSafeLinkUrl(url) || /^http:/i.test(url)) return null;
  const parsed = new URL(url, 'https://site.invalid');
  if (url.startsWith('https://') && (EMBED_HOSTS as readonly string[]).includes(parsed.hostname)) {
    return { kind: 'embed', url };
  }
  if (FILE_PATTERN.test(parsed.pathname)) return { kind: 'file', url };
  return null;
}
