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
 * Pages rendered on request (search results, the shop finder, the preview)
 * still link the whole stylesheet, which stays in place: the server narrows
 * them as they leave (src/server/http/block-styles.ts). Must run before the
 * assets are precompressed (astro.config.mjs lists it first).
 */

/** The stylesheet of every block, as Astro names it after the region component. */
export const BLOCKS_STYLESHEET = /^Region\.[\w-]+\.css$/;
const SCOPE = /data-astro-cid-([a-z0-9]+)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const SCOPE_IN = /data-astro-cid-/;
const CLASS_IN = /\.-?[_a-zA-Z]/;

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

/** The style rules of a stylesheet in document order, at-rules' included; keyframes' steps are not rules a page picks. */
function styleRules(stylesheet: Root): postcss.Rule[] {
  const rules: postcss.Rule[] = [];
  stylesheet.walkRules((rule) => {
    if (!insideKeyframes(rule)) rules.push(rule);
  });
  return rules;
}

/** Which of the stylesheet's style rules (styleRules' order) the page needs. */
export function rulesFor(stylesheet: Root, page: PageMarkup): boolean[] {
  return styleRules(stylesheet).map((rule) => {
    const scopes = [...rule.selector.matchAll(SCOPE)].map((match) => match[1]!);
    return scopes.length > 0
      ? scopes.some((scope) => page.scopes.has(scope))
      : page.hasIslands || rule.selectors.some((selector) => usesOnlyShownClasses(selector, page.classes));
  });
}

/** The stylesheet with only the style rules `kept` marks (and every keyframes), as CSS text in the original order. */
export function stylesWith(stylesheet: Root, kept: readonly boolean[]): string {
  const root = stylesheet.clone();
  styleRules(root).forEach((rule, index) => {
    if (!kept[index]) rule.remove();
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

/** The blocks' rules the page needs, as CSS text in their original order. */
export const stylesFor = (stylesheet: Root, page: PageMarkup): string => stylesWith(stylesheet, rulesFor(stylesheet, page));

/**
 * A choice of rules as a short URL-safe text (a bit per rule, base64url), so
 * that a stylesheet of those rules has a URL any server process can answer
 * from the same build's stylesheet.
 */
export function encodeRules(kept: readonly boolean[]): string {
  const bytes = Buffer.alloc(Math.ceil(kept.length / 8));
  kept.forEach((keep, index) => {
    if (keep) bytes[index >> 3]! |= 1 << (index & 7);
  });
  return bytes.toString('base64url');
}

/** The choice `encodeRules` wrote for a stylesheet of `count` rules; undefined for any other text (another build's, a forged one). */
export function decodeRules(text: string, count: number): boolean[] | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length > Math.ceil((Math.ceil(count / 8) * 4) / 3)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== Math.ceil(count / 8) || bytes.toString('base64url') !== text) return undefined;
  const kept = Array.from({ length: count }, (_, index) => (bytes[index >> 3]! & (1 << (index & 7))) !== 0);
  // Bits past the last rule: not what encodeRules writes.
  return bytes.length === 0 || bytes[bytes.length - 1]! >> (count - (bytes.length - 1) * 8) === 0 ? kept : undefined;
}

/**
 * Whether a page's markup decides every rule of the stylesheet: each rule is
 * scoped to a component, or needs a class on every selector. The blocks'
 * stylesheets are; the shell's, which styles elements, is not.
 */
export function decidedByMarkup(stylesheet: Root): boolean {
  return styleRules(stylesheet).every(
    (rule) => SCOPE_IN.test(rule.selector) || rule.selectors.every((selector) => CLASS_IN.test(selector.replace(/:not\([^)]*\)/g, ''))),
  );
}

/** How many style rules the stylesheet has (the length of a choice of them). */
export const ruleCount = (stylesheet: Root): number => styleRules(stylesheet).length;

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
