import { z } from 'zod';

/**
 * Page kinds (spec section 2): they decide which shell data a page loads.
 * Self-care pages load the session; content-system (sitecore), documents and
 * support pages do not, nor does the login page.
 */
export const pageKindSchema = z.enum(['default', 'selfcare', 'sitecore', 'document', 'support']);
export type PageKind = z.infer<typeof pageKindSchema>;

/**
 * Layouts are the few page skeletons; each owns a fixed list of named regions.
 * A template picks a layout and adds its shell defaults.
 */
export const layouts = {
  /** Content page: optional hero, main column, optional aside. */
  standard: ['hero', 'main', 'aside'],
  /** Full-width stacked sections (landing pages). */
  landing: ['hero', 'sections'],
  /** Shop stage: progress, main column, order aside. */
  stage: ['header', 'main', 'aside'],
  /** Self-care: section navigation beside the main column. */
  selfcare: ['nav', 'main'],
  /** Narrow centred column (login, activation, notices). */
  narrow: ['main'],
} as const;
export type LayoutName = keyof typeof layouts;

/** The layouts' regions as editors see them. */
export const regionTitles: Record<(typeof layouts)[LayoutName][number], string> = {
  hero: 'Baner',
  main: 'Treść główna',
  aside: 'Kolumna boczna',
  sections: 'Sekcje',
  header: 'Nagłówek etapu',
  nav: 'Nawigacja',
};

export type TemplateDefinition = {
  label: string;
  layout: LayoutName;
  kind: PageKind;
  hideheader?: boolean;
  showbreadcrumbs?: boolean;
  shortFooter?: boolean;
  showFooter?: boolean;
  /** Alert banners are hidden on these templates (spec section 2). */
  hideAlerts?: boolean;
  authRequired?: boolean;
  /**
   * Rendered on each request instead of at build: the page's blocks read the
   * request (the address's query, the time), so what they show needs no script.
   */
  renderOnDemand?: boolean;
  /** The page may ask for the visitor's location (Permissions-Policy geolocation=(self)); every other page may not. */
  geolocation?: boolean;
};

const t = (
  label: string,
  layout: LayoutName,
  kind: PageKind,
  rest: Omit<TemplateDefinition, 'label' | 'layout' | 'kind'> = {},
): TemplateDefinition => ({
  label,
  layout,
  kind,
  ...rest,
});

const selfcare = (label: string): TemplateDefinition => t(label, 'selfcare', 'selfcare', { showbreadcrumbs: true, authRequired: true });

