import { describe, expect, it } from 'vitest';
import { templates } from '#content-schema/templates.ts';
import { budgets } from './budgets.ts';
import { choosePages, pageSlots, slotPages, type SeedPage } from './page-slots.ts';

const page = (path: string, template: keyof typeof templates): SeedPage => ({
  path,
  template,
  kind: templates[template].kind,
  layout: templates[template].layout,
});

const pick = (pages: SeedPage[]) => Object.fromEntries([...choosePages(pages)].map(([slot, p]) => [slot, p?.path]));

describe('choosePages', () => {
  it('prefers the named pages of each kind over the first page of its template', () => {
    const pages = [
      page('/', 'landing-hub'),
      page('/kontakt', 'cms-contact'),
      page('/regulamin-serwisu', 'cms-generic'),
      page('/pomoc/konto', 'help-category'),
      page('/pomoc', 'help-main-category'),
      page('/pomoc/konto/haslo', 'help-article'),
      page('/promocja', 'landing-page'),
      page('/landing', 'landing-page'),
      page('/oferta-online/podsumowanie', 'stages/summary'),
      page('/oferta-online/konfiguracja', 'stages/configuration'),
      page('/oferta-online/potwierdzenie', 'thp'),
      page('/oferta-online/dziekujemy', 'thp'),
      page('/gala-ksw', 'landing-page'),
      page('/oferta-online/moje-konto/platnosci', 'payments'),
      page('/oferta-online/moje-konto', 'my-account'),
      page('/dokumenty/cenniki', 'documents-main-category'),
      page('/dokumenty', 'documents'),
      page('/wyniki-wyszukiwania', 'search-results'),
      page('/status-karty/podsumowanie', 'summary'),
      page('/status-karty', 'tnk-status'),
      page('/aktywuj-voucher/tenis', 'activate-voucher-tennis'),
      page('/aktywuj-voucher', 'activate-voucher'),
    ];
    expect(pick(pages)).toEqual({
      content: '/regulamin-serwisu',
      help: '/pomoc',
      'help-article': '/pomoc/konto/haslo',
      documents: '/dokumenty',
      search: '/wyniki-wyszukiwania',
      landing: '/landing',
      stage: '/oferta-online/konfiguracja',
      summary: '/oferta-online/podsumowanie',
      'thank-you': '/oferta-online/dziekujemy',
      'event-landing': '/gala-ksw',
      prepaid: '/status-karty',
      voucher: '/aktywuj-voucher',
      selfcare: '/oferta-online/moje-konto',
    });
  });

  it('falls back to the first page of a matching template, then of the kind, and leaves a missing kind empty', () => {
    expect(pick([page('/', 'landing-hub'), page('/kontakt', 'cms-contact'), page('/promocja', 'landing-page')])).toEqual({
      content: '/kontakt',
      help: undefined,
      'help-article': undefined,
      documents: undefined,
      search: undefined,
      landing: '/promocja',
      stage: undefined,
      summary: undefined,
      'thank-you': undefined,
      'event-landing': undefined,
      prepaid: undefined,
      voucher: undefined,
      selfcare: undefined,
    });
    expect(pick([page('/', 'landing-hub'), page('/platnosci', 'payments')])).toMatchObject({ content: '/', selfcare: '/platnosci' });
    expect(pick([page('/zamowienie/gotowe', 'thp')])).toMatchObject({ 'thank-you': '/zamowienie/gotowe' });
  });

  it("measures the picked page first, then the others a slot asks for: the home page, the contact page and the shop finder with content, the online offer with landing pages, the top-up's summary and verification with its card page, the partners' voucher pages with ours, every self-care page", () => {
    const pages = [
      page('/', 'landing-hub'),
      page('/oferta-online', 'landing-ott'),
      page('/kontakt', 'cms-contact'),
      page('/dostepnosc', 'cms-accessibility'),
      page('/salony', 'shop-finder'),
      page('/oferta-online/moje-uslugi', 'my-services'),
      page('/oferta-online/moje-konto/platnosci', 'payments'),
      page('/oferta-online/moje-konto', 'my-account'),
      page('/oferta-online/obnizenie/podsumowanie', 'downgrade'),
      page('/pomoc', 'help-main-category'),
      page('/landing', 'landing-page'),
      page('/status-karty', 'tnk-status'),
      page('/status-karty/podsumowanie', 'summary'),
      page('/status-karty/weryfikacja', 'verification'),
      page('/aktywuj-voucher', 'activate-voucher'),
      page('/aktywuj-voucher/partner-bankowy', 'activate-voucher-bank-partner'),
      page('/aktywuj-voucher/tenis', 'activate-voucher-tennis'),
      page('/aktywuj-voucher/bank', 'activate-voucher-pekao'),
    ];
    const paths = Object.fromEntries([...slotPages(pages)].map(([slot, found]) => [slot, found.map((p) => p.path)]));
    expect(paths).toMatchObject({
      content: ['/dostepnosc', '/', '/kontakt', '/salony'],
      landing: ['/landing', '/oferta-online'],
      help: ['/pomoc'],
      'help-article': [],
      prepaid: ['/status-karty', '/status-karty/podsumowanie', '/status-karty/weryfikacja'],
      voucher: ['/aktywuj-voucher', '/aktywuj-voucher/partner-bankowy', '/aktywuj-voucher/tenis', '/aktywuj-voucher/bank'],
      selfcare: [
        '/oferta-online/moje-konto',
        '/oferta-online/moje-uslugi',
        '/oferta-online/moje-konto/platnosci',
        '/oferta-online/obnizenie/podsumowanie',
      ],
    });
  });

  it('loads self-care pages as the signed-in customer only, shop pages as both visitors (the stages also with a cart), pages without a session as the anonymous visitor', () => {
    const visitors = Object.fromEntries(pageSlots.map((slot) => [slot.id, slot.visitors]));
    expect(visitors).toEqual({
      content: ['anonymous'],
      help: ['anonymous'],
      'help-article': ['anonymous'],
      documents: ['anonymous'],
      search: ['anonymous'],
      landing: ['anonymous', 'customer'],
      stage: ['anonymous', 'customer', 'customer-with-cart'],
      summary: ['anonymous', 'customer', 'customer-with-cart'],
      'thank-you': ['anonymous', 'customer'],
      'event-landing': ['anonymous', 'customer'],
      prepaid: ['anonymous', 'customer'],
      voucher: ['anonymous', 'customer'],
      selfcare: ['customer'],
    });
  });

  it('has a slot for every page a budget names', () => {
    const slotIds = pageSlots.map((slot) => slot.id);
    const budgetPages = budgets.flatMap((b) => (b.kind === 'page-wire' || b.kind === 'page-no-react' ? [b.page] : []));
    expect(budgetPages.filter((id) => !slotIds.includes(id))).toEqual([]);
  });
});
