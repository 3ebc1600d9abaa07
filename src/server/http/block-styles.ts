import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { decidedByMarkup, decodeRules, encodeRules, markupOf, ruleCount, rulesFor, stylesWith } from '#registry/page-styles.ts';
import { ASSETS_DIR } from './precompress.ts';

/**
 * Styles per page for the pages rendered on request. The build gives every
 * prerendered page a stylesheet of its own blocks' rules
 * (src/registry/page-styles.ts); a page rendered on request (search
 * results, the shop finder, the preview) still links a stylesheet of every
 * block. As it leaves the server, that link gets the rules the page needs as
 * a query (`…/<name>.<hash>.css?rules=<a bit per rule>`), answered here from
 * the same build's file: any process behind the load balancer answers it
 * alike, a file server or CDN that ignores the query serves the whole file
 * (still right, only larger), and the URL changes with the build.
 */

/** Stylesheets already narrowed, by choice of rules: a handful of page kinds, bounded anyway. */
const REMEMBERED = 64;
/** What the build wrote for its prerendered pages: narrowed already. */
const PAGE_STYLESHEET = /^blocks\.[\w-]+\.css$/;

export interface BlockStyles {
  /** The paths of the stylesheets narrowed (`/_astro/<name>.<hash>.css`). */
  paths: readonly string[];
  /** The page with its links to those stylesheets narrowed to the rules it needs. */
  restyle(html: string): string;
  /** The stylesheet at `path` with the rules a query names; the whole file for a query it cannot read. */
  stylesheet(path: string, rules: string | undefined): string | undefined;
}

interface Sheet {
  css: string;
  parsed: postcss.Root;
  count: number;
  narrowed: Map<string, string>;
}

/** The build's stylesheets under `clientDir` whose rules a page's markup decides (the blocks'). */
export async function loadBlockStyles(clientDir: string): Promise<BlockStyles> {
  const assets = path.join(clientDir, ASSETS_DIR);
  const names = (await readdir(assets).catch(() => [])).filter((file) => file.endsWith('.css') && !PAGE_STYLESHEET.test(file));
  const sheets = new Map<string, Sheet>();
  for (const name of names) {
    const css = await readFile(path.join(assets, name), 'utf8');
    const parsed = postcss.parse(css);
    if (decidedByMarkup(parsed)) sheets.set(`/${ASSETS_DIR}/${name}`, { css, parsed, count: ruleCount(parsed), narrowed: new Map() });
  }
  return {
    paths: [...sheets.keys()],
    restyle(html) {
      let page: ReturnType<typeof markupOf> | undefined;
      for (const [href, sheet] of sheets) {
        const link = `href="${href}"`;
        if (!html.includes(link)) continue;
        page ??= markupOf(html);
        html = html.replaceAll(link, `href="${href}?rules=${encodeRules(rulesFor(sheet.parsed, page))}"`);
      }
      return html;
    },
    stylesheet(href, rules) {
      const sheet = sheets.get(href);
      if (!sheet) return undefined;
      const kept = rules === undefined ? undefined : decodeRules(rules, sheet.count);
      if (!kept) return sheet.css;
      let styles = sheet.narrowed.get(rules!);
      if (styles === undefined) {
        styles = stylesWith(sheet.parsed, kept);
        if (sheet.narrowed.size >= REMEMBERED) sheet.narrowed.delete(sheet.narrowed.keys().next().value!);
        sheet.narrowed.set(rules!, styles);
      }
      return styles;
    },
  };
}
