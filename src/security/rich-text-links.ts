/**
 * The addresses rich text may link to and show images from: one list for the
 * sanitizer, which drops any other (sanitize-rich-text.ts), and for the
 * content's validation, which refuses them before they are published
 * (htmlText in src/registry/define-block.ts), so an editor's link never
 * silently becomes dead text.
 */
export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'];
export const IMAGE_SCHEMES = ['https', 'http'];

const URL_ATTRIBUTE = /<(a|img)\b[^>]*?\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SCHEME = /^([a-z][a-z0-9.+-]*):/i;
const ENTITY = /&(#x?[0-9a-f]+|colon|tab|newline);?/gi;

/** A character reference as a browser reads it (`&#106;avascript:` is javascript:). */
const decodeEntity = (_: string, ref: string) => {
  const name = ref.toLowerCase();
  if (name === 'colon') return ':';
  if (name === 'tab' || name === 'newline') return '';
  const code = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isFinite(code) ? String.fromCodePoint(code) : '';
};

/** The link and image addresses in `html` that the sanitizer would drop: another scheme, or `//host`. */
export function unsafeRichTextUrls(html: string): string[] {
  const unsafe: string[] = [];
  for (const match of html.matchAll(URL_ATTRIBUTE)) {
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    // Browsers ignore control characters and whitespace in a scheme: so does this check.
    const url = raw.replace(ENTITY, decodeEntity).replace(/[\u0000-\u0020\u007f]/g, '');
    const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
    const allowed = match[1]!.toLowerCase() === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES;
    if (scheme ? !allowed.includes(scheme) : url.startsWith('//')) unsafe.push(raw);
  }
  return unsafe;
}
