import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import type { BlockNode } from '#content-schema/block.ts';
import Region from '#registry/Region.astro';
import { definitions } from '#registry/generated/definitions.ts';
import { formatProblem, validateTree } from '#registry/validate.ts';

let container: AstroContainer | undefined;

/** Rendering as at a request: the page's address (blocks of pages rendered on demand read its query). */
export type RenderOptions = { url?: string };

/** Renders one block through the registry exactly as a page region would. */
export async function renderBlock(
  type: string,
  props: Record<string, unknown>,
  regions?: Record<string, BlockNode[]>,
  options: RenderOptions = {},
): Promise<string> {
  const tree = { main: [{ id: 'b1', type, props, ...(regions ? { regions } : {}) }] };
  const { regions: valid, problems } = validateTree(tree, definitions, 'test');
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  container ??= await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(Region, {
    props: { blocks: valid.main, path: 'main' },
    ...(options.url ? { request: new Request(new URL(options.url, 'http://127.0.0.1:4321')), partial: true } : {}),
  });
}

/** The rendered block as a DOM, for role-based queries (@testing-library/dom's `within`). */
export async function renderBlockDom(
  type: string,
  props: Record<string, unknown>,
  regions?: Record<string, BlockNode[]>,
  options: RenderOptions = {},
): Promise<HTMLElement> {
  const { JSDOM } = await import('jsdom');
  const html = await renderBlock(type, props, regions, options);
  return new JSDOM(`<!doctype html><html lang="pl"><body>${html}</body></html>`).window.document.body;
}
