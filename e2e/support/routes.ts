/** Spec section 2, "Known route paths". */
export const KNOWN_ROUTES = [
  '/oferta-online',
  '/oferta-online/konfiguracja',
  '/oferta-online/podsumowanie',
  '/oferta-online/moje-uslugi',
  '/oferta-online/moje-konto',
  '/oferta-online/moje-konto/moje-platnosci',
  '/oferta-online/moje-konto/dane-osobowe',
  '/oferta-online/aktywacja-konta',
  '/oferta-online/aktywacja-box/aktywuj',
  '/oferta-online/obnizenie/podsumowanie',
  '/oferta-online/geolokalizacja',
  '/l',
  '/landing',
  '/gala-ksw',
  '/pomoc',
  '/wyniki-wyszukiwania',
] as const;

/** A path no page or redirect rule uses. */
export const UNKNOWN_PATH = '/ta-strona-nie-istnieje-e2e';
