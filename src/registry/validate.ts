import { z } from 'zod';
import { MAX_BLOCK_DEPTH, type BlockNode } from '../../content-schema/block.ts';
import type { BlockDefinition } from './define-block.ts';

/** One thing wrong with content: which page, where in its block tree, which field. */
export type ContentProblem = { page: string; path: string; field: string; message: string };

/** Stand-in block type for content that failed validation (dev server only). */
export const DIAGNOSTIC_BLOCK = '__diagnostic';

export const formatProblem = (p: ContentProblem) =>
  `${p.page} › ${p.path}${p.field ? ` › ${p.field}` : ''}: ${p.message}`;

const fieldPath = (issuePath: PropertyKey[]) => issuePath.map(String).join('.');

type Result = { regions: Record<string, BlockNode[]>; problems: ContentProblem[] };

/**
 * Checks a page's block tree against the registry: known types, valid props,
 * declared regions, depth, unique ids. Returns the tree with parsed props
 * (defaults applied) and every problem found. With `diagnose`, invalid blocks
 * are replaced by diagnostic blocks instead of being dropped, so the dev server
 * can show them in place.
 */
export function validateTree(
  regions: Record<string, BlockNode[]>,
  definitions: Record<string, BlockDefinition>,
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
      const definition = definitions[block.type];
      let props = block.props;
      let children: Record<string, BlockNode[]> | undefined;
      if (!definition) {
        mine.push({ page, path: here, field: 'type', message: `Unknown block type "${block.type}"` });
      } else {
        const parsed = definition.schema.safeParse(block.props);
        if (parsed.success) props = parsed.data as Record<string, unknown>;
        else
          for (const issue of parsed.error.issues)
            mine.push({ page, path: here, field: `props${issue.path.length ? '.' + fieldPath(issue.path) : ''}`, message: issue.message });
        const declared = definition.regions ?? [];
        const given = Object.keys(block.regions ?? {});
        for (const name of given.filter((r) => !declared.includes(r)))
          mine.push({ page, path: here, field: `regions.${name}`, message: `The block "${block.type}" has no region "${name}"` });
        if (given.length && depth >= MAX_BLOCK_DEPTH)
          mine.push({ page, path: here, field: 'regions', message: `Blocks are nested deeper than ${MAX_BLOCK_DEPTH} levels` });
        else
          children = Object.fromEntries(
            declared.map((name) => [name, visitList(block.regions?.[name] ?? [], `${here}.${name}`, depth + 1)]),
          );
      }
      problems.push(...mine);
      if (mine.length === 0) return [{ ...block, props, regions: children ?? {} }];
      if (!options.diagnose) return [];
      return [{ id: block.id, type: DIAGNOSTIC_BLOCK, props: { blockType: block.type, problems: mine.map(formatProblem) }, regions: {} }];
    });

  const out: Record<string, BlockNode[]> = {};
  for (const [name, blocks] of Object.entries(regions)) {
    if (options.allowedRegions && !options.allowedRegions.includes(name)) {
      problems.push({ page, path: name, field: '', message: `The page template has no region "${name}" (it has: ${options.allowedRegions.join(', ')})` });
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
