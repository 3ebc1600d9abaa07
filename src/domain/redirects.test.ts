import { describe, expect, it } from 'vitest';
import { findRedirect } from './redirects.ts';

const rules = [
  { source: '/stara-oferta', destination: '/oferta-online' },
  { source: '/promocja/', destination: '/landing?kampania=lato' },
  { source: '/pomoc-stara', destination: '/pomoc#kontakt' },
  { source: '/partner', destination: 'https://partner.horyzont.example/oferta' },
  { source: '/obcy', destination: 'https://obcy.example/' },
  { source: '/petla', destination: '/petla/?a=1' },
];
const allowed = ['partner.horyzont.example'];

describe('findRedirect (spec section 2: current path equals the source → destination, query kept)', () => {
  it.each([
    ['exact match, no query', '/stara-oferta', '', '/oferta-online'],
    ['query string kept', '/stara-oferta', '?utm_source=newsletter&x=1', '/oferta-online?utm_source=newsletter&x=1'],
    ['query given without ?', '/stara-oferta', 'x=1', '/oferta-online?x=1'],
    ['trailing slash on the visited path', '/stara-oferta/', '', '/oferta-online'],
    ['trailing slash on the rule source', '/promocja', '', '/landing?kampania=lato'],
    ['queries merged, the destination keeps its own value', '/promocja', '?kampania=zima&gclid=abc', '/landing?kampania=lato&gclid=abc'],
    ['repeated visitor parameters kept', '/stara-oferta', '?a=1&a=2', '/oferta-online?a=1&a=2'],
    ['fragment stays last', '/pomoc-stara', '?q=1', '/pomoc?q=1#kontakt'],
    ['allow-listed absolute destination', '/partner', '?r=2', 'https://partner.horyzont.example/oferta?r=2'],
  ])('%s', (_, pathname, search, expected) => {
    expect(findRedirect(rules, pathname, search, allowed)).toBe(expected);
  });

  it.each([
    ['no rule for the path', '/oferta-online'],
    ['a longer path is not an exact match', '/stara-oferta/szczegoly'],
    ['a prefix is not an exact match', '/stara'],
    ['host not allow-listed', '/obcy'],
    ['a rule pointing at itself', '/petla'],
  ])('no redirect: %s', (_, pathname) => {
    expect(findRedirect(rules, pathname, '', allowed)).toBeNull();
  });

  it('refuses absolute destinations when no host is allow-listed', () => {
    expect(findRedirect(rules, '/partner', '')).toBeNull();
  });
});
