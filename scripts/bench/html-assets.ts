import { JSDOM } from 'jsdom';

/** What a page's HTML makes the browser load or run at start, as written in the HTML. */
export type PageAssets = {
  /** `<link rel="stylesheet">` and `<link rel="preload" as="style">` URLs. */
  stylesheets: string[];
  inlineStyles: string[];
  /** `<script src>`, module preloads, and the URLs every Astro island imports when it hydrates. */
  scripts: string[];
  /** Inline scripts that run (JSON and other data blocks are left to the HTML figure). */
  inlineScripts: InlineScript[];
  /** Every `<astro-island>`, those in `<template>` content included. */
  islands: Island[];
};

/** `module`: a `type="module"` script, whose static imports load with it. */
export type InlineScript = { code: string; module: boolean };

export type Island = { component: string; renderer?: string; hydrate?: string };

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
export const isJsType = (type: string | null) => JS_TYPES.has((type ?? '').trim().toLowerCase());

const relTokens = (el: Element) => (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);

/**
 * The document and the content of each `<template>` in it, nested ones too.
 * A client:only island receives its slots as `<template data-astro-template>`
 * and renders them, so the islands inside hydrate at start like the others
 * (an island in some other template is counted too: heavy rather than light).
 * Selectors on the document do not enter template content.
 */
function withTemplates(root: ParentNode): ParentNode[] {
  return [root, ...[...root.querySelectorAll('template')].flatMap((t) => withTemplates((t as HTMLTemplateElement).content))];
}

export function pageAssets(html: string): PageAssets {
  const doc = new JSDOM(html).window.document;
  const stylesheets = new Set<string>();
  const scripts = new Set<string>();

  for (const link of doc.querySelectorAll('link[href]')) {
    const rel = relTokens(link);
    const as = (link.getAttribute('as') ?? '').toLowerCase();
    const href = link.getAttribute('href')!;
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) stylesheets.add(href);
    else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.add(href);
  }

  const inlineScripts: InlineScript[] = [];
  for (const script of doc.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    if (!isJsType(type)) continue;
    const src = script.getAttribute('src');
    if (src) scripts.add(src);
    else if (script.textContent) inlineScripts.push({ code: script.textContent, module: type?.trim().toLowerCase() === 'module' });
  }

  // Scripts inside templates are left out: markup inserted from a template does not run them.
  const islands: Island[] = [];
  for (const island of withTemplates(doc).flatMap((root) => [...root.querySelectorAll('astro-island')])) {
    const component = island.getAttribute('component-url');
    const renderer = island.getAttribute('renderer-url') ?? undefined;
    const before = island.getAttribute('before-hydration-url');
    for (const url of [component, renderer, before]) if (url) scripts.add(url);
    if (component) islands.push({ component, renderer, hydrate: island.getAttribute('client') ?? undefined });
  }

  const inlineStyles = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').filter(Boolean);
  return { stylesheets: [...stylesheets], inlineStyles, scripts: [...scripts], inlineScripts, islands };
}
