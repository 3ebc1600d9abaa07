/**
 * Structured data as the text of a `<script type="application/ld+json">`.
 * Content may hold "</script>" or "<!--", which would end or break the block
 * and let markup (or a script) through: every "<" is written as its JSON
 * escape, which parsers read back as the same character. Line and paragraph
 * separators are escaped too, for consumers that read the block as script.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
