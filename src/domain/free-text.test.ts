import { describe, expect, it } from 'vitest';
import { cleanLine, isAllowedText, refusedTextMessage } from './free-text.ts';

describe('free text', () => {
  it.each([
    ['Polish letters, digits and punctuation', 'Zażółć gęślą jaźń 12/3 – „cytat” (ok.) & €'],
    ['Hebrew or Arabic letters themselves', 'שלום مرحبا'],
    ['an emoji', 'Dziękuję 🙂'],
    ['an empty text', ''],
  ])('allows %s', (_what, text) => {
    expect(isAllowedText(text)).toBe(true);
    expect(isAllowedText(text, true)).toBe(true);
  });

  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['vertical tab', '\u000b'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['a C1 control (U+0085)', '\u0085'],
    ['a C1 control (U+009B)', '\u009b'],
    ['the line separator', '\u2028'],
    ['the paragraph separator', '\u2029'],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'].map((c) => [
      `the bidirectional embedding or override U+${c.charCodeAt(0).toString(16).toUpperCase()}`,
      c,
    ]),
    ...['\u2066', '\u2067', '\u2068', '\u2069'].map((c) => [`the bidirectional isolate U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]),
    ['the left-to-right mark', '\u200e'],
    ['the right-to-left mark', '\u200f'],
    ['the Arabic letter mark', '\u061c'],
    ...['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'].map((c) => [`the invisible U+${c.charCodeAt(0).toString(16).toUpperCase()}`, c]),
  ] as Array<[string, string]>)('refuses %s in one line and in several', (_what, character) => {
    expect(isAllowedText(`a${character}b`)).toBe(false);
    expect(isAllowedText(`a${character}b`, true)).toBe(false);
  });

  it.each([
    ['CR', '\r'],
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['a tab', '\t'],
  ])('refuses %s in one line, allows it in several', (_what, character) => {
    expect(isAllowedText(`a${character}b`)).toBe(false);
    expect(isAllowedText(`a${character}b`, true)).toBe(true);
  });

  it('names the field in Polish, and line breaks only where they are refused', () => {
    expect(refusedTextMessage('ulica')).toBe(
      'ulica nie może zawierać znaków sterujących, podziałów wiersza, znaków zmiany kierunku tekstu ani znaków niewidocznych',
    );
    expect(refusedTextMessage('treść wiadomości', true)).toBe(
      'treść wiadomości nie może zawierać znaków sterujących, znaków zmiany kierunku tekstu ani znaków niewidocznych',
    );
  });

  it('cleans a line from another party: refused characters go, breaks become spaces', () => {
    expect(cleanLine('Sara \u202eanidomaS')).toBe('Sara anidomaS');
    expect(cleanLine('Sara\u200b Samo\u0007dzielna')).toBe('Sara Samodzielna');
    expect(cleanLine('Jan\r\nKowalski\u2028')).toBe('Jan Kowalski');
    expect(cleanLine('  Zofia   Łęcka ')).toBe('Zofia Łęcka');
    expect(isAllowedText(cleanLine('\u0000\u202a\ufeffAla\tma\u2066'))).toBe(true);
  });
});
