import { z } from 'zod';

/**
 * A block in a page tree: a stable id, a type name resolved through the
 * block registry, its props (validated against the block's own schema by the
 * registry, so they are opaque here) and, where the block allows, named
 * regions holding further blocks.
 */
export type BlockNode = {
  id: string;
  type: string;
  props: Record<string, unknown>;
  regions?: Record<string, BlockNode[]>;
  /** Optional visibility expression (content-schema/visibility.ts), evaluated against the session at run time. */
  visibility?: unknown;
};

export const blockIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Identyfikator bloku: litery, cyfry, - lub _, do 64 znaków' });

export const blockTypeSchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { error: 'Typ bloku: małe litery, cyfry i -' });

export const blockNodeSchema: z.ZodType<BlockNode> = z.lazy(() =>
  z.strictObject({
    id: blockIdSchema.meta({ title: 'Identyfikator' }),
    type: blockTypeSchema,
    props: z.record(z.string(), z.unknown()).default({}),
    regions: z.record(z.string(), z.array(blockNodeSchema)).optional().meta({ title: 'Regiony' }),
    visibility: z.unknown().optional().meta({ title: 'Widoczność' }),
  }),
);

/** A page's regions: region name -> ordered blocks. */
export const regionsSchema = z.record(z.string(), z.array(blockNodeSchema));
export type Regions = z.infer<typeof regionsSchema>;

/** How an island hydrates; mirrors Astro's client:* directives. */
export const hydrationSchema = z.enum(['load', 'idle', 'visible', 'media', 'only']);
export type Hydration = z.infer<typeof hydrationSchema>;

/** Maximum nesting of regions inside regions; the content query is unrolled to it. */
export const MAX_BLOCK_DEPTH = 15;
