import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageAssets, type Island } from './html-assets.ts';
import { findCssImports, findImports } from './js-imports.ts';
import { sizesOf, sumSizes, type Sizes } from './sizes.ts';

export type AssetFile = Sizes & { url: string };

export type PageWeight = {
  /** The HTML file, relative to the client folder. */
  file: string;
  html: Sizes;
  /** Stylesheets (with their @imports) plus inline `<style>`. */
  css: Sizes & { files: AssetFile[] };
  /** Scripts loaded at start: `<script>`, island component/renderer URLs, inline scripts, and the static imports of all of them. */
  js: Sizes & { files: AssetFile[] };
  /** Chunks reachable only through dynamic `import()`: loaded on demand, not in `js`. */
  lazyJs: Sizes & { files: AssetFile[] };
  islands: Island[];
  /** Loaded scripts that carry the React runtime (empty when the page ships none). */
  reactScripts: string[];
  /** URLs the page references that are not in the build (other origins, missing files). */
  unresolved: string[];
};

// React 19's element symbol (react) and the root marker react-dom puts on containers.
const REACT_MARKERS = ['react.transitional.element', '__reactContainer$'];
export const hasReactRuntime = (code: string) => REACT_MARKERS.some((m) => code.includes(m));

const ORIGIN = 'http://bench.invalid';
const INLINE = (kind: string, i: number) => `(inline ${kind} ${i + 1})`;

/** The prerendered HTML file of a route, in either of Astro's build formats. */
export function htmlFileFor(clientDir: string, pagePath: string): string | undefined {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  const candidates = trimmed ? [path.join(trimmed, 'index.html'), `${trimmed}.html`] : ['index.html'];
  return candidates.find((c) => existsSync(path.join(clientDir, c)));
}

export function measurePage(clientDir: string, pagePath: string): PageWeight {
  const file = htmlFileFor(clientDir, pagePath);
  if (!file) throw new Error(`no HTML file of page ${pagePath} in ${clientDir}`);
  const html = readFileSync(path.join(clientDir, file), 'utf8');
  const assets = pageAssets(html);
  const pageUrl = new URL(`/${file.replace(/index\.html$/, '')}`, ORIGIN);
  const unresolved = new Set<string>();

  /** URL as written → file in the build; other origins and missing files are noted, not counted. */
  const locate = (ref: string, base: URL): { url: string; file: string } | undefined => {
    const url = new URL(ref, base);
    const local = url.origin === ORIGIN ? path.join(clientDir, decodeURIComponent(url.pathname)) : undefined;
    if (!local || !existsSync(local)) {
      unresolved.add(url.origin === ORIGIN ? url.pathname : url.href);
      return undefined;
    }
    return { url: url.pathname, file: local };
  };

  // Modules: breadth-first over static imports from the entry scripts; dynamic imports seed the lazy walk.
  const sources = new Map<string, string>();
  const walk = (entries: { url: string; file: string }[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const dynamic: { url: string; file: string }[] = [];
    const queue = entries.filter((e) => !skip.has(e.url));
    while (queue.length) {
      const mod = queue.shift()!;
      if (seen.has(mod.url) || skip.has(mod.url)) continue;
      seen.add(mod.url);
      const code = sources.get(mod.url) ?? readFileSync(mod.file, 'utf8');
      sources.set(mod.url, code);
      const base = new URL(mod.url, ORIGIN);
      const imports = findImports(code);
      for (const s of imports.eager) {
        const found = locate(s, base);
        if (found) queue.push(found);
      }
      for (const s of imports.lazy) {
        const found = locate(s, base);
        if (found) dynamic.push(found);
      }
    }
    return { seen, dynamic };
  };

  // Inline code imports relative to the page: statically only in a module script, through import() in any.
  const inlineImports = assets.inlineScripts.map((s) => {
    const found = findImports(s.code);
    return { eager: s.module ? found.eager : [], lazy: found.lazy };
  });
  const located = (refs: string[]) => refs.map((s) => locate(s, pageUrl)).filter((e) => e !== undefined);
  const entries = located([...assets.scripts, ...inlineImports.flatMap((i) => i.eager)]);
  const eager = walk(entries, new Set());
  // Chunks reached from a dynamic import, and everything they import in turn, load on demand.
  const lazySeen = new Set<string>();
  for (let pending = [...eager.dynamic, ...located(inlineImports.flatMap((i) => i.lazy))]; pending.length;) {
    const next = walk(pending, new Set([...eager.seen, ...lazySeen]));
    for (const url of next.seen) lazySeen.add(url);
    pending = next.dynamic;
  }

  const moduleFile = (url: string): AssetFile => ({ url, ...sizesOf(sources.get(url)!) });
  const jsFiles = [...[...eager.seen].map(moduleFile), ...assets.inlineScripts.map((s, i) => ({ url: INLINE('script', i), ...sizesOf(s.code) }))];
  const lazyFiles = [...lazySeen].map(moduleFile);

  // Stylesheets and their @imports.
  const cssFiles: AssetFile[] = [];
  const cssSeen = new Set<string>();
  const cssQueue = assets.stylesheets.map((s) => locate(s, pageUrl)).filter((e) => e !== undefined);
  while (cssQueue.length) {
    const sheet = cssQueue.shift()!;
    if (cssSeen.has(sheet.url)) continue;
    cssSeen.add(sheet.url);
    const css = readFileSync(sheet.file, 'utf8');
    cssFiles.push({ url: sheet.url, ...sizesOf(css) });
    for (const ref of findCssImports(css)) {
      const found = locate(ref, new URL(sheet.url, ORIGIN));
      if (found) cssQueue.push(found);
    }
  }
  cssFiles.push(...assets.inlineStyles.map((css, i) => ({ url: INLINE('style', i), ...sizesOf(css) })));

  const reactScripts = [
    ...[...eager.seen].filter((u) => hasReactRuntime(sources.get(u)!)),
    ...assets.inlineScripts.flatMap((s, i) => (hasReactRuntime(s.code) ? [INLINE('script', i)] : [])),
  ];

  return {
    file,
    html: sizesOf(html),
    css: { ...sumSizes(cssFiles), files: cssFiles },
    js: { ...sumSizes(jsFiles), files: jsFiles },
    lazyJs: { ...sumSizes(lazyFiles), files: lazyFiles },
    islands: assets.islands,
    reactScripts,
    unresolved: [...unresolved],
  };
}
