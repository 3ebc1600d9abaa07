// Publishing refuses what the portal's build would refuse. The page, as it
// would be published, is checked with the published content around it by
// the build's own validation (the portal's src/content-loader/content-problems.ts,
// loaded by Node at run time as the content system is: the blocks' zod rules,
// not a copy of them), and each problem is shown beside its field.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ValidationError, type PayloadRequest } from 'payload';
import { repositoryRoot } from '../contract/portal.ts';
import { readingCodec, readPublishedContent, withMediaLibrary } from '../contract/read-content.ts';
import type { ContentModel } from '../model/documents.ts';
import { registry } from '../model/registry.ts';
import { checkValue } from '../model/validation.ts';
import { formPathOfBlock } from '../../../src/preview/edit-block.ts';

type ChecksModule = typeof import('../../../src/content-loader/content-problems.ts');
type Problem = Awaited<ReturnType<ChecksModule['contentProblems']>>[number];

let loaded: Promise<ChecksModule> | undefined;
const portalChecks = (): Promise<ChecksModule> => {
  const file = pathToFileURL(path.join(repositoryRoot(), 'src/content-loader/content-problems.ts')).href;
  loaded ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ file) as Promise<ChecksModule>;
  return loaded;
};

/**
 * Where the admin shows a problem: a block's place in the build's words
 * (`main[1]<section>.content[0]<faq>`) becomes the form's path
 * (`regions.main.1.regions.content.0`), then the field within it.
 */
export function fieldPathOf(problem: Pick<Problem, 'path' | 'field'>): string {
  const block = formPathOfBlock(problem.path);
  const field = problem.field.replace(/\[(\d+)\]/g, '.$1');
  return [...(block ? [block] : []), ...(field && field !== 'type' ? [field] : [])].join('.') || 'title';
}

type Node = { type?: unknown; props?: unknown; regions?: Record<string, Node[]> };

/** Whether a block's props fail its JSON Schema, which the admin's own field validation refuses next, each reason under its labelled field. */
function refusedByFields(regions: Record<string, Node[]> | undefined): boolean {
  return Object.values(regions ?? {}).some((nodes) =>
    nodes.some((node) => {
      const block = typeof node.type === 'string' ? registry.blocks[node.type] : undefined;
      return (block !== undefined && checkValue(block.props, node.props ?? {}) !== true) || refusedByFields(node.regions);
    }),
  );
}

/** Throws the build's refusals of `page` (the stored form of the page being published) beside their fields. */
export async function refuseWhatTheBuildWould(req: PayloadRequest, model: ContentModel, id: unknown, page: Record<string, unknown>): Promise<void> {
  const entry = model.page.fromPayload(page, await withMediaLibrary(req.payload, readingCodec));
  // What the fields' own validation refuses, it refuses first, in its words; the build's remaining rules come after.
  if (refusedByFields(entry.regions as Record<string, Node[]> | undefined)) return;
  const [{ contentProblems }, published] = await Promise.all([portalChecks(), readPublishedContent(req.payload, model, readingCodec)]);
  // The page as it will be published, in place of its published version if it has one.
  const others = published.content.pages.filter((_, index) => published.pageIds[index] !== String(id));
  const problems = await contentProblems({ ...published.content, pages: [...others, entry] } as never);
  const mine = problems.filter((problem) => problem.page === entry.path);
  if (mine.length === 0) return;
  throw new ValidationError(
    {
      collection: 'pages',
      errors: mine.map((problem) => ({ path: fieldPathOf(problem), message: problem.message })),
    },
    req.t,
  );
}
