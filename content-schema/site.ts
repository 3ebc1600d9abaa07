import { z } from 'zod';
import { storedVisibilitySchema } from './visibility.ts';

const urlOrPath = z.string().min(1);

export const menuItemSchema = z.strictObject({
  id: z.string().optional(),
  label: z.string().min(1),
  url: urlOrPath,
  cssClasses: z.string().default(''),
  /** Opens in a new tab. */
  target: z.boolean().default(false),
  menuSettings: z
    .strictObject({
      externalIconUrl: z.string().optional(),
      externalIconAlt: z.string().optional(),
      externalPosition: z.enum(['left', 'right']).optional(),
      id: z.string().optional(),
      showlabel: z.boolean().default(true),
    })
    .default({ showlabel: true }),
  visibility: storedVisibilitySchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const dropdownMenuSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().default(''),
  button: z.strictObject({ title: z.string().min(1), url: urlOrPath, target: z.boolean().default(false) }),
  authRequired: z.boolean().default(false),
  items: z.array(menuItemSchema).default([]),
});
export type DropdownMenu = z.infer<typeof dropdownMenuSchema>;

export const socialNetworks = ['facebook', 'twitter', 'youtube', 'instagram', 'tiktok'] as const;
export const socialLinkSchema = z.strictObject({
  network: z.enum(socialNetworks),
  url: z.url({ protocol: /^https$/, error: 'Adres profilu musi zaczynać się od https://' }),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const footerSchema = z.strictObject({
  columns: z
    .array(
      z.strictObject({
        title: z.string().min(1),
        left: z.array(menuItemSchema).default([]),
        right: z.array(menuItemSchema).default([]),
      }),
    )
    .default([]),
  social: z.array(socialLinkSchema).default([]),
  /** Short legal text under the columns (plain text). */
  content: z.string().default(''),
  /** Links of the short footer. */
  short: z.array(menuItemSchema).default([]),
});
export type Footer = z.infer<typeof footerSchema>;

export const redirectSchema = z.strictObject({
  source: z.string().regex(/^\//, { error: 'Źródło przekierowania musi być ścieżką zaczynającą się od /' }),
  destination: z.string().min(1),
});
export type Redirect = z.infer<typeof redirectSchema>;

export const saleStageSchema = z.strictObject({
  label: z.string().min(1),
  stage: z.string().regex(/^[A-Z_]+$/, { error: 'Kod etapu: wielkie litery i _' }),
  url: z.string().regex(/^\//),
});
export type SaleStage = z.infer<typeof saleStageSchema>;

/** Maps the names used in visibility expressions to session fields (dot paths). */
export const dataMapperEntrySchema = z.strictObject({
  key: z.string().min(1),
  path: z.string().min(1),
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
  name: z.string().min(1),
  logoUrl: z.string().default('/'),
  logoAlt: z.string().min(1),
  copyright: z.string().min(1),
  mainMenu: z.array(menuItemSchema),
  iconMenu: z.array(menuItemSchema).default([]),
  userDropdown: dropdownMenuSchema,
  footer: footerSchema,
  redirects: z.array(redirectSchema).default([]),
  /** Hosts an absolute redirect destination may point to. */
  allowedRedirectHosts: z.array(z.string()).default([]),
  saleStages: z.array(saleStageSchema).default([]),
  saleStageConfig: z
    .strictObject({ loginUrl: z.string().default('/l'), selectPackageUrl: z.string().default('/oferta-online/konfiguracja') })
    .default({ loginUrl: '/l', selectPackageUrl: '/oferta-online/konfiguracja' }),
  dataMapper: z.array(dataMapperEntrySchema).default([]),
  /** Links not handled as in-app navigation (regular expressions over the href). */
  excludedLinkPatterns: z.array(z.string()).default([]),
  /** Origins (scheme://host[:port]) of the embedding app whose GET_SESSION_DATA message is answered with the session (spec 4). */
  embeddingOrigins: z.array(embeddingOriginSchema).default([]),
});
export type Site = z.infer<typeof siteSchema>;
