import { z } from 'zod';
import { unsafeRichTextUrls } from '#security/rich-text-links.ts';
import type { BlockNode, Hydration } from '#content-schema/block.ts';
import type { ListCollectionName } from '#content-loader/collections.ts';

/** A block's props schema: content gives props as an object, so the schema's output is one. */
export type PropsSchema = z.ZodType<Record<string, unknown>>;

/**
 * What a block folder declares in its `block.ts`. The registry generator reads
 * these to build the static dispatch (Astro's client:* only works on statically
 * imported components), the props validation and the JSON Schema export.
 */
export type BlockDefinition<S extends PropsSchema = PropsSchema> = {
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
  /** Named regions the block renders nested blocks into, with the Polish name editors see. */
  regions?: Readonly<Record<string, string>>;
  /**
   * Self-care islands: the contract calls (by their call name, e.g. `account/updatePersonalData`) with which the
   * block changes the customer's data. While a lock window of a page holding the block is active, the server
   * refuses them (src/server/http/self-care-locks.ts), whatever the browser does.
   */
  changes?: readonly string[];
};

export function defineBlock<S extends PropsSchema>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}

/**
 * A block's props as its schema outputs them (defaults applied): the one
 * source of a block's props type. `B` is `typeof` a block.ts default export.
 */
export type BlockProps<B extends BlockDefinition> = z.output<B['schema']>;

/** An island's `data.ts` default export: loads, at build, content from the block's props. */
export type DataLoader<B extends BlockDefinition> = (props: BlockProps<B>) => Promise<Record<string, unknown>>;

/**
 * An island component's props: its block's props and what its `data.ts`
 * loads, both inferred, e.g. `IslandProps<typeof block, typeof data>` with
 * `import type` of `./block.ts` and `./data.ts` (types only: nothing of
 * either reaches the browser). Renaming a schema field changes them, so an
 * island still using the old name fails the type check.
 */
export type IslandProps<B extends BlockDefinition, L extends DataLoader<B> | undefined = undefined> = BlockProps<B> &
  (L extends DataLoader<B> ? Awaited<ReturnType<L>> : unknown);

/** A static (.astro) block component's props: its block's props and its place in the page. */
export type StaticBlockProps<B extends BlockDefinition> = BlockProps<B> & { block: BlockContext };

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

/**
 * A prop holding HTML that the block sanitises: exported to the JSON Schema as
 * `contentMediaType: text/html`, so an editors' CMS offers a rich-text editor
 * for it instead of a plain text field. A link or image the sanitiser would
 * drop (javascript:, data:, //host) is refused rather than left as dead text.
 */
export const htmlText = (error: string) =>
  z
    .string()
    .min(1, { error })
    .refine((html) => unsafeRichTextUrls(html).length === 0, {
      error: 'Odnośnik lub obraz w tekście ma niedozwolony adres: użyj ścieżki strony, https://, mailto: albo tel:',
    })
    .meta({ contentMediaType: 'text/html' });

/**
 * A prop naming an entry of a content list by its key (an offer's code, an
 * event's id): exported to the JSON Schema as `x-entity`, so an editors' CMS
 * refuses a key that no published entry has before saving, as the build would.
 */
export const entryKey = (entity: ListCollectionName, error: string) => z.string().min(1, { error }).meta({ 'x-entity': entity });
