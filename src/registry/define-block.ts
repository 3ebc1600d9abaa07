import type { z } from 'zod';
import type { BlockNode, Hydration } from '../../content-schema/block.ts';

/**
 * What a block folder declares in its `block.ts`. The registry generator reads
 * these to build the static dispatch (Astro's client:* only works on statically
 * imported components), the props validation and the JSON Schema export.
 */
export type BlockDefinition<S extends z.ZodType = z.ZodType> = {
  /** Equals the folder name; the `type` content uses. */
  name: string;
  /** Polish name shown to editors and in the block catalogue. */
  title: string;
  description: string;
  schema: S;
  /** Static blocks render to HTML at build; islands are React and hydrate. */
  kind: 'static' | 'island';
  /** Islands: when to hydrate (default `visible`). */
  hydrate?: Hydration;
  /** Islands with hydrate `media`: the media query. */
  media?: string;
  /** Named regions the block renders nested blocks into. */
  regions?: readonly string[];
};

export function defineBlock<S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}

/** An example shown in the block catalogue and checked by the registry tests. */
export type BlockExample = {
  title: string;
  props: Record<string, unknown>;
  regions?: Record<string, BlockNode[]>;
};

/** What every static block component receives besides its own props. */
export type BlockContext = {
  id: string;
  /** Where the block sits in the page tree, for diagnostics. */
  path: string;
  regions: Record<string, BlockNode[]>;
};
