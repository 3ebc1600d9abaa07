import { z } from 'zod';
import { regionsSchema } from './block.ts';
import { templateNameSchema } from './templates.ts';

export const breadcrumbSchema = z.strictObject({
  text: z.string().min(1),
  url: z.string().min(1),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** A window in which self-care pages send the user to an event page (spec section 4). */
export const lockPageEventSchema = z.strictObject({
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  url: z.string().min(1),
});
export type LockPageEvent = z.infer<typeof lockPageEventSchema>;

export const pagePathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/, {
    error: 'Ścieżka strony: zaczyna się od /, małe litery, cyfry i -, bez / na końcu',
  });

/** Shell flags a page may set over its template's defaults. */
export const pageFlagsSchema = z.strictObject({
  hideheader: z.boolean().optional(),
  showbreadcrumbs: z.boolean().optional(),
  showFooter: z.boolean().optional(),
  shortFooter: z.boolean().optional(),
});

export const pageSchema = z.strictObject({
  id: z.string().min(1),
  path: pagePathSchema,
  /** The page's slug (the last path segment; "login" disables session loading). */
  slug: z.string().optional(),
  title: z.string().min(1),
  /** The page title is always the h1; pages whose hero carries the visible title hide it visually. */
  showTitle: z.boolean().default(true),
  metaDesc: z.string().default(''),
  /** Words a customer would type to find the page (support search; weighted like the title, never shown). */
  keyphrase: z.string().optional(),
  template: templateNameSchema,
  flags: pageFlagsSchema.default({}),
  auth: z
    .strictObject({ required: z.boolean(), redirectUrl: z.string().optional() })
    .optional(),
  /** Explicit crumbs; otherwise derived from the path's ancestors. */
  breadcrumbs: z.array(breadcrumbSchema).optional(),
  selfcareLocks: z.array(lockPageEventSchema).default([]),
  /** Support pages: the help categories the page belongs to (support search items). */
  supportCategories: z.array(z.string()).default([]),
  noindex: z.boolean().default(false),
  regions: regionsSchema.default({}),
});
export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;
