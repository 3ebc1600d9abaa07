import type { BlockNode } from '#content-schema/block.ts';

/** Fields holding JSON scalars: passed through untouched (a null inside props is the editor's value). */
const opaqueKeys = new Set(['props', 'visibility']);

/**
 * GraphQL answers every selected field, with null where the content has
 * nothing; the zod schemas expect such fields to be absent so their defaults
 * apply. Drops null-valued fields, but not inside JSON scalars.
 */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null) continue;
    out[key] = opaqueKeys.has(key) ? field : dropNulls(field);
  }
  return out;
}

type RegionIn = { name: string; blocks?: BlockIn[] };
type BlockIn = { id: string; type: string; props?: Record<string, unknown>; visibility?: unknown; regions?: RegionIn[] };

/** The API's ordered region list back to the content contract's `{ name: blocks[] }`. */
export function regionsToRecord(regions: RegionIn[] | undefined): Record<string, BlockNode[]> {
  const out: Record<string, BlockNode[]> = {};
  for (const region of regions ?? [])
    out[region.name] = (region.blocks ?? []).map(({ regions: nested, visibility, ...block }) => ({
      ...block,
      props: block.props ?? {},
      ...(visibility === null || visibility === undefined ? {} : { visibility }),
      ...(nested?.length ? { regions: regionsToRecord(nested) } : {}),
    }));
  return out;
}

/** A page as fetched, in the shape of the content contract's page input. */
export function normalizePage(page: unknown): Record<string, unknown> {
  const clean = dropNulls(page) as Record<string, unknown>;
  return { ...clean, regions: regionsToRecord(clean.regions as RegionIn[] | undefined) };
}
