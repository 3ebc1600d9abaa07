import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('splits the marked words from the rest', () => {
    expect(highlightParts('Jak dodać <mark>kartę</mark> płatniczą')).toEqual([
      { text: 'Jak dodać ', mark: false },
      { text: 'kartę', mark: true },
      { text: ' płatniczą', mark: false },
    ]);
  });

  it('turns escaped markup back into text, never into elements', () => {
    const parts = highlightParts('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark>faktura</mark> &amp; VAT');
    expect(parts.map((part) => part.text).join('')).toBe('<script>alert("x")</script> faktura & VAT');
    expect(parts.filter((part) => part.mark)).toEqual([{ text: 'faktura', mark: true }]);
  });

  it('keeps a text without marks whole', () => {
    expect(highlightParts('Brak dopasowań')).toEqual([{ text: 'Brak dopasowań', mark: false }]);
  });
});
