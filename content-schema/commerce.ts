import { z } from 'zod';

/** Offer statuses the content system uses; only ACTIVE ones are sold (plus _STARTER_ names). */
export const offerSchema = z.strictObject({
  code: z.string().min(1).meta({ title: 'Kod' }),
  name: z.string().min(1).meta({ title: 'Nazwa' }),
  status: z.string().default('ACTIVE').meta({ title: 'Status' }),
  /** Commitment in months for long-term offers (LTO); 0 or absent for monthly offers. */
  ltoduration: z.number().int().nonnegative().nullable().default(null).meta({ title: 'Okres umowy (miesiące)' }),
  pricepromo: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, { error: 'Cena: liczba z kropką, np. 39.99' })
    .meta({ title: 'Cena promocyjna' }),
  pricepromo2: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .nullable()
    .default(null)
    .meta({ title: 'Druga cena promocyjna' }),
  pricebaselto: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .nullable()
    .default(null)
    .meta({ title: 'Cena bazowa z umową' }),
  /** Comma list of payment-mean ids allowed for this offer; null means all. */
  availiablemop: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .nullable()
    .default(null)
    .meta({ title: 'Metody płatności (id po przecinku)' }),
  productlist: z
    .array(
      z.strictObject({
        articlecode: z.string().min(1).meta({ title: 'Kod artykułu' }),
        documents: z.array(z.string()).default([]).meta({ title: 'Dokumenty' }),
      }),
    )
    .default([])
    .meta({ title: 'Produkty' }),
  article: z
    .strictObject({
      articlecode: z.string().min(1).meta({ title: 'Kod artykułu' }),
      articlename: z.string().min(1).meta({ title: 'Nazwa artykułu' }),
      packagetitle: z.string().min(1).meta({ title: 'Tytuł pakietu' }),
    })
    .meta({ title: 'Artykuł' }),
  /** Editorial copy shown on offer tiles. */
  description: z.string().default('').meta({ title: 'Opis' }),
  highlights: z.array(z.string()).default([]).meta({ title: 'Wyróżniki' }),
});
export type Offer = z.infer<typeof offerSchema>;

export const catalogueProductSchema = z.strictObject({
  articlecode: z.string().min(1).meta({ title: 'Kod artykułu' }),
  articlename: z.string().min(1).meta({ title: 'Nazwa artykułu' }),
  price: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .meta({ title: 'Cena' }),
  packagetitle: z.string().min(1).meta({ title: 'Tytuł pakietu' }),
  disabledowngrade: z.boolean().default(false).meta({ title: 'Bez obniżenia pakietu' }),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const bundleSchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  databaseId: z.number().int().meta({ title: 'Identyfikator w bazie' }),
  articlename: z.string().min(1).meta({ title: 'Nazwa artykułu' }),
  package: z.enum(['default', 'oneOf']).default('default').meta({ title: 'Rodzaj pakietu' }),
  relationship: z
    .array(z.strictObject({ articlecode: z.string().min(1).meta({ title: 'Kod artykułu' }) }))
    .default([])
    .meta({ title: 'Powiązane produkty' }),
  ismain: z.boolean().default(false).meta({ title: 'Pakiet główny' }),
  ismainpackageitem: z.boolean().default(false).meta({ title: 'Element pakietu głównego' }),
  lto: z.boolean().default(false).meta({ title: 'Umowa długoterminowa' }),
  monthly: z.boolean().default(true).meta({ title: 'Miesięczny' }),
  availablewithsomeactive: z.array(z.string()).default([]).meta({ title: 'Dostępny przy aktywnych' }),
  plannedofftooltip: z.string().default('').meta({ title: 'Podpowiedź przy planowanym wyłączeniu' }),
  noneactivetooltip: z.string().default('').meta({ title: 'Podpowiedź przy braku aktywnych' }),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const metaProductSchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  metaproductName: z.string().min(1).meta({ title: 'Nazwa metaproduktu' }),
  metaproductCodes: z.array(z.string().min(1)).min(1).meta({ title: 'Kody produktów' }),
  /** Content ids (film, series) that lead to this meta-product. */
  contentIds: z.array(z.string()).default([]).meta({ title: 'Identyfikatory treści' }),
});
export type MetaProduct = z.infer<typeof metaProductSchema>;

export const eventConfigSchema = z.strictObject({
  id: z.string().min(1).meta({ title: 'Identyfikator' }),
  casId: z.string().min(1).meta({ title: 'Identyfikator CAS' }),
  articleCode: z.string().min(1).meta({ title: 'Kod artykułu' }),
  landingPageUrl: z.string().min(1).meta({ title: 'Adres strony wydarzenia' }),
});
export type EventConfig = z.infer<typeof eventConfigSchema>;
