import { z } from 'zod';

/** Offer statuses the content system uses; only ACTIVE ones are sold (plus _STARTER_ names). */
export const offerSchema = z.strictObject({
  code: z.string().min(1),
  name: z.string().min(1),
  status: z.string().default('ACTIVE'),
  /** Commitment in months for long-term offers (LTO); 0 or absent for monthly offers. */
  ltoduration: z.number().int().nonnegative().nullable().default(null),
  pricepromo: z.string().regex(/^\d+(\.\d{1,2})?$/, { error: 'Cena: liczba z kropką, np. 39.99' }),
  pricepromo2: z.string().regex(/^\d+(\.\d{1,2})?$/).nullable().default(null),
  pricebaselto: z.string().regex(/^\d+(\.\d{1,2})?$/).nullable().default(null),
  /** Comma list of payment-mean ids allowed for this offer; null means all. */
  availiablemop: z.string().regex(/^\d+(,\d+)*$/).nullable().default(null),
  productlist: z
    .array(z.strictObject({ articlecode: z.string().min(1), documents: z.array(z.string()).default([]) }))
    .default([]),
  article: z.strictObject({
    articlecode: z.string().min(1),
    articlename: z.string().min(1),
    packagetitle: z.string().min(1),
  }),
  /** Editorial copy shown on offer tiles. */
  description: z.string().default(''),
  highlights: z.array(z.string()).default([]),
});
export type Offer = z.infer<typeof offerSchema>;

export const catalogueProductSchema = z.strictObject({
  articlecode: z.string().min(1),
  articlename: z.string().min(1),
  price: z.string().regex(/^\d+(\.\d{1,2})?$/),
  packagetitle: z.string().min(1),
  disabledowngrade: z.boolean().default(false),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const bundleSchema = z.strictObject({
  id: z.string().min(1),
  databaseId: z.number().int(),
  articlename: z.string().min(1),
  package: z.enum(['default', 'oneOf']).default('default'),
  relationship: z.array(z.strictObject({ articlecode: z.string().min(1) })).default([]),
  ismain: z.boolean().default(false),
  ismainpackageitem: z.boolean().default(false),
  lto: z.boolean().default(false),
  monthly: z.boolean().default(true),
  availablewithsomeactive: z.array(z.string()).default([]),
  plannedofftooltip: z.string().default(''),
  noneactivetooltip: z.string().default(''),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const metaProductSchema = z.strictObject({
  id: z.string().min(1),
  metaproductName: z.string().min(1),
  metaproductCodes: z.array(z.string().min(1)).min(1),
  /** Content ids (film, series) that lead to this meta-product. */
  contentIds: z.array(z.string()).default([]),
});
export type MetaProduct = z.infer<typeof metaProductSchema>;

export const eventConfigSchema = z.strictObject({
  id: z.string().min(1),
  casId: z.string().min(1),
  articleCode: z.string().min(1),
  landingPageUrl: z.string().min(1),
});
export type EventConfig = z.infer<typeof eventConfigSchema>;
