import type { LayoutName, PageKind } from '#content-schema/templates.ts';

/** A seed page as far as the bench cares, with its template's layout and kind. */
export type SeedPage = { path: string; template: string; kind?: PageKind; layout?: LayoutName };

type Rule = (page: SeedPage) => boolean;

/**
 * Who loads the page in the browser: a new anonymous visitor, or a demo
 * customer signed in through the real login, with an empty cart or with an
 * offer in it (added in the configurator and taken on to the summary, as a
 * buyer arrives there).
 */
export type Visitor = 'anonymous' | 'customer' | 'customer-with-cart';

export type PageSlot = {
  id: string;
  /** Label shown in the table. */
  label: string;
  /** Tried in order; the first rule any page meets picks the first such page in seed order. */
  rules: Rule[];
  /** Pages measured besides the one the rules pick (in seed order): a budget that speaks of every such page, or more than one page of a kind. */
  also?: Rule;
  /**
   * Who the browser measurement loads the page as. Pages that load no session
   * (content-system, documents, support pages) are the same for everyone, so
   * an anonymous visitor suffices; self-care pages send an anonymous visitor
   * to the login page, so only the customer counts there.
   */
  visitors: readonly Visitor[];
};

const pathIn =
  (...paths: string[]): Rule =>
  (p) =>
    paths.includes(p.path);
const templateIs =
  (test: (template: string) => boolean): Rule =>
  (p) =>
    test(p.template);
const ANONYMOUS: readonly Visitor[] = ['anonymous'];
const BOTH: readonly Visitor[] = ['anonymous', 'customer'];
/** The shop's stages also as a buyer sees them: the cart's sums load the money arithmetic. */
const SHOPPERS: readonly Visitor[] = ['anonymous', 'customer', 'customer-with-cart'];
const CUSTOMER: readonly Visitor[] = ['customer'];

const kindIs =
  (kind: PageKind, layout?: LayoutName): Rule =>
  (p) =>
    p.kind === kind && (layout === undefined || p.layout === layout);

/** One representative page per kind of page the budgets and the report speak of (several where a budget says every). */
export const pageSlots: PageSlot[] = [
  {
    id: 'content',
    label: 'content (CMS)',
    rules: [
      pathIn('/dostepnosc', '/regulamin-serwisu'),
      templateIs((t) => t.startsWith('cms-') || t === 'generic-content'),
      kindIs('sitecore', 'standard'),
      kindIs('sitecore'),
    ],
    // The home page is a content-system page too (it loads no session); the contact page holds a form; the shop finder is
    // rendered on each request, with a map, and loads „Najbliżej mnie” only when pressed.
    also: pathIn('/', '/kontakt', '/salony'),
    visitors: ANONYMOUS,
  },
  { id: 'help', label: 'help', rules: [pathIn('/pomoc'), templateIs((t) => t === 'help-main-category'), kindIs('support')], visitors: ANONYMOUS },
  { id: 'help-article', label: 'help article', rules: [templateIs((t) => t === 'help-article')], visitors: ANONYMOUS },
  {
    id: 'documents',
    label: 'documents',
    rules: [pathIn('/dokumenty'), templateIs((t) => t === 'documents'), kindIs('document')],
    visitors: ANONYMOUS,
  },
  { id: 'search', label: 'search results', rules: [pathIn('/wyniki-wyszukiwania'), templateIs((t) => t === 'search-results')], visitors: ANONYMOUS },
  {
    id: 'landing',
    label: 'landing',
    rules: [pathIn('/landing'), templateIs((t) => t === 'landing-page'), kindIs('default', 'landing')],
    // The online offer's landing page, the shop's entry (Lighthouse's too), with its A/B test.
    also: pathIn('/oferta-online'),
    visitors: BOTH,
  },
  {
    id: 'stage',
    label: 'sale stage',
    rules: [pathIn('/oferta-online/konfiguracja'), templateIs((t) => t === 'stages/configuration'), kindIs('default', 'stage')],
    visitors: SHOPPERS,
  },
  {
    id: 'summary',
    label: 'order summary',
    rules: [pathIn('/oferta-online/podsumowanie'), templateIs((t) => t === 'stages/summary')],
    visitors: SHOPPERS,
  },
  {
    id: 'thank-you',
    label: 'thank-you page',
    rules: [pathIn('/oferta-online/dziekujemy'), templateIs((t) => t === 'thp')],
    visitors: BOTH,
  },
  { id: 'event-landing', label: 'event landing', rules: [pathIn('/gala-ksw')], visitors: BOTH },
  {
    id: 'prepaid',
    label: 'prepaid card top-up',
    rules: [pathIn('/status-karty'), templateIs((t) => t === 'tnk-status')],
    // The top-up's summary and verification pages hold the same island.
    also: pathIn('/status-karty/podsumowanie', '/status-karty/weryfikacja'),
    visitors: BOTH,
  },
  {
    id: 'voucher',
    label: 'voucher activation',
    rules: [pathIn('/aktywuj-voucher'), templateIs((t) => t === 'activate-voucher')],
    // The partners' voucher pages hold the same island.
    also: templateIs((t) => t.startsWith('activate-voucher-')),
    visitors: BOTH,
  },
  {
    id: 'selfcare',
    label: 'self-care',
    rules: [pathIn('/oferta-online/moje-konto'), templateIs((t) => t === 'my-account'), kindIs('selfcare', 'selfcare')],
    // Every self-care page is held to the shop's budget.
    also: kindIs('selfcare'),
    visitors: CUSTOMER,
  },
];

export type SlotId = string;

/** The page each slot's rules pick, or undefined when the seed has no page of that kind. */
export function choosePages(pages: readonly SeedPage[], slots: readonly PageSlot[] = pageSlots): Map<SlotId, SeedPage | undefined> {
  return new Map(
    slots.map((slot) => {
      for (const rule of slot.rules) {
        const page = pages.find(rule);
        if (page) return [slot.id, page] as const;
      }
      return [slot.id, undefined] as const;
    }),
  );
}

/** Every page each slot measures: the one its rules pick first, then the others its `also` rule meets, in seed order. */
export function slotPages(pages: readonly SeedPage[], slots: readonly PageSlot[] = pageSlots): Map<SlotId, SeedPage[]> {
  const chosen = choosePages(pages, slots);
  return new Map(
    slots.map((slot) => {
      const first = chosen.get(slot.id);
      const others = slot.also ? pages.filter((p) => slot.also!(p) && p.path !== first?.path) : [];
      return [slot.id, first ? [first, ...others] : others] as const;
    }),
  );
}
