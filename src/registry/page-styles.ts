import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import postcss, { type Root } from 'postcss';

/**
 * Styles per page. Every page is built by one route whose region renders
 * any block, so Astro puts the styles of every block into one stylesheet
 * (`Region.*.css`) that every page loads: a help page carried the shop's and
 * self-care's styles. Once the build is done, each prerendered page gets a
 * stylesheet of its own blocks' rules instead, written beside the others
 * under a hash of its content (pages with the same blocks share one file):
 * - an Astro component's scoped rules, when the page shows that component
 *   (its `data-astro-cid-…` attribute is in the page);
 * - the islands' rules (React blocks import their own stylesheets, without
 *   scoping), when the page has an island, or uses every class a rule needs;
 * - at-rules that hold no style rules (keyframes, font faces), always.
 * Pages rendered on request (the preview among them) keep the whole
 * stylesheet, which stays in place. Must run before the assets are
 * precompressed (astro.config.mjs lists it first).
 */

/** The stylesheet of every block, as Astro names it after the region component. */
const BLOCKS_STYLESHEET = /^Region\.[\w-]+\.css$/;
const SCOPE = /data-astro-cid-([a-z0-9]+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/** What a page shows that the blocks' rules may style. */
export interface PageMarkup {
  scopes: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  hasIslands: boolean;
}

export function markupOf(html: string): PageMarkup {
  const scopes = new Set([...html.matchAll(SCOPE)].map((match) => match[1]!));
  const classes = new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
  return { scopes, classes, hasIslands: html.includes('<astro-island') };
}

/** Whether every class a selector requires is on some element of the page (what `:not()` names is not required). */
function usesOnlyShownClasses(selector: string, classes: ReadonlySet<string>): boolean {
  const required = [...selector.replace(/:not\([^)]*\)/g, '').matchAll(CLASS_IN_SELECTOR)].map((match) => match[1]!);
  return required.length > 0 && required.every((name) => classes.has(name));
}

const insideKeyframes = (node: postcss.Node): boolean =>
  node.parent?.type === 'atrule' ? /keyframes$/i.test((node.parent as postcss.AtRule).name) || insideKeyframes(node.parent) : false;

/** The blocks' rules the page needs, as CSS text in their original order. */
export function stylesFor(stylesheet: Root, page: PageMarkup): string {
  const root = stylesheet.clone();
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const scopes = [...rule.selector.matchAll(SCOPE)].map((match) => match[1]!);
    const needed =
      scopes.length > 0
        ? scopes.some((scope) => page.scopes.has(scope))
        : page.hasIslands || rule.selectors.some((selector) => usesOnlyShownClasses(selector, page.classes));
    if (!needed) rule.remove();
  });
  // Conditional groups (@media, @supports, @layer) left without rules go too, innermost first.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

export interface PageStylesReport {
  pages: number;
  stylesheets: number;
  /** The whole blocks' stylesheet, and the largest a page now loads, in bytes. */
  wholeBytes: number;
  largestBytes: number;
}

/** Gives every prerendered page under `clientDir` a stylesheet of its own blocks' rules. */
export async function splitBlockStyles(clientDir: string, assetsDir = '_astro'): Promise<PageStylesReport> {
  const assets = path.join(clientDir, assetsDir);
  const name = (await readdir(assets)).find((file) => BLOCKS_STYLESHEET.test(file));
  // A build whose pages style no block (none renders a region) has nothing to split.
  if (!name) return { pages: 0, stylesheets: 0, wholeBytes: 0, largestBytes: 0 };
  const css = await readFile(path.join(assets, name), 'utf8');
  const stylesheet = postcss.parse(css);
  const href = `/${assetsDir}/${name}`;
  const pages = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = new Map<string, number>();
  let count = 0;
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    if (!html.includes(`href="${href}"`)) continue;
    const styles = stylesFor(stylesheet, markupOf(html));
    const own = `blocks.${createHash('sha256').update(styles).digest('base64url').slice(0, 10)}.css`;
    if (!written.has(own)) {
      await writeFile(path.join(assets, own), styles);
      written.set(own, Buffer.byteLength(styles));
    }
    await writeFile(file, html.replaceAll(`href="${href}"`, `href="/${assetsDir}/${own}"`));
    count += 1;
  }
  return { pages: count, stylesheets: written.size, wholeBytes: Buffer.byteLength(css), largestBytes: Math.max(0, ...written.values()) };
}

/** The Astro integration: styles per page once the build is done. */
export function pageStyles(): AstroIntegration {
  return {
    name: 'page-styles',
    hooks: {
      // `dir`: the client output, where the prerendered pages and the hashed assets are.
      'astro:build:done': async ({ dir, logger }) => {
        const report = await splitBlockStyles(fileURLToPath(dir));
        logger.info(
          `${report.pages} pages get their own blocks' styles (${report.stylesheets} stylesheets, the largest ` +
            `${(report.largestBytes / 1000).toFixed(1)} kB of ${(report.wholeBytes / 1000).toFixed(1)} kB)`,
        );
      },
    },
  };
}
