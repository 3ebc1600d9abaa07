import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import type { BlockNode } from '../../content-schema/block.ts';
import Region from '../../src/registry/Region.astro';
import { definitions } from '../../src/registry/generated/definitions.ts';
import { formatProblem, validateTree } from '../../src/registry/validate.ts';

let container: AstroContainer | undefined;

/** Renders one block through the registry exactly as a page region would. */
export async function renderBlock(
  type: string,
  props: Record<string, unknown>,
  regions?: Record<string, BlockNode[]>,
): Promise<string> {
  const tree = { main: [{ id: 'b1', type, props, ...(regions ? { regions } : {}) }] };
  const { regions: valid, problems } = validateTree(tree, definitions, 'test');
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  container ??= await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(Region, { props: { blocks: valid.main, path: 'main' } });
}

/** The rendered block as a DOM, for role-based queries (@testing-library/dom's `within`). */
export async function renderBlockDom(
  type: string,
  props: Record<string, unknown>,
  regions?: Record<string, BlockNode[]>,
): Promise<HTMLElement> {
  const { JSDOM } = await import('jsdom');
  const html = await renderBlock(type, props, regions);
  return new JSDOM(`<!doctype html><html lang="pl"><body>${html}</body></html>`).window.document.body;
}
