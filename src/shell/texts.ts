/** Polish texts of the shell, in one place. */
export const shellTexts = {
  skipToContent: 'Przejdź do treści',
  mainNavigation: 'Nawigacja główna',
  iconMenu: 'Na skróty',
  watchOnMobile: 'Oglądaj',
  userPanel: 'Panel użytkownika',
  openNavigation: 'Otwórz nawigację',
  closeNavigation: 'Zamknij nawigację',
  breadcrumbs: 'Ścieżka nawigacji',
  alerts: 'Komunikaty',
  closeAlert: 'Zamknij komunikat',
  cancelOrder: 'Anuluj zamówienie',
  country: 'Polska (PL)',
  footerNavigation: 'Stopka',
  social: 'Media społecznościowe',
  newTab: '(otwiera się w nowej karcie)',
  loadingPage: 'Trwa ładowanie strony…',
  consentText:
    'Używamy plików cookie, aby serwis działał poprawnie, oraz – za Twoją zgodą – do statystyk i dopasowania treści.',
  consentAccept: 'Akceptuję',
  consentNecessary: 'Tylko niezbędne',
  consentLabel: 'Informacja o plikach cookie',
} as const;
