import { z } from 'zod';

export const supportCategorySchema = z.strictObject({
  id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().default(''),
  /** Help page listing the category (its path). */
  url: z.string().regex(/^\//),
  order: z.number().int().default(0),
});
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const documentSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  /** Category slug (documents main/sub category pages list by it). */
  category: z.string().min(1),
  file: z.strictObject({ databaseId: z.number().int(), url: z.string().min(1), sizeKb: z.number().nonnegative().optional() }),
  status: z.enum(['ACTIVE', 'ARCHIVED']).default('ACTIVE'),
  summaryavailable: z.boolean().default(false),
  selfcareavailable: z.boolean().default(false),
  downgradeavailable: z.boolean().default(false),
  validFrom: z.iso.date().optional(),
});
export type ContentDocument = z.infer<typeof documentSchema>;
