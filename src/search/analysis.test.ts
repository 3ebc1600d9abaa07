import { describe, expect, it } from 'vitest';
import { fold, highlight, processTerm, tokenize } from './analysis.ts';

describe('Polish analysis', () => {
  it('folds case and every diacritic, ł and Ł included', () => {
    expect(fold('Zażółć GĘŚLĄ jaźń Łódź')).toBe('zazolc gesla jazn lodz');
  });

  it('gives inflected forms, with or without diacritics, one indexed form', () => {
    expect(new Set(['płatność', 'płatności', 'platnosc', 'PŁATNOŚCI'].map(processTerm))).toEqual(new Set(['platnosc']));
    expect(new Set(['karta', 'kartą', 'karty', 'kartę'].map(processTerm))).toEqual(new Set(['kart']));
    expect(new Set(['dekoder', 'dekodera', 'dekoderów'].map(processTerm))).toEqual(new Set(['dekoder']));
  });

  it('drops function words and words no one types', () => {
    expect(processTerm('jak')).toBeNull();
    expect(processTerm('W')).toBeNull();
    expect(processTerm('x'.repeat(41))).toBeNull();
    expect(processTerm('nie')).toBe('nie');
  });

  it('splits at anything but letters and digits', () => {
    expect(tokenize('<b>Płatność</b>,kartą! e-mail 24h\u0000')).toEqual(['b', 'Płatność', 'b', 'kartą', 'e', 'mail', '24h']);
    expect(tokenize('!!! ... ???')).toEqual([]);
  });

  it('highlights the words whose indexed form matched, escaping everything else', () => {
    expect(highlight('Jak dodać <kartę> & „płatność”', new Set(['kart', 'platnosc']))).toBe(
      'Jak dodać &lt;<mark>kartę</mark>&gt; &amp; „<mark>płatność</mark>”',
    );
    expect(highlight('<script>alert("x")</script>', new Set(['script']))).toBe(
      '&lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt;',
    );
    expect(highlight('Nic tu nie pasuje', new Set(['kart']))).toBeNull();
  });
});
