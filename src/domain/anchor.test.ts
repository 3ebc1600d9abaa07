import { describe, expect, it } from 'vitest';
import { ANCHOR_SCROLL_DELAY_MS, anchorFromSearch, anchorScrollMargin } from './anchor.ts';

describe('anchor scroll constants (spec sections 2 and 9)', () => {
  it('waits 150 ms', () => {
    expect(ANCHOR_SCROLL_DELAY_MS).toBe(150);
  });

  it.each([
    ['mobile', 74],
    ['tablet', 94],
    ['desktop', 94],
  ] as const)('scroll margin on %s is %i px', (device, margin) => {
    expect(anchorScrollMargin(device)).toBe(margin);
  });
});

describe('anchorFromSearch', () => {
  it.each([
    ['?anchor=pakiety', '#pakiety'],
    ['anchor=pakiety', '#pakiety'],
    ['?x=1&anchor=sekcja_2-b', '#sekcja_2-b'],
    ['?anchor=cennik-usług', '#cennik-usług'],
    ['?anchor=faq:platnosci', '#faq\\:platnosci'],
    ['?anchor=wersja.2', '#wersja\\.2'],
    ['?anchor=2024', '#\\32 024'],
  ])('%s → %s', (search, selector) => {
    expect(anchorFromSearch(search)).toBe(selector);
  });

  it.each([
    ['no anchor', '?x=1'],
    ['empty anchor', '?anchor='],
    ['a selector list', '?anchor=a,b'],
    ['a descendant selector', '?anchor=a%20b'],
    ['markup', '?anchor=%3Cimg%3E'],
    ['attribute selector', '?anchor=a[href]'],
    ['quote', "?anchor=a'b"],
    ['hash', '?anchor=%23main'],
  ])('rejects %s', (_, search) => {
    expect(anchorFromSearch(search)).toBeNull();
  });
});
