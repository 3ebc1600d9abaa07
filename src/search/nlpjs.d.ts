/** @nlpjs/lang-pl ships no types; the stemmer's API as the search uses it (src/search/analysis.ts). */
declare module '@nlpjs/lang-pl/src/stemmer-pl.js' {
  export default class StemmerPl {
    setCurrent(word: string): void;
    innerStem(): void;
    getCurrent(): string;
    stemWord(word: string): string;
  }
}
