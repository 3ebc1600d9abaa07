/**
 * Module specifiers a built ES module loads. The bench only reads Vite's
 * minified output, where imports are plain string literals; a lexer would be
 * one more dependency for the same answer. A false match inside a string can
 * only count a file that exists in the build, so it errs on the heavy side.
 */
export type ModuleImports = {
  /** `import … from`, bare `import '…'`, `export … from`: loaded with the module. */
  eager: string[];
  /** `import('…')` with a literal specifier: loaded on demand. */
  lazy: string[];
};

// Not preceded by an identifier character or a dot (so `obj.import(` and `reimport` do not match).
const STATIC = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*\bfrom\s*)?(["'])([^"'\n]+)\1/g;
const DYNAMIC = /(?<![\w$.])import\s*\(\s*(["'`])([^"'`\n$]+)\1\s*[,)]/g;

const unique = (items: Iterable<string>) => [...new Set(items)];

export function findImports(code: string): ModuleImports {
  const eager = unique([...code.matchAll(STATIC)].map((m) => m[2]!));
  const lazy = unique([...code.matchAll(DYNAMIC)].map((m) => m[2]!)).filter((s) => !eager.includes(s));
  return { eager, lazy };
}

/** `@import "x.css"` / `@import url(x.css)` in a stylesheet. */
const CSS_IMPORT = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1\s*\)?/g;

export const findCssImports = (css: string): string[] => unique([...css.matchAll(CSS_IMPORT)].map((m) => m[2]!));
