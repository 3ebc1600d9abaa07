import { fileURLToPath } from 'node:url';
import type { BlockDefinition } from '#registry/define-block.ts';
import { discoverBlocks } from '#registry/generate.ts';
import type { ContentProblem } from '#registry/validate.ts';
import type { FetchedContent } from './fetch-content.ts';
import { validateContent } from './validate-content.ts';

/**
 * What the build would refuse in this content: the same validation the
 * portal's build runs (every entity's schema, every page's block tree against
 * the blocks' own zod rules, references, redirects), for the CMS to ask
 * before it publishes (cms/src/hooks/publish-check.ts). The blocks are read
 * from blocks/ as the registry generator reads them, once per process.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
let definitions: Promise<Record<string, BlockDefinition>> | undefined;

export async function contentProblems(content: FetchedContent): Promise<ContentProblem[]> {
  definitions ??= discoverBlocks(root).then((found) => Object.fromEntries(found.map((block) => [block.name, block.definition])));
  return validateContent(content, await definitions).problems;
}