/** Every page template of the spec's section 2, by the name the content system uses. */
export const templates = {
  default: t('Strona domyślna', 'standard', 'default', { showbreadcrumbs: true }),
  'generic-content': t('Treść ogólna', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'notify-page': t('Komunikat', 'narrow', 'default', { shortFooter: true }),
  activation: t('Aktywacja konta', 'narrow', 'default', { shortFooter: true, hideAlerts: true }),
  'activate-voucher': t('Aktywacja vouchera', 'narrow', 'default', { shortFooter: true }),
  'activate-voucher-bank-partner': t('Aktywacja vouchera – partner bankowy', 'narrow', 'default', { shortFooter: true }),
  'activate-voucher-tennis': t('Aktywacja vouchera – tenis', 'narrow', 'default', { shortFooter: true }),
  'activate-voucher-pekao': t('Aktywacja vouchera – bank polski', 'narrow', 'default', { shortFooter: true, hideAlerts: true }),
  'b2b-portal': t('Portal dla firm', 'standard', 'sitecore', { showbreadcrumbs: true }),
  documents: t('Dokumenty', 'standard', 'document', { showbreadcrumbs: true }),
  'documents-main-category': t('Dokumenty – kategoria główna', 'standard', 'document', { showbreadcrumbs: true }),
  'documents-sub-category': t('Dokumenty – podkategoria', 'standard', 'document', { showbreadcrumbs: true }),
  downgrade: t('Obniżenie pakietu', 'stage', 'selfcare', { authRequired: true }),
  'landing-page': t('Strona promocyjna', 'landing', 'default', { hideAlerts: true }),
  login: t('Logowanie', 'narrow', 'default', { shortFooter: true }),
  'landing-dth': t('Strona promocyjna – telewizja satelitarna', 'landing', 'sitecore'),
  'landing-hub': t('Strona promocyjna – hub', 'landing', 'sitecore'),
  'landing-ott': t('Strona promocyjna – telewizja online', 'landing', 'sitecore'),
  'landing-ott-product': t('Strona produktu online', 'landing', 'sitecore', { showbreadcrumbs: true }),
  'partner-wrong-criteria': t('Partner – niespełnione kryteria', 'narrow', 'default', { shortFooter: true }),
  'my-account': selfcare('Moje konto'),
  'my-account-box-activation-contract-type': selfcare('Aktywacja dekodera – rodzaj umowy'),
  'my-account-activate-box': selfcare('Aktywacja dekodera'),
  'my-account-box-activation-thp': selfcare('Aktywacja dekodera – THP'),
  'my-account-confirm-box-activation': selfcare('Potwierdzenie aktywacji dekodera'),
  'my-account-delete-account': selfcare('Usunięcie konta'),
  'my-account-logout-devices': selfcare('Wylogowanie urządzeń'),
  'my-account-maintenance': t('Prace serwisowe', 'narrow', 'selfcare', { shortFooter: true }),
  'my-account-marketing-consents': selfcare('Zgody marketingowe'),
  'my-account-my-documents': selfcare('Moje dokumenty'),
  'my-account-online-services-abroad': selfcare('Usługi online za granicą'),
  'my-account-personal-data': selfcare('Dane osobowe'),
  'my-services': selfcare('Moje usługi'),
  payments: selfcare('Płatności'),
  // The filter and „open now” are computed per request; „Najbliżej mnie” asks for the location.
  'shop-finder': t('Wyszukiwarka salonów', 'standard', 'sitecore', { showbreadcrumbs: true, renderOnDemand: true, geolocation: true }),
  'cms-accessibility': t('Dostępność', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'cms-contact': t('Kontakt', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'cms-corporate': t('Informacje korporacyjne', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'cms-lead-partner': t('Formularz partnera', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'cms-personal-data': t('Ochrona danych osobowych', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'cms-generic': t('Strona treści', 'standard', 'sitecore', { showbreadcrumbs: true }),
  'stages/configuration': t('Wybór pakietu', 'stage', 'default', { hideAlerts: true, shortFooter: true }),
  'stages/summary': t('Podsumowanie zamówienia', 'stage', 'default', { hideAlerts: true, shortFooter: true }),
  thp: t('THP', 'stage', 'default', { shortFooter: true }),
  'tnk-status': t('Status karty', 'narrow', 'default', { shortFooter: true }),
  summary: t('Podsumowanie', 'stage', 'default', { shortFooter: true }),
  verification: t('Weryfikacja', 'narrow', 'default', { shortFooter: true }),
  'help-main-category': t('Pomoc', 'standard', 'support', { showbreadcrumbs: true }),
  'help-category': t('Pomoc – kategoria', 'standard', 'support', { showbreadcrumbs: true }),
  'help-article': t('Pomoc – artykuł', 'standard', 'support', { showbreadcrumbs: true }),
  'search-results': t('Wyniki wyszukiwania', 'standard', 'support', { showbreadcrumbs: true, renderOnDemand: true }),
} satisfies Record<string, TemplateDefinition>;

export type TemplateName = keyof typeof templates;
export const templateNames = Object.keys(templates) as [TemplateName, ...TemplateName[]];
export const templateNameSchema = z.enum(templateNames);

/** The regions a page of this template may fill: its layout's. */
export const templateRegions = (name: TemplateName): readonly string[] => layouts[templates[name].layout];

/** The template's definition with every flag it may leave out. */
export const templateOf = (name: TemplateName): TemplateDefinition => templates[name];
