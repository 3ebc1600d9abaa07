import { describe, expect, it } from 'vitest';
import { breadcrumbsVisible, buildBreadcrumbs, stripNcms } from './breadcrumbs.ts';

describe('stripNcms (the prefix /ncms is stripped from crumb links)', () => {
  it.each([
    ['/ncms/pomoc/faktury', '/pomoc/faktury'],
    ['/ncms', '/'],
    ['/ncms/', '/'],
    ['/ncms?x=1', '/?x=1'],
    ['/pomoc', '/pomoc'],
    ['/ncmsowe', '/ncmsowe'],
    ['/pomoc/ncms/a', '/pomoc/ncms/a'],
  ])('%s → %s', (url, expected) => {
    expect(stripNcms(url)).toBe(expected);
  });
});

const titles: Record<string, string> = {
  '/pomoc': 'Pomoc',
  '/pomoc/platnosci': 'Płatności',
  '/ncms/firma': 'Firma',
  '/dokumenty/regulaminy': 'Regulaminy',
};
const titleOf = (path: string) => titles[path];

describe('buildBreadcrumbs', () => {
  it('derives home, each titled ancestor and the page; the last crumb is the active one', () => {
    const crumbs = buildBreadcrumbs({
      page: { path: '/pomoc/platnosci/karta', title: 'Płatność kartą', kind: 'support' },
      titleOf,
    });
    expect(crumbs).toEqual([
      { text: 'Strona główna', url: '/', active: false },
      { text: 'Pomoc', url: '/pomoc', active: false },
      { text: 'Płatności', url: '/pomoc/platnosci', active: false },
      { text: 'Płatność kartą', url: '/pomoc/platnosci/karta', active: true },
    ]);
  });

  it('skips ancestors that have no page of their own', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/oferta-online/moje-konto', title: 'Moje konto', kind: 'selfcare' }, titleOf });
    expect(crumbs.map((c) => c.text)).toEqual(['Strona główna', 'Moje konto']);
  });

  it('uses explicit crumbs when the page gives them, stripping /ncms and activating only the last', () => {
    const crumbs = buildBreadcrumbs({
      page: {
        path: '/ncms/firma/kariera',
        title: 'Kariera',
        kind: 'sitecore',
        breadcrumbs: [
          { text: 'Start', url: '/ncms' },
          { text: 'O nas', url: '/ncms/firma' },
          { text: 'Kariera', url: '/ncms/firma/kariera' },
        ],
      },
      titleOf,
    });
    expect(crumbs).toEqual([
      { text: 'Start', url: '/', active: false },
      { text: 'O nas', url: '/firma', active: false },
      { text: 'Kariera', url: '/firma/kariera', active: true },
    ]);
  });

  it('content-system pages under /ncms: no crumb for /ncms itself, links stripped', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/ncms/firma/kariera', title: 'Kariera', kind: 'sitecore' }, titleOf });
    expect(crumbs).toEqual([
      { text: 'Strona główna', url: '/', active: false },
      { text: 'Firma', url: '/firma', active: false },
      { text: 'Kariera', url: '/firma/kariera', active: true },
    ]);
  });

  it('document pages outside /dokumenty pass through the documents root', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/regulamin-promocji', title: 'Regulamin promocji', kind: 'document' }, titleOf });
    expect(crumbs).toEqual([
      { text: 'Strona główna', url: '/', active: false },
      { text: 'Dokumenty', url: '/dokumenty', active: false },
      { text: 'Regulamin promocji', url: '/regulamin-promocji', active: true },
    ]);
  });

  it('document pages inside /dokumenty get the root once, titled Dokumenty when it has no title', () => {
    const crumbs = buildBreadcrumbs({
      page: { path: '/dokumenty/regulaminy/telewizja', title: 'Regulamin telewizji', kind: 'document' },
      titleOf,
    });
    expect(crumbs.map((c) => [c.text, c.url])).toEqual([
      ['Strona główna', '/'],
      ['Dokumenty', '/dokumenty'],
      ['Regulaminy', '/dokumenty/regulaminy'],
      ['Regulamin telewizji', '/dokumenty/regulaminy/telewizja'],
    ]);
  });

  it('the documents root page itself is a single step after home', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/dokumenty', title: 'Dokumenty', kind: 'document' }, titleOf });
    expect(crumbs.map((c) => [c.text, c.url, c.active])).toEqual([
      ['Strona główna', '/', false],
      ['Dokumenty', '/dokumenty', true],
    ]);
  });

  it('non-document pages get no documents crumb', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/kontakt', title: 'Kontakt', kind: 'sitecore' }, titleOf });
    expect(crumbs.map((c) => c.text)).toEqual(['Strona główna', 'Kontakt']);
  });

  it('the home page is a single active crumb', () => {
    expect(buildBreadcrumbs({ page: { path: '/', title: 'Telewizja Horyzont', kind: 'default' }, titleOf })).toEqual([
      { text: 'Strona główna', url: '/', active: true },
    ]);
  });

  it('takes another home label', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/kontakt', title: 'Kontakt', kind: 'default' }, titleOf, homeLabel: 'Start' });
    expect(crumbs[0]).toEqual({ text: 'Start', url: '/', active: false });
  });

  it('has exactly one active crumb', () => {
    const crumbs = buildBreadcrumbs({ page: { path: '/pomoc/platnosci/karta', title: 'Karta', kind: 'support' }, titleOf });
    expect(crumbs.filter((c) => c.active)).toHaveLength(1);
  });
});

describe('breadcrumbsVisible (template flag showbreadcrumbs)', () => {
  it.each([
    [{ showbreadcrumbs: true }, undefined, true],
    [{ showbreadcrumbs: false }, undefined, false],
    [{}, undefined, false],
    [{ showbreadcrumbs: true }, { showbreadcrumbs: false }, false],
    [{}, { showbreadcrumbs: true }, true],
  ])('template %j, page %j → %s', (template, page, expected) => {
    expect(breadcrumbsVisible(template, page)).toBe(expected);
  });
});
