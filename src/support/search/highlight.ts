/** A piece of a highlighted text: matched words are `mark`ed. */
export type HighlightPart = { text: string; mark: boolean };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * The search answer's highlight (escaped text with <mark>…</mark> around the
 * matches, as the engines give it) as plain text parts, so screens render it
 * as text and only the marks as elements: nothing in it can become markup.
 */
export function highlightParts(highlight: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let mark = false;
  for (const piece of highlight.split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      mark = piece === '<mark>';
      continue;
    }
    const text = piece.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]!);
    if (text) parts.push({ text, mark });
  }
  return parts;
}
