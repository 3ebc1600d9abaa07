import type { LayoutName, PageKind } from '../../content-schema/templates.ts';

/** A seed page as far as the bench cares, with its template's layout and kind. */
export type SeedPage = { path: string; template: string; kind?: PageKind; layout?: LayoutName };

type Rule = (page: SeedPage) => boolean;

export type PageSlot = {
  id: string;
  /** Label shown in the table. */
  label: string;
  /** Tried in order; the first rule any page meets picks the first such page in seed order. */
  rules: Rule[];
};

const pathIn =
  (...paths: string[]): Rule =>
  (p) =>
    paths.includes(p.path);
const templateIs =
  (test: (template: string) => boolean): Rule =>
  (p) =>
    test(p.template);
const kindIs =
  (kind: PageKind, layout?: LayoutName): Rule =>
  (p) =>
    p.kind === kind && (layout === undefined || p.layout === layout);

/** One representative page per kind of page the budgets and the report speak of. */
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
  },
  { id: 'help', label: 'help', rules: [pathIn('/pomoc'), templateIs((t) => t === 'help-main-category'), kindIs('support')] },
  { id: 'help-article', label: 'help article', rules: [templateIs((t) => t === 'help-article')] },
  { id: 'landing', label: 'landing', rules: [pathIn('/landing'), templateIs((t) => t === 'landing-page'), kindIs('default', 'landing')] },
  {
    id: 'stage',
    label: 'sale stage',
    rules: [pathIn('/oferta-online/konfiguracja'), templateIs((t) => t === 'stages/configuration'), kindIs('default', 'stage')],
  },
  {
    id: 'summary',
    label: 'order summary',
    rules: [pathIn('/oferta-online/podsumowanie'), templateIs((t) => t === 'stages/summary')],
  },
  {
    id: 'thank-you',
    label: 'thank-you page',
    rules: [pathIn('/oferta-online/dziekujemy'), templateIs((t) => t === 'thp')],
  },
  { id: 'event-landing', label: 'event landing', rules: [pathIn('/gala-ksw')] },
  {
    id: 'selfcare',
    label: 'my account',
    rules: [pathIn('/oferta-online/moje-konto'), templateIs((t) => t === 'my-account'), kindIs('selfcare', 'selfcare')],
  },
];

export type SlotId = string;

/** The page each slot measures, or undefined when the seed has no page of that kind. */
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
