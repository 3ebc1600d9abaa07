import { z } from 'zod';
import { regionsSchema } from './block.ts';
import { templateNameSchema } from './templates.ts';
import { socialImageSchema } from './image.ts';

export const breadcrumbSchema = z.strictObject({
  text: z.string().min(1).meta({ title: 'Tekst' }),
  url: z.string().min(1).meta({ title: 'Adres' }),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** A window in which self-care pages send the user to an event page (spec section 4). */
export const lockPageEventSchema = z.strictObject({
  startDate: z.iso.datetime({ offset: true }).meta({ title: 'Początek' }),
  endDate: z.iso.datetime({ offset: true }).meta({ title: 'Koniec' }),
  url: z.string().min(1).meta({ title: 'Adres' }),
});
export type LockPageEvent = z.infer<typeof lockPageEventSchema>;

export const pagePathSchema = z.string().regex(/^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/, {
  error: 'Ścieżka strony: zaczyna się od /, małe litery, cyfry i -, bez / na końcu',
});

/** Shell flags a page may set over its template's defaults. */
export const pageFlagsSchema = z.strictObject({
  hideheader: z.boolean().optional().meta({ title: 'Ukryj nagłówek' }),
  showbreadcrumbs: z.boolean().optional().meta({ title: 'Pokaż okruszki' }),
  showFooter: z.boolean().optional().meta({ title: 'Pokaż stopkę' }),
  shortFooter: z.boolean().optional().meta({ title: 'Skrócona stopka' }),
});

export const pageSchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  path: pagePathSchema.meta({ title: 'Ścieżka' }),
  /** The page's slug (the last path segment; "login" disables session loading). */
  slug: z.string().optional().meta({ title: 'Slug' }),
  title: z.string().min(1).meta({ title: 'Tytuł' }),
  /** The page title is always the h1; pages whose hero carries the visible title hide it visually. */
  showTitle: z.boolean().default(true).meta({ title: 'Pokaż tytuł' }),
  /** The title search engines and browser tabs show, when it should differ from the page's own (the site's name follows it). */
  metaTitle: z.string().trim().max(70, { error: 'Tytuł dla wyszukiwarek: do 70 znaków' }).optional().meta({
    title: 'Tytuł dla wyszukiwarek',
    description: 'Pusty: tytuł strony. Wyszukiwarki pokazują około 60 znaków.',
  }),
  metaDesc: z.string().default('').meta({ title: 'Opis dla wyszukiwarek', description: 'Wyszukiwarki pokazują około 155 znaków.' }),
  /** Words a customer would type to find the page (support search; weighted like the title, never shown). */
  keyphrase: z.string().optional().meta({ title: 'Frazy wyszukiwania' }),
  template: templateNameSchema.meta({ title: 'Szablon' }),
  flags: pageFlagsSchema.default({}).meta({ title: 'Ustawienia strony' }),
  auth: z
    .strictObject({ required: z.boolean().meta({ title: 'Wymagane' }), redirectUrl: z.string().optional().meta({ title: 'Adres przekierowania' }) })
    .optional()
    .meta({ title: 'Logowanie' }),
  /** Explicit crumbs; otherwise derived from the path's ancestors. */
  breadcrumbs: z.array(breadcrumbSchema).optional().meta({ title: 'Okruszki (ścieżka nawigacji)' }),
  selfcareLocks: z.array(lockPageEventSchema).default([]).meta({ title: 'Blokady samoobsługi' }),
  /** Support pages: the help categories the page belongs to (support search items). */
  supportCategories: z.array(z.string()).default([]).meta({ title: 'Kategorie pomocy' }),
  noindex: z
    .boolean()
    .default(false)
    .meta({ title: 'Nie indeksuj', description: 'Wyszukiwarki nie pokażą tej strony (i nie pójdą za jej odnośnikami).' }),
  /** The page's address for search engines when the same content lives at another one; default: the page's own. */
  canonical: z
    .string()
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/, { error: 'Adres kanoniczny: ścieżka zaczynająca się od / albo adres https://' })
    .optional()
    .meta({ title: 'Adres kanoniczny', description: 'Pusty: adres tej strony. Podaj inny, gdy ta sama treść jest pod innym adresem.' }),
  socialImage: socialImageSchema.optional().meta({
    title: 'Obraz w mediach społecznościowych',
    description: 'Pokazywany przy odnośniku do strony w mediach społecznościowych i komunikatorach (1200 × 630).',
  }),
  regions: regionsSchema.default({}).meta({ title: 'Regiony' }),
});
export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
