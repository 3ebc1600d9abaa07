import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { markupOf, stylesFor } from './page-styles.ts';

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
