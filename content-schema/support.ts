import { z } from 'zod';

export const supportCategorySchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({ title: 'Slug' }),
  title: z.string().min(1).meta({ title: 'Tytuł' }),
  description: z.string().default('').meta({ title: 'Opis' }),
  /** Help page listing the category (its path). */
  url: z.string().regex(/^\//).meta({ title: 'Adres' }),
  order: z.number().int().default(0).meta({ title: 'Kolejność' }),
});
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const documentSchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  title: z.string().min(1).meta({ title: 'Tytuł' }),
  /** Category slug (documents main/sub category pages list by it). */
  category: z.string().min(1).meta({ title: 'Kategoria' }),
  file: z
    .strictObject({
      databaseId: z.number().int().meta({ title: 'Identyfikator w bazie' }),
      url: z.string().min(1).meta({ title: 'Adres' }),
      sizeKb: z.number().nonnegative().optional().meta({ title: 'Rozmiar (kB)' }),
    })
    .meta({ title: 'Plik' }),
  status: z.enum(['ACTIVE', 'ARCHIVED']).default('ACTIVE').meta({ title: 'Status' }),
  summaryavailable: z.boolean().default(false).meta({ title: 'W podsumowaniu' }),
  selfcareavailable: z.boolean().default(false).meta({ title: 'W samoobsłudze' }),
  downgradeavailable: z.boolean().default(false).meta({ title: 'Przy obniżeniu pakietu' }),
  validFrom: z.iso.date().optional().meta({ title: 'Obowiązuje od' }),
});
export type ContentDocument = z.infer<typeof documentSchema>;
