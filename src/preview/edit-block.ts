// Click-to-edit between the editors' preview (this portal's /podglad) and
// the CMS's editor window: the preview marks each block with its place in
// the page as the CMS's form names it, and posts that place when an editor
// clicks the block; the CMS opens that block's fields
// (cms/src/preview/EditFromPreview.tsx).

/** The route that renders an editor's draft. */
export const PREVIEW_ROUTE = '/podglad';

/** The message the preview posts: `{ type: EDIT_BLOCK_MESSAGE, path }`. */
export const EDIT_BLOCK_MESSAGE = 'portal-preview:edit-block';

const BLOCK = /([\w-]+)\[(\d+)\](?:<[^>]*>)?/g;

/**
 * A block's place as the CMS's form names it: `main[1].content[0]` (a
 * region's path in the page, as the renderer and the loader's problems give
 * it, each block's type in `<…>` or not) becomes `regions.main.1.regions.content.0`.
 */
export function formPathOfBlock(path: string): string {
  return [...path.matchAll(BLOCK)].map(([, region, index]) => `regions.${region}.${index}`).join('.');
}

/** Whether a message's path names a block in the CMS's form, and nothing else. */
export const isBlockFormPath = (path: unknown): path is string =>
  typeof path === 'string' && path.length < 500 && /^regions\.[\w-]+\.\d+(\.regions\.[\w-]+\.\d+)*$/.test(path);
