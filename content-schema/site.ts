import { z } from 'zod';
import { storedVisibilitySchema } from './visibility.ts';

const urlOrPath = z.string().min(1);

export const menuItemSchema = z.strictObject({
  id: z.string().optional().meta({ title: 'Identyfikator' }),
  label: z.string().min(1).meta({ title: 'Etykieta' }),
  url: urlOrPath.meta({ title: 'Adres' }),
  cssClasses: z.string().default('').meta({ title: 'Klasy CSS' }),
  /** Opens in a new tab. */
  target: z.boolean().default(false).meta({ title: 'W nowej karcie' }),
  menuSettings: z
    .strictObject({
      externalIconUrl: z.string().optional().meta({ title: 'Adres ikony' }),
      externalIconAlt: z.string().optional().meta({ title: 'Tekst alternatywny ikony' }),
      externalPosition: z.enum(['left', 'right']).optional().meta({ title: 'Położenie ikony' }),
      id: z.string().optional().meta({ title: 'Identyfikator' }),
      showlabel: z.boolean().default(true).meta({ title: 'Pokaż etykietę' }),
    })
    .default({ showlabel: true })
    .meta({ title: 'Ustawienia pozycji menu' }),
  visibility: storedVisibilitySchema.meta({ title: 'Widoczność' }),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const dropdownMenuSchema = z.strictObject({
  title: z.string().min(1).meta({ title: 'Tytuł' }),
  description: z.string().default('').meta({ title: 'Opis' }),
  button: z
    .strictObject({
      title: z.string().min(1).meta({ title: 'Tytuł' }),
      url: urlOrPath.meta({ title: 'Adres' }),
      target: z.boolean().default(false).meta({ title: 'W nowej karcie' }),
    })
    .meta({ title: 'Przycisk' }),
  authRequired: z.boolean().default(false).meta({ title: 'Wymaga zalogowania' }),
  items: z.array(menuItemSchema).default([]).meta({ title: 'Pozycje' }),
});
export type DropdownMenu = z.infer<typeof dropdownMenuSchema>;

export const socialNetworks = ['facebook', 'twitter', 'youtube', 'instagram', 'tiktok'] as const;
export const socialLinkSchema = z.strictObject({
  network: z.enum(socialNetworks).meta({ title: 'Serwis' }),
  url: z.url({ protocol: /^https$/, error: 'Adres profilu musi zaczynać się od https://' }).meta({ title: 'Adres' }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const footerSchema = z.strictObject({
  columns: z
    .array(
      z.strictObject({
        title: z.string().min(1).meta({ title: 'Tytuł' }),
        left: z.array(menuItemSchema).default([]).meta({ title: 'Lewa kolumna' }),
        right: z.array(menuItemSchema).default([]).meta({ title: 'Prawa kolumna' }),
      }),
    )
    .default([])
    .meta({ title: 'Kolumny' }),
  social: z.array(socialLinkSchema).default([]).meta({ title: 'Media społecznościowe' }),
  /** Short legal text under the columns (plain text). */
  content: z.string().default('').meta({ title: 'Treść' }),
  /** Links of the short footer. */
  short: z.array(menuItemSchema).default([]).meta({ title: 'Stopka skrócona' }),
});
export type Footer = z.infer<typeof footerSchema>;

export const redirectSchema = z.strictObject({
  source: z.string().regex(/^\//, { error: 'Źródło przekierowania musi być ścieżką zaczynającą się od /' }).meta({ title: 'Źródło' }),
  destination: z.string().min(1).meta({ title: 'Cel' }),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const saleStageSchema = z.strictObject({
  label: z.string().min(1).meta({ title: 'Etykieta' }),
  stage: z
    .string()
    .regex(/^[A-Z_]+$/, { error: 'Kod etapu: wielkie litery i _' })
    .meta({ title: 'Etap' }),
  url: z.string().regex(/^\//).meta({ title: 'Adres' }),
});
export type SaleStage = z.infer<typeof saleStageSchema>;

/** Maps the names used in visibility expressions to session fields (dot paths). */
export const dataMapperEntrySchema = z.strictObject({
  key: z.string().min(1).meta({ title: 'Klucz' }),
  path: z.string().min(1).meta({ title: 'Ścieżka' }),
});
export type DataMapperEntry = z.infer<typeof dataMapperEntrySchema>;

/** An exact web origin: scheme, host and optional port, nothing after it. */
const embeddingOriginSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  },
  { error: 'Podaj sam adres źródła, np. https://aplikacja.example (bez ścieżki i ukośnika na końcu)' },
);

/** Site-wide content: one entry. */
export const siteSchema = z.strictObject({
  name: z.string().min(1).meta({ title: 'Nazwa' }),
  logoUrl: z.string().default('/').meta({ title: 'Adres odnośnika logo' }),
  logoAlt: z.string().min(1).meta({ title: 'Tekst alternatywny logo' }),
  copyright: z.string().min(1).meta({ title: 'Prawa autorskie' }),
  mainMenu: z.array(menuItemSchema).meta({ title: 'Menu główne' }),
  iconMenu: z.array(menuItemSchema).default([]).meta({ title: 'Menu ikon' }),
  userDropdown: dropdownMenuSchema.meta({ title: 'Menu użytkownika' }),
  footer: footerSchema.meta({ title: 'Stopka' }),
  redirects: z.array(redirectSchema).default([]).meta({ title: 'Przekierowania' }),
  /** Hosts an absolute redirect destination may point to. */
  allowedRedirectHosts: z.array(z.string()).default([]).meta({ title: 'Dozwolone domeny przekierowań' }),
  saleStages: z.array(saleStageSchema).default([]).meta({ title: 'Etapy sprzedaży' }),
  saleStageConfig: z
    .strictObject({
      loginUrl: z.string().default('/l').meta({ title: 'Adres logowania' }),
      selectPackageUrl: z.string().default('/oferta-online/konfiguracja').meta({ title: 'Adres wyboru pakietu' }),
    })
    .default({ loginUrl: '/l', selectPackageUrl: '/oferta-online/konfiguracja' })
    .meta({ title: 'Ustawienia etapów sprzedaży' }),
  dataMapper: z.array(dataMapperEntrySchema).default([]).meta({ title: 'Mapowanie danych' }),
  /** Links not handled as in-app navigation (regular expressions over the href). */
  excludedLinkPatterns: z.array(z.string()).default([]).meta({ title: 'Wykluczone wzorce odnośników' }),
  /** Origins (scheme://host[:port]) of the embedding app whose GET_SESSION_DATA message is answered with the session (spec 4). */
  embeddingOrigins: z.array(embeddingOriginSchema).default([]).meta({ title: 'Adresy aplikacji osadzających' }),
});
export type Site = z.infer<typeof siteSchema>;
