import { z } from 'zod';
import { MAX_BLOCK_DEPTH, type BlockNode } from '#content-schema/block.ts';
import type { BlockDefinition, BlockProps } from './define-block.ts';

/** One thing wrong with content: which page, where in its block tree, which field. */
export type ContentProblem = { page: string; path: string; field: string; message: string };

/** Stand-in block type for content that failed validation (dev server only). */
export const DIAGNOSTIC_BLOCK = '__diagnostic';

/** The stand-in the dev server renders as a visible box in place of an invalid block. */
export type DiagnosticNode = BlockNode & { type: typeof DIAGNOSTIC_BLOCK; props: { blockType: string; problems: string[] } };

export const formatProblem = (p: ContentProblem) => `${p.page} › ${p.path}${p.field ? ` › ${p.field}` : ''}: ${p.message}`;

const fieldPath = (issuePath: PropertyKey[]) => issuePath.map(String).join('.');

type Definitions = Record<string, BlockDefinition>;

/** Every block type of the registry `D`, with the props its schema outputs. */
type ParsedBlocks<D extends Definitions> = {
  [K in keyof D & string]: {
    id: string;
    type: K;
    props: BlockProps<D[K]>;
    /** Nested blocks, each parsed when its own region renders. */
    regions: Record<string, BlockNode[]>;
    visibility?: unknown;
  };
};

/**
 * A block whose props its schema has parsed: a union discriminated by `type`,
 * so narrowing on the type name gives that block's props type. Made by
 * `parseBlock`.
 */
export type ParsedBlock<D extends Definitions> = ParsedBlocks<D>[keyof D & string];

/** Where a block sits: the page, and the block's path in the page's tree. */
export type BlockWhere = { page: string; path: string };

/**
 * Where content (unknown until now) becomes typed: the block's type must be
 * in the registry and its props must pass that block's schema. Returns the
 * block with the parsed props (defaults applied), typed by the schema, or
 * every problem found.
 */
export function parseBlock<D extends Definitions>(
  node: BlockNode,
  definitions: D,
  where: BlockWhere,
): { block: ParsedBlock<D>; problems?: undefined } | { block?: undefined; problems: ContentProblem[] } {
  return isRegistered(definitions, node.type) ? parseAs(definitions, node.type, node, where) : unknownType(node, where);
}

const isRegistered = <D extends Definitions>(definitions: D, type: string): type is keyof D & string => Object.hasOwn(definitions, type);

const unknownType = (node: BlockNode, where: BlockWhere) => ({
  problems: [{ ...where, field: 'type', message: `Unknown block type "${node.type}"` }],
});

/** One block type K: its schema's output is the props type of ParsedBlocks<D>[K], with no cast. */
function parseAs<D extends Definitions, K extends keyof D & string>(
  definitions: D,
  type: K,
  node: BlockNode,
  where: BlockWhere,
): { block: ParsedBlocks<D>[K]; problems?: undefined } | { block?: undefined; problems: ContentProblem[] } {
  const definition: D[K] | undefined = definitions[type];
  if (definition === undefined) return unknownType(node, where);
  // Declared, so that the parse's output is typed by this block's schema rather than by the constraint's.
  const schema: D[K]['schema'] = definition.schema;
  const parsed = z.safeParse(schema, node.props);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map((issue) => ({
        ...where,
        field: `props${issue.path.length ? '.' + fieldPath(issue.path) : ''}`,
        message: issue.message,
      })),
    };
  const block: ParsedBlocks<D>[K] = { id: node.id, type, props: parsed.data, regions: node.regions ?? {}, visibility: node.visibility };
  return { block };
}

/** A diagnostic block `validateTree` put in place of an invalid one (dev server). */
export const isDiagnostic = (node: BlockNode): node is DiagnosticNode =>
  node.type === DIAGNOSTIC_BLOCK &&
  typeof node.props.blockType === 'string' &&
  Array.isArray(node.props.problems) &&
  node.props.problems.every((problem) => typeof problem === 'string');

type Result = { regions: Record<string, BlockNode[]>; problems: ContentProblem[] };

/**
 * Checks a page's block tree against the registry: known types, valid props
 * (`parseBlock`), declared regions, depth, unique ids. Returns the tree as the
 * content gave it, less what is invalid, and every problem found. The props
 * stay as written: they are parsed again where they are rendered (Region),
 * since the content store in between keeps no types, and parsing the content's
 * own props there (not this function's output) applies each schema once. With
 * `diagnose`, invalid blocks are replaced by diagnostic blocks instead of
 * being dropped, so the dev server can show them in place.
 */
export function validateTree(
  regions: Record<string, BlockNode[]>,
  definitions: Definitions,
  page: string,
  options: { diagnose?: boolean; allowedRegions?: readonly string[] } = {},
): Result {
  const problems: ContentProblem[] = [];
  const seenIds = new Set<string>();

  const visitList = (blocks: BlockNode[], at: string, depth: number): BlockNode[] =>
    blocks.flatMap((block, index) => {
      const here = `${at}[${index}]<${block.type}>`;
      const mine: ContentProblem[] = [];
      if (seenIds.has(block.id)) mine.push({ page, path: here, field: 'id', message: `Repeated block id "${block.id}"` });
      seenIds.add(block.id);
      const parsed = parseBlock(block, definitions, { page, path: here });
      if (parsed.problems) mine.push(...parsed.problems);
      const definition = isRegistered(definitions, block.type) ? definitions[block.type] : undefined;
      let children: Record<string, BlockNode[]> | undefined;
      if (definition) {
        const declared = Object.keys(definition.regions ?? {});
        const given = Object.keys(block.regions ?? {});
        for (const name of given.filter((r) => !declared.includes(r)))
          mine.push({ page, path: here, field: `regions.${name}`, message: `The block "${block.type}" has no region "${name}"` });
        if (given.length && depth >= MAX_BLOCK_DEPTH)
          mine.push({ page, path: here, field: 'regions', message: `Blocks are nested deeper than ${MAX_BLOCK_DEPTH} levels` });
        else children = Object.fromEntries(declared.map((name) => [name, visitList(block.regions?.[name] ?? [], `${here}.${name}`, depth + 1)]));
      }
      problems.push(...mine);
      if (mine.length === 0) return [{ ...block, regions: children ?? {} }];
      if (!options.diagnose) return [];
      const diagnostic: BlockNode = {
        id: block.id,
        type: DIAGNOSTIC_BLOCK,
        props: { blockType: block.type, problems: mine.map(formatProblem) },
        regions: {},
      };
      return [diagnostic];
    });

  const out: Record<string, BlockNode[]> = {};
  for (const [name, blocks] of Object.entries(regions)) {
    if (options.allowedRegions && !options.allowedRegions.includes(name)) {
      problems.push({
        page,
        path: name,
        field: '',
        message: `The page template has no region "${name}" (it has: ${options.allowedRegions.join(', ')})`,
      });
      continue;
    }
    out[name] = visitList(blocks, name, 1);
  }
  return { regions: out, problems };
}

/** Raised when content cannot be built; lists every problem. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[], source: string) {
    super(
      `The content from ${source} is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** Turns a zod error on a whole entity into problems. */
export const problemsFromZod = (error: z.ZodError, page: string, at = ''): ContentProblem[] =>
  error.issues.map((issue) => ({ page, path: at || '(strona)', field: fieldPath(issue.path), message: issue.message }));
