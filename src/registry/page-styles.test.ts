import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { decidedByMarkup, decodeRules, encodeRules, markupOf, ruleCount, rulesFor, stylesFor, stylesWith } from './page-styles.ts';

/** A blocks' stylesheet as Astro writes it: scoped rules of two components, an island's rules, media queries, keyframes. */
const stylesheet = postcss.parse(
  [
    '.hero[data-astro-cid-aaa]{color:red}',
    '.faq[data-astro-cid-bbb] p{margin:0}',
    '@media (max-width:699px){.hero[data-astro-cid-aaa]{color:blue}.faq[data-astro-cid-bbb]{padding:0}}',
    '.my-services__product{border:1px solid}',
    '@media (max-width:479px){.my-services__product dl{display:block}}',
    '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
  ].join(''),
);

describe('styles per page', () => {
  it('keeps the scoped rules of the components a page shows, and no island’s rules on a page without islands', () => {
    const page = markupOf('<main><section class="hero" data-astro-cid-aaa><h1 data-astro-cid-aaa>Oferta</h1></section></main>');
    expect(stylesFor(stylesheet, page)).toBe(
      '.hero[data-astro-cid-aaa]{color:red}@media (max-width:699px){.hero[data-astro-cid-aaa]{color:blue}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
  });

  it('keeps the islands’ rules on a page with an island, and drops what only other components use', () => {
    const page = markupOf('<main><div class="faq" data-astro-cid-bbb></div><astro-island uid="1"></astro-island></main>');
    expect(stylesFor(stylesheet, page)).toBe(
      '.faq[data-astro-cid-bbb] p{margin:0}@media (max-width:699px){.faq[data-astro-cid-bbb]{padding:0}}' +
        '.my-services__product{border:1px solid}@media (max-width:479px){.my-services__product dl{display:block}}' +
        '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
    );
  });

  it('keeps an island’s rule on a page without islands whose markup uses the class it styles', () => {
    const page = markupOf('<ul><li class="card my-services__product">Sport</li></ul>');
    expect(stylesFor(stylesheet, page)).toContain('.my-services__product{border:1px solid}');
    expect(stylesFor(stylesheet, page)).not.toContain('.hero');
  });

  it('drops an island’s rule on a page without islands that uses only some of the classes it needs', () => {
    const page = markupOf('<p class="dl button">Tekst</p>');
    const sheet = postcss.parse('.my-payments__months .button{padding:0}.button:not(.my-payments__months){margin:0}');
    expect(stylesFor(sheet, page)).toBe('.button:not(.my-payments__months){margin:0}');
  });

  it('leaves the stylesheet it was given whole', () => {
    const before = stylesheet.toString();
    stylesFor(stylesheet, markupOf('<p></p>'));
    expect(stylesheet.toString()).toBe(before);
  });
});

describe('a choice of rules in a URL', () => {
  it('reads back what it wrote, for any number of rules', () => {
    for (const count of [0, 1, 7, 8, 9, 300]) {
      const kept = Array.from({ length: count }, (_, index) => index % 3 === 0);
      expect(decodeRules(encodeRules(kept), count)).toEqual(kept);
    }
  });

  it('refuses a choice written for another number of rules, with bits past the last rule, or in other characters', () => {
    const written = encodeRules([true, false, true]);
    expect(decodeRules(written, 9)).toBeUndefined();
    expect(decodeRules('_w', 3)).toBeUndefined();
    expect(decodeRules('a/', 3)).toBeUndefined();
    expect(decodeRules(`${written}==`, 3)).toBeUndefined();
  });

  it('keeps exactly the rules chosen, and the keyframes', () => {
    const kept = rulesFor(stylesheet, markupOf('<section class="hero" data-astro-cid-aaa></section>'));
    expect(stylesWith(stylesheet, decodeRules(encodeRules(kept), ruleCount(stylesheet))!)).toBe(
      stylesFor(stylesheet, markupOf('<section class="hero" data-astro-cid-aaa></section>')),
    );
  });
});

describe('which stylesheets a page’s markup decides', () => {
  it('the blocks’ (scoped rules and class rules), not one that styles elements', () => {
    expect(decidedByMarkup(stylesheet)).toBe(true);
    expect(decidedByMarkup(postcss.parse('.a{color:red}body{margin:0}'))).toBe(false);
    expect(decidedByMarkup(postcss.parse('.a:not(.b){color:red}:not(.c){margin:0}'))).toBe(false);
  });
});
