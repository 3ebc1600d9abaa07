import StemmerPl from '@nlpjs/lang-pl/src/stemmer-pl.js';
import { fold } from '#domain/fold.ts';

/**
 * Polish text analysis of the support search, the same for the index and the
 * queries: words are runs of letters and digits, lower-cased, diacritics
 * folded (NFD drops the combining marks; ł has none, so it is mapped by hand)
 * so that „platnosc” finds „płatność”, then stemmed by @nlpjs/lang-pl's
 * StemmerPl so inflected forms meet („kartą”, „karty” → „kart”).
 */

/** Bumped whenever the analysis changes: an index built by another version is rebuilt from its documents. */
export const ANALYSIS_VERSION = 1;

const WORD = /[\p{L}\p{N}]+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Longer "words" are no Polish words (pasted junk): they are dropped rather than fuzzily matched at a cost. */
const MAX_WORD_LENGTH = 40;

/** Function words that would match nearly every page („jak” opens most help titles). */
const STOPWORDS = new Set([
  'a',
  'i',
  'o',
  'u',
  'w',
  'z',
  'we',
  'ze',
  'na',
  'do',
  'od',
  'po',
  'za',
  'sie',
  'jak',
  'czy',
  'co',
  'to',
  'jest',
  'oraz',
  'lub',
  'albo',
  'dla',
]);

const stemmer = new StemmerPl();

/**
 * The library's stemming rules without its memo: StemmerPl.stemWord caches
 * every word it has seen, which per-keystroke queries would grow without bound.
 */
function stem(word: string): string {
  stemmer.setCurrent(word);
  stemmer.innerStem();
  return stemmer.getCurrent();
}

// Folding is shared with the shop finder's place filter; part of this module's API.
export { fold } from '#domain/fold.ts';

/** Splits text into candidate words (anything but letters and digits separates). */
export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((word) => word !== '');
}

/** The indexed form of a word, or null when it is not searched. */
export function processTerm(word: string): string | null {
  if (word.length > MAX_WORD_LENGTH) return null;
  const folded = fold(word);
  if (folded === '' || STOPWORDS.has(folded)) return null;
  return stem(folded);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * The text HTML-escaped with every word whose indexed form is one of `terms`
 * inside <mark>…</mark>; null when no word matched.
 */
export function highlight(text: string, terms: ReadonlySet<string>): string | null {
  let out = '';
  let last = 0;
  let marked = false;
  for (const match of text.matchAll(WORD)) {
    const term = processTerm(match[0]);
    if (term === null || !terms.has(term)) continue;
    out += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
    marked = true;
  }
  return marked ? out + escapeHtml(text.slice(last)) : null;
}
